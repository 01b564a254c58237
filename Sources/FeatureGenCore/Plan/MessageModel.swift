/// How one action or result appears in generated code: its enum case, its reducer case and its hook.
struct MessageModel {
    let message: Message
    let feature: Feature

    var name: String { SwiftNames.escaped(message.name) }

    /// Names the payload binds: `payload` for a single value, the labels for labelled values.
    var payloadNames: [String] {
        switch message.payload {
        case .none: []
        case .single: ["payload"]
        case .labelled(let values): values.map(\.label)
        }
    }

    /// Payload types in order (errors made `Equatable`).
    var payloadTypes: [String] {
        switch message.payload {
        case .none: []
        case .single(let type): [SwiftTypeText.replacingErrors(type.text)]
        case .labelled(let values): values.map { SwiftTypeText.replacingErrors($0.type.text) }
        }
    }

    /// `loadOrders`, `selectOrder(Order)`, `search(query: String, page: Int)`.
    var caseDeclaration: String {
        switch message.payload {
        case .none: name
        case .single: "\(name)(\(payloadTypes[0]))"
        case .labelled(let values):
            "\(name)(\(zip(values, payloadTypes).map { "\(SwiftNames.escaped($0.label)): \($1)" }.joined(separator: ", ")))"
        }
    }

    /// `.search(let query, _)`: binds exactly the payload names `used` contains.
    func pattern(binding used: Set<String>) -> String {
        let names = payloadNames
        guard names.contains(where: used.contains) else { return ".\(name)" }
        let parts = names.map { used.contains($0) ? "let \(SwiftNames.escaped($0))" : "_" }
        return ".\(name)(\(parts.joined(separator: ", ")))"
    }

    /// `.search(query: query, page: page)` or `.selectOrder(payload)`: the case built from bound names.
    func construction(values: [String]) -> String {
        switch message.payload {
        case .none: return ".\(name)"
        case .single: return ".\(name)(\(values[0]))"
        case .labelled(let labelled):
            let arguments = zip(labelled, values).map { "\(SwiftNames.argumentLabel($0.label)): \($1)" }
            return ".\(name)(\(arguments.joined(separator: ", ")))"
        }
    }

    /// The payload names the `set` expressions read.
    var namesUsedBySet: Set<String> {
        let expressions = (message.assignments ?? []).map(\.value.text)
        return Set(payloadNames.filter { name in expressions.contains { ExpressionNames.uses(name, in: $0) } })
    }

    // MARK: Hooks (no declared transition)

    var isHook: Bool { message.assignments == nil }

    /// `static func discardChanges(state: inout ProfileState, payload: User)`
    var hookRequirement: String {
        let parameters = ["state: inout \(feature.name)State"]
            + zip(payloadNames, payloadTypes).map { "\(SwiftNames.escaped($0)): \($1)" }
        return "static func \(name)(\(parameters.joined(separator: ", ")))"
    }

    /// `Self.discardChanges(state: &state, payload: payload)`
    var hookCall: String {
        let arguments = ["state: &state"] + payloadNames.map { "\(SwiftNames.argumentLabel($0)): \(SwiftNames.escaped($0))" }
        // `Self.`: a hook named like a local (`state`) would otherwise call that value.
        return "Self.\(name)(\(arguments.joined(separator: ", ")))"
    }

    // MARK: Reducer

    /// The `set` assignments with their spec lines. `startsLine` marks the first assignment of each
    /// spec line: one `#sourceLocation` (or `// Order.feature.yml:10` comment) covers the lines after it.
    var assignments: [(field: String, value: String, line: Int, startsLine: Bool)] {
        var nextLine: Int?
        return (message.assignments ?? []).map { assignment in
            let line = assignment.value.location.line
            // A block mapping writes one assignment per line; a flow mapping (`{ a: 1, b: 2 }`) needs one each.
            defer { nextLine = line + 1 }
            return (SwiftNames.escaped(assignment.field), assignment.value.text, line, line != nextLine)
        }
    }

    /// `set: {}`: declared, and changes nothing.
    var changesNothing: Bool { message.assignments?.isEmpty == true }

    var reducerPattern: String { pattern(binding: isHook ? Set(payloadNames) : namesUsedBySet) }

    /// The callback name a pure view takes: `onLoadOrders`.
    var callbackName: String { "on" + SwiftNames.upperFirst(message.name) }

    /// `() -> Void`, `(Order) -> Void`, `(String, Int) -> Void`.
    var callbackType: String { "(\(payloadTypes.joined(separator: ", "))) -> Void" }
}
