import Mustache

/// For styles that write each effect once, as a function (`EffectFunction`), and a message's case
/// as its transition followed by what it returns: the effect it starts (that function, called with the
/// message's arguments) and the runs it cancels.
extension FeatureViewModel {
    /// The feature's service as a property (`catalogClient`).
    var serviceProperty: String {
        SwiftNames.lowerCamel(style.name(style.names.service, feature: feature.name))
    }

    /// The effects some message starts, in spec order.
    var startedEffects: [Effect] {
        let started = Set(messages.compactMap(\.message.effect))
        return feature.effects.filter { started.contains($0.name) }
    }

    /// Effects some message cancels.
    private var cancelledEffects: Set<String> { Set(messages.flatMap(\.message.cancels)) }

    func effectFunction(_ effect: Effect) -> EffectFunction {
        // The run's closure calls its sender `send`; the body reaches the service as `serviceProperty`.
        EffectFunction(effect: effect, feature: feature, style: style, taken: ["send", serviceProperty])
    }

    var effectFunctionsContext: [String: MustacheValue] {
        let cancelled = cancelledEffects
        let functions = startedEffects.map { effect -> MustacheValue in
            var object = effectFunction(effect).context.objectValue
            let isCancelled = cancelled.contains(effect.name)
            object["isCancellable"] = .bool(effect.policy == .latest || isCancelled)
            object["isCancelled"] = .bool(isCancelled)
            return .object(object)
        }
        let started = Set(startedEffects.map(\.name))
        // The ids a run can be cancelled by: a newer run of a `latest` effect, or a `cancel:`.
        let ids = feature.effects.filter { effect in
            (started.contains(effect.name) && effect.policy == .latest) || cancelled.contains(effect.name)
        }
        return [
            "effectFunctions": .list(Positions.mark(functions)),
            "hasEffectFunctions": .bool(!functions.isEmpty),
            "cancelIDs": .list(Positions.mark(ids.map { .object(["name": .string(SwiftNames.escaped($0.name))]) })),
            "hasCancelIDs": .bool(!ids.isEmpty),
            "serviceProperty": .string(SwiftNames.escaped(serviceProperty)),
            "plainServiceProperty": .string(serviceProperty),
        ]
    }

    /// What a message's case returns: the effect it starts, called with its arguments, and the runs
    /// it cancels; and the pattern that binds every payload value the case reads.
    func caseValues(_ message: MessageModel) -> [String: MustacheValue] {
        let run = effects.first { $0.trigger.message.name == message.message.name }
        let bound = message.isHook
            ? Set(message.payloadNames)
            : message.namesUsedBySet.union(message.namesUsedByCondition).union(run?.usedPayloadNames ?? [])
        var values: [String: MustacheValue] = [
            "casePattern": .string(message.isHook ? message.reducerPattern : message.pattern(binding: bound))
        ]
        let cancels = message.message.cancels.map { name -> MustacheValue in
            .object(["name": .string(SwiftNames.escaped(name))])
        }
        values["cancelsEffects"] = .list(Positions.mark(cancels))
        values["cancelsEffect"] = .bool(!cancels.isEmpty)
        values["startsEffect"] = .bool(run != nil)
        values["returnsEffect"] = .bool(run != nil || !cancels.isEmpty)
        values["returnsSeveral"] = .bool((run == nil ? 0 : 1) + cancels.count > 1)
        guard let run else { return values }
        let function = effectFunction(run.effect)
        let arguments = zip(function.parameters, run.expectedArguments).map { parameter, argument in
            "\(parameter.label): \(argument.value)"
        }
        // A bound payload value (or the reducer's `state` and `action`) named like the function hides it.
        let shadowing = Set(message.isHook ? message.payloadNames : Array(bound)).union(["state", "action"])
        values["effectCall"] = .string(
            (shadowing.contains(run.effect.name) ? "self." : "") + function.name + "("
                + arguments.joined(separator: ", ") + ")")
        return values
    }
}
