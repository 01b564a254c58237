/// One requirement of a feature's service protocol, from an effect's `call` signature.
struct ServiceRequirement {
    let effect: Effect
    let feature: Feature

    var signature: Signature { effect.call }
    var function: String { SwiftNames.escaped(signature.function) }

    /// `fetchOrders(for id: Int) async throws -> [Order]`
    var declaration: String {
        var text = "\(function)(\(parameters.joined(separator: ", "))) async"
        if signature.isThrowing { text += " throws" }
        if let returnType { text += " -> \(returnType)" }
        return text
    }

    var parameters: [String] {
        signature.parameters.map { parameter in
            let type = SwiftTypeText.replacingErrors(parameter.type.text)
            let name = SwiftNames.escaped(parameter.name)
            switch parameter.label {
            case nil: return "_ \(name): \(type)"
            case parameter.name?: return "\(name): \(type)"
            case let label?: return "\(SwiftNames.escaped(label)) \(name): \(type)"
            }
        }
    }

    var returnType: String? { signature.returnType.map { SwiftTypeText.replacingErrors($0.text) } }

    /// `fetchOrders(for:)` — how the requirement is named in messages.
    var displayName: String {
        "\(signature.function)(\(signature.parameters.map { "\($0.label ?? "_"):" }.joined()))"
    }

    /// The body of the live skeleton the developer owns (the type `implementation`): it compiles, and
    /// fails loudly until written.
    func skeletonBody(implementation: String) -> String {
        if signature.isThrowing {
            return "throw ServiceNotImplemented(requirement: \"\(implementation).\(displayName)\")"
        }
        if returnType == nil { return "// Fire and forget: do the work here." }
        return "fatalError(\"\(implementation).\(displayName) is not implemented yet\")"
    }
}
