/// Tests of the effect policies, for styles whose generated code applies them feature by feature (SVVS's
/// view state keeps its own runs; the other styles test their one shared runtime instead): a run
/// stopped in flight reports nothing, and a `latest` effect started again stops the run in flight. The
/// mock holds its calls until the test lets them answer, so a run is in flight when it is stopped.
extension FeatureTestPlan {
    /// One policy test: `test` holds the start state, the messages (the trigger, then the message that
    /// cancels the run, if any), how the call answers once let go, the state the messages' `set`s leave
    /// (no result may change it) and the calls.
    struct PolicyCase {
        enum Kind: Equatable {
            /// The run is stopped by `test.steps[1]`, a message whose `cancel` names the effect.
            case cancelledByMessage
            /// The run's own task is cancelled (what a view's task that ends does).
            case cancelledTask
            /// The trigger is sent twice; the second run stops the first (`policy: latest`).
            case startedAgain
            /// The trigger is sent twice while the first run waits (`debounce:`): only the second calls.
            case debounced
            /// The trigger is sent three times (`throttle:`): at once, 1 ms before the window ends (no
            /// call), and at its end (a call; 1 ms past it for a fractional window).
            case throttled
        }

        var test: TestCase
        var kind: Kind
        /// The effect whose runs the test stops.
        var effect: Effect
        /// `startedAgain` through a store: how the first (stale) run's call answers, unlike the second's,
        /// so that the state shows which answer won. nil where the answers would leave the same state.
        var staleAnswer: TestCase.Answer? = nil
    }

    var policyCases: [PolicyCase] {
        feature.effects.flatMap { effect -> [PolicyCase] in
            guard let trigger = (feature.actions + feature.results).first(where: { $0.effect == effect.name }) else {
                return []
            }
            // A message that starts an effect of its own as it cancels would answer in the test too.
            let canceller = feature.actions.first { $0.cancels.contains(effect.name) && $0.effect == nil }
            var cases: [PolicyCase] = []
            // A run that would report nothing anyway shows nothing when it is stopped.
            let outcomes = [false, true].filter { next(after: effect, failing: $0) != nil }
            for failing in outcomes {
                if let test = stopped(trigger, effect: effect, by: canceller, failing: failing) {
                    cases.append(PolicyCase(test: test, kind: canceller == nil ? .cancelledTask : .cancelledByMessage, effect: effect))
                }
            }
            if effect.debounceMilliseconds != nil {
                if let test = debounced(trigger, effect: effect) {
                    cases.append(PolicyCase(test: test, kind: .debounced, effect: effect))
                }
            } else if let window = effect.throttleText {
                if var test = storeCase(trigger, outcome: .succeeds, sending: .throttled) {
                    // `placeTapped_withinAndAfter1s_callsPlaceOrderTwice`
                    let after = window.replacing(" ", with: "")
                    test.name = "\(trigger.name)_withinAndAfter\(after)_calls\(SwiftNames.upperFirst(effect.call.function))Twice"
                    cases.append(PolicyCase(test: test, kind: .throttled, effect: effect))
                }
            } else if effect.policy == .latest, let (test, stale) = startedAgain(trigger, effect: effect) {
                cases.append(PolicyCase(test: test, kind: .startedAgain, effect: effect, staleAnswer: stale))
            }
            return cases
        }
    }

    /// What the effect's answer sends: its success result, or on failure its failure result.
    private func next(after effect: Effect, failing: Bool) -> Message? {
        guard failing else { return result(named: effect.success) }
        if case .result(let name) = effect.failure { return result(named: name) }
        return nil
    }

