import Mustache

/// An effect as one piece of code of its own, for styles that run it from a method per effect (SVVS's
/// view state): the method's parameters are the call's, each trigger passes its arguments, and the
/// method starts the run under the effect's policy and reports the results. Data only: the method's
/// shape is the template's.
struct RunModel {
    let effect: Effect
    let feature: Feature
    let style: OutputStyle
    /// Some message cancels it (`cancel:`): a `parallel` effect then keeps every run it starts.
    let isCancelled: Bool

    /// The effects some message starts, each once, in spec order.
    static func runs(of model: FeatureViewModel) -> [RunModel] {
        let started = Set(model.messages.compactMap(\.message.effect))
        let cancelled = Set(model.messages.flatMap(\.message.cancels))
        return model.feature.effects.filter { started.contains($0.name) }.map { effect in
            RunModel(effect: effect, feature: model.feature, style: model.style, isCancelled: cancelled.contains(effect.name))
        }
    }

    /// The method's name: the effect's.
    var name: String { SwiftNames.escaped(effect.name) }

    /// Names the method's body reads besides its parameters and locals: the repository, the task
    /// handles, the result methods.
    private var bodyNames: Set<String> {
        let results = [successResult, failureResult].compactMap { $0?.typeName }
        return Set(["repository", "self", "Task", effect.name + "Task", effect.name + "Tasks"] + results)
    }

    /// The method's parameter names: the call's, renamed where they would hide a name the body uses.
    private var parameterNames: [String] {
        var taken = bodyNames
        return effect.call.parameters.map { parameter in
            var name = parameter.name
            while taken.contains(name) { name += "Value" }
            taken.insert(name)
            return name
        }
    }

    /// `searchItems(query: String, page: Int)`: the method's name and parameters, labelled as the call.
    var declaration: String {
        let parameters = zip(effect.call.parameters, parameterNames).map { parameter, name in
            let type = SwiftTypeText.replacingErrors(parameter.type.text)
            guard let label = parameter.label else { return "_ \(SwiftNames.escaped(name)): \(type)" }
            return label == name ? "\(SwiftNames.escaped(name)): \(type)"
                : "\(SwiftNames.escaped(label)) \(SwiftNames.escaped(name)): \(type)"
        }
        return "\(name)(\(parameters.joined(separator: ", ")))"
    }

    /// `searchItems(query: query, page: page)`: the repository call, without its receiver.
    var call: String {
        let arguments = zip(effect.call.parameters, parameterNames).map { parameter, name in
            parameter.label.map { "\(SwiftNames.argumentLabel($0)): \(SwiftNames.escaped(name))" } ?? SwiftNames.escaped(name)
        }
        return "\(SwiftNames.escaped(effect.call.function))(\(arguments.joined(separator: ", ")))"
    }

    /// A name for a local of the method, free of its parameters' names.
    private func local(_ base: String) -> String {
        var name = base
        let taken = Set(parameterNames).union(bodyNames)
        while taken.contains(name) { name += "Value" }
        return name
    }

    private var results: EffectResults { EffectResults(effect: effect, feature: feature, style: style) }
    private var successResult: MessageModel? { results.successResult }
    private var failureResult: MessageModel? { results.failureResult }

    var context: MustacheValue {
        let responseName = local("response")
        let argument = { (name: String) in
            zip(self.effect.call.parameters, self.parameterNames).first { $0.0.name == name }.map { SwiftNames.escaped($0.1) }
                ?? SwiftNames.escaped(name)
        }
        let elementName = local("element")
        let success = results.success(responseName: effect.stream == nil ? responseName : elementName, argument: argument)
        let failure = results.failure(argument: argument)
        let parallel = effect.policy == .parallel
        return .object([
            "name": .string(name),
            "effectName": .string(effect.name),
            "declaration": .string(declaration),
            "call": .string(call),
            "doc": FeatureViewModel.doc(effect.doc),
            "policy": .string(effect.policyCase),
            "debounce": effect.debounceDuration.map { .string($0) } ?? .null,
            "throttle": effect.throttleSeconds.map { seconds in
                .object([
                    "seconds": .string(seconds), "text": .string(effect.throttleText ?? ""),
                    "now": .string(local("now")), "lastCallValue": .string(local("lastCall")),
                    "lastCall": .string(Feature.lastCallField(of: effect)),
                ])
            } ?? .null,
            "isLatest": .bool(!parallel),
            // A parallel run is kept only when a message can cancel it.
            "keepsEveryRun": .bool(parallel && isCancelled),
            "keepsNoRun": .bool(parallel && !isCancelled),
            "handle": .string(effect.name + "Task"),
            "handles": .string(effect.name + "Tasks"),
            "taskName": .string(local("task")),
            "runID": .string(local("id")),
            "isThrowing": .bool(effect.canFail),
            "isStream": .bool(effect.stream != nil),
            "elementName": .string(elementName),
            "finished": results.finished(argument: argument).map { .string($0) } ?? .null,
            "bindsResponse": .bool(successResult != nil && effect.call.returnType != nil),
            "discardsResult": .bool(successResult == nil && effect.call.returnType != nil),
            "responseName": .string(responseName),
            "success": success.map { .string($0) } ?? .null,
            // A result that starts an effect of its own: the run waits for it, so awaiting a run waits
            // for everything it started.
            "successStartsRun": .bool(successResult?.message.effect != nil),
            "failure": failure.map { .string($0) } ?? .null,
            "failureStartsRun": .bool(failureResult?.message.effect != nil),
            "ignoresFailure": .bool(effect.failure == .ignore),
            "reportsBack": .bool(success != nil || failure != nil),
        ])
    }
}
