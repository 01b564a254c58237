/// The Swift type an initial value has, when it can be read off the literal without a compiler.
struct TypeInference {
    let stream: TokenStream

    /// `false` → `Bool`, `0` → `Int`, `""` → `String`, `0.5` → `Double`, `["a"]` → `[String]`,
    /// `Date()` → `Date`, `Set<Int>()` → `Set<Int>`; nil when unsure (`[]`, `nil`, `.idle`).
    /// `certain` is false for guesses a reviewer should check (`Order.sample` → `Order`).
    func infer(_ range: Range<Int>) -> (type: String, certain: Bool)? {
        guard !range.isEmpty else { return nil }
        var start = range.lowerBound
        if stream[start].isSymbol("-"), range.count == 2 { start += 1 }
        if start + 1 == range.upperBound, let type = literalType(start) { return (type, true) }
        let first = stream[range.lowerBound]
        if first.isSymbol("["), let close = stream.closing(range.lowerBound) {
            if close == range.upperBound - 1 {
                return collectionType((range.lowerBound + 1)..<close).map { ($0, true) }
            }
            // `[String]()`, `[String: Int]()`
            if stream[close + 1].isSymbol("("), stream.closing(close + 1) == range.upperBound - 1 {
                return (stream.text(range.lowerBound..<(close + 1)), true)
            }
        }
        if first.isSymbol("("), stream.closing(range.lowerBound) == range.upperBound - 1 {
            return tupleType((range.lowerBound + 1)..<(range.upperBound - 1)).map { ($0, true) }
        }
        guard first.kind == .identifier, first.text.first?.isUppercase == true else { return nil }
        // `Type(…)`, `Type<Generic>(…)`, `Type.member`, `Type.member(…)`, `Outer.Inner.member`.
        var cursor = range.lowerBound + 1
        if stream[cursor].isSymbol("<") { cursor = DeclarationScanner(stream: stream).skipAngles(from: cursor) }
        while stream[cursor].isSymbol("."), stream[cursor + 1].kind == .identifier,
            stream[cursor + 1].text.first?.isUppercase == true, cursor + 2 < range.upperBound
        {
            cursor += 2
            if stream[cursor].isSymbol("<") { cursor = DeclarationScanner(stream: stream).skipAngles(from: cursor) }
        }
        let typeText = stream.text(range.lowerBound..<cursor)
        if stream[cursor].isSymbol("("), stream.closing(cursor) == range.upperBound - 1 {
            return (Self.functionResults[typeText] ?? typeText, true)
        }
        if stream[cursor].isSymbol("."), stream[cursor + 1].kind == .identifier,
            stream[cursor + 1].text.first?.isLowercase == true
        {
            let afterMember = cursor + 2
            if afterMember == range.upperBound { return (typeText, false) }
            if stream[afterMember].isSymbol("("), stream.closing(afterMember) == range.upperBound - 1 {
                return (typeText, false)
            }
        }
        return nil
    }

    /// Foundation functions named like types: their call is a value of another type, not an object.
    static let functionResults: [String: String] = [
        "NSLocalizedString": "String", "NSHomeDirectory": "String", "NSTemporaryDirectory": "String",
        "NSUserName": "String", "NSFullUserName": "String", "NSStringFromClass": "String",
        "NSMakeRange": "NSRange", "NSMakePoint": "NSPoint", "NSMakeSize": "NSSize", "NSMakeRect": "NSRect",
    ]

    private func literalType(_ index: Int) -> String? {
        let token = stream[index]
        switch token.kind {
        case .integer: return "Int"
        case .float: return "Double"
        case .string: return token.isUnterminated ? nil : "String"
        case .keyword where token.text == "true" || token.text == "false": return "Bool"
        default: return nil
        }
    }

    /// `(x: 0, y: "a")` → `(x: Int, y: String)`; nil unless every element is a literal.
    private func tupleType(_ range: Range<Int>) -> String? {
        var parts: [String] = []
        for element in elements(range) {
            if element.count == 3, stream[element[0]].kind == .identifier, stream[element[1]].isSymbol(":"),
                let type = literalType(element[2])
            {
                parts.append("\(stream[element[0]].text): \(type)")
            } else if element.count == 1, let type = literalType(element[0]) {
                parts.append(type)
            } else {
                return nil
            }
        }
        return parts.count >= 2 ? "(" + parts.joined(separator: ", ") + ")" : nil
    }

    /// The token indices of each comma-separated element (bracket groups count as one token).
    private func elements(_ range: Range<Int>) -> [[Int]] {
        var elements: [[Int]] = [[]]
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            if stream[cursor].isSymbol(",") {
                elements.append([])
            } else {
                elements[elements.count - 1].append(cursor)
            }
            cursor = stream.skipGroup(cursor, limit: range.upperBound)
        }
        if elements.last?.isEmpty == true { elements.removeLast() }  // trailing comma
        return elements
    }

    /// `[1, 2]` → `[Int]`, `["a": 1]` → `[String: Int]`; nil for empty or mixed literals.
    private func collectionType(_ range: Range<Int>) -> String? {
        let elements = elements(range)
        guard !elements.isEmpty else { return nil }
        var keyTypes = Set<String>()
        var valueTypes = Set<String>()
        for element in elements {
            if element.count == 3, stream[element[1]].isSymbol(":") {
                guard let key = literalType(element[0]), let value = literalType(element[2]) else { return nil }
                keyTypes.insert(key)
                valueTypes.insert(value)
            } else if element.count == 1, let value = literalType(element[0]) {
                valueTypes.insert(value)
            } else {
                return nil
            }
        }
        guard valueTypes.count == 1, let value = valueTypes.first, keyTypes.count <= 1 else { return nil }
        if let key = keyTypes.first { return "[\(key): \(value)]" }
        return "[\(value)]"
    }
}
