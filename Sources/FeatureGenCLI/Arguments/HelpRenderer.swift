/// The text of `featuregen <command> --help` and `featuregen --help`: plain, aligned, 80 columns.
enum HelpRenderer {
    static func commandHelp(_ spec: CommandSpec) -> String {
        var sections = [overview(spec.abstract)]
        if !spec.discussion.isEmpty { sections.append(HelpLayout.wrap(spec.discussion)) }
        sections.append(HelpLayout.wrap(spec.usage, firstIndent: "USAGE: ", indent: "         "))
        if !spec.positionals.isEmpty {
            sections.append(["ARGUMENTS:"] + HelpLayout.columns(spec.positionals.map { ($0.synopsis, $0.help) }))
        }
        let hasShortNames = spec.allOptions.contains { $0.names.contains(where: isShortName) }
        let optionRows = spec.allOptions.map { (optionLabel($0, alignLongNames: hasShortNames), optionHelp($0)) }
        sections.append(["OPTIONS:"] + HelpLayout.columns(optionRows))
        if !spec.examples.isEmpty { sections.append(examples(spec.examples)) }
        sections.append(exitCodes)
        return render(sections)
    }

    static func rootHelp(commands: [CommandSpec], examples rootExamples: [String]) -> String {
        render([
            overview(FeatureGenCLI.abstract),
            HelpLayout.wrap(FeatureGenCLI.discussion),
            HelpLayout.wrap("featuregen <command> [<arguments>] [<options>]", firstIndent: "USAGE: "),
            ["COMMANDS:"] + HelpLayout.columns(commands.map { ($0.name, $0.abstract) }),
            ["OPTIONS:"] + HelpLayout.columns([
                ("-h, --help", "Show this help, or with a command name, that command's help."),
                ("    --version", "Show the version of featuregen."),
            ]),
            ["See 'featuregen help <command>' for a command's arguments, options and examples."],
            examples(rootExamples),
            exitCodes,
        ])
    }

    /// The exit codes every command shares, so scripts and CI can tell failures apart.
    static let exitCodes = ["EXIT CODES:"] + HelpLayout.columns([
        ("\(ExitCode.success)", "Success."),
        ("\(ExitCode.failure)", "Spec errors, or `--check` found files out of date."),
        ("\(ExitCode.usage)", "Usage errors: unknown command or option, missing or extra arguments."),
    ])

    private static func overview(_ abstract: String) -> [String] {
        HelpLayout.wrap(abstract, firstIndent: "OVERVIEW: ", indent: "  ")
    }

    private static func examples(_ lines: [String]) -> [String] {
        ["EXAMPLES:"] + lines.map { "  " + $0 }
    }

    private static func isShortName(_ name: String) -> Bool { !name.hasPrefix("--") }

    /// `-o, --output <DIR>`; long-only names are indented to line up with those after a short one.
    private static func optionLabel(_ option: OptionSpec, alignLongNames: Bool) -> String {
        let shortNames = option.names.filter(isShortName)
        let longNames = option.names.filter { !isShortName($0) }
        var label = (shortNames + longNames).joined(separator: ", ")
        if shortNames.isEmpty, alignLongNames { label = "    " + label }
        if let valueName = option.valueName { label += " <\(valueName)>" }
        if option.kind == .repeatedValue { label += " ..." }
        return label
    }

    private static func optionHelp(_ option: OptionSpec) -> String {
        var help = option.help
        if option.isRequired { help += " (required)" }
        if let defaultDescription = option.defaultDescription { help += " (default: \(defaultDescription))" }
        return help
    }

    /// Sections separated by one blank line; the text ends with a newline.
    private static func render(_ sections: [[String]]) -> String {
        sections.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
    }
}
