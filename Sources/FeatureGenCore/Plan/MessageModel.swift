/// How one action or result appears in generated code: its payload, its reducer case, its hook.
struct MessageModel {
    let message: Message
    let feature: Feature
    let style: OutputStyle

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

    /// The Swift type the message is (`CatalogSearchAction`), or the enum holding it (`CatalogAction`).
    var typeName: String { style.name(style.names.message, feature: feature.name, message: message.name) }

    /// The pattern that matches this message, giving access to exactly the payload names in `used`.
    func pattern(binding used: Set<String>) -> String {
        style.messages.pattern(self, binding: used)
    }

    /// The message built from `values` (one Swift expression per payload value).
    func construction(values: [String]) -> String {
        style.messages.construction(self, values: values)
    }

    /// The payload names the `set` and `open` expressions read (`open` where the feature's reducer opens).
    var namesUsedBySet: Set<String> {
        let opens = style.navigatesFromRoot ? [] : (message.opens?.values.expressions ?? []).map(\.text)
        let expressions = (message.assignments ?? []).map(\.value.text) + opens
        return Set(payloadNames.filter { name in expressions.contains { ExpressionNames.uses(name, in: $0) } })
    }

    // MARK: Guard (`when:`)

    /// The payload names the `when` condition reads.
    var namesUsedByCondition: Set<String> {
        guard let condition = message.condition else { return [] }
        return Set(payloadNames.filter { ExpressionNames.uses($0, in: condition.text) })
    }

    /// The `when` condition as the generated code reads it, with its spec line; nil without one.
    var condition: (value: String, line: Int)? {
        message.condition.map { ($0.text, $0.location.line) }.map { text, line in (rendered(text), line) }
    }

    /// A spec expression in the style's terms: its payload reads and its `state`.
    func rendered(_ expression: String) -> String {
        var renames: [String: String] = [:]
        for dependency in DependencyValue.uses(in: expression, bound: message.boundPayloadNames) {
            renames[dependency.rawValue] = style.dependencies[dependency]
        }
        if style.setState != "state" { renames["state"] = style.setState }
        let value = renames.isEmpty ? expression : ExpressionNames.renaming(renames, in: expression)
        return style.messages.expression(value, payloadNames: payloadNames)
    }

    // MARK: Hooks (no declared transition)

    var isHook: Bool { message.assignments == nil }

    /// The name of the transition the developer writes (`discardChanges`, `profileDiscardChanges`).
    var transitionName: String {
        SwiftNames.escaped(style.name(style.names.transition, feature: feature.name, message: message.name))
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
            return (SwiftNames.escaped(assignment.field), rendered(assignment.value.text), line, line != nextLine)
        }
    }

    /// Whether a payload value of this message hides `name` (a field, a store, a method of the type
    /// the message is a method of), so the code that handles it must write `self.name`.
    func hides(_ name: String) -> Bool { payloadNames.contains(name) }

    /// `set: {}`: declared, and changes nothing.
    var changesNothing: Bool { message.assignments?.isEmpty == true }

    /// A transition gets every payload value (or, for action structs, the action itself).
    var reducerPattern: String {
        isHook ? style.messages.transitionPattern(self) : pattern(binding: namesUsedBySet)
    }

    /// The callback name a pure view takes: `onLoadOrders`.
    var callbackName: String { "on" + SwiftNames.upperFirst(message.name) }

    /// `() -> Void`, `(Order) -> Void`, `(String, Int) -> Void`.
    var callbackType: String { "(\(payloadTypes.joined(separator: ", "))) -> Void" }
}
