/// What happens when an example runs, as far as the spec says: the effects its messages start, the
/// results their responses send, and the effects those start, step by step. Each message starts at
/// most one effect and each answered effect sends at most one result, so every step is a chain.
/// Shared by the validator (every effect that sends a result must be answered; a chain must end) and
/// the planner (which mocks to configure, which calls to expect).
struct ExampleFlow {
    /// One effect started while the example runs.
    struct Run {
        var effect: Effect
        /// The action or result whose `effect:` started it.
        var startedBy: Message
        /// Index of the example step whose chain it belongs to.
        var step: Int
    }

    /// Effects started, in chain order, step after step.
    private(set) var runs: [Run] = []
    /// The results each step's chain sends back, in order (one list per step): what a test store
    /// that queues received actions (TCA's `TestStore`) must receive.
    private(set) var results: [[String]] = []
    /// Effects that send a result but have no `respond` entry (the chain stops there; first run of each).
    private(set) var unanswered: [Run] = []
    /// Runs that start an effect already started earlier in the same chain: the example would never end.
    private(set) var loops: [Run] = []

    /// The example's flow. A message with a `when:` starts its effect only where the example says so,
    /// by answering the effect or listing a call left for it (`CallBudget`; featuregen cannot evaluate
    /// the condition itself).
    init(_ example: Example, feature: Feature) {
        let steps = example.steps, responses = example.responses
        var budget = CallBudget(example, feature: feature)
        let messages = feature.actions + feature.results
        for (index, step) in steps.enumerated() {
            results.append([])
            var message = messages.first { $0.name == step.message }
            var started: Set<String> = []
            while let current = message, let name = current.effect,
                  let effect = feature.effects.first(where: { $0.name == name }) {
                if current.condition != nil, !responses.contains(where: { $0.effect == name }),
                    !budget.allows(effect, atStep: index)
                {
                    break  // its `when:` is false here
                }
                let run = Run(effect: effect, startedBy: current, step: index)
                budget.spend(effect)
                guard started.insert(name).inserted else {
                    loops.append(run)
                    break
                }
                runs.append(run)
                guard Self.sendsResult(effect) else { break }
                guard let response = responses.first(where: { $0.effect == name }) else {
                    if !unanswered.contains(where: { $0.effect.name == name }) { unanswered.append(run) }
                    break
                }
                let answered = Self.answer(effect, response, feature: feature)
                results[index] += answered.results
                message = answered.next
            }
        }
    }

    /// What an answered run sends back: a stream's result per element, then its end's (the chain goes on
    /// from neither), or the success or failure result, from which the chain goes on.
    static func answer(_ effect: Effect, _ response: Example.Response, feature: Feature) -> (results: [String], next: Message?) {
        let next: String?
        switch (response.outcome, effect.failure) {
        case (.fails, .result(let failure)): next = failure
        case (.fails, _): next = nil
        case (.returns(let elements), _) where effect.stream != nil:
            var count = Example.streamedElementCount(elements.text) ?? 0
            let element = effect.success.flatMap { name in feature.results.first { $0.name == name } }
            // An element whose result cancels the stream is its last: nothing follows it.
            let stops = count > 0 && element?.cancels.contains(effect.name) == true
            if stops { count = min(count, 1) }
            var results = Array(repeating: effect.success, count: count).compactMap { $0 }
            if !stops { results += [effect.stream?.finished].compactMap { $0 } }
            return (results, nil)
        case (.returns, _), (.returnsNothing, _): next = effect.success
        }
        let message = next.flatMap { name in feature.results.first { $0.name == name } }
        return (message.map { [$0.name] } ?? [], message)
    }

    /// An effect sends a result when it has a `success` or a `failure` result: an example must say what
    /// its call does. Fire-and-forget effects (neither) need no answer.
    static func sendsResult(_ effect: Effect) -> Bool {
        if effect.success != nil { return true }
        if case .result = effect.failure { return true }
        return false
    }
}
