/// How an example with `pending` effects runs. A run of a pending effect stays in flight (its debounce
/// wait not over, its call not answered) until the last message has been sent; a later message may
/// cancel it (`cancel:`) or replace it (a newer run of a `latest` effect). Then time passes, the calls
/// answer in the order they were made, and the runs still in flight go on.
///
/// The generated test sends each message, then waits until what it started is in flight (so the next
/// message meets it there, whatever the machine's speed): `Wait` counts, from the test's start, the
/// calls held at the gate and the debounce waits begun and still asleep.
struct PendingFlow {
    struct Wait: Sendable, Equatable {
        /// Calls that reached the gate (a cancelled run's call stays there until the gate opens); nil
        /// when the step held no call.
        var calls: Int?
        /// Debounce waits begun, and those still asleep (a replaced or cancelled run's wait ends); nil
        /// when the step began or ended no debounce wait.
        var sleeps: Sleeps?
        /// The step is sent without waiting for it: it started a pending run, or its `when:` should
        /// refuse a pending effect (were the condition wrong, the held call would hang an awaited send).
        var isUnawaited = false
    }

    struct Sleeps: Sendable, Equatable {
        var begun: Int
        var asleep: Int
    }

    /// After each step: how it is sent and what the test waits for, or nil when the step is sent as
    /// in any example.
    private(set) var waits: [Wait?] = []
    /// What each step's chain sends back before anything pending answers (one list per step).
    private(set) var results: [[String]] = []
    /// The call functions held at the gate, in the order the feature declares its effects.
    private(set) var heldFunctions: [String] = []
    /// Whether a pending effect is debounced: the test then runs the store on a clock that stands
    /// until every message is sent.
    private(set) var usesClock = false
    /// The debounced effect with the longest wait among the runs still in flight after the last
    /// message: the test advances the time by its wait before the calls answer.
    private(set) var longestWait: Effect?
    /// Its wait, in milliseconds.
    var debounce: Int? { longestWait?.debounceMilliseconds }
    /// Debounced runs that would wait on a clock nobody advances: started by a message while the test's
    /// clock stands but not pending, or (`unclockedAfter`) started after the pending runs answered.
    private(set) var unclocked: [ExampleFlow.Run] = []
    private(set) var unclockedAfter: [ExampleFlow.Run] = []
    /// Pending effects with a run that a later message cancelled or replaced while it was in flight.
    private(set) var dropped: Set<String> = []
    /// Pending effects every run of which was dropped: what their calls answer is never seen, so the
    /// example need not say it.
    private(set) var unseenAnswers: Set<String> = []
    /// Pending effects that no message before the last starts: nothing is sent while they are in flight.
    private(set) var neverInFlight: [Example.Pending] = []
    /// Runs of pending effects started by a message with a `when:` in an example without `calls`, or of
    /// a debounced one (a replaced run makes no call to tell by): the test cannot know whether the
    /// condition holds, so it cannot know what to wait for.
    private(set) var undecided: [ExampleFlow.Run] = []

