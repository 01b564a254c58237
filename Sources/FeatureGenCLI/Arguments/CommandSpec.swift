/// Everything featuregen knows about one command: what it accepts and how to explain it.
struct CommandSpec: Sendable, Equatable {
    var name: String
    /// One line, shown in `featuregen --help` and at the top of the command's help.
    var abstract: String
    /// Paragraphs (separated by blank lines) shown below the abstract in the command's help.
    var discussion: String
    /// Complete command lines, shown verbatim under EXAMPLES.
    var examples: [String]
    var options: [OptionSpec]
    var positionals: [PositionalSpec]

    init(
        name: String,
        abstract: String,
        discussion: String = "",
        examples: [String] = [],
        options: [OptionSpec] = [],
        positionals: [PositionalSpec] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.examples = examples
        self.options = options
        self.positionals = positionals
    }

    /// `--help`/`-h`, which every command accepts; listed last in help.
    static let helpOption = OptionSpec.flag("--help", "-h", help: "Show help for this command.")

    /// The command's own options plus `--help`: what the parser accepts and help lists.
    var allOptions: [OptionSpec] { options + [Self.helpOption] }

    func option(named name: String) -> OptionSpec? {
        allOptions.first { $0.names.contains(name) }
    }

    /// The full invocation, `featuregen generate <SPEC|DIR>... --output <DIR> [--check]`, or a
    /// compact one with `[<options>]` standing for the optional options when the full one
    /// would not fit on an 80-column line after `Usage: `.
    var usage: String {
        let prefix = "featuregen \(name)"
        let arguments = positionals.map(\.synopsis)
        let required = options.filter(\.isRequired).map(\.synopsis)
        let optional = options.filter { !$0.isRequired }.map { "[\($0.synopsis)]" }
        let full = ([prefix] + arguments + required + optional).joined(separator: " ")
        if full.count + "Usage: ".count <= HelpLayout.width { return full }
        return ([prefix] + arguments + required + ["[<options>]"]).joined(separator: " ")
    }
}
