/// How a message's side effect is generated: what the closure captures, the service call, and the
/// result actions it returns.
struct EffectModel {
    let trigger: MessageModel
    let effect: Effect
    let feature: Feature
    /// One Swift expression per parameter, in the terms of the trigger's payload and `state`.
    let arguments: [String]

    init?(trigger: MessageModel, feature: Feature) {
        guard let name = trigger.message.effect, let effect = feature.effects.first(where: { $0.name == name }),
            let arguments = SpecValidator.argumentExpressions(for: effect, triggeredBy: trigger.message, in: feature)
        else { return nil }
        self.trigger = trigger
        self.effect = effect
        self.feature = feature
        self.arguments = arguments
    }

    /// The payload names the argument expressions read (the effect's case binds only those).
    private var usedPayloadNames: Set<String> {
        // A labelled value fills its parameter as the bare label, which may be a keyword (`for`) that
        // the expression tokenizer does not count as a name.
        Set(
            trigger.payloadNames.filter { name in
                arguments.contains { $0 == name || ExpressionNames.uses(name, in: $0) }
            })
    }

    var pattern: String { trigger.pattern(binding: usedPayloadNames) }

    /// Values computed before the closure, so it captures them and not the whole state.
    /// An argument that is just a payload name needs none.
    var captures: [(name: String, value: String)] {
        resolvedArguments.compactMap { $0.capture }
    }

    private var resolvedArguments: [(use: String, capture: (name: String, value: String)?)] {
        var taken = Set(trigger.payloadNames).union(["service", "state", "action"])
        return zip(effect.call.parameters, arguments).map { parameter, expression in
            if trigger.payloadNames.contains(expression) { return (SwiftNames.escaped(expression), nil) }
            var name = parameter.name
            while taken.contains(name) { name += "Argument" }
            taken.insert(name)
            return (SwiftNames.escaped(name), (SwiftNames.escaped(name), expression))
        }
    }

    /// `service.searchItems(query: query, page: page)`
    var call: String {
        let parts = zip(effect.call.parameters, resolvedArguments).map { parameter, argument in
            parameter.label.map { "\(SwiftNames.argumentLabel($0)): \(argument.use)" } ?? argument.use
        }
        return "service.\(SwiftNames.escaped(effect.call.function))(\(parts.joined(separator: ", ")))"
    }

    var isThrowing: Bool { effect.call.isThrowing }

    /// The lines inside the closure (inside `do { }` when the call throws).
    var body: [String] {
        let tryAwait = (isThrowing ? "try " : "") + "await " + call
        let success = effect.success.flatMap(result(named:))
        if let success, effect.call.returnType != nil {
            let value = freeName("response")
            return ["let \(value) = \(tryAwait)", "return \(success.construction(values: [value]))"]
        }
        let callLine = effect.call.returnType == nil ? tryAwait : "_ = \(tryAwait)"
        return [callLine, "return \(success.map { $0.construction(values: []) } ?? "nil")"]
    }

    /// Whether a thrown error becomes a failure result (then a `CancellationError` must not).
    var sendsFailure: Bool {
        if case .result(let name) = effect.failure { return result(named: name) != nil }
        return false
    }

    /// The `catch` line for a throwing call.
    var failureReturn: String {
        switch effect.failure {
        case .none, .ignore:
            return "return nil"
        case .result(let name):
            guard let failure = result(named: name) else { return "return nil" }
            guard let type = failure.payloadTypes.first else { return "return \(failure.construction(values: []))" }
            let value = type == SwiftTypeText.equatableError ? "EquatableError(error)" : "error.readableDescription"
            return "return \(failure.construction(values: [value]))"
        }
    }

    func result(named name: String) -> MessageModel? {
        feature.results.first { $0.name == name }.map { MessageModel(message: $0, feature: feature) }
    }

    private func freeName(_ base: String) -> String {
        var name = base
        let taken = Set(trigger.payloadNames + captures.map(\.name))
        while taken.contains(name) { name += "Value" }
        return name
    }
}
