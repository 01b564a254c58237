import Testing

@testable import FeatureGenCore

/// Every style's tests come from the one test plan (`FeatureTestPlan`): the same start values, the
/// same literal expectations, the same calls with their arguments; only the Swift that drives the
/// style's code differs.
@Suite struct StyleTestsFromPlanTests {
    private let spec = """
        feature: Profile
        state:
          user: User?
          name: String = ""
          bio: String = ""
          isSaving: Bool = false
          saveError: Error?
        actions:
          edited:
            payload: { name: String, bio: String }
            set: { name: name, bio: bio }
          save:
            set: { isSaving: true, saveError: nil }
            effect: saveProfile
          load:
            set: {}
            effect: loadProfile
        results:
          loaded:
            payload: User
            set: { user: payload, name: payload.name }
          saved:
            payload: User
            set: { user: payload, isSaving: false }
            effect: announce
          saveFailed:
            payload: Error
            set: { saveError: payload, isSaving: false }
        effects:
          loadProfile:
            call: "loadProfile() async throws -> User"
            success: loaded
            failure: ignore
          saveProfile:
            call: "saveProfile(name: String, bio: String) async throws -> User"
            success: saved
            failure: saveFailed
          announce:
            call: "logEvent(_ name: String) async"
            arguments: { name: '"saved"' }
        models:
          User: { id: Int, name: String }
        examples:
          - name: saving shows the saved user
            given: { name: '"Ada"', saveError: '"Offline"' }
            send: save
            respond: { saveProfile: 'User(id: 1, name: "Ada")' }
            expect: { user: 'User(id: 1, name: "Ada")', saveError: nil }
            calls: ['saveProfile(name: "Ada", bio: "")', 'logEvent("saved")']
        """

