import Testing
@testable import FeatureGenCLI

@Suite struct HelpLayoutTests {
    @Test func wrapsAtTheWidthAndKeepsParagraphsAndPreformattedLines() {
        let text = "one two three four\n\n  keep   this  as is\nfive six"
        let lines = HelpLayout.wrap(text, width: 10, firstIndent: "> ", indent: "  ")
        #expect(lines == ["> one two", "  three", "  four", "", "    keep   this  as is", "  five six"])
    }

    @Test func wordLongerThanALineGetsALineOfItsOwn() {
        let lines = HelpLayout.wrap("a extraordinarily b", width: 8)
        #expect(lines == ["a", "extraordinarily", "b"])
    }

    @Test func columnsAlignAndPutLongLabelsOnTheirOwnLine() {
        let longLabel = String(repeating: "x", count: HelpLayout.maximumLabelWidth + 1)
        let lines = HelpLayout.columns([("-a", "first"), ("--bee", "second"), (longLabel, "third")])
        let indent = String(repeating: " ", count: 2 + 5 + 2)
        #expect(lines == ["  -a     first", "  --bee  second", "  " + longLabel, indent + "third"])
    }

    @Test func usageIsFullWhenItFitsAndCompactOtherwise() {
        #expect(CommandSpec.dump.usage == "featuregen dump <FILE>")
        #expect(CommandSpec.generate.usage == "featuregen generate [<SPEC|DIR>...] [<options>]")
        #expect(CommandSpec.extract.usage == "featuregen extract <PATH>... --output <DIR> [<options>]")
        #expect(CommandSpec.schema.usage == "featuregen schema [--install]")
        let small = CommandSpec(name: "x", abstract: "", options: [.flag("--force", help: "")])
        #expect(small.usage == "featuregen x [--force]")
    }
}
