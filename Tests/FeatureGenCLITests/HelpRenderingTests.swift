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

            USAGE: featuregen new <NAME> [<options>]

            ARGUMENTS:
              <NAME>  The feature's name in UpperCamelCase, such as `Order`.

            OPTIONS:
                  --path <DIR>          Folder to write the starter spec into. (default: the
                                        current folder)
              -o, --output <DIR>        Folder to write the feature module and the App
                                        wiring into. (default: the spec's folder)
                  --tests-output <DIR>  Folder to write the generated tests into (a test
                                        target's folder). (default: none: no tests are
                                        written)
                  --module <NAME>       The module the generated code is in; the tests
                                        `@testable import` it. (default: App)
                  --force               Replace an existing spec, and generated files edited
                                        by hand.
              -h, --help                Show help for this command.

            EXAMPLES:
              featuregen new Order --output Sources/App
              featuregen new Profile --path Specs -o Sources/App --tests-output Tests

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
        let text = HelpRenderer.commandHelp(.generate)
        #expect(text.contains("  -o, --output <DIR>        Folder to write the feature modules and the App\n"))
        #expect(text.contains("wiring into. (required)\n"))
        for option in CommandSpec.generate.allOptions {
            #expect(text.contains(option.canonicalName + " "))
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
