/// Which of an example's guarded messages call: featuregen cannot evaluate a `when:`, so the example's
/// `calls` decide. Step by step, a guarded message calls when a listed call of its effect's function
/// is left over once the later steps' unguarded messages have theirs: two effects may share one
/// function (`fetchFirstPage` and `fetchNextPage` both call `fetchListings`). Shared by `ExampleFlow`
/// and `PendingFlow`, so that the validator and the tests agree.
struct CallBudget {
    private var left: [String: Int] = [:]
    /// For each step, the calls (by function) that the later steps' messages make for sure: those
    /// without a `when:` whose effect calls at once. Chains are left out: they hang on answers.
    private var later: [[String: Int]] = []

    init(_ example: Example, feature: Feature) {
        for call in example.calls ?? [] { left[call.function, default: 0] += 1 }
        let messages = feature.actions + feature.results
        var after: [String: Int] = [:]
        for step in example.steps.reversed() {
            later.append(after)
            guard let message = messages.first(where: { $0.name == step.message }), message.condition == nil,
                let effect = feature.effects.first(where: { $0.name == message.effect }),
                effect.debounceMilliseconds == nil
            else { continue }
            after[effect.call.function, default: 0] += 1
        }
        later.reverse()
    }

    /// Whether a guarded message at `step` starts `effect`: its call is left over for it.
    func allows(_ effect: Effect, atStep step: Int) -> Bool {
        let function = effect.call.function
        return left[function, default: 0] > (step < later.count ? later[step][function, default: 0] : 0)
    }

    /// A run of `effect` started: a call it makes at once is no longer left for others.
    mutating func spend(_ effect: Effect) {
        if effect.debounceMilliseconds == nil { left[effect.call.function, default: 0] -= 1 }
    }
}
