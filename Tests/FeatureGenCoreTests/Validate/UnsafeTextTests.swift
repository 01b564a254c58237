import Testing

@testable import FeatureGenCore

/// Text that would break out of the place it is pasted into, and types the generated code cannot hold:
/// refused at the exact column, with a note saying what to do.
@Suite struct UnsafeTextTests {
    @Test(arguments: [
        "0", "nil", "[1, 2]", "Order(id: 1, title: \"a; b\")", "{ $0 + 1 }(2)", "[\n  1,\n  2,\n]",
        "[1, // one\n 2]", "state.count + 1", "\"\"\"\nmulti\nline\n\"\"\"", "x /* note */", "#file", "a ? b : c",
        "\"}\"", "\"\\(a; b)\"", "#\"raw \"quote\" }\"#",
        // Every escape Swift has, a raw string's backslash, a multi-line string's line continuation, a tab
        // between tokens.
        "\"\\t \\u{1F600} \\(1 + 2) \\\\ \\0 \\' \\\" \\n \\r\"", "#\"\\q \\u12\"#", "#\"\\#n\"#",
        "\"\"\"\nline \\\nnext\n\"\"\"", "1 +\t2", "\"\\(\"\\t\")\"",
    ])
    func acceptsSingleExpressions(_ text: String) {
        #expect(SwiftFragments.checkExpression(text) == nil, "\(text)")
    }

    @Test(arguments: [
        ("0; static func injected() -> Int { 42 }", "`;` would end the expression and start a new statement", 1),
        ("1 }", "unbalanced `}`", 2),
        ("(1]", "unbalanced `(`", 0),
        ("[1, 2", "unbalanced `[`", 0),
        ("0\nstatic let x = 1", "a line break here would end the expression and start a new statement", 2),
        ("0\rstatic let x = 1", "a line break here would end the expression and start a new statement", 2),
        ("0 // hides the rest", "a `//` comment here would hide the generated code after the expression", 2),
        ("0 /* open", "unterminated comment; `/*` needs a closing `*/`", 2),
        ("\"open", "unterminated string literal", 0),
        ("\"a\rb\"", "unterminated string literal", 0),
        ("[#sourceLocation(file: \"x\", line: 1)]", "`#sourceLocation` cannot be used in an expression", 1),
        ("[\n#if DEBUG\n1\n#endif\n]", "`#if` cannot be used in an expression", 2),
        ("#warning(\"x\")", "`#warning` cannot be used in an expression", 0),
        ("a\u{07}b", "invisible character U+0007 in an expression", 1),
        // Invisible characters swiftc refuses, or that would hide in the code (issue 25).
        ("\"x\u{1B}y\"", "invisible character U+001B in an expression", 2),
        ("\"x\u{2028}y\"", "invisible character U+2028 in an expression", 2),
        ("\"x\u{85}y\"", "invisible character U+0085 in an expression", 2),
        ("\"x\u{0}y\"", "invisible character U+0000 in an expression", 2),
        ("\"x\ty\"", "invisible character U+0009 in an expression", 2),
        ("1 +\u{0B}2", "invisible character U+000B in an expression", 3),
        ("\"\u{202E}abc\"", "invisible character U+202E in an expression", 1),
        // Escapes swiftc refuses.
        ("\"a\\qb\"", "invalid escape `\\q` in a string literal", 2),
        ("\"a\\eb\"", "invalid escape `\\e` in a string literal", 2),
        ("\"\\u2028\"", "malformed Unicode escape in a string literal", 1),
        ("\"\\u{D800}\"", "malformed Unicode escape in a string literal", 1),
        ("\"\\u{123456789}\"", "malformed Unicode escape in a string literal", 1),
        ("#\"\\#q\"#", "invalid escape `\\#q` in a string literal", 2),
    ])
    func refusesWhatIsNotOneExpression(_ text: String, _ message: String, _ offset: Int) {
        let problem = SwiftFragments.checkExpression(text)
        #expect(problem?.message == message, "\(text.debugDescription)")
        #expect(problem?.offset == offset, "\(text.debugDescription)")
    }

    /// Code copied from a prototype gets its raw invisible characters escaped, and then passes.
    @Test func invisibleCharactersInStringsBecomeEscapes() {
        #expect(SwiftFragments.escapingInvisibleCharacters("\"a\u{2028}b\" + x") == "\"a\\u{2028}b\" + x")
        #expect(SwiftFragments.escapingInvisibleCharacters("#\"\u{1B}\"#") == "#\"\\#u{1B}\"#")
        #expect(SwiftFragments.escapingInvisibleCharacters("\"plain\"") == "\"plain\"")
        for text in ["\"a\u{2028}b\"", "#\"\u{1B}\"#", "\"\t\u{85}\""] {
            #expect(SwiftFragments.checkExpression(SwiftFragments.escapingInvisibleCharacters(text)) == nil, "\(text.debugDescription)")
        }
    }

