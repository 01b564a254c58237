import Mustache

/// An example with `pending` effects, as each style writes it: the held calls wait at the mock's gate
/// (and debounce waits on the test's clock) while the later messages are sent; once the last one is,
/// time passes, the gate opens and the runs finish. Between messages the test waits until what was
/// started is in flight, counting calls at the gate and sleeps on the clock, so nothing races.
extension TestViewModel {
    /// The run variables of the steps sent without waiting (`run`, or `run1`, `run2`, … for
    /// several), by step index; empty where the style waits for the whole store instead.
    func pendingRunNames(_ test: TestCase) -> [Int: String] {
        guard let pending = test.pending, wiring.finishRun != nil else { return [:] }
        let starting = pending.waits.indices.filter { pending.waits[$0]?.isUnawaited == true }
        var names: [Int: String] = [:]
        for (number, index) in starting.enumerated() {
            names[index] = starting.count == 1 ? "run" : "run\(number + 1)"
        }
        return names
    }

    /// For a step of a pending example sent without waiting (it leaves a run in flight, or should be
    /// refused by its `when:`): `let run = …` and the pattern; and, after any step that changes what is
    /// in flight, what the test waits for. Nil for a step sent as in any example.
    func pendingStep(
        _ test: TestCase, index: Int, runName: String?
    ) -> (start: (prefix: String, pattern: String)?, waits: [String])? {
        guard let pending = test.pending, index < pending.waits.count, let wait = pending.waits[index] else { return nil }
        var waits: [String] = []
        if let calls = wait.calls {
            waits.append("await \(gateName).waitFor(\(calls))")
        }
        if let sleeps = wait.sleeps, let pattern = wiring.clockWait {
            waits.append(pattern.filling("{begun}", with: String(sleeps.begun)).filling("{asleep}", with: String(sleeps.asleep)))
        }
        guard wait.isUnawaited else { return (nil, waits) }
        let pattern = wiring.inFlightSend ?? wiring.startRun ?? wiring.send
        let prefix = runName.map { "let \($0) = " } ?? ""
        return ((prefix, pattern), waits)
    }

    /// The lines before the store is made, and those after the last message.
    func pendingContext(_ test: TestCase) -> [String: MustacheValue] {
        guard let pending = test.pending else { return [:] }
        let held = pending.heldFunctions.map(SwiftLiteral.string).joined(separator: ", ")
        var setup: [String] = []
        if wiring.finishAll != nil { setup.append("let gate = CallGate()") }
        setup.append("\(gateName).held = [\(held)]")
        if pending.usesClock { setup.append("let clock = TestClock()") }
        let oneByOne = answeredOneByOne(test)
        var release = CommentLines.lines(
            "Every message is sent: " + (pending.advance == nil ? "" : "time passes, ")
                + "the calls in flight answer\(oneByOne == nil ? "" : " one by one"), in the order they were made.",
            indent: 4)
        if let advance = pending.advance {
            release.append(wiring.advance.filling("{duration}", with: Effect.duration(milliseconds: advance)))
            if let check = wiring.allAwake, let effect = pending.advanceEffect {
                release += SwiftLayout.lines(
                    check.filling("{effect}", with: effect.name).filling("{wait}", with: effect.debounceText ?? ""), indent: 4)
            }
        }
        if let oneByOne, let finishRun = wiring.finishRun {
            // Each run ends before the next call answers: what it sends back lands in that order,
            // however the executors schedule the answered calls (no call is held any more).
            release.append("\(gateName).held = []")
            for run in oneByOne {
                release += ["\(gateName).open(call: 1)", finishRun.filling("{run}", with: run)]
            }
        } else if let finishAll = wiring.finishAll {
            release.append("\(gateName).open()")
            release += finishAll.split(separator: "\n").map(String.init)
        } else if let finishRun = wiring.finishRun {
            release.append("\(gateName).open()")
            let runs = pendingRunNames(test).sorted { $0.key < $1.key }.map(\.value)
            release += runs.map { finishRun.filling("{run}", with: $0) }
        }
        return [
            "pendingSetup": .lines(setup), "releaseLines": .lines(release),
            "pendingClock": .bool(pending.usesClock),
            // SVVS: the view state sleeps on the test's clock.
            "debounced": .bool(pending.usesClock),
        ]
    }

    /// The runs, in order, when several calls wait at the gate once every message is sent and each
    /// was made by a run of its own, one call per run, with no clock to advance: those calls then
    /// answer one at a time. Nil otherwise (one call, or calls the runs do not map to one by one).
    private func answeredOneByOne(_ test: TestCase) -> [String]? {
        guard let pending = test.pending, wiring.finishRun != nil, !pending.usesClock else { return nil }
        let runs = pendingRunNames(test)
        guard runs.count > 1 else { return nil }
        var callsBefore = 0
        for (index, wait) in pending.waits.enumerated() {
            guard let wait else { continue }
            let calls = wait.calls ?? callsBefore
            // A run's step holds exactly one new call; a step without a run holds none.
            guard calls - callsBefore == (runs[index] == nil ? 0 : 1) else { return nil }
            callsBefore = calls
        }
        return runs.sorted { $0.key < $1.key }.map(\.value)
    }

    private var gateName: String { wiring.gate.filling("{mock}", with: mockName) }
}