    /// `loadOrders_whenFetchOrdersIsCancelledInFlight_reportsNothing`: the trigger starts the run, the
    /// run is stopped while its call waits, then the call answers: nothing changes after the `set`s.
    private func stopped(_ trigger: Message, effect: Effect, by canceller: Message?, failing: Bool) -> TestCase? {
        var maker = SampleMaker(fixtures: fixtures)
        guard let payload = payloadValues(of: trigger, maker: &maker) else { return nil }
        let result = next(after: effect, failing: failing)
        let messages = [trigger] + (canceller.map { [$0] } ?? []) + (result.map { [$0] } ?? [])
        var simulation = StateSimulation.start(
            for: messages, effects: [(effect, trigger)], names: payload.names, plan: self, maker: &maker)
        guard let answer = answer(effect, failing: failing, maker: &maker) else { return nil }
        let name = "\(trigger.name)_when\(SwiftNames.upperFirst(effect.call.function))"
            + (failing ? "FailsAfterItWasCancelled" : "IsCancelledInFlight") + "_reportsNothing"
        var test = TestCase(name: name)
        test.start = simulation.startValues
        test.answers = Self.needed([answer])
        test.steps = [Self.step(trigger, payload: payload)]
        var changed = Set((trigger.assignments ?? []).map(\.field))
        guard simulation.accepts(trigger, names: payload.names) else { return nil }
        simulation.apply(trigger, names: payload.names)
        if let canceller {
            guard let values = payloadValues(of: canceller, maker: &maker),
                simulation.accepts(canceller, names: values.names)
            else { return nil }
            test.steps.append(Self.step(canceller, payload: values))
            changed.formUnion((canceller.assignments ?? []).map(\.field))
            simulation.apply(canceller, names: values.names)
        }
        test.checksState = !simulation.isUnknown
        if test.checksState { (test.expected, test.unchecked) = simulation.outcome(for: changed) }
        test.calls = .count(1, reason: "the effect's own tests check them")
        return test
    }

    /// `setQuery_again_cancelsTheSearchItemsRunInFlight`: the second run stops the first. Where the
    /// second run's result ends the chain and depends on the answer, the test also knows the state the
    /// newer answer leaves, and an older answer that would leave another (`staleAnswer`).
    private func startedAgain(_ trigger: Message, effect: Effect) -> (TestCase, TestCase.Answer?)? {
        var maker = SampleMaker(fixtures: fixtures)
        guard let first = payloadValues(of: trigger, maker: &maker),
            let second = payloadValues(of: trigger, maker: &maker),
            let sampled = sampleAnswer(effect, failing: false, maker: &maker)
        else { return nil }
        let answer = sampled.answer
        // Both runs must start: the trigger's `when:` has to hold before each, from the default state or,
        // where it fails there (`when: "!state.note.isEmpty"`), from a start chosen for the trigger.
        var opening = StateSimulation(plan: self)
        if !Self.bothStart(trigger, first: first.names, second: second.names, from: opening) {
            opening.chooseStart(for: [trigger], effects: [(effect, trigger)], names: first.names, maker: &maker)
            guard Self.bothStart(trigger, first: first.names, second: second.names, from: opening) else { return nil }
        }
        var test = TestCase(name: "\(trigger.name)_again_cancelsThe\(SwiftNames.upperFirst(effect.name))RunInFlight")
        test.start = opening.startValues
        test.answers = Self.needed([answer])
        test.steps = [Self.step(trigger, payload: first), Self.step(trigger, payload: second)]
        test.checksState = false
        // The first run is stopped at its call; the second goes on to the end of its chain.
        guard let chain = chain(from: trigger, outcome: .succeeds) else { return nil }
        test.calls = .count(1 + chain.compactMap(\.effect).count, reason: "the effect's own tests check them")
        // A stream's chain may end with its `finished` result, which the stream sends after its element.
        let ended = chain.count == 3 && chain[2].answering?.name == effect.name ? chain[2].message : nil
        guard chain.count == 2 || ended != nil, let result = chain.dropFirst().first?.message, chain[1].effect == nil,
            let fresh = sampled.value, let type = effect.response?.text
        else { return (test, nil) }
        guard let stale = maker.value(for: type, hint: effect.call.function, avoiding: [fresh]) else { return (test, nil) }
        // The state each answer leaves: the test expects the newer one's, and needs the older one's to differ.
        var start = StateSimulation(plan: self)
        start.chooseStart(for: [trigger, result] + [ended].compactMap { $0 }, effects: [(effect, trigger)], maker: &maker)
        guard Self.bothStart(trigger, first: first.names, second: second.names, from: start) else { return (test, nil) }
        func outcome(_ response: String) -> (StateSimulation, Set<String>) {
            var simulation = start
            simulation.apply(trigger, names: first.names)
            simulation.apply(trigger, names: second.names)
            simulation.apply(result, names: result.payload == .none ? [:] : ["payload": .code(response)])
            if let ended { simulation.apply(ended, names: [:]) }
            let changed = Set(([trigger, result] + [ended].compactMap { $0 }).flatMap { ($0.assignments ?? []).map(\.field) })
            return (simulation, changed)
        }
        let (newer, changed) = outcome(fresh)
        let (older, _) = outcome(stale.text)
        guard !newer.isUnknown, newer.outcome(for: changed) != older.outcome(for: changed),
            result.condition == nil, ended?.condition == nil
        else { return (test, nil) }
        test.start = newer.startValues
        test.checksState = true
        (test.expected, test.unchecked) = newer.outcome(for: changed)
        let staleAnswer = effect.stream == nil ? stale.text : "[\(stale.text)]"
        return (test, TestCase.Answer(function: effect.call.function, outcome: .returns(staleAnswer), isThrowing: effect.canFail))
    }

