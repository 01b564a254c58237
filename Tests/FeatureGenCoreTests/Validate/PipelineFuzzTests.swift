import Foundation
import Testing

@testable import FeatureGenCore

/// No input crashes or hangs any stage, and what `validate` accepts `generate` can plan without an
/// error. Bounded here (FEATUREGEN_FUZZ_ITERATIONS raises it; `.ci/fuzz` runs many in release mode);
/// with FEATUREGEN_FUZZ_SAVE=path each spec is written there before it is read.
@Suite struct PipelineFuzzTests {
    static var iterations: Int {
        ProcessInfo.processInfo.environment["FEATUREGEN_FUZZ_ITERATIONS"].flatMap(Int.init).map { $0 / 20 } ?? 400
    }

    /// Pieces of Swift (and of attacks on the code around it) that fragments are made of.
    static let pieces = [
        "[", "]", "(", ")", "<", ">", "{", "}", ":", ",", "->", "?", "!", "...", " & ", "@Sendable ", "inout ",
        "any ", "some ", " async", " throws", "Int", "String", "Error", "Task", "`a b`", "`", "\"", "\\(", "\\",
        "#if", "#sourceLocation(file: \"x\", line: 1)", ";", "\n", "\r", "/*", "*/", "//", "=", " = ", "0", "1.5",
        "x", "state.", "state", ".", "$0", " ", "\t", "é", "\u{2028}", "\u{0}", "'", "nil", "true", "Order",
    ]

    /// Well-formed fragments, so that many specs validate and the planner gets to run on them.
    static let types = [
        "Int", "String", "[Int]", "Int?", "[String: Int]", "Order", "Set<String>", "Bool", "[Order]", "Phase", "Thing",
    ]
    static let expressions = ["0", "1", "\"x\"", "nil", "[]", "state.a", "payload", ".idle", "[1, 2]", "Order(id: 1)"]

    /// A well-formed fragment from `pool` nine times in ten, else a hostile one.
    static func fragment(_ random: inout SeededRandom, _ pool: [String]) -> String {
        Int.random(in: 0..<10, using: &random) == 0 ? fragment(&random) : pool.randomElement(using: &random)!
    }

    static func fragment(_ random: inout SeededRandom) -> String {
        var text = ""
        if Int.random(in: 0..<8, using: &random) == 0 {
            // Deep nesting, past every limit.
            let depth = Int.random(in: 60...400, using: &random)
            let (open, close) = [("[", "]"), ("(", ")"), ("Array<", ">"), ("{", "}")].randomElement(using: &random)!
            text = String(repeating: open, count: depth) + "Int" + String(repeating: close, count: depth)
        }
        for _ in 0..<Int.random(in: 0...12, using: &random) {
            let piece = pieces.randomElement(using: &random)!
            if Bool.random(using: &random) { text += piece } else { text = piece + text }
        }
        return text
    }