    private func files(_ style: OutputStyle.Name) throws -> [String: String] {
        renderedFiles([try #require(feature(spec, path: "Specs/Profile.feature.yml"))], style: style)
    }

    /// The lines a reducer test states about the state, before and after: the plan's values.
    private func stateLines(_ text: String, test: String) throws -> [String] {
        let body = try #require(text.components(separatedBy: "func \(test)(").dropFirst().first)
        let end = body.range(of: "\n  }\n").map { body[..<$0.lowerBound] } ?? body[...]
        return end.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("state.") || $0.hasPrefix("expected.") }
    }

    @Test func reducerTests_stateTheSameValues_inEveryStyle() throws {
        let skill = try #require(try files(.skill)["Tests/ProfileReducerTests.swift"])
        let middleware = try #require(try files(.middleware)["Tests/ProfileReducerTests.swift"])
        for test in ["edited_setsNameAndBio", "save_setsIsSavingAndSaveError", "saveFailed_setsSaveErrorAndIsSaving"] {
            let lines = try stateLines(skill, test: test)
            #expect(!lines.isEmpty)
            #expect(try stateLines(middleware, test: test) == lines, "\(test)")
        }
        #expect(middleware.contains(
            "    state = profileReducer(state, ProfileEditedAction(name: \"name 2\", bio: \"bio 3\"))\n"))
        #expect(skill.contains("    ProfileReducer.reduce(state: &state, action: .edited(name: \"name 2\", bio: \"bio 3\"))\n"))
    }

    /// One effect, on the state the reducer leaves, with a recording dispatcher: the call with its
    /// arguments and the action dispatched, literally.
    @Test func aMiddlewareTest_checksTheCallAndTheActionDispatched() throws {
        let tests = try #require(try files(.middleware)["Tests/ProfileMiddlewareTests.swift"])
        let failing = try #require(
            tests.components(separatedBy: "@Test func save_whenSaveProfileFails_sendsSaveFailed() async {\n").last?
                .components(separatedBy: "\n  }\n").first)
        #expect(failing.contains("    repository.saveProfileResult = .failure(TestError(\"saveProfile failed\"))\n"))
        #expect(failing.contains("    state.profileState.name = \"name 2\"\n"))
        #expect(failing.contains("    let action = ProfileSaveAction()\n"))
        #expect(failing.contains("    await middleware(appReducer(state, action), action, dispatcher.dispatch)\n"))
        #expect(failing.contains("    #expect(repository.calls == [.saveProfile(name: \"name 2\", bio: \"bio 3\")])\n"))
        #expect(failing.contains("let dispatched = ProfileSaveFailedAction("))
        #expect(failing.contains("EquatableError(TestError(\"saveProfile failed\"))"))
        #expect(failing.contains("    #expect(dispatcher.actions.count == 1)\n"))
        #expect(failing.hasSuffix("    #expect(dispatcher.actions.first as? ProfileSaveFailedAction == dispatched)"))
        // An effect whose failure is ignored dispatches nothing when its call fails.
        #expect(tests.contains(
            "    #expect(repository.calls == [.loadProfile])\n    #expect(dispatcher.actions.isEmpty)\n"))
    }

    /// A result that starts another effect: the chain runs through the store to its end.
    @Test func aChain_runsThroughTheStore() throws {
        let tests = try #require(try files(.middleware)["Tests/ProfileMiddlewareTests.swift"])
        let chain = try #require(
            tests.components(separatedBy: "@Test func save_whenSaveProfileSucceeds_sendsSaved() async {\n").last?
                .components(separatedBy: "\n  }\n").first)
        #expect(chain.contains("    let store = Store.withMocks(state: state, profileRepository: repository)\n"))
        #expect(chain.contains("    await store.dispatch(action: ProfileSaveAction()).finish()\n"))
        #expect(chain.contains("    #expect(store.state.profileState == expected)\n"))
        #expect(chain.contains(".logEvent(\"saved\")]"))
        // The chain's second link on its own.
        #expect(tests.contains("@Test func saved_whenLogEventSucceeds_sendsNothing() async {"))
    }

    @Test func anExample_drivesTheStore_andReportsAtTheSpecLine() throws {
        let tests = try #require(try files(.middleware)["Tests/ProfileExampleTests.swift"])
        #expect(tests.contains("  private let spec = SpecFile(\"../Specs/Profile.feature.yml\")\n"))
        #expect(tests.contains("  @Test(\"saving shows the saved user\")\n  func savingShowsTheSavedUser() async {\n"))
        #expect(tests.contains("    repository.saveProfileResult = .success(User(id: 1, name: \"Ada\"))\n"))
        #expect(tests.contains("    state.profileState.saveError = EquatableError(TestError(\"Offline\"))\n"))
        #expect(tests.contains("    await store.dispatch(action: ProfileSaveAction()).finish()\n"))
        #expect(tests.contains("    #expect(store.state.profileState == expected, sourceLocation: spec.line(44))\n"))
        #expect(tests.contains("logEvent(\"saved\")],\n      sourceLocation: spec.line(49)\n"))
    }

    @Test func theMockRecordsCallsAsAnEquatableEnum_inEveryStyle() throws {
        let skill = try #require(try files(.skill)["Tests/MockProfileService.swift"])
        let middleware = try #require(try files(.middleware)["Tests/MockProfileRepository.swift"])
        for mock in [skill, middleware] {
            #expect(mock.contains("  enum Call: Equatable {\n    case loadProfile\n    case saveProfile(name: String, bio: String)\n"))
            #expect(mock.contains("    calls.append(.saveProfile(name: name, bio: bio))\n"))
        }
        #expect(middleware.contains("final class MockProfileRepository: ProfileRepository {"))
    }

    /// An argument worked out from the state, inside an untyped list inside `#expect`, made the type
    /// checker give up (a held-out `fetchInstance(server: ….split(separator: "@").last.map(String.init) ?? "")`):
    /// such a list gets its type first, in every style.
    @Test func callsWithArgumentsToWorkOut_areTypedFirst() throws {
        let worked = spec.replacingOccurrences(
            of: "arguments: { name: '\"saved\"' }",
            with: "arguments: { name: 'state.name.split(separator: \" \").first.map(String.init) ?? \"\"' }")
        #expect(worked != spec)
        let profile = try #require(feature(worked, path: "Specs/Profile.feature.yml"))
        let types: [OutputStyle.Name: String] = [
            .skill: "MockProfileService.Call", .middleware: "MockProfileRepository.Call",
            .svvs: "MockProfileRepository.Call", .tca: "ProfileClientCall",
        ]
        for (style, type) in types {
            let tests = renderedFiles([profile], style: style).filter { $0.key.hasSuffix("Tests.swift") }.values
                .joined()
            #expect(tests.contains("let expectedCalls: [\(type)] = ["), "\(style)")
            #expect(tests.contains(" == expectedCalls"), "\(style)")
        }
        // Literals, enum cases and initializers stay in the `#expect`.
        let plain = renderedFiles([try #require(feature(spec, path: "Specs/Profile.feature.yml"))], style: .skill)
        #expect(!plain.values.joined().contains("expectedCalls"))
        for value in ["\"a\"", "-1", ".hot", "User(id: 1, name: \"Ada\")", "[1, 2]", "nil"] {
            #expect(!TestViewModel.leavesTypesOpen(value), "\(value)")
        }
        for value in ["a ?? b", "\"a\".uppercased()", "x.map { $0 }", "f()!", "\"\\(n)\"", "[1].first?.id", "1 + 2"] {
            #expect(TestViewModel.leavesTypesOpen(value), "\(value)")
        }
    }
}
