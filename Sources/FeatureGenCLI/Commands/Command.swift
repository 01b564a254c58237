/// A command: its declaration and the function that runs it.
struct Command: Sendable {
    typealias Run = @Sendable (ParsedArguments, Console) throws(UsageError) -> Int32

    let spec: CommandSpec
    let run: Run
}

/// Every command featuregen has, in the order `featuregen --help` lists them.
enum CommandTable {
    static let all: [Command] = [
        Command(spec: .validate, run: CommandImplementations.validate),
        Command(spec: .dump, run: CommandImplementations.dump),
        Command(spec: .generate, run: CommandImplementations.generate),
        Command(spec: .new, run: CommandImplementations.new),
        Command(spec: .extract, run: CommandImplementations.extract),
        Command(spec: .schema, run: CommandImplementations.schema),
        HelpCommand.command,
    ]

    /// Commands for tools, not people: runnable by name, never listed or suggested.
    static let hidden: [Command] = [
        Command(spec: .plugin, run: CommandImplementations.plugin),
    ]

    static var names: [String] { all.map(\.spec.name) }

    static func command(named name: String) -> Command? {
        (all + hidden).first { $0.spec.name == name }
    }

    /// The command, or a usage error naming the closest command.
    static func find(_ name: String) throws(UsageError) -> Command {
        guard let command = command(named: name) else { throw .unknown("command", name, among: names) }
        return command
    }
}
