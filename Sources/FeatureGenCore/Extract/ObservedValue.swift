/// The value an `.onChange(of: value) { old, new in … }` handler observes: it names the action
/// (`queryChanged`) and, when it is a state field, its type is the payload, so the action carries the
/// new value the handler receives instead of dropping it.
struct ObservedValue {
    /// `query`, `$query`, `self.query` → `query`; `profile.name` → `profileName`.
    var stem: String
    /// The expression as written, sent when the handler names no new value (`{ … }`).
    var expression: String
    /// The field's type when the value is a state field.
    var type: String?

    init?(in range: Range<Int>, stream: TokenStream, fieldTypes: [String: String]) {
        var names: [String] = []
        var cursor = range.lowerBound
        if stream[cursor].isKeyword("self"), stream[cursor + 1].isSymbol(".") { cursor += 2 }
        let start = cursor
        while cursor < range.upperBound, stream[cursor].kind == .identifier {
            names.append(stream[cursor].identifierName.replacingOccurrences(of: "$", with: ""))
            cursor += 1
            while stream[cursor].isSymbol("?") || stream[cursor].isSymbol("!") { cursor += 1 }
            guard stream[cursor].isSymbol(".") else { break }
            cursor += 1
        }
        guard let first = names.first, !first.isEmpty else { return nil }
        // The last two names say what changed (`geometry.size` → `geometrySize`, not a long path).
        stem = names.suffix(2).enumerated().map { $0.offset == 0 ? Naming.lowerFirst($0.element) : Naming.upperFirst($0.element) }
            .joined()
        let ends = cursor >= range.upperBound || stream[cursor].isSymbol(",")
        expression = stream.text(start..<min(cursor, range.upperBound))
        type = names.count == 1 && ends && !stream[start].text.hasPrefix("$") ? fieldTypes[first] : nil
    }

    /// Gives the handler's action the new value as payload: the handler's `new` (or only) parameter
    /// reads `payload`, and the converted view sends that parameter, or the value itself when the
    /// handler takes none.
    func bind(to candidate: inout CandidateAction, block: Range<Int>, stream: TokenStream) {
        let parameters = Self.parameters(of: block, in: stream)
        let newValue = parameters.last.flatMap { $0 == "_" ? nil : $0 }
        let body = candidate.body
        let uses: (String) -> Bool = { name in
            body.contains { stream[$0].kind == .identifier && stream[$0].identifierName == name && !stream[$0 - 1].isSymbol(".") }
        }
        guard let type else {
            if let newValue, uses(newValue) {
                candidate.notes.append("review: uses the new value `\(newValue)` of `\(expression)`, whose type is unknown: add a payload")
            }
            return
        }
        candidate.payload = .single(type)
        if let newValue { candidate.payloadNames[newValue] = "payload" }
        candidate.arguments = [newValue ?? expression]
        if parameters.count == 2, parameters[0] != "_", uses(parameters[0]) {
            candidate.notes.append("review: the handler also reads the old value `\(parameters[0])`, which the action does not carry")
        }
    }

    /// `{ old, new in` → `["old", "new"]`, `{ _, new in` → `["_", "new"]`: wildcards kept, so the
    /// position says which is the new value.
    private static func parameters(of block: Range<Int>, in stream: TokenStream) -> [String] {
        let body = ClosureHead.body(of: block, in: stream)
        guard body.lowerBound != block.lowerBound else { return [] }
        return (block.lowerBound..<(body.lowerBound - 1)).compactMap { index in
            let token = stream[index]
            guard token.kind == .identifier, !stream[index - 1].isSymbol(":"), !stream[index - 1].isSymbol("->") else { return nil }
            return token.identifierName
        }
    }
}
