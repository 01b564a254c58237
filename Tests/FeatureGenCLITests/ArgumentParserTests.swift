import Testing
@testable import FeatureGenCLI

/// A command with one option of each kind, independent of featuregen's real commands.
private let spec = CommandSpec(
    name: "build",
    abstract: "Build things.",
    options: [
        .value("--output", "-o", valueName: "DIR", help: "Where to write."),
        .repeatedValue("--include", "-I", valueName: "DIR", help: "Also look here."),
        .flag("--force", "-f", help: "Overwrite."),
        .flag("--quiet", help: "Say less."),
    ],
    positionals: [
        PositionalSpec("TARGET", help: "What to build."),
        PositionalSpec("EXTRA", help: "More.", isVariadic: true, isRequired: false),
    ]
)

private func parse(_ arguments: String...) throws(UsageError) -> ParsedArguments {
    switch try ArgumentParser(spec: spec).parse(arguments) {
    case .arguments(let parsed): return parsed
    case .help: throw UsageError("unexpected help")
    }
}

private func parseError(_ arguments: String...) -> UsageError? {
    do throws(UsageError) {
        _ = try ArgumentParser(spec: spec).parse(arguments)
        return nil
    } catch {
        return error
    }
}

@Suite struct ArgumentParserTests {
    @Test func longOptionTakesTheNextArgument() throws {
        let parsed = try parse("app", "--output", "Sources")
        #expect(parsed.value("--output") == "Sources")
        #expect(parsed.value("-o") == "Sources")
    }

    @Test func equalsFormKeepsEverythingAfterTheFirstEquals() throws {
        let parsed = try parse("app", "--output=a=b")
        #expect(parsed.value("--output") == "a=b")
    }

    @Test func shortOptionTakesTheNextArgumentAndEqualsForm() throws {
        #expect(try parse("app", "-o", "Out").value("--output") == "Out")
        #expect(try parse("app", "-o=Out").value("--output") == "Out")
    }

    @Test func flagsAreFalseUntilGivenByAnyName() throws {
        let parsed = try parse("app", "-f")
        #expect(parsed.flag("--force"))
        #expect(!parsed.flag("--quiet"))
        #expect(parsed.value("--output") == nil)
    }

    @Test func repeatedOptionKeepsValuesInOrderAcrossSpellings() throws {
        let parsed = try parse("app", "--include", "a", "-I", "b", "--include=c")
        #expect(parsed.values("--include") == ["a", "b", "c"])
        #expect(parsed.values("--output").isEmpty)
    }

    @Test func optionsMixWithPositionals() throws {
        let parsed = try parse("--quiet", "app", "-o", "Out", "one", "--force", "two")
        #expect(parsed.positionals == ["app", "one", "two"])
        #expect(parsed.positional("TARGET") == "app")
        #expect(parsed.positionalValues("EXTRA") == ["one", "two"])
        #expect(parsed.flag("--quiet") && parsed.flag("--force"))
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try parse("-o", "Out", "--", "--force", "-h")
        #expect(parsed.positionals == ["--force", "-h"])
        #expect(!parsed.flag("--force"))
    }

    @Test func singleDashIsAPositional() throws {
        #expect(try parse("-").positional("TARGET") == "-")
    }

    @Test func optionalVariadicPositionalMayBeEmpty() throws {
        let parsed = try parse("app")
        #expect(parsed.positionalValues("EXTRA").isEmpty)
    }

    @Test func helpWinsAnywhereBeforeDoubleDash() throws {
        #expect(try ArgumentParser(spec: spec).parse(["--bogus", "app", "-h"]) == .help)
        #expect(try ArgumentParser(spec: spec).parse(["--help"]) == .help)
        let afterTerminator = try ArgumentParser(spec: spec).parse(["--", "--help"])
        #expect(afterTerminator != .help)
    }

    @Test func unknownOptionSuggestsTheClosestName() {
        let error = parseError("app", "--ouput", "x")
        #expect(error?.message == "unknown option `--ouput`")
        #expect(error?.notes.map(\.message) == ["did you mean `--output`?"])
    }

    @Test func unknownOptionInEqualsFormNamesOnlyTheOption() {
        let error = parseError("app", "--forse=yes")
        #expect(error?.message == "unknown option `--forse`")
        #expect(error?.notes.map(\.message) == ["did you mean `--force`?"])
    }

    @Test func unknownOptionFarFromAnyNameHasNoNote() {
        let error = parseError("app", "--zebra")
        #expect(error?.message == "unknown option `--zebra`")
        #expect(error?.notes.isEmpty == true)
    }

    @Test func missingValueAtTheEnd() {
        #expect(parseError("app", "--output")?.message == "missing value for option `--output`")
        #expect(parseError("app", "-o")?.message == "missing value for option `-o`")
    }

    @Test func missingValueWhenAnOptionFollows() {
        let error = parseError("app", "--output", "--force")
        #expect(error?.message == "missing value for option `--output`")
        #expect(error?.notes.isEmpty == true)
    }

    @Test func missingValueBeforeAnUnknownDashWordSaysHowToPassIt() {
        let error = parseError("app", "-o", "-weird")
        #expect(error?.message == "missing value for option `-o`")
        #expect(error?.notes.map(\.message) == ["write `-o=-weird` if `-weird` is its value"])
    }

    @Test func emptyEqualsValueIsMissing() {
        #expect(parseError("app", "--output=")?.message == "missing value for option `--output`")
    }

    @Test func flagRefusesAValue() {
        #expect(parseError("app", "--force=yes")?.message == "option `--force` does not take a value")
    }

    @Test func singleValueOptionGivenTwiceIsAnError() {
        #expect(parseError("app", "-o", "a", "--output", "b")?.message == "option `--output` was given more than once")
    }

    @Test func missingRequiredPositional() {
        #expect(parseError("--force")?.message == "missing argument `<TARGET>`")
    }

    @Test func extraPositionalIsUnexpected() {
        let noExtras = CommandSpec(name: "one", abstract: "", positionals: [PositionalSpec("FILE", help: "")])
        do throws(UsageError) {
            _ = try ArgumentParser(spec: noExtras).parse(["a.yml", "b.yml"])
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "unexpected argument `b.yml`")
        }
    }

    @Test func missingRequiredOptionAndVariadic() {
        let required = CommandSpec(
            name: "gen", abstract: "",
            options: [.value("--output", valueName: "DIR", help: "", isRequired: true)],
            positionals: [PositionalSpec("SPEC", help: "", isVariadic: true)]
        )
        func message(_ arguments: [String]) -> String? {
            do throws(UsageError) {
                _ = try ArgumentParser(spec: required).parse(arguments)
                return nil
            } catch { return error.message }
        }
        #expect(message(["a"]) == "missing option `--output <DIR>`")
        #expect(message(["--output", "x"]) == "missing argument `<SPEC>`")
        #expect(message(["--output", "x", "a", "b"]) == nil)
    }
}