    init(_ example: Example, feature: Feature) {
        let held = Set(example.pending.map(\.effect))
        let heldEffects = feature.effects.filter { held.contains($0.name) }
        heldFunctions = heldEffects.map(\.call.function).uniqued
        let messages = feature.actions + feature.results
        var budget = CallBudget(example, feature: feature)
        func isHeld(_ effect: Effect) -> Bool { heldFunctions.contains(effect.call.function) }
        usesClock = heldEffects.contains { $0.debounceMilliseconds != nil }

        var inFlight: [ExampleFlow.Run] = []
        var answeredOutside: Set<String> = []  // effects with a run that is not held
        var startedInFlight: Set<String> = []
        var calls = 0
        var sleepsBegun = 0
        for (index, step) in example.steps.enumerated() {
            results.append([])
            func asleep() -> Int { inFlight.filter { $0.effect.debounceMilliseconds != nil }.count }
            let (callsBefore, begunBefore, asleepBefore) = (calls, sleepsBegun, asleep())
            var message = messages.first { $0.name == step.message }
            var started: Set<String> = []
            var refusesHeld = false
            while let current = message {
                let effect = current.effect.flatMap { name in feature.effects.first { $0.name == name } }
                if current.condition != nil, let effect {
                    let run = ExampleFlow.Run(effect: effect, startedBy: current, step: index)
                    // A debounced run calls only if no newer one replaces it: its call cannot tell.
                    if example.calls == nil || (isHeld(effect) && effect.debounceMilliseconds != nil) {
                        if isHeld(effect) { undecided.append(run) }
                        if !example.responses.contains(where: { $0.effect == effect.name }) { break }
                    } else if !budget.allows(effect, atStep: index) {
                        refusesHeld = isHeld(effect)
                        break  // its `when:` is false here: nothing changes, nothing is cancelled
                    }
                }
                // Accepted: the runs it cancels stop before its own effect starts.
                for cancelled in current.cancels where inFlight.contains(where: { $0.effect.name == cancelled }) {
                    inFlight.removeAll { $0.effect.name == cancelled }
                    dropped.insert(cancelled)
                }
                guard let effect, started.insert(effect.name).inserted else { break }
                let name = effect.name
                let run = ExampleFlow.Run(effect: effect, startedBy: current, step: index)
                budget.spend(effect)
                if isHeld(effect) {
                    if effect.policy == .latest, inFlight.contains(where: { $0.effect.name == name }) {
                        inFlight.removeAll { $0.effect.name == name }
                        dropped.insert(name)
                    }
                    inFlight.append(run)
                    if index < example.steps.count - 1 { startedInFlight.insert(name) }
                    if effect.debounceMilliseconds != nil { sleepsBegun += 1 } else { calls += 1 }
                    break  // the chain goes on once the pending calls answer
                }
                if usesClock, effect.debounceMilliseconds != nil { unclocked.append(run) }
                answeredOutside.insert(name)
                guard ExampleFlow.sendsResult(effect),
                    let response = example.responses.first(where: { $0.effect == name })
                else { break }
                let answered = ExampleFlow.answer(effect, response, feature: feature)
                results[index] += answered.results
                message = answered.next
            }
            // A debounce wait that ended (its run replaced or cancelled) is waited for as well.
            let wait = Wait(
                calls: calls != callsBefore ? calls : nil,
                sleeps: sleepsBegun != begunBefore || asleep() != asleepBefore
                    ? Sleeps(begun: sleepsBegun, asleep: asleep()) : nil,
                isUnawaited: calls != callsBefore || sleepsBegun != begunBefore || refusesHeld)
            waits.append(wait.calls == nil && wait.sleeps == nil && !wait.isUnawaited ? nil : wait)
        }
        unseenAnswers = dropped.filter { name in
            !inFlight.contains { $0.effect.name == name } && !answeredOutside.contains(name)
        }
        neverInFlight = example.pending.filter { !startedInFlight.contains($0.effect) }
        longestWait = inFlight.map(\.effect).filter { $0.debounceMilliseconds != nil }
            .max { $0.debounceMilliseconds ?? 0 < $1.debounceMilliseconds ?? 0 }
        followUnclocked(inFlight, example: example, feature: feature)
    }

    /// After the answers, the chains go on with nothing held, and a clock that no longer moves.
    private mutating func followUnclocked(_ inFlight: [ExampleFlow.Run], example: Example, feature: Feature) {
        guard usesClock else { return }
        for run in inFlight {
            var message = example.responses.first { $0.effect == run.effect.name }
                .flatMap { ExampleFlow.answer(run.effect, $0, feature: feature).next }
            var started: Set<String> = [run.effect.name]
            while let current = message, let name = current.effect,
                let effect = feature.effects.first(where: { $0.name == name }), started.insert(name).inserted
            {
                if effect.debounceMilliseconds != nil {
                    unclockedAfter.append(ExampleFlow.Run(effect: effect, startedBy: current, step: run.step))
                    break
                }
                message = example.responses.first { $0.effect == name }
                    .flatMap { ExampleFlow.answer(effect, $0, feature: feature).next }
            }
        }
    }
}