    private func e(_ line: Int, _ column: Int, _ message: String) -> String { "bad.feature.yml:\(line):\(column): error: \(message)" }
    private func n(_ line: Int, _ column: Int, _ message: String) -> String { "bad.feature.yml:\(line):\(column): note: \(message)" }

    @Test func everyPlaceAnExpressionGoesIsChecked() {
        let spec = """
            feature: Order
            state:
              a: "Int = 0; 1"
              b: { type: Int, default: "1 }" }
            actions:
              go:
                set: { a: "1 /* x" }
                effect: load
            effects:
              load:
                call: "load(x: Int) async"
                arguments: { x: "[1" }
            fixtures:
              Thing: "#if X"
            """
        #expect(validateSpec(spec).lines == [
            e(3, 14, "`;` would end the expression and start a new statement"), n(3, 14, "write a single Swift expression"),
            e(4, 31, "unbalanced `}`"), n(4, 31, "an expression cannot close the code around it"),
            e(7, 18, "unterminated comment; `/*` needs a closing `*/`"),
            e(12, 22, "unbalanced `[`"),
            e(14, 11, "`#if` cannot be used in an expression"),
            n(14, 11, "compiler directives belong in your own code, not in the spec"),
        ])
    }

    @Test func typesTheGeneratedCodeCannotHold() {
        let spec = """
            feature: Order
            state:
              handler: "(() -> Void)?"
            actions:
              go:
                payload: { state: Int, value: "inout Int" }
                effect: load
            effects:
              load:
                call: "load(x: inout Int, f: @Sendable () -> Void, e: any Error) async -> () -> Void"
            models:
              Item: { run: "(Int) -> Int" }
            enums:
              Phase: ["done(() -> Void)"]
            """
        let note = "state, actions and models are `Equatable` and `Sendable`; function types are neither"
        #expect(validateSpec(spec).lines == [
            e(3, 17, "function types cannot be stored in state, messages or models; the type is `(() -> Void)?`"),
            n(3, 17, note),
            e(6, 16, "`state` cannot label a payload value: it would hide the `state` the reducer changes"),
            n(6, 16, "try `newState` or a name that says what it holds"),
            e(6, 36, "`inout` cannot be used here; the type is `inout Int`"),
            n(6, 36, "`inout` only marks a parameter of a function"),
            e(10, 20, "effect parameters cannot be `inout`; `x` is `inout Int`"),
            n(10, 20, "the call runs after the reducer, in a task; return the new value and set it in a result"),
            e(12, 23, "function types cannot be stored in state, messages or models; the type is `(Int) -> Int`"),
            n(12, 23, note),
            e(14, 20, "function types cannot be stored in state, messages or models; the case is `done(() -> Void)`"),
            n(14, 20, note),
        ])
        for (parameter, message) in [
            ("f: @Sendable () -> Void", "effect parameters cannot be functions; `f` is `@Sendable () -> Void`"),
            ("e: any Error", "effect parameters cannot be errors (`Error`, `any Error`); `e` is `any Error`"),
            ("e: [Swift.Error]", "effect parameters cannot be errors (`Error`, `any Error`); `e` is `[Swift.Error]`"),
        ] {
            let lines = validateSpec("feature: O\neffects:\n  load:\n    call: \"load(\(parameter)) async\"\n").lines
            #expect(lines.first?.hasSuffix("error: " + message) == true, "\(lines)")
        }
        #expect(validateSpec("feature: O\neffects:\n  load:\n    call: \"load(e: MyError, f: Foo.Error) async\"\n").lines
            .allSatisfy { !$0.contains("error:") })
    }

    /// A tuple makes the state, message or model it sits in non-`Equatable`, so the generated code would
    /// not compile: refused wherever it stands; grouping parentheses, `()` and generic arguments are not tuples.
    @Test func tuplesAreRefused_groupingParenthesesAreNot() {
        let spec = """
            feature: Order
            state:
              pair: "(left: Int, right: Int) = (left: 0, right: 0)"
              nested: "[[(Int, [Int])]] = []"
            effects:
              load: { call: "load() async -> (Int, String)" }
            models:
              Item: { span: "(Int, Int)" }
            """
        let note = "state, actions and models are `Equatable`, and tuples are not: declare a model (`models:`) "
            + "with the tuple's elements as its fields"
        let message = "tuple types cannot be stored in state, messages or models"
        #expect(validateSpec(spec).lines == [
            e(3, 10, message + "; the type is `(left: Int, right: Int)`"), n(3, 10, note),
            e(4, 14, message + "; the type is `[[(Int, [Int])]]`"), n(4, 14, note),
            e(6, 34, message + "; `load` returns `(Int, String)`"), n(6, 34, note),
            e(8, 18, message + "; the type is `(Int, Int)`"), n(8, 18, note),
        ])
        let fine = "feature: O\nstate:\n  a: \"(Int)? = nil\"\n  b: \"Dictionary<String, [Int]> = [:]\"\n  c: \"[Int: (Int)] = [:]\"\n"
        #expect(validateSpec(fine).lines.isEmpty, "\(validateSpec(fine).lines)")
    }

    /// Types that hide what they hold are neither `Equatable` nor `Sendable`: refused, named as written.
    @Test func anyExistentialsOpaqueTypesAndMetatypesAreRefused() {
        for (type, spelling) in [
            ("Any?", "Any"), ("[String: Any]", "Any"), ("Swift.Any?", "Any"), ("AnyObject?", "AnyObject"),
            ("(any Codable)?", "any Codable"), ("[any  Sendable]", "any  Sendable"), ("some Equatable", "some Equatable"),
            ("Int.Type", "Int.Type"), ("[Foo.Bar.Protocol]", "Foo.Bar.Protocol"),
        ] {
            let lines = validateSpec("feature: O\nstate:\n  v: \"\(type) = x\"\n").lines
            #expect(lines.first?.contains("error: `\(spelling)` cannot be stored in state, messages or models") == true, "\(lines)")
        }
        for type in ["(any Error)?", "[any Swift.Error]", "AnyHashable?", "Types?", "Foo.Typed?", "Anything?", "Something?"] {
            let lines = validateSpec("feature: O\nstate:\n  v: \"\(type) = nil\"\n").lines
            #expect(lines.isEmpty, "\(type): \(lines)")
        }
    }

    @Test func docCannotLeaveItsComment() {
        for (character, name) in [("\\r", "U+000D"), ("\\u2028", "U+2028"), ("\\u2029", "U+2029"), ("\\e", "U+001B")] {
            let lines = validateSpec("feature: O\ndoc: \"a\(character)static let x = 1\"\n").lines
            #expect(lines.first == e(2, 8, "`doc` text cannot contain \(name)"))
        }
        #expect(validateSpec("feature: O\ndoc: |\n  Two\n  lines.\n").lines.isEmpty)
        #expect(FeatureViewModel.doc("a\rb\u{2028}c\r\nd") == .lines([" a", " b", " c", " d"]))
    }

    /// What `generate` needs and `validate` now checks too: example values for mocks and sample models.
    @Test func exampleValuesTheGeneratedTestsNeed() throws {
        let spec = """
            feature: Order
            actions:
              go:
                effect: load
            results:
              loaded:
                payload: Thing
            effects:
              load:
                call: "load() async -> Thing"
                success: loaded
            models:
              Item: { thing: Thing, count: Int, other: "[Item]" }
            """
        let (feature, lines) = validateSpec(spec)
        #expect(lines.isEmpty)
        let diagnostics = DiagnosticCollector()
        SpecValidator.validateRun([try #require(feature)], diagnostics: diagnostics)
        #expect(diagnostics.sorted.flatMap { $0.description.split(separator: "\n").map(String.init) } == [
            e(10, 11, "no example value for `Thing`, which the mock of `load` must return"),
            n(10, 11, "add one under `fixtures:`, e.g. `Thing: …`"),
            n(10, 11, "a call that can throw needs none: its mock fails until a test sets a result"),
            e(13, 3, "no example value for `Thing` (field `thing` of model `Item`)"),
            n(13, 3, "add one under `fixtures:`, e.g. `Thing: …`"),
            e(13, 3, "no example value for `[Item]` (field `other` of model `Item`)"),
            n(13, 3, "add one under `fixtures:`, e.g. `[Item]: …`"),
        ])
        let fixed = try #require(validateSpec(spec + "\nfixtures:\n  Thing: \"Thing()\"\n  \"[Item]\": \"[]\"\n").feature)
        let clean = DiagnosticCollector()
        SpecValidator.validateRun([fixed], diagnostics: clean)
        #expect(!clean.hasErrors, "\(clean.diagnostics)")
    }
}
