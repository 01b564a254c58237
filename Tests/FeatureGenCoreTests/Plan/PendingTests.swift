import Testing

@testable import FeatureGenCore

/// Examples whose messages meet an effect in flight (`pending:`): what the test waits for after each
/// message, which runs a later message cancels or replaces, what is refused, and the test each style
/// writes.
@Suite struct PendingTests {
    static let spec = """
        feature: Search
        state:
          query: String = ""
          results: "[String] = []"
          isLoading: Bool = false
          saved: "[String] = []"
        actions:
          setQuery:
            payload: String
            set: { query: payload, isLoading: true }
            effect: search
          left:
            set: {}
            cancel: search
          load:
            when: "!state.isLoading"
            set: { isLoading: true }
            effect: fetch
          save:
            payload: String
            set: {}
            effect: store
        results:
          found:
            payload: "[String]"
            set: { results: payload, isLoading: false }
          fetched:
            payload: "[String]"
            set: { results: payload, isLoading: false }
          stored:
            payload: { name: String }
            set: { saved: 'state.saved + [name]' }
        effects:
          search:
            call: "search(query: String) async throws -> [String]"
            arguments: { query: state.query }
            success: found
            failure: ignore
            debounce: 300ms
          fetch:
            call: "fetch() async throws -> [String]"
            success: fetched
            failure: ignore
          store:
            call: "store(name: String) async throws"
            arguments: { name: payload }
            success: stored
            failure: ignore
            policy: parallel
        examples:
          - name: typing quickly searches once
            send: [{ setQuery: '"t"' }, { setQuery: '"te"' }]
            pending: [search]
            respond: { search: '["tea"]' }
            expect: { query: '"te"', results: '["tea"]' }
            calls: [ 'search(query: "te")' ]
          - name: leaving drops the search
            send: [{ setQuery: '"t"' }, left]
            pending: search
            respond: { search: '["tea"]' }
            expect: { query: '"t"', isLoading: true }
            calls: []
          - name: a second load waits
            send: [load, load]
            pending: [fetch]
            respond: { fetch: '["a"]' }
            expect: { results: '["a"]' }
            calls: [ 'fetch()' ]
          - name: saves in flight all land
            send: [{ save: '"a"' }, { save: '"b"' }]
            pending: [store]
            respond: { store: ok }
            expect: { saved: '["a", "b"]' }
        """

    private func example(_ name: String, in feature: Feature) throws -> Example {
        try #require(feature.examples.first { $0.name == name })
    }

    private func replacing(_ old: String, with new: String) -> String {
        #expect(Self.spec.contains(old))
        return Self.spec.replacingOccurrences(of: old, with: new)
    }

    @Test func aDebouncedRunReplacedDuringItsWaitNeverCalls() throws {
        let search = try #require(feature(Self.spec))
        let flow = PendingFlow(try example("typing quickly searches once", in: search), feature: search)
        #expect(flow.usesClock)
        #expect(flow.debounce == 300)
        #expect(flow.heldFunctions == ["search"])
        // Each keystroke begins a wait; the second ends the first's.
        #expect(flow.waits.map { $0?.sleeps?.begun } == [1, 2])
        #expect(flow.waits.map { $0?.sleeps?.asleep } == [1, 1])
        #expect(flow.waits.map { $0?.calls } == [nil, nil])
    }

    @Test func aCancelledWaitIsWaitedForAndNothingIsAdvanced() throws {
        let search = try #require(feature(Self.spec))
        let flow = PendingFlow(try example("leaving drops the search", in: search), feature: search)
        #expect(flow.waits[1]?.isUnawaited == false)
        #expect(flow.waits[1]?.sleeps?.asleep == 0)
        #expect(flow.debounce == nil)  // nothing left in flight to wake
    }

    @Test func aGuardedMessageCallsWhileItsCallIsListed() throws {
        let search = try #require(feature(Self.spec))
        let flow = PendingFlow(try example("a second load waits", in: search), feature: search)
        #expect(flow.waits[0]?.calls == 1)
        // Its `when:` is false: it starts nothing, and is sent without waiting (a wrong guard's call
        // would wait at the gate until the end, not hang the test).
        #expect(flow.waits[1]?.calls == nil && flow.waits[1]?.isUnawaited == true)
        #expect(!flow.usesClock)
    }

