/// Effect checks that compare types: what fills a parameter must be of its type, and one function name
/// is one service requirement. Each mismatch would make a valid spec generate code that does not compile.
extension FeatureBuilder {
    /// Every effect calling `fetch` must call it with one signature: the service has one requirement per
    /// function name (and the TCA client one endpoint), so `fetch(id:)` and `fetch(name:)` would collapse.
    func checkCallsShareSignatures() {
        var first: [String: Effect] = [:]
        for effect in feature.effects {
            guard let earlier = first[effect.call.function] else {
                first[effect.call.function] = effect
                continue
            }
            guard Self.requirementShape(earlier.call) != Self.requirementShape(effect.call) else { continue }
            checker.error(
                "effect `\(effect.name)` calls `\(effect.call.function)` with another signature than effect "
                    + "`\(earlier.name)` (line \(earlier.call.location.line))",
                at: effect.call.location,
                notes: [
                    .init("the service has one requirement per function name: give this call its own name "
                        + "(such as `\(effect.call.function)By\(SwiftNames.upperFirst(effect.call.parameters.first?.name ?? "Other"))`) "
                        + "or the same signature")
                ])
        }
    }

    /// What a requirement is made of: labels, types, effects and the return type (parameter names aside).
    private static func requirementShape(_ call: Signature) -> String {
        let parameters = call.parameters.map { "\($0.label ?? "_"):\(SwiftTypeText.normalized($0.type.text))" }
        return "\(parameters.joined(separator: ","))|\(call.isAsync)|\(call.isThrowing)|"
            + (call.returnType.map { SwiftTypeText.normalized($0.text) } ?? "Void")
    }

    /// A parameter filled with a value of another type (`id: Int?` filling `find(id: Int)`, a `String`
    /// payload filling an `Int`). Only types whose identity is certain are compared: the standard ones
    /// and the spec's own models and enums (a type from elsewhere may be a typealias of another).
    func checkArgumentTypes(
        of effect: Effect, filled: [String?], for message: Message, role: MessageRole, at location: SourceLocation
    ) {
        for (parameter, value) in zip(effect.call.parameters, filled) {
            guard let value, let valueType = type(of: value, in: message) else { continue }
            let expected = SwiftTypeText.normalized(parameter.type.text)
            let given = SwiftTypeText.normalized(valueType)
            guard given != expected, given + "?" != expected, isCertainType(given), isCertainType(expected) else { continue }
            let unwrap = given == expected + "?"
            let verb = effect.arguments.contains { $0.parameter == parameter.name } ? "make" : "add"
            checker.error(
                "parameter `\(parameter.name)` of `\(effect.name)` takes `\(expected)`, but for \(role.rawValue) "
                    + "`\(message.name)` it is filled with `\(value)`, which is `\(given)`",
                at: location,
                notes: [
                    .init(unwrap
                        ? "\(verb) `arguments: { \(parameter.name): \(value) ?? … }` to effect `\(effect.name)` with the value to "
                            + "send when it is nil, or make the parameter `\(given)`"
                        : "\(verb) `arguments: { \(parameter.name): … }` to effect `\(effect.name)` with a value of type `\(expected)`")
                ])
        }
    }

    /// The declared type of an argument that is a plain reference: `payload`, a payload label, `state.x`.
    private func type(of value: String, in message: Message) -> String? {
        let text = value.trimmingCharacters(in: .whitespaces)
        switch message.payload {
        case .single(let type) where text == "payload": return type.text
        case .labelled(let values): if let match = values.first(where: { $0.label == text }) { return match.type.text }
        default: break
        }
        guard text.hasPrefix("state.") else { return nil }
        let name = text.dropFirst("state.".count)
        return feature.fields.first { $0.name == name }?.type.text
    }
}