    /// `setQuery_twiceWithin300ms_callsSearchItemsOnce`: the trigger sent twice while the first run
    /// waits out its debounce; only the second run calls. Followed to the chain's end as a store test
    /// is (each step's change, which TCA states, the calls with their arguments, the state it leaves);
    /// where featuregen cannot follow it, the test counts the calls.
    private func debounced(_ trigger: Message, effect: Effect) -> TestCase? {
        guard let wait = effect.debounceMilliseconds else { return nil }
        let name = "\(trigger.name)_twiceWithin\(wait)ms_calls\(SwiftNames.upperFirst(effect.call.function))Once"
        if var test = storeCase(trigger, outcome: .succeeds, sending: .replacedFirst) {
            test.name = name
            return test
        }
        var maker = SampleMaker(fixtures: fixtures)
        guard let first = payloadValues(of: trigger, maker: &maker),
            let second = payloadValues(of: trigger, maker: &maker),
            let answer = answer(effect, failing: false, maker: &maker),
            let chain = chain(from: trigger, outcome: .succeeds),
            Self.bothStart(trigger, first: first.names, second: second.names, from: StateSimulation(plan: self))
        else { return nil }
        var test = TestCase(name: name)
        test.answers = Self.needed([answer])
        test.steps = [Self.step(trigger, payload: first), Self.step(trigger, payload: second)]
        test.checksState = false
        // The first run is replaced while it waits: only the second one's chain calls.
        test.calls = .count(chain.compactMap(\.effect).count, reason: "the effect's own tests check them")
        return test
    }

    /// Whether the trigger, sent twice from `simulation`'s state, passes its `when:` both times.
    private static func bothStart(
        _ trigger: Message, first: [String: TestValue], second: [String: TestValue], from simulation: StateSimulation
    ) -> Bool {
        var simulation = simulation
        guard simulation.accepts(trigger, names: first) else { return false }
        simulation.apply(trigger, names: first)
        return simulation.accepts(trigger, names: second)
    }

    /// A call that cannot throw and returns nothing needs no answer.
    private static func needed(_ answers: [TestCase.Answer]) -> [TestCase.Answer] {
        answers.filter { !($0.outcome == .returnsNothing && !$0.isThrowing) }
    }

    /// How the effect's call answers once let go: a new value, or a failure.
    private func answer(_ effect: Effect, failing: Bool, maker: inout SampleMaker) -> TestCase.Answer? {
        sampleAnswer(effect, failing: failing, maker: &maker)?.answer
    }

    /// The answer, and the value it returns (a stream's one element), when it returns one.
    private func sampleAnswer(
        _ effect: Effect, failing: Bool, maker: inout SampleMaker
    ) -> (answer: TestCase.Answer, value: String?)? {
        let call = effect.call
        let outcome: TestCase.Outcome
        var returned: String?
        if failing {
            outcome = .fails("\(call.function) failed")
        } else if let type = effect.response?.text {
            guard let value = maker.value(for: type, hint: call.function) ?? fixtures.value(for: type).map(TestValue.code)
            else { return nil }
            returned = value.text
            // A stream sends the one element, then ends.
            outcome = .returns(effect.stream == nil ? value.text : "[\(value.text)]")
        } else {
            outcome = .returnsNothing
        }
        return (TestCase.Answer(function: call.function, outcome: outcome, isThrowing: effect.canFail), returned)
    }
}
