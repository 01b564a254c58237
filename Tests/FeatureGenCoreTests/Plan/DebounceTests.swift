import Testing

@testable import FeatureGenCore

/// `debounce:` on an effect: each run waits first, on a clock the tests replace, and a newer run
/// meanwhile replaces it, so a burst of triggers calls once.
@Suite struct DebounceTests {
    static let spec = """
        feature: Search
        state:
          query: String = ""
          hits: "[String] = []"
        actions:
          setQuery:
            payload: String
            set: { query: payload }
            effect: search
        results:
          found:
            payload: "[String]"
            set: { hits: payload }
        effects:
          search:
            call: "search(query: String) async -> [String]"
            success: found
            debounce: 300ms
        """


    private func withDebounce(_ text: String) -> String {
        Self.spec.replacingOccurrences(of: "debounce: 300ms", with: "debounce: \(text)")
    }

    @Test func durationsAreReadInMillisecondsOrSeconds() throws {
        #expect(try #require(feature(withDebounce("300ms"))).effects[0].debounceMilliseconds == 300)
        #expect(try #require(feature(withDebounce("0.5s"))).effects[0].debounceMilliseconds == 500)
        #expect(try #require(feature(withDebounce("2s"))).effects[0].debounceMilliseconds == 2000)
        #expect(try #require(feature(Self.spec.replacingOccurrences(of: "\n    debounce: 300ms", with: "")))
            .effects[0].debounceMilliseconds == nil)
    }

    @Test func whatIsNoDurationIsRefusedAtItsColumn() {
        let refusal = "`debounce: %@` is not a duration from 1ms to 60s in whole milliseconds"
        for text in ["300", "0ms", "0.5ms", "2m", "90s", "fast"] {
            #expect(specErrors(withDebounce(text)) == ["18:15 " + refusal.replacingOccurrences(of: "%@", with: text)])
        }
    }

    @Test func aParallelEffectCannotBeDebounced() {
        let yaml = withDebounce("300ms\n    policy: parallel")
        #expect(specErrors(yaml) == ["18:5 `search` cannot be both `parallel` and debounced: a debounced run is replaced by a newer one"])
    }

    @Test func everyStyleWaitsBeforeItCallsAndLetsTestsPassTheClock() throws {
        let search = try #require(feature(Self.spec))
        let skill = renderedFiles([search], style: .skill)
        #expect(skill["Out/Features/Search/SearchEffects.swift"]?.contains(
            ".run(id: \"Search.search\", policy: .debounce(.milliseconds(300)))") == true)
        let store = try #require(skill["Out/App/AppStore.swift"])
        #expect(store.contains("try? await sleep(duration)"))
        #expect(store.contains("sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }"))
        #expect(skill["Tests/AppTestSupport.swift"]?.contains("final class TestClock") == true)

        let middleware = renderedFiles([search], style: .middleware)
        #expect(middleware["Out/Store/Middlewares/SearchMiddleware.swift"]?.contains(
            "await runs.run(\"search\", policy: .debounce(.milliseconds(300)), dispatch: dispatch)") == true)

        let svvs = renderedFiles([search], style: .svvs)
        let viewState = try #require(svvs.first { $0.key.hasSuffix("SearchViewState.swift") }?.value)
        #expect(viewState.contains("try? await sleep(.milliseconds(300))\n      guard !Task.isCancelled else { return }"))

        let tca = renderedFiles([search], style: .tca)
        let reducer = try #require(tca.first { $0.key.hasSuffix("SearchFeature.swift") }?.value)
        #expect(reducer.contains("@Dependency(\\.continuousClock) var clock"))
        #expect(reducer.contains("try await clock.sleep(for: .milliseconds(300))"))
        let tests = try #require(tca.first { $0.key.hasSuffix("SearchFeatureTests.swift") }?.value)
        #expect(tests.contains("$0.continuousClock = ImmediateClock()"))
    }

    @Test func aBurstTestAdvancesTheClockPastTheWaitOnly() throws {
        let files = renderedFiles([try #require(feature(Self.spec))], style: .skill)
        let tests = try #require(files.first { $0.key.hasSuffix("SearchStoreTests.swift") }?.value)
        let burst = try #require(tests.range(of: "func setQuery_twiceWithin300ms_callsSearchOnce()"))
        let body = String(tests[burst.upperBound...])
        #expect(body.contains("clock.advance(by: .milliseconds(299))\n    #expect(clock.asleep == 1"))
        // Only the second run calls, with the second query: the call is checked with its arguments.
        #expect(body.contains("let second = store.send(.search(.setQuery(\"query 3\")))"))
        #expect(body.contains("#expect(service.calls == [.search(query: \"query 3\")])"))
    }

    /// A trigger whose `when:` the default state fails (`!state.query.isEmpty`) is tested from a state
    /// that passes it, and a chain longer than one result is followed to its end (TCA states each step).
    @Test func aGuardedTriggerWithALongerChainStillGetsItsBurstTest() throws {
        let spec = Self.spec
            .replacingOccurrences(of: "    payload: String\n    set: { query: payload }\n", with: "    when: \"!state.query.isEmpty\"\n    set: { hits: \"[]\" }\n")
            .replacingOccurrences(of: "    set: { hits: payload }\n", with: "    set: { hits: payload }\n    effect: log\n")
            + "\n  log:\n    call: \"log(count: Int) async\"\n    arguments: { count: state.hits.count }\n"
        let search = try #require(feature(spec))
        let skill = renderedFiles([search], style: .skill)
        let tests = try #require(skill.first { $0.key.hasSuffix("SearchStoreTests.swift") }?.value)
        let burst = try #require(tests.range(of: "func setQuery_twiceWithin300ms_callsSearchOnce()"))
        #expect(String(tests[burst.upperBound...]).contains("#expect(service.calls == [.search(query: "))
        let tca = renderedFiles([search], style: .tca)
        let tcaTests = try #require(tca.first { $0.key.hasSuffix("SearchFeatureTests.swift") }?.value)
        let tcaBurst = try #require(tcaTests.range(of: "func setQuery_twiceWithin300ms_callsSearchOnce()"))
        let body = String(tcaTests[tcaBurst.upperBound...])
        #expect(body.contains("await store.receive(\\.found)"))
        #expect(body.contains(".log(count: 1)"))
    }

    @Test func tcaStatesEachStepOfTheBurstOnATestClock() throws {
        let files = renderedFiles([try #require(feature(Self.spec))], style: .tca)
        let tests = try #require(files.first { $0.key.hasSuffix("SearchFeatureTests.swift") }?.value)
        let burst = try #require(tests.range(of: "func setQuery_twiceWithin300ms_callsSearchOnce()"))
        let body = String(tests[burst.upperBound...])
        #expect(body.contains("$0.continuousClock = clock\n"))
        #expect(body.contains("await clock.advance(by: .milliseconds(299))\n    #expect(calls.value.isEmpty"))
        // Both sends state their change, then the one answer's result is received.
        let sends = body.components(separatedBy: "await store.send(.setQuery(").count - 1
        #expect(sends == 2)
        #expect(body.contains("await store.receive(\\.found)"))
    }

    /// A trigger whose transition the developer writes: TCA cannot state its change, so the burst test
    /// runs on a non-exhaustive store, saying why, as the trigger's store tests do.
    @Test func aHandWrittenTriggerMakesTheTCABurstTestNonExhaustive() throws {
        let spec = Self.spec.replacingOccurrences(of: "    set: { query: payload }\n", with: "")
        let tca = renderedFiles([try #require(feature(spec))], style: .tca)
        let tests = try #require(tca.first { $0.key.hasSuffix("SearchFeatureTests.swift") }?.value)
        let burst = try #require(tests.range(of: "func setQuery_twiceWithin300ms_callsSearchOnce()"))
        let body = String(String(tests[burst.upperBound...]).prefix { $0 != "@" })
        #expect(body.contains("a transition you write decides it"))
        #expect(body.contains("    store.exhaustivity = .off\n\n    await store.send(.setQuery("))
    }

    @Test func aSpecWithoutDebounceKeepsTheStoreAsItWas() throws {
        let plain = try #require(feature(Self.spec.replacingOccurrences(of: "\n    debounce: 300ms", with: "")))
        let store = try #require(renderedFiles([plain], style: .skill)["Out/App/AppStore.swift"])
        #expect(!store.contains("Task.sleep"))
        #expect(renderedFiles([plain], style: .skill)["Tests/AppTestSupport.swift"]?.contains("TestClock") == false)
    }
}
