import Testing

@testable import FeatureGenCore

/// An effect argument that is a literal taking its type from the parameter (`nil`, `[]`, `[:]`,
/// `.none`) is passed as it is: `let maxId = nil` does not compile (found on a held-out spec).
@Suite struct LiteralArgumentTests {
    static let spec = """
        feature: Followers
        state:
          accountID: String = ""
          names: "[String] = []"
        actions:
          load:
            set: {}
            effect: fetch
        results:
          loaded:
            payload: "[String]"
            set: { names: payload }
        effects:
          fetch:
            call: "followers(id: String, maxID: String?, tags: [String], filters: [String: Int], order: Order?) async throws -> [String]"
            arguments: { id: state.accountID, maxID: nil, tags: "[]", filters: "[:]", order: .none }
            success: loaded
            failure: ignore
        enums:
          Order: [newest, oldest]
        """

    @Test(arguments: [OutputStyle.Name.skill, .middleware, .svvs, .tca])
    func literalsArePassedAsTheyAre_andOnlyStateIsBoundFirst(_ style: OutputStyle.Name) throws {
        let followers = try #require(feature(Self.spec))
        let sources = renderedFiles([followers], style: style).filter { !$0.key.hasPrefix("Tests/") }.values.joined()
        let compact = sources.filter { !$0.isWhitespace }
        // The call (skill, middleware), or the effect function's (svvs, tca), takes the literals.
        #expect(compact.contains("(id:\(style == .skill || style == .middleware ? "id" : "\(style == .tca ? "state" : "self").accountID"),maxID:nil,tags:[],filters:[:],order:.none)"))
        for name in ["maxID", "tags", "filters", "order"] {
            #expect(!sources.contains("let \(name) ="), "`\(name)` bound before the call")
        }
    }
}

/// A value a test compares with `==` is parenthesized when an operator stands outside its brackets:
/// `#expect(viewState.accounts == code == 200 ? a : b)` does not compile (found on a held-out spec).
@Suite struct ComparedOperandTests {
    @Test func anOperatorOutsideBracketsIsParenthesized() {
        #expect(SwiftOperand.parenthesized("5 == 200 ? [a] + [b] : [a]") == "(5 == 200 ? [a] + [b] : [a])")
        #expect(SwiftOperand.parenthesized("a == b") == "(a == b)")
        #expect(SwiftOperand.parenthesized("a && b || c") == "(a && b || c)")
    }

    @Test func aValueWithoutOneIsLeftAsItIs() {
        // `+`, `??` and the like bind tighter than `==`: no parentheses.
        for text in [
            "[6] + [3]", "x ?? 0", "a * b - c", "[Item(id: 1, name: \"a == b\")]", "-1", "items.filter { $0.id != 3 }",
            ".loaded([1, 2])", "\"x ? y : z\"", "Array<Int>()", "state.a.b", "Date(timeIntervalSince1970: 0)",
        ] {
            #expect(SwiftOperand.parenthesized(text) == text)
        }
    }

    @Test func theSVVSFieldCheckOfATernarySet_isParenthesized() throws {
        let spec = """
            feature: Members
            state:
              ids: "[Int] = []"
            actions:
              add:
                payload: { id: Int, code: Int }
                set: { ids: 'state.ids.contains(id) ? state.ids : state.ids + [id]' }
            """
        let members = try #require(feature(spec))
        let tests = renderedFiles([members], style: .svvs).filter { $0.key.hasPrefix("Tests/") }.values.joined()
        // `contains` is not worked out: the check restates the expression, in parentheses.
        #expect(tests.contains("#expect(viewState.ids == (["))
    }
}
