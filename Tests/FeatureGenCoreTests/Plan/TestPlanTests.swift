import Testing

@testable import FeatureGenCore

/// The generated tests as data: values that differ, expected values worked out literally, chains
/// followed to the end, and the examples as written.
@Suite struct TestPlanTests {
    private let spec = """
        feature: Profile
        state:
          user: User?
          name: String = ""
          bio: String = ""
          page: Int = 1
          items: "[Int] = []"
          phase: Phase = .idle
          saveError: Error?
        enums:
          Phase: [idle, loading, "loaded([Int])", "failed(String)"]
        actions:
          edited:
            payload: { name: String, bio: String }
            set: { name: name, bio: bio }
          next:
            set: { page: state.page + 1, phase: .loading }
          add:
            payload: Int
            set: { items: "state.items + [payload]" }
          save:
            set: { phase: .loading, saveError: nil }
            effect: saveProfile
          discard:
        results:
          saved:
            payload: User
            set: { user: payload, name: payload.name, phase: '.loaded([])' }
            effect: announce
          saveFailed:
            payload: Error
            set: { saveError: payload, phase: .idle }
        effects:
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
          - name: saving announces it
            given: { name: '"Ada"', saveError: '"Offline"' }
            send: save
            respond: { saveProfile: 'User(id: 1, name: "Ada")' }
            expect: { user: 'User(id: 1, name: "Ada")', phase: '.loaded([])', saveError: nil }
            calls: ['saveProfile(name: "Ada", bio: "")', 'logEvent("saved")']
        """

    private func plan() throws -> FeatureTestPlan {
        let profile = try #require(feature(spec, path: "Specs/Profile.feature.yml"))
        return FeatureTestPlan(feature: profile, fixtures: Fixtures(features: [profile]))
    }

    // MARK: Values

    @Test func expressionsAreWorkedOutFromTheChosenValues() throws {
        let fixtures = try plan().fixtures
        let user = TestValue.model("User", [.init(name: "id", value: .code("2")), .init(name: "name", value: .code("\"Ada\""))])
        let expression = TestExpression(
            names: ["payload": user], state: ["page": .code("3"), "flag": .code("true")], fixtures: fixtures)
        #expect(expression.evaluate("payload.name")?.text == "\"Ada\"")
        #expect(expression.evaluate("state.page + 1")?.text == "4")
        #expect(expression.evaluate("state.page * 2 - 1")?.text == "5")
        #expect(expression.evaluate("state.page ?? 0")?.text == "3")
        #expect(TestExpression(state: ["n": .code("nil")], fixtures: fixtures).evaluate("state.n ?? 7")?.text == "7")
        // Optional chaining: through a value, or nil past a nil; a ternary's `?` is not one.
        let chained = TestExpression(names: ["payload": .model("Account", [.init(name: "user", value: user)])], fixtures: fixtures)
        #expect(chained.evaluate("payload.user?.name ?? \"\"")?.text == "\"Ada\"")
        let missing = TestExpression(names: ["payload": .model("Account", [.init(name: "user", value: .code("nil"))])], fixtures: fixtures)
        #expect(missing.evaluate("payload.user?.name ?? \"none\"")?.text == "\"none\"")
        #expect(missing.evaluate("payload.user?.name")?.text == "nil")
        #expect(expression.evaluate("state.flag ? .loaded([1]) : .idle")?.text == ".loaded([1])")
        #expect(expression.evaluate("!state.flag")?.text == "false")
        #expect(expression.evaluate(".loaded([payload.id])")?.text == ".loaded([2])")
        #expect(expression.evaluate("User(id: 7, name: payload.name)")?.text == "User(id: 7, name: \"Ada\")")
        #expect(expression.evaluate("[\"a\": 1]")?.text == "[\"a\": 1]")
        #expect(expression.evaluate("Date(timeIntervalSince1970: 0)")?.text == "Date(timeIntervalSince1970: 0)")
        // Comparisons, `isEmpty` and `count` where the literals decide (a `when:` of a generated test).
        #expect(expression.evaluate("state.page > 1 && !payload.name.isEmpty")?.text == "true")
        #expect(expression.evaluate("payload.name.count == 3")?.text == "true")
        // A list's first and last element (the Chat sample's `state.messages.first?.id ?? 0`).
        #expect(expression.evaluate("[payload].first?.id ?? 0")?.text == "2")
        #expect(expression.evaluate("[1, 2].last")?.text == "2")
        #expect(expression.evaluate("[User]().first?.id ?? 0") == nil)
        #expect(expression.evaluate("([] as [User]).first?.id ?? 0") == nil)
        #expect(TestExpression(state: ["items": .array([])], fixtures: fixtures).evaluate("state.items.first?.id ?? 0")?.text == "0")
        #expect(expression.evaluate("\"ab\".first") == nil)  // a Character, not worked out
        // A conditional with a known condition is the branch taken; the other may be any code.
        #expect(expression.evaluate("state.page == 200 ? state.items.filter { $0 != 1 } : state.page")?.text == "3")
        #expect(expression.evaluate("state.flag ? [payload.id] : f(x, y ? 1 : 2)")?.text == "[2]")
        #expect(expression.evaluate("state.page > 2 ? (state.flag ? 1 : 2) : 3")?.text == "1")
        #expect(expression.evaluate("[state.page == 3 ? 10 : 20, 30]")?.text == "[10, 30]")
        #expect(expression.evaluate("payload.unknown ? 1 : 2") == nil)
        #expect(expression.evaluate(".loaded([1]) != .loading")?.text == "true")
        #expect(expression.evaluate(".loaded([1]) == .loaded([2])")?.text == "false")
        #expect(expression.evaluate("[1, 2].count <= 1")?.text == "false")
        // Not worked out: they would restate the code, depend on the moment, or need Swift's own
        // judgement (`1.0 == 1`, an escape in a string).
        for text in [
            "Date()", "state.items.count", "\"\\(payload.name)!\"", "payload.missing", "f(1)", "1.0 == 1",
            "\"a\\u{62}\" == \"ab\"", "User(id: 1, name: payload.name) == state.page",
        ] {
            #expect(expression.evaluate(text) == nil, "\(text)")
        }
    }

