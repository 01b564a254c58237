extension CommandSpec {
    static let help = CommandSpec(
        name: "help",
        abstract: "Show help for featuregen or one of its commands.",
        examples: [
            "featuregen help",
            "featuregen help generate",
        ],
        positionals: [
            PositionalSpec("COMMAND", help: "The command to explain; without it, list all commands.",
                           isRequired: false),
        ]
    )
}

/// `featuregen help [COMMAND]`, also reached as `featuregen --help [COMMAND]`.
enum HelpCommand {
    static let command = Command(spec: .help, run: run)

    static let rootExamples = [
        "featuregen new Order",
        "featuregen validate Specs",
        "featuregen generate --check",
    ]

    static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> Int32 {
        if let name = arguments.positional("COMMAND") {
            console.print(HelpRenderer.commandHelp(try CommandTable.find(name).spec), terminator: "")
        } else {
            console.print(HelpRenderer.rootHelp(commands: CommandTable.all.map(\.spec), examples: rootExamples),
                          terminator: "")
        }
        return ExitCode.success
    }
}
