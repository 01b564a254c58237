/// How a message's side effect is generated, as data every style's templates use: what the run
/// captures, the call (without its receiver), and the results it reports back. How a run is started
/// and how a result gets back (returned, dispatched) is the templates' business.
struct EffectModel {
    let trigger: MessageModel
    let effect: Effect
    let feature: Feature
    /// One Swift expression per parameter, in the terms of the trigger's payload and `state`.
    let arguments: [String]
    /// What the arguments' `state` becomes: the style's `effectState`, unless the run names another.
    let state: String

    private var style: OutputStyle { trigger.style }

    init?(trigger: MessageModel, feature: Feature, state: String? = nil) {
        guard let name = trigger.message.effect, let effect = feature.effects.first(where: { $0.name == name }),
            let arguments = SpecValidator.argumentExpressions(for: effect, triggeredBy: trigger.message, in: feature)
        else { return nil }
        self.trigger = trigger
        self.effect = effect
        self.feature = feature
        self.arguments = arguments
        self.state = state ?? trigger.style.name(trigger.style.effectState, feature: feature.name)
    }

    /// The payload names the argument expressions read (the effect's case binds only those).
    var usedPayloadNames: Set<String> {
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

    /// Names the code around a run declares in every style (the store's or middleware's parameters).
    private static let scopeNames: Set<String> = ["service", "state", "action", "repository", "dispatch", "runs"]

    private var resolvedArguments: [(use: String, capture: (name: String, value: String)?)] {
        var taken = Set(trigger.payloadNames).union(Self.scopeNames).union([state])
        return zip(effect.call.parameters, arguments).map { parameter, expression in
            if trigger.payloadNames.contains(expression) { return (style.messages.read(expression), nil) }
            // A literal that takes its type from the parameter (`nil`, `[]`, `.none`) is passed as it
            // is: bound to a `let` (or a capture list) first, it would have no type.
            if Self.takesItsTypeFromTheParameter(expression) { return (expression, nil) }
            var name = parameter.name
            while taken.contains(name) { name += "Argument" }
            taken.insert(name)
            let value = ExpressionNames.renaming(
                ["state": state],
                in: style.messages.expression(expression, payloadNames: trigger.payloadNames))
            return (SwiftNames.escaped(name), (SwiftNames.escaped(name), value))
        }
    }

    private static func takesItsTypeFromTheParameter(_ expression: String) -> Bool {
        let trimmed = expression.trimmingCharacters(in: .whitespaces)
        return ["nil", "[]", "[:]"].contains(trimmed)
            || (trimmed.hasPrefix(".") && trimmed.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    /// What each parameter receives, as the code that runs the effect computes it (`state.query`,
    /// `item.id`): a test that builds the same `state` and action can expect exactly these arguments.
    var expectedArguments: [(parameter: String, value: String)] {
        zip(effect.call.parameters, resolvedArguments).map { parameter, argument in
            (parameter.name, argument.capture?.value ?? argument.use)
        }
    }

    /// `searchItems(query: query, page: page)`: the call, without its receiver.
    var call: String {
        let parts = zip(effect.call.parameters, resolvedArguments).map { parameter, argument in
            parameter.label.map { "\(SwiftNames.argumentLabel($0)): \(argument.use)" } ?? argument.use
        }
        return "\(SwiftNames.escaped(effect.call.function))(\(parts.joined(separator: ", ")))"
    }

    /// Running it can throw: the call, or iterating the stream it returns.
    var isThrowing: Bool { effect.canFail }

    /// The call returns a stream: the run sends the success result for each element.
    var isStream: Bool { effect.stream != nil }
    /// What each element of a stream is called in the loop (`for try await element in …`).
    var elementName: String { freeName("element") }

    private var results: EffectResults { EffectResults(effect: effect, feature: feature, style: style) }
    private var successResult: MessageModel? { results.successResult }

    /// The call's value is kept (as `responseName`) for the success result.
    var bindsResponse: Bool { successResult != nil && effect.call.returnType != nil }
    /// The call returns a value nobody reads (`_ = try await …`).
    var discardsResult: Bool { successResult == nil && effect.call.returnType != nil }
    var responseName: String { freeName("response") }

    /// The success result, built (with the response when the call returns one); nil for none.
    var success: String? {
        results.success(responseName: isStream ? elementName : responseName, argument: argument)
    }

    /// The result a stream sends when it ends, built; nil for none (or not a stream).
    var finished: String? { results.finished(argument: argument) }

    /// Whether a thrown error becomes a failure result (then a `CancellationError` must not).
    var sendsFailure: Bool { failure != nil }

    /// The failure result built from `error` (its readable text, or the error made `Equatable`); nil
    /// when a failure sends nothing (`failure: ignore`, or none declared).
    var failure: String? { results.failure(argument: argument) }

    /// The run's value of the call's argument `name` (a result may carry it).
    private func argument(_ name: String) -> String {
        zip(effect.call.parameters, resolvedArguments).first { $0.0.name == name }?.1.use ?? SwiftNames.escaped(name)
    }

    func result(named name: String) -> MessageModel? { results.result(named: name) }

    private func freeName(_ base: String) -> String {
        var name = base
        let taken = Set(trigger.payloadNames + captures.map(\.name))
        while taken.contains(name) { name += "Value" }
        return name
    }
}