    /// What `evaluate` cannot work out, the test computes itself from its literals (issue 21): never a
    /// value copied from the store, never an argument only counted.
    @Test func expressionsNotWorkedOutAreComputedFromTheChosenValues() throws {
        let fixtures = try plan().fixtures
        let user = TestValue.model("User", [.init(name: "id", value: .code("2")), .init(name: "name", value: .code("\"Ada\""))])
        let expression = TestExpression(
            names: ["payload": user, "note": .code("\"a\" + \"b\"")],
            state: ["items": .array([.code("1"), .code("2")]), "phase": .code(".idle"), "tags": .code("[]")],
            fixtures: fixtures)
        let types = ["items": "[Int]", "phase": "Phase", "tags": "[String]"]
        #expect(expression.substituted("state.items.first", stateTypes: types)?.text == "[1, 2].first")
        #expect(expression.substituted("[payload] + state.items", stateTypes: types)?.text
            == "[User(id: 2, name: \"Ada\")] + [1, 2]")
        #expect(expression.substituted("state.phase == .idle", stateTypes: types)?.text == "(.idle as Phase) == .idle")
        #expect(expression.substituted("state.tags.count", stateTypes: types)?.text == "([] as [String]).count")
        #expect(expression.substituted("note.count", stateTypes: types)?.text == "(\"a\" + \"b\").count")
        // An optional's known value stands for the whole `??` (as a person writes it), with the brackets
        // that only group it; a call's stay, and where `??` is part of more, the value keeps its type.
        let optional = ["items": "[Int]?", "phase": "Phase"]
        #expect(expression.substituted("state.items ?? []", stateTypes: optional)?.text == "[1, 2]")
        #expect(expression.substituted("(state.items ?? []) + [3]", stateTypes: optional)?.text == "[1, 2] + [3]")
        #expect(expression.substituted("Set(state.items ?? [])", stateTypes: optional)?.text == "Set([1, 2])")
        #expect(expression.substituted("state.items ?? [] + [3]", stateTypes: optional)?.text == "([1, 2] as [Int]?) ?? [] + [3]")
        #expect(expression.substituted("(state.items ?? []).count", stateTypes: optional)?.text == "[1, 2].count")
        // Not restated: a value not known here, one that changes between runs, nothing read at all.
        for text in ["state.missing + 1", "Date().timeIntervalSince1970 + Double(state.items.count)", "f(1)", "state"] {
            #expect(expression.substituted(text, stateTypes: types) == nil, "\(text)")
        }
    }

    @Test func samplesDifferFromEachOtherAndFromWhatTheyMustNotBe() throws {
        var maker = SampleMaker(fixtures: try plan().fixtures)
        let first = maker.value(for: "String", hint: "name")
        let second = maker.value(for: "String", hint: "bio")
        #expect(first?.text == "\"name 2\"")
        #expect(second?.text == "\"bio 3\"")
        #expect(maker.value(for: "Bool", hint: "flag", avoiding: ["true"])?.text == "false")
        #expect(maker.value(for: "Bool", hint: "flag", avoiding: ["false"])?.text == "true")
        #expect(maker.value(for: "Phase", hint: "phase", avoiding: [".loading"])?.text.hasPrefix(".") == true)
        #expect(maker.value(for: "User?", hint: "user")?.text.hasPrefix("User(id: ") == true)
        #expect(maker.value(for: "Error", hint: "saveError")?.text.hasPrefix("EquatableError(TestError(\"saveError ") == true)
        #expect(maker.value(for: "Unknown", hint: "x") == nil)
    }

    // MARK: Generated tests

    @Test func reducerTestsStartFromOtherValuesAndExpectLiterals() throws {
        let cases = try plan().reducerCases
        let edited = try #require(cases.first { $0.name == "edited_setsNameAndBio" })
        let sent = try #require(edited.steps.first?.arguments.map(\.value))
        #expect(sent.count == 2 && sent[0] != sent[1], "distinct values for distinct labels")
        #expect(edited.expected.map(\.value) == sent, "the payload, written literally")
        #expect(Set(edited.start.map(\.value)).isDisjoint(with: sent), "every field starts elsewhere")

        let next = try #require(cases.first { $0.name == "next_setsPageAndPhase" })
        let page = try #require(next.start.first { $0.field == "page" }?.value)
        #expect(next.expected.first { $0.field == "page" }?.value == String(Int(page)! + 1))
        #expect(next.expected.first { $0.field == "phase" }?.value == ".loading")
        #expect(next.start.first { $0.field == "phase" }?.value != ".loading")

        let add = try #require(cases.first { $0.name == "add_setsItems" })
        // `state.items + [payload]` is computed by the test from its literals, not left unchecked.
        #expect(add.unchecked.isEmpty)
        #expect(add.expected.first { $0.field == "items" }?.value.contains("] + [") == true)
        #expect(!cases.contains { $0.name.hasPrefix("discard") }, "a transition the developer writes is not guessed")
    }

    /// `payload.exclusive ?? false` has a branch only a payload without its optional values takes: a
    /// second test sends it so, and expects the default, from a start that differs from it.
    @Test func aDefaultForAnOptionalPayloadValueIsTestedWithNil() throws {
        let list = try #require(feature("""
            feature: List
            models:
              Update:
                fields: { title: String, exclusive: "Bool?" }
            state:
              title: String = ""
              isExclusive: Bool = false
            actions:
              updated:
                payload: Update
                set:
                  title: payload.title
                  isExclusive: payload.exclusive ?? false
              renamed:
                payload: String
                set: { title: payload }
            """))
        let cases = FeatureTestPlan(feature: list, fixtures: Fixtures(features: [list])).reducerCases
        #expect(cases.map(\.name) == [
            "updated_setsTitleAndIsExclusive", "updated_withNilOptionals_setsTitleAndIsExclusive", "renamed_setsTitle",
        ])
        let withNil = try #require(cases.first { $0.name.contains("withNilOptionals") })
        #expect(withNil.steps.first?.arguments.first?.value.hasSuffix("exclusive: nil)") == true)
        #expect(withNil.expected.first { $0.field == "isExclusive" }?.value == "false")
        #expect(withNil.start.first { $0.field == "isExclusive" }?.value == "true")
        #expect(withNil.unchecked.isEmpty)
    }

    @Test func storeTestsFollowTheChainAndCheckEveryCall() throws {
        let cases = try plan().storeCases
        let success = try #require(cases.first { $0.name == "save_whenSaveProfileSucceeds_sendsSaved" })
        let name = try #require(success.start.first { $0.field == "name" }?.value)
        let bio = try #require(success.start.first { $0.field == "bio" }?.value)
        guard case .exactly(let calls, nil) = success.calls else {
            Issue.record("calls not checked: \(success.calls)")
            return
        }
        #expect(calls == [
            .init(function: "saveProfile", arguments: [.init(label: "name", value: name), .init(label: "bio", value: bio)]),
            .init(function: "logEvent", arguments: [.init(label: nil, value: "\"saved\"")]),
        ])
        guard case .returns(let user) = success.answers.first?.outcome else {
            Issue.record("no answer")
            return
        }
        #expect(success.expected.first { $0.field == "user" }?.value == user)
        #expect(success.expected.first { $0.field == "phase" }?.value == ".loaded([])")

        let failure = try #require(cases.first { $0.name == "save_whenSaveProfileFails_sendsSaveFailed" })
        #expect(failure.answers == [.init(function: "saveProfile", outcome: .fails("saveProfile failed"), isThrowing: true)])
        #expect(failure.expected.first { $0.field == "saveError" }?.value == "EquatableError(TestError(\"saveProfile failed\"))")
        #expect(failure.expected.first { $0.field == "phase" }?.value == ".idle")
        #expect(failure.start.first { $0.field == "phase" }?.value != ".idle")
    }

    @Test func examplesKeepTheAuthorsValues() throws {
        let example = try #require(try plan().exampleCases.first)
        #expect(example.name == "savingAnnouncesIt")
        #expect(example.title == "saving announces it")
        #expect(example.location?.line == 44)
        #expect(example.start == [
            .init(field: "name", value: "\"Ada\""), .init(field: "saveError", value: "EquatableError(TestError(\"Offline\"))"),
        ])
        #expect(example.answers == [.init(function: "saveProfile", outcome: .returns("User(id: 1, name: \"Ada\")"), isThrowing: true)])
        #expect(example.expected.map(\.field) == ["user", "phase", "saveError"])
    }

    // MARK: Rendering

    @Test func anExampleBecomesATestReportedAtItsLine() throws {
        let files = renderedFiles([try #require(feature(spec, path: "Specs/Profile.feature.yml"))])
        let tests = try #require(files["Tests/ProfileExampleTests.swift"])
        #expect(tests.contains("private let spec = SpecFile(\"../Specs/Profile.feature.yml\")"))
        #expect(tests.contains("  @Test(\"saving announces it\")\n  func savingAnnouncesIt() async {"))
        #expect(tests.contains("    service.saveProfileResult = .success(User(id: 1, name: \"Ada\"))"))
        #expect(tests.contains("    state.profile.saveError = EquatableError(TestError(\"Offline\"))"))
        #expect(tests.contains("    await store.send(.profile(.save)).finish()"))
        #expect(tests.contains("    #expect(store.state.profile == expected, sourceLocation: spec.line(44))"))
        #expect(tests.contains(
            "    #expect(\n      service.calls == [.saveProfile(name: \"Ada\", bio: \"\"), .logEvent(\"saved\")],\n"
                + "      sourceLocation: spec.line(49)\n    )"))
        let mock = try #require(files["Tests/MockProfileService.swift"])
        #expect(mock.contains("  enum Call: Equatable {\n    case saveProfile(name: String, bio: String)\n    case logEvent(String)\n  }"))
        #expect(mock.contains("    calls.append(.saveProfile(name: name, bio: bio))"))
        let reducer = try #require(files["Tests/ProfileReducerTests.swift"])
        #expect(reducer.contains("    #expect(state.page == 1)"))
        #expect(!reducer.contains("is not checked"))
    }

    @Test func aServiceWithParametersOfUnknownTypesCountsItsCalls() throws {
        let spec = """
            feature: Track
            actions:
              tap:
                set: {}
                effect: track
            effects:
              track:
                call: "track(_ spot: Spot) async"
                arguments: { spot: 'Spot()' }
            """
        let files = renderedFiles([try #require(feature(spec))])
        #expect(files["Tests/MockTrackService.swift"]?.contains("  enum Call {\n    case track(Spot)\n  }") == true)
        #expect(files["Tests/TrackStoreTests.swift"]?.contains("    #expect(service.calls.count == 1)") == true)
    }

    @Test func callLabelsThatAreKeywordsOrRepeatedStillMakeACallEnum() throws {
        let spec = """
            feature: Track
            state:
              count: Int = 0
            actions:
              tap:
                set: {}
                effect: track
              hold:
                set: {}
                effect: mark
            effects:
              track:
                call: "track(let value: Int, at spot: Int) async"
                arguments: { value: '1', spot: 'state.count' }
              mark:
                call: "mark(with a: Int, with b: Int) async"
                arguments: { a: '2', b: '3' }
            """
        let files = renderedFiles([try #require(feature(spec))])
        let mock = try #require(files["Tests/MockTrackService.swift"])
        // Declared, `let` needs backticks; built, it must not have them (a warning, an error here).
        // `with` twice cannot label one case: the parameter names do.
        #expect(mock.contains("    case track(`let`: Int, at: Int)\n    case mark(a: Int, b: Int)\n"))
        #expect(mock.contains("    calls.append(.track(let: value, at: spot))"))
        #expect(mock.contains("    calls.append(.mark(a: a, b: b))"))
        let store = try #require(files["Tests/TrackStoreTests.swift"])
        #expect(store.contains("service.calls == [.track(let: 1, at: "))
        #expect(store.contains("service.calls == [.mark(a: 2, b: 3)]"))
    }
}

/// A `Codable` or `Hashable` model's fields need the conformance too: an enum it holds (and what that
/// enum's cases hold) gets it, or the synthesised conformance would not compile.
@Suite struct TypeConformanceTests {
    @Test(arguments: [OutputStyle.Name.skill, .middleware, .svvs, .tca])
    func anEnumInACodableModelIsCodable(_ style: OutputStyle.Name) throws {
        let spec = """
            feature: Shelf
            state:
              books: "[Book] = []"
            enums:
              Genre:
                - novel
                - "essay(Topic)"
              Topic:
                - science
              Mood:
                - calm
            models:
              Book:
                fields: { title: String, genre: Genre }
                conforms: [Codable, Hashable]
            """
        let files = renderedFiles([try #require(feature(spec))], style: style)
        let models = try #require(files.first { $0.key.hasSuffix("ShelfModels.swift") || $0.key.hasSuffix("Models/Shelf.swift") }?.value
            ?? files.values.first { $0.contains("enum Genre") })
        #expect(models.contains("nonisolated enum Genre: Equatable, Sendable, Codable, Hashable {"))
        #expect(models.contains("nonisolated enum Topic: Equatable, Sendable, Codable, Hashable {"))
        #expect(models.contains("nonisolated enum Mood: Equatable, Sendable {"))
    }

    /// Across specs too: a `Hashable` model holding a model of another spec makes that one `Hashable`
    /// (a held-out `Conversation` holding another spec's `Status` did not compile).
    @Test func aModelOfAnotherSpecGetsTheConformanceItsHolderNeeds() throws {
        let status = try #require(feature("""
            feature: Search
            models:
              Status: { id: String, text: String }
            state:
              results: "[Status] = []"
            """))
        let conversation = try #require(feature("""
            feature: Inbox
            models:
              Conversation:
                fields: { id: String, last: 'Status?' }
                conforms: [Hashable]
            state:
              conversations: "[Conversation] = []"
            """))
        let files = renderedFiles([status, conversation])
        let models = try #require(files.values.first { $0.contains("struct Status") })
        #expect(models.contains("nonisolated struct Status: Equatable, Sendable, Identifiable, Hashable {"))
    }
}
