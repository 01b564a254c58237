/// The parameter-filling rule shared by the validator (which reports unfillable parameters) and the
/// planner (which writes the calls), so both always agree.
extension SpecValidator {
    /// One Swift expression per parameter of `effect.call`, in order, when `message` triggers `effect`;
    /// nil if some parameter cannot be filled. Each parameter is filled by, in turn:
    /// 1. `arguments[name]` of the effect;
    /// 2. the message's labelled payload value with the same label (bound as `label`);
    /// 3. the state field with that name (`state.name`);
    /// 4. the single payload (`payload`), if exactly one parameter is left and the message has one.
    public static func argumentExpressions(for effect: Effect, triggeredBy message: Message, in feature: Feature)
        -> [String]? {
        let filled = fillParameters(of: effect, triggeredBy: message, fields: feature.fields.map(\.name))
        let expressions = filled.compactMap { $0 }
        return expressions.count == filled.count ? expressions : nil
    }

    /// Like `argumentExpressions`, with nil for each parameter that cannot be filled.
    static func fillParameters(of effect: Effect, triggeredBy message: Message, fields: [String]) -> [String?] {
        var labels: Set<String> = []
        if case .labelled(let values) = message.payload { labels = Set(values.map(\.label)) }
        var filled: [String?] = effect.call.parameters.map { parameter in
            if let argument = effect.arguments.first(where: { $0.parameter == parameter.name }) {
                return argument.value.text
            }
            if labels.contains(parameter.name) { return parameter.name }
            if fields.contains(parameter.name) { return "state.\(parameter.name)" }
            return nil
        }
        let missing = filled.indices.filter { filled[$0] == nil }
        if missing.count == 1, case .single = message.payload {
            filled[missing[0]] = "payload"
        }
        return filled
    }
}

/// What one payload value of an effect's result holds: the call's answer (its value for a success
/// result, the error for a failure result) or one of the call's arguments, so that a result can say
/// which request it answers (`sendFailed: { payload: { clientID: UUID, error: String } }`).
public enum ResultValue: Equatable, Sendable {
    case answer
    /// The argument of the call's parameter of this name.
    case argument(String)
}

extension SpecValidator {
    /// The values of `result` sent by `effect`, in payload order: a single payload is the answer; a
    /// labelled value named like a parameter of the call is that argument, any other is the answer.
    public static func resultValues(of result: Message, for effect: Effect) -> [ResultValue] {
        switch result.payload {
        case .none: return []
        case .single: return [.answer]
        case .labelled(let values):
            let parameters = Set(effect.call.parameters.map(\.name))
            return values.map { parameters.contains($0.label) ? .argument($0.label) : .answer }
        }
    }
}
