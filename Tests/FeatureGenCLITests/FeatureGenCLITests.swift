import Testing
@testable import FeatureGenCLI

@Suite struct FeatureGenCLITests {
    @Test func unknownCommandSuggestsTheClosestAndExitsWith2() {
        let run = featuregen("genrate", "Specs")
        #expect(run.exitCode == 2)
        #expect(run.output.isEmpty)
        #expect(run.error == """
            featuregen: error: unknown command `genrate`
            featuregen: note: did you mean `generate`?
            Usage: featuregen <command> [<arguments>] [<options>]
            See 'featuregen --help'.

            """)
    }

    @Test func unknownOptionPrintsErrorNoteUsageAndHint() {
        let run = featuregen("generate", "Specs", "--ouput", "Sources")
        #expect(run.exitCode == 2)
        #expect(run.output.isEmpty)
        #expect(run.error == """
            featuregen: error: unknown option `--ouput`
            featuregen: note: did you mean `--output`?
            Usage: featuregen generate [<SPEC|DIR>...] [<options>]
            See 'featuregen generate --help'.

            """)
    }

    @Test func missingCommand() {
        let run = featuregen()
        #expect(run.exitCode == 2)
        #expect(run.error.hasPrefix("featuregen: error: missing command\nUsage: featuregen <command>"))
    }

    @Test func unknownTopLevelOptionSuggestsVersion() {
        let run = featuregen("--versoin")
        #expect(run.exitCode == 2)
        #expect(run.error.hasPrefix("featuregen: error: unknown option `--versoin`\nfeaturegen: note: did you mean `--version`?\n"))
    }

    @Test func versionPrintsToStandardOutput() {
        let run = featuregen("--version")
        #expect(run.exitCode == 0)
        #expect(run.output == "featuregen \(FeatureGenCLI.version)\n")
        #expect(featuregen("--version", "extra").exitCode == 2)
    }

    @Test func helpForUnknownCommandIsAUsageError() {
        let run = featuregen("help", "extrat")
        #expect(run.exitCode == 2)
        #expect(run.error.hasPrefix("featuregen: error: unknown command `extrat`\nfeaturegen: note: did you mean `extract`?\n"))
        #expect(run.error.hasSuffix("See 'featuregen help --help'.\n"))
    }

    @Test func commandUsageErrorsExitWith2BeforeTheCommandRuns() {
        let run = featuregen("dump", "a.yml", "b.yml")
        #expect(run.exitCode == 2)
        #expect(run.error.hasPrefix("featuregen: error: unexpected argument `b.yml`\nUsage: featuregen dump <FILE>\n"))
    }
}
