import Testing

@testable import FeatureGenCore

/// `when:` on a message: a condition on the state before it and its payload; when false the message
/// is ignored (no `set`, no transition, no `cancel`, no effect), in each style's own idiom.
@Suite struct GuardTests {
    static let spec = """
        feature: Chat
        state:
          hasMore: Bool = true
          isLoading: Bool = false
          count: Int = 0
        actions:
          loadOlder:
            when: state.hasMore && !state.isLoading
            set: { isLoading: true }
            effect: fetch
          send:
            payload: String
            when: "!payload.isEmpty"
            set: { count: state.count + 1 }
          reset:
            set: { count: 0 }
        results:
          loaded:
            payload: Int
            set: { count: payload, isLoading: false }
        effects:
          fetch:
            call: "fetch() async -> Int"
            success: loaded
        examples:
          - name: a load adds the count
            send: loadOlder
            respond: { fetch: '3' }
            expect: { count: 3 }
            calls: [ 'fetch()' ]
          - name: no load while one runs
            given: { isLoading: true }
            send: loadOlder
            calls: []
        """


    private func withCondition(_ condition: String) -> String {
        Self.spec.replacingOccurrences(of: "when: state.hasMore && !state.isLoading", with: "when: \(condition)")
    }

    @Test func aConditionThatIsNoConditionIsRefusedAtItsColumn() {
        #expect(specErrors(withCondition("true")) == ["8:11 `when: true` is always true"])
        #expect(specErrors(withCondition("1")) == ["8:11 `when` needs a condition (a `Bool`), not the integer `1`"])
        #expect(specErrors(withCondition("'\"yes\"'")) == [
            "8:12 `when` needs a condition (a `Bool`), not the string `\"yes\"`"
        ])
        #expect(specErrors(withCondition("hasMore")) == ["8:11 `hasMore` is not in scope here; the state field is `state.hasMore`"])
        #expect(specErrors(withCondition("state.hasMore && !state.isLoading")).isEmpty)
    }

    @Test func theSkillStoreAsksTheFeatureBeforeItReduces() throws {
        let files = renderedFiles([try #require(feature(Self.spec))], tests: false, style: .skill)
        let reducer = try #require(files["Out/Features/Chat/ChatReducer.swift"])
        #expect(reducer.contains("""
              static func accepts(_ action: ChatAction, in state: ChatState) -> Bool {
                switch action {
                case .loadOlder:
                  // Test.feature.yml:8
                  state.hasMore && !state.isLoading
                case .send(let payload):
                  // Test.feature.yml:13
                  !payload.isEmpty
                default:
                  true
                }
              }
            """))
        // The pure reducer itself is unguarded: its `set` is tested on its own.
        #expect(reducer.contains("case .send:\n      // Test.feature.yml:14\n      state.count = state.count + 1"))
        let store = try #require(files["Out/App/AppStore.swift"])
        #expect(store.contains("""
                case .chat(let action):
                  guard ChatReducer.accepts(action, in: chatState) else { return StoreTask() }
                  ChatReducer.reduce(state: &chatState, action: action)
            """))
        // The store asks the feature's reducer; the root reducer stays the pure, unguarded routing.
        let app = try #require(files["Out/App/AppReducer.swift"])
        #expect(!app.contains("accepts"))
    }

    @Test func aSpecWithoutConditionsKeepsTheStoreAsItWas() throws {
        let plain = Self.spec.replacingOccurrences(of: "    when: state.hasMore && !state.isLoading\n", with: "")
            .replacingOccurrences(of: "    when: \"!payload.isEmpty\"\n", with: "")
            .components(separatedBy: "  - name: no load while one runs")[0]
        let files = renderedFiles([try #require(feature(plain))], tests: false, style: .skill)
        #expect(files["Out/App/AppStore.swift"]?.contains("accepts") == false)
        #expect(files["Out/Features/Chat/ChatReducer.swift"]?.contains("accepts") == false)
        let middleware = renderedFiles([try #require(feature(plain))], tests: false, style: .middleware)
        #expect(middleware["Out/Store/Store.swift"]?.contains("Guard") == false)
    }

    /// The state refuses: the store the developer builds in `Store+Live.swift` (theirs) needs no change.
    @Test func theMiddlewareStoreAsksTheAppState() throws {
        let files = renderedFiles([try #require(feature(Self.spec))], tests: true, style: .middleware)
        let reducer = try #require(files["Out/Store/Reducers/ChatReducer.swift"])
        #expect(reducer.contains("""
            nonisolated func chatAccepts(_ state: ChatState, _ action: any Action) -> Bool {
              switch action {
              case is ChatLoadOlderAction:
                // Test.feature.yml:8
                return state.hasMore && !state.isLoading
              case let action as ChatSendAction:
                // Test.feature.yml:13
                return !action.payload.isEmpty
              default:
                return true
              }
            }
            """))
        let store = try #require(files["Out/Store/Store.swift"])
        #expect(store.contains("    guard state.accepts(action) else { return DispatchTask() }\n    let state = reducer(self.state, action)\n"))
        #expect(store.contains("  func accepts(_ action: any Action) -> Bool\n"))
        let app = try #require(files["Out/Store/Reducers/AppReducer.swift"])
        #expect(app.contains("nonisolated extension AppState {"))
        #expect(app.contains("    chatAccepts(chatState, action)\n  }"))
    }

    @Test func tcaAndSVVSGuardTheCaseAndTheMethod() throws {
        let tca = renderedFiles([try #require(feature(Self.spec))], tests: false, style: .tca)
        let reducer = try #require(tca["Out/Features/Chat/ChatFeature.swift"])
        #expect(reducer.contains("""
                  case .send(let payload):
                    // Test.feature.yml:13
                    guard !payload.isEmpty else { return .none }
                    // Test.feature.yml:14
                    state.count = state.count + 1
                    return .none
            """))
        let svvs = renderedFiles([try #require(feature(Self.spec))], tests: false, style: .svvs)
        let viewState = try #require(svvs.first { $0.key.hasSuffix("ChatViewState.swift") }?.value)
        #expect(viewState.contains("    guard self.hasMore && !self.isLoading else { return Task {} }\n"))
        #expect(viewState.contains("    guard !payload.isEmpty else { return }\n"))
    }

    /// A generated test sends a guarded message only from a start state its condition certainly
    /// accepts; where featuregen cannot tell, the examples test it (a pure reducer, in skill and
    /// middleware, keeps its test: the condition is the store's business there).
    @Test func guardedMessagesAreSentOnlyWhereTheirConditionHolds() throws {
        let chat = try #require(feature(Self.spec))
        let plan = FeatureTestPlan(feature: chat, fixtures: Fixtures(features: [chat]))
        // `state.hasMore && !state.isLoading`: the start passes it, with `isLoading` other than the
        // `true` the trigger sets (a `Bool` cannot differ from the `false` the chain ends with too).
        #expect(plan.storeCases.map(\.name) == ["loadOlder_whenFetchSucceeds_sendsLoaded"])
        let start = Dictionary(uniqueKeysWithValues: (plan.storeCases.first?.start ?? []).map { ($0.field, $0.value) })
        #expect(start["isLoading"] == "false" && start["hasMore"] == nil)
        // Where new values fail it (a new `count` is not 0), the test starts from the defaults it reads.
        let refused = try #require(feature(withCondition("state.count == 0 && !state.isLoading")))
        let fromDefaults = FeatureTestPlan(feature: refused, fixtures: Fixtures(features: [refused]))
        #expect(fromDefaults.storeCases.map(\.name) == ["loadOlder_whenFetchSucceeds_sendsLoaded"])
        #expect(fromDefaults.storeCases.first?.start.contains { $0.field == "isLoading" || $0.field == "count" } == false)
        // A second load is refused while the first runs, so no latest-wins test can start two.
        #expect(!plan.policyCases.contains { $0.kind == .startedAgain })
        #expect(plan.reducerCases.map(\.name).contains { $0.hasPrefix("send_") })  // a non-empty payload

        let unknowable = Self.spec.replacingOccurrences(of: "when: \"!payload.isEmpty\"", with: "when: 'payload.hasPrefix(\"/\")'")
        let other = try #require(feature(unknowable))
        let guarded = FeatureTestPlan(feature: other, fixtures: Fixtures(features: [other]))
        let pure = FeatureTestPlan(feature: other, fixtures: Fixtures(features: [other]), testsGuardedReducers: true)
        #expect(!guarded.reducerCases.map(\.name).contains { $0.hasPrefix("send_") })
        #expect(pure.reducerCases.map(\.name).contains { $0.hasPrefix("send_") })
        #expect(guarded.reducerCases.map(\.name).contains { $0.hasPrefix("reset") })
        // The examples: the first starts `fetch` (it answers it), the second does not.
        let examples = guarded.exampleCases
        #expect(examples.map(\.receivedPerStep) == [[["loaded"]], [[]]])
    }

    /// A condition on a field the message does not touch (`state.cursor != nil`, with `nil` its default)
    /// fails from new values and from the defaults alike: the start changes that field, so the message
    /// keeps its tests. Without them, svvs had no test of the message's own `set` (a held-out mutant,
    /// `isLoading = true` made `false`, survived).
    @Test func aGuardOnAnUntouchedFieldIsMetByChangingIt() throws {
        let spec = withCondition("\"!state.isLoading && state.cursor != nil\"")
            .replacingOccurrences(of: "  count: Int = 0\n", with: "  count: Int = 0\n  cursor: String? = nil\n")
        let chat = try #require(feature(spec))
        let plan = FeatureTestPlan(feature: chat, fixtures: Fixtures(features: [chat]))
        let reducer = try #require(plan.reducerCases.first { $0.name == "loadOlder_setsIsLoading" })
        let start = Dictionary(uniqueKeysWithValues: reducer.start.map { ($0.field, $0.value) })
        #expect(start["cursor"].map { $0 != "nil" } == true)
        #expect(start["isLoading"] == "false")
        #expect(reducer.expected.contains { $0.field == "isLoading" && $0.value == "true" })
        #expect(plan.storeCases.map(\.name) == ["loadOlder_whenFetchSucceeds_sendsLoaded"])
        // `nil` against a literal is known: not equal.
        #expect(TestExpression(fixtures: Fixtures(features: [chat])).evaluate("\"a\" != nil")?.boolValue == true)
        #expect(TestExpression(fixtures: Fixtures(features: [chat])).evaluate("nil == 3")?.boolValue == false)
    }

    @Test func coverageAsksForBothWaysOfACondition() throws {
        let chat = try #require(feature(Self.spec))
        let gaps = ExampleCoverage(chat).gaps.map(\.message)
        #expect(!gaps.contains { $0.contains("`loadOlder`") })
        #expect(gaps.contains("no example covers `send` and its `when:`"))
        let oneWay = Self.spec.components(separatedBy: "  - name: no load while one runs")[0]
        let refusedNever = ExampleCoverage(try #require(feature(oneWay))).gaps.map(\.message)
        #expect(refusedNever.contains(
            "no example covers `loadOlder` refused by its `when:` (with `calls:` showing that `fetch` did not run)"))
    }
}
