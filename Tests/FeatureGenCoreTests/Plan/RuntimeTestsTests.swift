import Testing

@testable import FeatureGenCore

/// Generated tests of the generated runtime that mutation testing found missing (a dropped call
/// survived): the skill's root reducer routes an action to its feature's reducer, and in every
/// runtime style the end of the task that awaits `finish()` (a view's `.task`) cancels the work.
@Suite struct RuntimeTestsTests {
    static let spec = """
        feature: Profile
        state:
          name: String = ""
        actions:
          appeared:
            set: {}
          renamed:
            payload: String
            set: { name: payload }
        """

    @Test func theRootReducerTest_sendsAMessageThatChangesTheState() throws {
        let profile = try #require(feature(Self.spec))
        let tests = renderedFiles([profile], style: .skill).filter { $0.key.hasPrefix("Tests/") }.values.joined()
        #expect(tests.contains("@Test func appReducer_sendsProfileActionsToThisReducer()"))
        // `appeared` changes nothing: a root reducer that dropped it would pass.
        #expect(tests.contains("AppReducer.reduce(state: &state, action: .profile(.renamed(\"name 2\")))"))
        #expect(tests.contains("ProfileReducer.reduce(state: &expected.profile, action: .renamed(\"name 2\"))"))
    }

    /// A message that makes an ID would make another at each of the two reducer calls: not that one.
    @Test func theRootReducerTest_skipsAMessageThatMakesAnID() throws {
        let spec = Self.spec.replacingOccurrences(of: "  name: String = \"\"\n", with: "  name: String = \"\"\n  id: UUID?\n")
            .replacingOccurrences(of: "actions:\n", with: "actions:\n  created:\n    set: { id: uuid() }\n")
        let profile = try #require(feature(spec))
        let tests = renderedFiles([profile], style: .skill).filter { $0.key.hasPrefix("Tests/") }.values.joined()
        #expect(tests.contains("AppReducer.reduce(state: &state, action: .profile(.renamed(\"name 2\")))"))
        #expect(!tests.contains("action: .profile(.created)"))
    }

    /// A test that a message changes nothing starts where no field holds its default: a write of any
    /// value, the default included, fails it (from the default state, writing the default passed).
    @Test func aMessageThatChangesNothing_isSentFromAStateWithoutDefaults() throws {
        let profile = try #require(feature(Self.spec))
        let tests = renderedFiles([profile], style: .skill).filter { $0.key.hasPrefix("Tests/") }.values.joined()
        let test: [String] = [
            "  @Test func appeared_changesNothing() {", "    var state = ProfileState()",
            "    state.name = \"name 2\"", "    let expected = state",
        ]
        #expect(tests.contains(test.joined(separator: "\n")))
    }

    @Test(arguments: [
        (OutputStyle.Name.skill, "cancellingTheTaskThatAwaitsFinish_cancelsItsRuns"),
        (.middleware, "cancellingTheTaskThatAwaitsFinish_cancelsTheMiddlewareWork"),
        (.svvs, "cancellingTheTaskThatAwaitsFinish_cancelsTheTask"),
    ])
    func theEndOfTheTaskAwaitingFinish_isTested(_ style: OutputStyle.Name, _ name: String) throws {
        let profile = try #require(feature(Self.spec))
        let tests = renderedFiles([profile], style: style).filter { $0.key.hasPrefix("Tests/") }.values.joined()
        #expect(tests.contains("@Test func \(name)() async {"))
        #expect(tests.contains("screen.cancel()"))
    }
}
