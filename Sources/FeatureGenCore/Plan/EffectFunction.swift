import Mustache

/// An effect written once, as a function of its call's parameters, for styles that define each
/// effect in one place and have every message that starts it call that place with its own arguments
/// (TCA: a private method of the reducer returning the `Effect`). `EffectModel` is the other view:
/// one effect as one message starts it.
struct EffectFunction {
    let effect: Effect
    let feature: Feature
    let style: OutputStyle

    /// A parameter of the function: its argument label (the call's parameter name) and the name the
    /// body reads (the same, unless the code around the call uses it).
    struct Parameter {
        let label: String
        let name: String
        let type: String
        /// Its original name, before a clash renamed it.
        let original: String

        /// `query: String`, or `send sendValue: Bool` when renamed.
        var declaration: String {
            name == SwiftNames.escaped(original) ? "\(name): \(type)" : "\(label) \(name): \(type)"
        }
    }

    let parameters: [Parameter]

    /// `taken`: names the function's body declares or reads besides its parameters (the closure's
    /// `send`, the client's property); a parameter so named is renamed (`send sendValue: Bool`).
    init(effect: Effect, feature: Feature, style: OutputStyle, taken: Set<String>) {
        self.effect = effect
        self.feature = feature
        self.style = style
        var used = taken
        parameters = effect.call.parameters.map { parameter in
            var name = parameter.name
            while used.contains(name) { name += "Value" }
            used.insert(name)
            return Parameter(
                label: SwiftNames.argumentLabel(parameter.name), name: SwiftNames.escaped(name),
                type: SwiftTypeText.replacingErrors(parameter.type.text), original: parameter.name)
        }
    }

    var name: String { SwiftNames.escaped(effect.name) }

    /// `searchItems(query: query, page: page)`: the spec's call with the parameters as arguments.
    var call: String {
        let arguments = zip(effect.call.parameters, parameters).map { spec, parameter in
            spec.label.map { "\(SwiftNames.argumentLabel($0)): \(parameter.name)" } ?? parameter.name
        }
        return "\(SwiftNames.escaped(effect.call.function))(\(arguments.joined(separator: ", ")))"
    }

    private var results: EffectResults { EffectResults(effect: effect, feature: feature, style: style) }

    /// The name the call's value is kept under, free of the parameters' names.
    var responseName: String {
        var name = "response"
        let taken = Set(parameters.map(\.name))
        while taken.contains(name) { name += "Value" }
        return name
    }

    var bindsResponse: Bool { results.successResult != nil && effect.call.returnType != nil }
    var discardsResult: Bool { results.successResult == nil && effect.call.returnType != nil }
    var success: String? { results.success(responseName: responseName) }
    var failure: String? { results.failure }

    /// The failure result keeps the error (`EquatableError`) rather than its text.
    var failureKeepsError: Bool {
        guard case .result(let name) = effect.failure, let result = results.result(named: name) else { return false }
        return result.payloadTypes.first == SwiftTypeText.equatableError
    }

    var context: MustacheValue {
        let successName = effect.success
        var failureName: String?
        if case .result(let name) = effect.failure { failureName = name }
        return .object([
            "name": .string(name),
            "effectName": .string(effect.name),
            "function": .string(effect.call.function),
            "parameters": .list(
                Positions.mark(
                    parameters.map {
                        .object([
                            "label": .string($0.label), "name": .string($0.name), "type": .string($0.type),
                            "declaration": .string($0.declaration),
                        ])
                    })),
            "call": .string(call),
            "isThrowing": .bool(effect.call.isThrowing),
            "bindsResponse": .bool(bindsResponse),
            "discardsResult": .bool(discardsResult),
            "responseName": .string(responseName),
            "success": success.map { .string($0) } ?? .null,
            "successName": successName.map { .string($0) } ?? .null,
            "failure": failure.map { .string($0) } ?? .null,
            "failureName": failureName.map { .string($0) } ?? .null,
            "failureKeepsError": .bool(failureKeepsError),
            "ignoresFailure": .bool(effect.failure == .ignore),
            "reportsBack": .bool(success != nil || failure != nil),
            "isLatest": .bool(effect.policy == .latest),
            "isParallel": .bool(effect.policy == .parallel),
            "policy": .string(effect.policy.rawValue),
            "doc": FeatureViewModel.doc(effect.doc),
        ])
    }
}

/// The results an effect sends, built as the style writes messages: shared by `EffectModel` (one
/// trigger) and `EffectFunction` (the effect on its own).
struct EffectResults {
    let effect: Effect
    let feature: Feature
    let style: OutputStyle

    var successResult: MessageModel? { effect.success.flatMap(result(named:)) }

    /// The success result, built (with `responseName` when the call returns a value); nil for none.
    func success(responseName: String) -> String? {
        successResult.map { $0.construction(values: effect.call.returnType == nil ? [] : [responseName]) }
    }

    /// The failure result built from `error` (its readable text, or the error made `Equatable`); nil
    /// when a failure sends nothing (`failure: ignore`, or none declared).
    var failure: String? {
        guard case .result(let name) = effect.failure, let failure = result(named: name) else { return nil }
        guard let type = failure.payloadTypes.first else { return failure.construction(values: []) }
        let value = type == SwiftTypeText.equatableError ? "EquatableError(error)" : "error.readableDescription"
        return failure.construction(values: [value])
    }

    func result(named name: String) -> MessageModel? {
        feature.results.first { $0.name == name }.map { MessageModel(message: $0, feature: feature, style: style) }
    }
}
