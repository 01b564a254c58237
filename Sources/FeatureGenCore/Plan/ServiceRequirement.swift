import Mustache

/// One requirement of a feature's service protocol, from an effect's `call` signature.
struct ServiceRequirement {
    let effect: Effect
    let feature: Feature

    /// One per distinct function of the feature's effects (two effects may call the same one).
    static func all(of feature: Feature) -> [ServiceRequirement] {
        var seen = Set<String>()
        return feature.effects.compactMap { effect in
            seen.insert(effect.call.function).inserted ? ServiceRequirement(effect: effect, feature: feature) : nil
        }
    }

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

    var returnType: String? {
        // A stream's failure type stays `any Error`: only its element is a value the app keeps.
        if let stream = effect.stream {
            let element = SwiftTypeText.replacingErrors(stream.element.text)
            return stream.isThrowing ? "AsyncThrowingStream<\(element), any Error>" : "AsyncStream<\(element)>"
        }
        return signature.returnType.map { SwiftTypeText.replacingErrors($0.text) }
    }

    /// The requirement as a closure's parameters (a client's endpoint): each with the call's label as
    /// its name (`_ query: String`), so a method made from it has the call's shape; none for `_`.
    var closureParameters: [MustacheValue] {
        Positions.mark(
            signature.parameters.map { parameter in
                .object([
                    "label": parameter.label.map { .string(SwiftNames.argumentLabel($0)) } ?? .null,
                    "type": .string(SwiftTypeText.replacingErrors(parameter.type.text)),
                ])
            })
    }

    /// `@Sendable (_ query: String, _ page: Int) async throws -> [Item]`: the requirement as a closure.
    var closureType: String {
        let parameters = signature.parameters.map { parameter in
            let type = SwiftTypeText.replacingErrors(parameter.type.text)
            return parameter.label.map { "_ \(SwiftNames.argumentLabel($0)): \(type)" } ?? type
        }
        return "@Sendable (\(parameters.joined(separator: ", "))) async" + (signature.isThrowing ? " throws" : "")
            + " -> " + (returnType ?? "Void")
    }

    /// The names a closure implementing the requirement gives its parameters (`query, page in`).
    var closureParameterNames: [MustacheValue] {
        Positions.mark(signature.parameters.map { .object(["name": .string(SwiftNames.escaped($0.name))]) })
    }

    /// `{ query, page in`, or `{` for a requirement without parameters: a closure implementing it.
    var closureHead: String {
        let names = signature.parameters.map { SwiftNames.escaped($0.name) }
        return names.isEmpty ? "{" : "{ \(names.joined(separator: ", ")) in"
    }

    /// A closure implementing it that does nothing: `{}`, `{ itemID in }`.
    var emptyClosure: String { closureHead == "{" ? "{}" : closureHead + " }" }

    /// Returns a value that is not optional: a closure for it that cannot throw must return something.
    var returnsRequiredValue: Bool {
        guard let type = returnType.map(SwiftTypeText.normalized) else { return false }
        return !type.hasSuffix("?") && !type.hasPrefix("Optional<")
    }

    /// `fetchOrders(for:)` — how the requirement is named in messages.
    var displayName: String {
        "\(signature.function)(\(signature.parameters.map { "\($0.label ?? "_"):" }.joined()))"
    }

    /// The body of the live skeleton the developer owns (the type `implementation`): it compiles, and
    /// fails loudly until written (throwing the style's `error`).
    func skeletonBody(implementation: String, error: OutputStyle.SkeletonError) -> String {
        if signature.isThrowing { return error.throwing("\(implementation).\(displayName)") }
        if let stream = effect.stream, stream.isThrowing {
            // The stream fails at once: the screen shows its failure, not a crash.
            return "AsyncThrowingStream { $0.finish(throwing: \(error.throwing("\(implementation).\(displayName)").dropFirst(6))) }"
        }
        if returnType == nil { return "// Fire and forget: do the work here." }
        return "fatalError(\"\(implementation).\(displayName) is not implemented yet\")"
    }
}
