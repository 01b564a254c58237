import Testing
@testable import FeatureGenCore

@Suite struct SwiftFragmentTests {
    @Test(arguments: [
        "String", "String?", "[String: [Int]]", "Set<Order>", "(Int, String)", "Result<Int, Error>", "Optional<Int>",
        "() -> Void", "(Int) async throws -> [Order]", "@Sendable (String) -> Void", "any Error", "Int.Type",
        "[Order]!", "(label: Int, _ other: String)", "Dictionary<String, Array<Int>>", "`Type`", "注文",
    ])
    func acceptsWellFormedTypes(_ type: String) {
        #expect(TypeScanner.checkType(type) == nil)
    }

    @Test(arguments: [
        ("[Int", FragmentProblem(message: "unbalanced `[`", offset: 0)),
        ("Set<Int", FragmentProblem(message: "unbalanced `<`", offset: 3)),
        ("(Int, String", FragmentProblem(message: "unbalanced `(`", offset: 0)),
        ("Int]", FragmentProblem(message: "unbalanced `]`", offset: 3)),
        ("Int String", FragmentProblem(message: "unexpected `String`", offset: 4)),
        ("", FragmentProblem(message: "empty type", offset: 0)),
        ("(Int) throws", FragmentProblem(message: "expected `->` after `throws`", offset: 12)),
    ])
    func pointsAtTheProblem(_ type: String, _ problem: FragmentProblem) {
        #expect(TypeScanner.checkType(type) == problem)
    }

    @Test func splitsAtTheFirstTopLevelEquals() {
        let parts = SwiftFragments.splitDefault("[String: Int] = [\"a\": 1]")
        #expect(parts.type == Piece(text: "[String: Int]", offset: 0))
        #expect(parts.defaultValue == Piece(text: "[\"a\": 1]", offset: 16))
        let closure = SwiftFragments.splitDefault("(Int) -> Bool = { $0 == 1 }")
        #expect(closure.type.text == "(Int) -> Bool")
        #expect(closure.defaultValue?.text == "{ $0 == 1 }")
        #expect(SwiftFragments.splitDefault("String?").defaultValue == nil)
    }

    @Test func parsesSignatures() throws {
        let signature = try SignatureParser.parse("search(for query: String, _ page: Int, limit: Int) async throws -> [Order]").get()
        #expect(signature.function.text == "search")
        #expect(signature.parameters.map(\.label) == ["for", nil, "limit"])
        #expect(signature.parameters.map(\.name.text) == ["query", "page", "limit"])
        #expect(signature.parameters.map(\.type) == [Piece(text: "String", offset: 18), Piece(text: "Int", offset: 34),
                                                    Piece(text: "Int", offset: 46)])
        #expect(signature.isAsync && signature.isThrowing)
        #expect(signature.returnType == Piece(text: "[Order]", offset: 67))
        #expect(try SignatureParser.parse("save(_ handler: @escaping (Int) -> Void) async -> Void").get().returnType == nil)
        #expect(try SignatureParser.parse("ping() async -> ()").get().returnType == nil)
        #expect(try SignatureParser.parse("ping()").get().asyncForm == "ping() async")
    }

    @Test func parsesEnumCases() throws {
        let pair = try SwiftFragments.parseEnumCase("pair(Int, [String: Int])").get()
        #expect(pair.name.text == "pair")
        #expect(pair.types == [Piece(text: "Int", offset: 5), Piece(text: "[String: Int]", offset: 10)])
    }

    @Test func findsStateReads() {
        #expect(SwiftFragments.stateReads(in: "state.count + other.state.total + state.x") ==
                [Piece(text: "count", offset: 0), Piece(text: "x", offset: 34)])
    }

    @Test(arguments: ["CON", "con", "Nul", "COM1", "lpt9"])
    func windowsReservedNames(_ name: String) {
        #expect(Identifiers.isWindowsReserved(name))
    }

    @Test func ordinaryNamesAreNotReserved() {
        #expect(!Identifiers.isWindowsReserved("Console") && !Identifiers.isWindowsReserved("COM0"))
        #expect(Identifiers.isIdentifier("café") && Identifiers.isIdentifier("_x1") && !Identifiers.isIdentifier("1x"))
    }
}