    @Test func aCallOfTheSameFunctionByALaterMessageIsNotTheGuardedOnes() throws {
        // `reload` calls `fetch()` too, with no `when:`: of the two listed calls, the second is its,
        // so the second `load` is refused (before, it took that call and the test waited for 3).
        let spec = replacing(
            "  save:\n", with: "  reload:\n    set: {}\n    effect: refetch\n  save:\n"
        ).replacingOccurrences(
            of: "  store:\n", with: "  refetch:\n    call: \"fetch() async throws -> [String]\"\n    success: fetched\n    failure: ignore\n  store:\n"
        ).replacingOccurrences(
            of: "send: [load, load]\n    pending: [fetch]", with: "send: [load, load, reload]\n    pending: [fetch]"
        ).replacingOccurrences(
            of: "respond: { fetch: '[\"a\"]' }\n    expect: { results: '[\"a\"]' }\n    calls: [ 'fetch()' ]",
            with: "respond: { fetch: '[\"a\"]', refetch: '[\"a\"]' }\n    expect: { results: '[\"a\"]' }\n    calls: [ 'fetch()', 'fetch()' ]")
        let search = try #require(feature(spec))
        let flow = PendingFlow(try example("a second load waits", in: search), feature: search)
        #expect(flow.waits.map { $0?.calls } == [1, nil, 2])
        #expect(flow.waits[1]?.isUnawaited == true)
    }

    @Test func withoutPending_theCallOfALaterMessageIsNotTheGuardedOnesEither() throws {
        // `load` is refused (`isLoading`), `reload` calls `fetch()`: before, `load` took the listed call
        // for its own, and the example was refused for not answering `fetch`.
        let spec = replacing("  save:\n", with: "  reload:\n    set: {}\n    effect: refetch\n  save:\n")
            .replacingOccurrences(
                of: "  store:\n",
                with: "  refetch:\n    call: \"fetch() async throws -> [String]\"\n    success: fetched\n    failure: ignore\n  store:\n"
            ) + "\n  - name: a refused load, then a reload\n    given: { isLoading: true }\n    send: [load, reload]\n"
            + "    respond: { refetch: '[\"a\"]' }\n    expect: { results: '[\"a\"]', isLoading: false }\n    calls: [ 'fetch()' ]\n"
        #expect(specErrors(spec) == [])
        let search = try #require(feature(spec))
        let flow = ExampleFlow(try example("a refused load, then a reload", in: search), feature: search)
        #expect(flow.runs.map(\.effect.name) == ["refetch"])
    }

    @Test func parallelRunsAllWaitAtTheGate() throws {
        let search = try #require(feature(Self.spec))
        let flow = PendingFlow(try example("saves in flight all land", in: search), feature: search)
        #expect(flow.waits.map { $0?.calls } == [1, 2])
        #expect(flow.waits.allSatisfy { $0?.isUnawaited == true })
    }

