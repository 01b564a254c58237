/// `pending: [searchItems]` — effects whose runs an example keeps in flight while it sends its next
/// messages (`PendingFlow` says what that means). Checked here: the names, that something is sent
/// while each is in flight, and that the test can tell what each message starts.
extension FeatureBuilder {
    /// The effects named, each once.
    func pending(_ entry: Entry) -> [Example.Pending] {
        var pending: [Example.Pending] = []
        for (name, location) in names(entry.value, "an effect name") {
            guard feature.effects.contains(where: { $0.name == name }) else {
                if memberNames[name]?.role == "effect" { continue }  // declared but broken: reported already
                var notes: [Diagnostic.Note] = []
                if let owner = feature.effects.first(where: { $0.call.function == name }) {
                    notes.append(.init("`pending` names effects: `\(name)` is the call of effect `\(owner.name)`"))
                } else if let note = Suggestion.note(for: name, among: feature.effects.map(\.name)) {
                    notes.append(note)
                }
                checker.error("unknown effect `\(name)`", at: location, notes: notes)
                continue
            }
            if let first = pending.first(where: { $0.effect == name }) {
                checker.error("`\(name)` is already pending", at: location, notes: [.init("first named here", at: first.location)])
                continue
            }
            pending.append(Example.Pending(effect: name, location: location))
        }
        return pending
    }

    func checkPending(_ example: Example, flow: PendingFlow) {
        for pending in flow.neverInFlight {
            checker.error(
                "no message is sent while `\(pending.effect)` is pending: no message before the last starts it",
                at: pending.location,
                notes: [.init("send the message that starts it, then the one that meets it in flight")])
        }
        for run in flow.undecided where run.effect.debounceMilliseconds != nil {
            checker.error(
                "\(role(of: run.startedBy)) `\(run.startedBy.name)` has a `when:` and starts debounced effect "
                    + "`\(run.effect.name)`: a pending example cannot tell whether it starts a run",
                at: example.steps[run.step].location,
                notes: [.init("leave `\(run.effect.name)` out of `pending`, or send messages whose condition holds in another example")])
        }
        for run in flow.undecided where run.effect.debounceMilliseconds == nil {
            checker.error(
                "this example must list its `calls`: \(role(of: run.startedBy)) `\(run.startedBy.name)` has a "
                    + "`when:`, and the test waits for its call to `\(run.effect.call.function)` only if it is made",
                at: example.steps[run.step].location,
                notes: [.init("add `calls: [...]` with every call the example makes, in order")])
        }
        for run in flow.unclocked {
            checker.error(
                "effect `\(run.effect.name)` waits for a debounce while this example holds the time still: name "
                    + "it in `pending` too",
                at: example.steps[run.step].location,
                notes: [.init("a pending debounced effect stops the clock until every message is sent")])
        }
        for run in flow.unclockedAfter {
            checker.error(
                "effect `\(run.effect.name)` would wait for a debounce after the pending calls answer, on a clock "
                    + "this example no longer moves",
                at: example.steps[run.step].location,
                notes: [.init("leave the debounced effect out of `pending`, or show what follows in another example")])
        }
    }
}
