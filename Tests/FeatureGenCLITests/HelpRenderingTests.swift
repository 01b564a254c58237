import Testing
@testable import FeatureGenCLI

@Suite struct HelpRenderingTests {
    @Test func newCommandHelpMatchesGoldenText() {
        let expected = """
            OVERVIEW: Start a feature: write a starter spec, then generate its code.

            Writes `NAME.feature.yml`, a starter spec to edit, and generates code as
            `generate` does for every spec in that folder, so the App wiring keeps the
            features already there. Change the spec, then run `featuregen generate` to bring
            the code up to date. An existing spec is only replaced with `--force`; a run
            with errors writes nothing.

            Inside a Swift package (run anywhere in it), the spec goes into
            `Specs/<Target>`, the code into the target's folder and the tests into its test
            target's folder; with several targets, `--target` chooses. A target that applies
            FeatureGenPlugin gets the spec in its `Specs` folder and only your files: the
            plugin generates the rest on every build. Outside a package, pass `--output`
            (and `--tests-output` for tests). The spec's first line names the JSON schema
            editors complete keys from; featuregen keeps it at
            `.featuregen/feature-spec.schema.json` in the project.

            USAGE: featuregen new <NAME> [<options>]

            ARGUMENTS:
              <NAME>  The feature's name in UpperCamelCase, such as `Order`.

            OPTIONS:
                  --path <DIR>          Folder to write the starter spec into. (default: in
                                        a package, Specs/<Target>; else the current folder)
              -o, --output <DIR>        Folder to write the feature module and the App
                                        wiring into. (default: in a package, the target's
                                        folder)
                  --target <NAME>       The package target to write into, when the package
                                        has several. (default: the target holding --output
                                        or the specs, else the only one)
                  --tests-output <DIR>  Folder to write the generated tests into (a test
                                        target's folder). (default: in a package, the folder
                                        of the test target that depends on the target)
                  --no-tests            Write no tests, even when the target has a test
                                        target.
                  --module <NAME>       The module the generated code is in; the tests
                                        `@testable import` it. (default: the target's
                                        module; App outside a package)
                  --style <NAME>        The architecture of the generated code: `skill` (one
                                        AppStore, action enums, effects as values),
                                        `middleware` (a Store, action structs, middleware
                                        with repositories), `svvs` (shared stores, a view
                                        state per screen with event methods) or `tca` (The
                                        Composable Architecture: @Reducer features,
                                        dependency clients). See docs/styles.md. (default:
                                        skill)
                  --force               Replace an existing spec, and generated files edited
                                        by hand.
              -h, --help                Show help for this command.

            EXAMPLES:
              featuregen new Order
              featuregen new Profile --target Shop --no-tests
              featuregen new Order --path Specs -o App/Sources --tests-output App/Tests

            EXIT CODES:
              0  Success.
              1  Spec errors, or `--check` found files out of date.
              2  Usage errors: unknown command or option, missing or extra arguments.

            """
        let run = featuregen("new", "--help")
        #expect(run.output == expected)
        #expect(run.error.isEmpty)
        #expect(run.exitCode == 0)
    }

    @Test(arguments: CommandTable.names + [nil])
    func everyHelpLineFitsIn80Columns(command: String?) {
        let run = command.map { featuregen("help", $0) } ?? featuregen("--help")
        #expect(run.exitCode == 0)
        let tooLong = run.output.split(separator: "\n").filter { $0.count > HelpLayout.width }
        #expect(tooLong.isEmpty)
    }

    /// A `\\` at a line's end in a multi-line literal is a printed backslash, not a joined line.
    @Test(arguments: CommandTable.names + [nil])
    func helpShowsNoStrayBackslash(command: String?) {
        let run = command.map { featuregen("help", $0) } ?? featuregen("--help")
        #expect(run.exitCode == 0)
        #expect(!run.output.contains("\\"))
    }

    @Test func rootHelpListsEveryCommandWithItsAbstract() {
        let run = featuregen("--help")
        #expect(run.exitCode == 0)
        #expect(run.error.isEmpty)
        for command in CommandTable.all {
            let name = command.spec.name.padding(toLength: 10, withPad: " ", startingAt: 0)
            #expect(run.output.contains("\n  \(name)\(command.spec.abstract)\n"))
        }
        #expect(run.output.hasPrefix("OVERVIEW: "))
        #expect(run.output.contains("\nEXIT CODES:\n  0  Success.\n"))
        #expect(run.output.contains("\n      --version  Show the version of featuregen.\n"))
    }

    @Test func helpListsRequiredAndDefaultsAndEveryOption() {
        let text = HelpRenderer.commandHelp(.extract)
        #expect(text.contains("  -o, --output <DIR>        Folder to write the specs into. (required)\n"))
        #expect(HelpRenderer.commandHelp(.generate).contains("(default: in a package, the target's\n"))
        for spec in [CommandSpec.generate, .new, .extract] {
            let help = HelpRenderer.commandHelp(spec)
            for option in spec.allOptions { #expect(help.contains(option.canonicalName + " ")) }
        }
    }

    @Test func helpCommandAndHelpFlagsPrintTheSameText() {
        let viaFlag = featuregen("generate", "--help").output
        #expect(!viaFlag.isEmpty)
        #expect(featuregen("generate", "-h").output == viaFlag)
        #expect(featuregen("help", "generate").output == viaFlag)
        #expect(featuregen("--help", "generate").output == viaFlag)
        #expect(featuregen("help").output == featuregen("--help").output)
    }
}