    /// A spec whose every Swift position holds a random fragment. JSON is also YAML's flow syntax, so
    /// the same text serves both readers.
    static func spec(_ random: inout SeededRandom, json: Bool) -> String {
        var types = (0..<8).map { _ in fragment(&random, Self.types) }
        var expressions = (0..<8).map { _ in fragment(&random, Self.expressions) }
        func t() -> String { types.popLast() ?? "" }
        func e() -> String { expressions.popLast() ?? "" }
        func quote(_ text: String) -> String { NodeJSON.quoted(text) }
        let returned = t()
        let throwing = Bool.random(using: &random)
        let typeA = Bool.random(using: &random) ? "Int = 0" : t() + " = " + e()
        let model = fragment(&random, ["Order", "Order", "Order", "Task", "StoreTask"])
        let members: [(String, String)] = [
            ("feature", quote("Fuzz")),
            ("state", "{\"a\": \(quote(typeA)), \"b\": \(quote(t() + "?"))}"),
            ("actions", "{\"go\": {\"payload\": \(quote(t())), \"set\": {\"a\": \(quote(e()))}, \"effect\": \"load\"}}"),
            ("results", "{\"done\": {\"payload\": \(quote(returned))}, \"failed\": null}"),
            (
                "effects",
                "{\"load\": {\"call\": \(quote("load(x: \(t())) async\(throwing ? " throws" : "") -> \(returned)")), "
                    + "\"success\": \"done\", \(throwing ? "\"failure\": \"failed\", " : "")"
                    + "\"arguments\": {\"x\": \(quote(e()))}}}"
            ),
            ("models", "{\(quote(model)): {\"id\": \(quote(fragment(&random, ["Int", "String", "[Int]", "Date", "Thing"])))}}"),
            ("enums", "{\"Phase\": [\"idle\", \(quote("loaded(\(t()))"))]}"),
            ("fixtures", "{\(quote(t())): \(quote(e()))}"),
            ("doc", quote(fragment(&random, ["Docs.", "Two\nlines."]))),
            ("imports", "[\(quote(fragment(&random, ["Foundation"])))]"),
        ]
        let body = members.map { "\(quote($0.0)): \($0.1)" }.joined(separator: json ? ", " : ",\n  ")
        return json ? "{\(body)}" : "{\n  \(body)\n}\n"
    }

    @Test func hostileSpecsNeverCrashAndWhatValidatesAlsoPlans() throws {
        var random = SeededRandom(seed: 0xFEA7_0015)
        let templates = TemplateSet.defaults
        var accepted = 0
        for iteration in 0..<Self.iterations {
            let json = iteration % 2 == 0
            let text = Self.spec(&random, json: json)
            let path = "Fuzz.feature." + (json ? "json" : "yml")
            if let save = ProcessInfo.processInfo.environment["FEATUREGEN_FUZZ_SAVE"] {
                try Data(text.utf8).write(to: URL(fileURLWithPath: save + "." + path))
            }
            let diagnostics = DiagnosticCollector()
            guard let node = SpecReader.read(SourceText(path: path, text: text), diagnostics: diagnostics),
                let feature = SpecValidator.validate(node, specPath: path, diagnostics: diagnostics)
            else {
                #expect(diagnostics.hasErrors)
                continue
            }
            SpecValidator.validateRun([feature], diagnostics: diagnostics)
            guard !diagnostics.hasErrors else { continue }
            accepted += 1
            let planning = DiagnosticCollector()
            let options = GenerateOptions(output: "Out", testsOutput: "Tests")
            _ = Planner.plan([feature], options: options, templates: templates, diagnostics: planning)
            #expect(!planning.hasErrors, "validated, but planning failed: \(planning.diagnostics) for \(text)")
        }
        print("PipelineFuzzTests: \(Self.iterations) specs, \(accepted) accepted and planned")
    }

    /// Every routine that recurses over a fragment stops at its limit with an error, whatever the input.
    @Test func deepFragmentsAreErrorsNotCrashes() {
        for depth in [65, 1_000, 40_000] {
            for (open, close) in [("[", "]"), ("(", ")"), ("Array<", ">"), ("[Int: ", "]")] {
                let type = String(repeating: open, count: depth) + "Int" + String(repeating: close, count: depth)
                #expect(TypeScanner.checkType(type)?.message.contains("nested more than") == true)
                if case .success = SignatureParser.parse("f(x: \(type)) async") { Issue.record("signature accepted") }
                if case .success = SwiftFragments.parseEnumCase("c(\(type))") { Issue.record("enum case accepted") }
                #expect(TypeShape(parsing: type) == nil || depth < 32)
                _ = SwiftFragments.splitDefault(type + " = []")
            }
            let expression = String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
            #expect(SwiftFragments.checkExpression(expression)?.message.contains("nested more than") == true)
            _ = SwiftTokenizer.freeIdentifiers(in: expression)
            let interpolation = String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth)
            _ = SwiftTokenizer.freeIdentifiers(in: interpolation)
            _ = SwiftFragments.checkExpression(interpolation)
        }
    }
}