    @Test func mistakesAreRefusedAtTheirColumn() {
        // Nothing is sent while the last message's effect is in flight.
        #expect(specErrors(replacing("send: [{ save: '\"a\"' }, { save: '\"b\"' }]", with: "send: [left, { save: '\"a\"' }]"))
            .contains { $0.hasSuffix("no message is sent while `store` is pending: no message before the last starts it") })
        #expect(specErrors(replacing("pending: [store]", with: "pending: [stor]")).contains { $0.contains("unknown effect `stor`") })
        #expect(specErrors(replacing("pending: [store]", with: "pending: [store, store]"))
            .contains { $0.contains("`store` is already pending") })
        // A guarded message without `calls`: the test could not know what to wait for.
        let guarded = specErrors(replacing("    calls: [ 'fetch()' ]\n", with: ""))
        #expect(guarded.contains { $0.contains("this example must list its `calls`: action `load` has a `when:`") })
        // A refused entry of `calls` is the one error: the guarded `load` is not taken as refused
        // (which said nothing was in flight, and that `fetch` was unanswered).
        #expect(specErrors(replacing("calls: [ 'fetch()' ]", with: "calls: [ 'fetch(page: 1)' ]"))
            .map { $0.split(separator: " ", maxSplits: 1).last.map(String.init) ?? $0 }
            == ["`fetch` takes no arguments, but this call passes 1"])
        // A debounced effect that is not pending while the clock stands would wait forever.
        let clocked = replacing("    policy: parallel", with: "    debounce: 100ms")
            .replacingOccurrences(of: "pending: [store]", with: "pending: [search]")
            .replacingOccurrences(
                of: "send: [{ save: '\"a\"' }, { save: '\"b\"' }]", with: "send: [{ setQuery: '\"a\"' }, { save: '\"b\"' }]")
        #expect(specErrors(clocked).contains {
            $0.contains("effect `store` waits for a debounce while this example holds the time still")
        })
        // Nor can a debounced effect that a pending run's result starts once the calls answered.
        let after = replacing("    set: { results: payload, isLoading: false }\n  fetched:", with: "    set: { results: payload, isLoading: false }\n    effect: fetch\n  fetched:")
            .replacingOccurrences(of: "    call: \"fetch() async throws -> [String]\"", with: "    call: \"fetch() async throws -> [String]\"\n    debounce: 100ms")
        #expect(specErrors(after).contains {
            $0.contains("effect `fetch` would wait for a debounce after the pending calls answer")
        })
    }

    @Test func eachStyleHoldsTheCallAndWaitsBetweenMessages() throws {
        let search = try #require(feature(Self.spec))
        let skill = try #require(renderedFiles([search], style: .skill)["Tests/SearchExampleTests.swift"])
        #expect(skill.contains("service.gate.held = [\"search\"]"))
        #expect(skill.contains("let store = AppStore.withMocks(searchService: service, clock: clock)"))
        #expect(skill.contains("let run1 = store.send(.search(.setQuery(\"t\")))\n    await clock.waitFor(begun: 1, asleep: 1)"))
        #expect(skill.contains(
            "clock.advance(by: .milliseconds(300))\n    clock.expectAllAwake(\"`search` waits only 300 ms\")\n"
                + "    service.gate.open()\n    await run1.finish()"))
        #expect(skill.contains("let run1 = store.send(.search(.load))\n    await service.gate.waitFor(1)\n    let run2 = store.send(.search(.load))\n"))
        // Two runs, a call each: they answer one by one, so that what they send back lands in order.
        #expect(skill.contains(
            "service.gate.held = []\n    service.gate.open(call: 1)\n    await run1.finish()\n"
                + "    service.gate.open(call: 1)\n    await run2.finish()"))
        // The second load is refused (it makes no call): the gate opens at once.
        #expect(skill.contains("service.gate.open()\n    await run1.finish()\n    await run2.finish()"))
        let middleware = try #require(renderedFiles([search], style: .middleware)["Tests/SearchExampleTests.swift"])
        #expect(middleware.contains("let run2 = store.dispatch(action: SearchSaveAction(payload: \"b\"))\n    await repository.gate.waitFor(2)"))
        let svvs = try #require(renderedFiles([search], style: .svvs)["Tests/SearchExampleTests.swift"])
        #expect(svvs.contains("let run1 = viewState.onLoad()\n    await repository.gate.waitFor(1)"))
        #expect(svvs.contains("sleep: { try await clock.sleep(for: $0) }"))
        let tca = try #require(renderedFiles([search], style: .tca)["Tests/SearchExampleTests.swift"])
        #expect(tca.contains("let gate = CallGate()\n    gate.held = [\"fetch\"]"))
        #expect(tca.contains("await gate.pass(\"fetch\")\n        return [\"a\"]"))
        #expect(tca.contains("$0.continuousClock = clock"))
        #expect(tca.contains("await clock.advance(by: .milliseconds(300))\n    gate.open()\n    await store.finish()"))
        #expect(tca.contains("await store.skipReceivedActions(strict: false)"))
        let support = try #require(renderedFiles([search], style: .tca)["Tests/AppTestSupport.swift"])
        #expect(support.contains("final class CallGate"))
    }

    /// A stream kept in flight yields nothing until every message is sent; one cancelled meanwhile
    /// yields nothing at all, and needs no answer.
    @Test func aPendingStreamIsHeldAtItsCall() throws {
        let room = try #require(feature("""
            feature: Room
            state:
              lines: "[String] = []"
            actions:
              opened:
                set: {}
                effect: listen
              closed:
                set: {}
                cancel: listen
            results:
              lineArrived:
                payload: String
                set: { lines: 'state.lines + [payload]' }
            effects:
              listen:
                call: "lines() async -> AsyncStream<String>"
                element: lineArrived
            examples:
              - name: closing before the first line drops the stream
                send: [opened, closed]
                pending: [listen]
                calls: [ 'lines()' ]
            """))
        let flow = PendingFlow(room.examples[0], feature: room)
        #expect(flow.dropped == ["listen"] && flow.unseenAnswers == ["listen"])
        #expect(flow.waits[0]?.calls == 1)
        let tca = try #require(renderedFiles([room], style: .tca)["Tests/RoomExampleTests.swift"])
        #expect(tca.contains("await gate.pass(\"lines\")\n        return AsyncStream(replaying: [])"))
        let skill = try #require(renderedFiles([room], style: .skill)["Tests/RoomExampleTests.swift"])
        #expect(skill.contains("let run = store.send(.room(.opened))\n    await service.gate.waitFor(1)"))
    }

    @Test func examplesWithoutPendingAreWrittenAsBefore() throws {
        let search = try #require(feature(replacing("    pending: [store]\n", with: "")))
        let skill = try #require(renderedFiles([search], style: .skill)["Tests/SearchExampleTests.swift"])
        #expect(skill.contains("await store.send(.search(.save(\"a\"))).finish()\n    await store.send(.search(.save(\"b\"))).finish()"))
        let tca = renderedFiles([feature(Self.spec.components(separatedBy: "examples:")[0])!], style: .tca)
        #expect(tca["Tests/AppTestSupport.swift"]?.contains("CallGate") == false)
    }
}
