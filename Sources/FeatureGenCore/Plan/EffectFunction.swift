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

    /// The name each element of a stream is bound to (`for try await element in …`).
    var elementName: String {
        var name = "element"
        let taken = Set(parameters.map(\.name))
        while taken.contains(name) { name += "Value" }
        return name
    }

    var bindsResponse: Bool { effect.stream == nil && results.successResult != nil && effect.call.returnType != nil }
    var discardsResult: Bool { effect.stream == nil && results.successResult == nil && effect.call.returnType != nil }
    var success: String? {
        results.success(responseName: effect.stream == nil ? responseName : elementName, argument: argument)
    }
    var finished: String? { results.finished(argument: argument) }

    /// What a stream's run sends, for its doc comment; nil for a call that answers once.
    private var streamDoc: String? {
        guard let stream = effect.stream, let element = effect.success else { return nil }
        var text = "Calls `\(effect.call.function)` and sends `\(element)` for each element of the stream it returns"
        if let finished = stream.finished { text += ", then `\(finished)` when it ends" }
        if case .result(let failure) = effect.failure {
            text += "; if it fails, `\(failure)` with the error" + (failureKeepsError ? "" : "'s text")
        } else if effect.failure == .ignore {
            text += "; an error ends it and sends nothing (`failure: ignore`)"
        }
        return text + "."
    }
    var failure: String? { results.failure(argument: argument) }

    /// The function's parameter that holds the call's argument `name` (a result may carry it).
    private func argument(_ name: String) -> String {
        parameters.first { $0.original == name }?.name ?? SwiftNames.escaped(name)
    }

    /// The failure result keeps the error (`EquatableError`) rather than its text.
    var failureKeepsError: Bool { results.failureKeepsError }

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
            "isThrowing": .bool(effect.canFail),
            "isStream": .bool(effect.stream != nil),
            "elementName": .string(elementName),
            "finished": finished.map { .string($0) } ?? .null,
            "bindsResponse": .bool(bindsResponse),
            "discardsResult": .bool(discardsResult),
            "responseName": .string(responseName),
            "success": success.map { .string($0) } ?? .null,
            "successName": successName.map { .string($0) } ?? .null,
            "finishedName": effect.stream?.finished.map { .string($0) } ?? .null,
            "streamDocLines": streamDoc.map { .lines(CommentLines.lines($0, indent: 2, marker: "///")) } ?? .null,
            "failure": failure.map { .string($0) } ?? .null,
            "failureName": failureName.map { .string($0) } ?? .null,
            "failureKeepsError": .bool(failureKeepsError),
            "ignoresFailure": .bool(effect.failure == .ignore),
            "reportsBack": .bool(success != nil || failure != nil),
            "isLatest": .bool(effect.policy == .latest),
            "isParallel": .bool(effect.policy == .parallel),
            "policy": .string(effect.policyCase),
            "debounce": effect.debounceDuration.map { .string($0) } ?? .null,
            "debounceText": .string(effect.debounceText ?? ""),
            "throttle": .bool(effect.throttleMilliseconds != nil),
            "throttleText": .string(effect.throttleText ?? ""),
            "lastCall": .string(Feature.lastCallField(of: effect)),
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

    var failureResult: MessageModel? {
        guard case .result(let name) = effect.failure else { return nil }
        return result(named: name)
    }

    /// The success result, built with `responseName` for the call's value and `argument(name)` for the
    /// arguments it carries; nil for none.
    func success(responseName: String, argument: (String) -> String) -> String? {
        successResult.map { build($0, answer: { _ in responseName }, argument: argument) }
    }

    /// The result a stream sends when it ends, built with the arguments it carries; nil for none.
    func finished(argument: (String) -> String) -> String? {
        effect.stream?.finished.flatMap(result(named:)).map { build($0, answer: { _ in "" }, argument: argument) }
    }

    /// The failure result built from `error` (its readable text, or the error made `Equatable`) and
    /// the arguments it carries; nil when a failure sends nothing (`failure: ignore`, or none declared).
    func failure(argument: (String) -> String) -> String? {
        failureResult.map { result in
            build(result, answer: { type in
                type == SwiftTypeText.equatableError ? "EquatableError(error)" : "error.readableDescription"
            }, argument: argument)
        }
    }

    /// The failure result keeps the error (`EquatableError`) rather than its text.
    var failureKeepsError: Bool {
        guard let result = failureResult else { return false }
        let values = SpecValidator.resultValues(of: result.message, for: effect)
        return zip(values, result.payloadTypes).contains { $0 == .answer && $1 == SwiftTypeText.equatableError }
    }

    /// `result` built from its values: `answer(type)` for the call's answer, `argument(name)` for an
    /// argument it carries.
    private func build(_ result: MessageModel, answer: (String) -> String, argument: (String) -> String) -> String {
        let values = SpecValidator.resultValues(of: result.message, for: effect)
        return result.construction(
            values: zip(values, result.payloadTypes).map { value, type in
                switch value {
                case .answer: answer(type)
                case .argument(let name): argument(name)
                }
            })
    }

    func result(named name: String) -> MessageModel? {
        feature.results.first { $0.name == name }.map { MessageModel(message: $0, feature: feature, style: style) }
    }
}
