/// How a style writes a message in Swift: the one piece of per-style Swift text the templates cannot
/// build themselves (patterns and constructions are made from payload values the plan chooses).
enum MessageEncoding: Sendable {
    /// A case of the feature's action enum: `case search(query: String, page: Int)`, matched as
    /// `.search(let query, _)`, built as `.search(query: q, page: 1)`; the pattern binds payload values.
    case enumCase
    /// One struct per message (`struct CatalogSearchAction: Action { let query: String }`), matched as
    /// `let action as CatalogSearchAction` (or `is …` when no value is read), built as
    /// `CatalogSearchAction(query: q)`; payload values are read as `action.query` (a single one is
    /// `action.payload`).
    case actionStruct(binding: String)
    /// A method of the screen's view state (`func onSetQuery(_ payload: String)`,
    /// `func onEdited(name: String, bio: String)`): called rather than matched, built as
    /// `onSetQuery(q)`; payload values are the method's parameters.
    case eventMethod

    /// The pattern of a `switch` over messages that matches `message`, giving access to exactly the
    /// payload names in `used` (an unused binding is a warning).
    func pattern(_ message: MessageModel, binding used: Set<String>) -> String {
        let names = message.payloadNames
        switch self {
        case .enumCase:
            guard names.contains(where: used.contains) else { return ".\(message.name)" }
            let parts = names.map { used.contains($0) ? "let \(SwiftNames.escaped($0))" : "_" }
            return ".\(message.name)(\(parts.joined(separator: ", ")))"
        case .actionStruct(let binding):
            return names.contains(where: used.contains)
                ? "let \(binding) as \(message.typeName)" : "is \(message.typeName)"
        case .eventMethod:
            return message.typeName
        }
    }

    /// The pattern of a message whose transition the developer writes: it hands over every payload
    /// value (an action struct is handed over whole).
    func transitionPattern(_ message: MessageModel) -> String {
        switch self {
        case .enumCase: pattern(message, binding: Set(message.payloadNames))
        case .actionStruct(let binding): "let \(binding) as \(message.typeName)"
        case .eventMethod: message.typeName
        }
    }

    /// The message built from `values`, one per payload value in order.
    func construction(_ message: MessageModel, values: [String]) -> String {
        let arguments: String
        switch message.message.payload {
        case .none: arguments = ""
        case .single:
            if case .actionStruct = self { arguments = "payload: \(values[0])" } else { arguments = values[0] }
        case .labelled(let labelled):
            arguments = zip(labelled, values).map { "\(SwiftNames.argumentLabel($0.label)): \($1)" }
                .joined(separator: ", ")
        }
        switch self {
        case .enumCase:
            return message.message.payload == .none ? ".\(message.name)" : ".\(message.name)(\(arguments))"
        case .actionStruct, .eventMethod:
            return "\(message.typeName)(\(arguments))"
        }
    }

    /// How code inside a `case` matched by `pattern` reads the payload value `name`.
    func read(_ name: String) -> String {
        switch self {
        case .enumCase, .eventMethod: SwiftNames.escaped(name)
        case .actionStruct(let binding): "\(binding).\(SwiftNames.escaped(name))"
        }
    }

    /// A spec expression (a `set` value or an effect argument) in the terms of a matched `case`.
    func expression(_ text: String, payloadNames: [String]) -> String {
        guard case .actionStruct = self else { return text }
        return ExpressionNames.renaming(Dictionary(uniqueKeysWithValues: payloadNames.map { ($0, read($0)) }), in: text)
    }

    /// The enum case declaration (`search(query: String, page: Int)`); nil for other encodings.
    func caseDeclaration(_ message: MessageModel) -> String? {
        guard case .enumCase = self else { return nil }
        switch message.message.payload {
        case .none: return message.name
        case .single: return "\(message.name)(\(message.payloadTypes[0]))"
        case .labelled(let values):
            let parameters = zip(values, message.payloadTypes).map { "\(SwiftNames.escaped($0.label)): \($1)" }
            return "\(message.name)(\(parameters.joined(separator: ", ")))"
        }
    }

    /// The event method's name and parameters (`onSetQuery(_ payload: String)`); nil for other
    /// encodings.
    func methodDeclaration(_ message: MessageModel) -> String? {
        guard case .eventMethod = self else { return nil }
        let parameters: [String]
        switch message.message.payload {
        case .none: parameters = []
        case .single: parameters = ["_ payload: \(message.payloadTypes[0])"]
        case .labelled(let values):
            parameters = zip(values, message.payloadTypes).map { "\(SwiftNames.escaped($0.label)): \($1)" }
        }
        return "\(message.typeName)(\(parameters.joined(separator: ", ")))"
    }
}
