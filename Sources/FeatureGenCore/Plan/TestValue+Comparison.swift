/// What a `when:` condition needs from a test's values: whether two of them are equal, their order,
/// and `isEmpty` / `count`, worked out only where the answer is certain from the text (two different
/// enum cases differ; `1.0` and `1` are not judged). Anything uncertain is nil, so a test that cannot
/// know whether its start state passes a condition is not written.
extension TestValue {
    /// Whether the two values are equal; nil when the text cannot tell.
    func isEqual(to other: TestValue) -> Bool? {
        switch (self, other) {
        case (.code("nil"), .code("nil")):
            return true
        case (.code("nil"), .model), (.model, .code("nil")), (.code("nil"), .enumCase), (.enumCase, .code("nil")),
            (.code("nil"), .array), (.array, .code("nil")):
            return false
        case (.enumCase(_, let name, let values), .enumCase(_, let otherName, let otherValues)):
            guard name == otherName else { return false }
            guard values.map(\.label) == otherValues.map(\.label) else { return nil }
            return Self.allEqual(values.map(\.value), otherValues.map(\.value))
        case (.model(let type, let members), .model(let otherType, let otherMembers)):
            guard type == otherType, members.map(\.name) == otherMembers.map(\.name) else { return nil }
            return Self.allEqual(members.map(\.value), otherMembers.map(\.value))
        case (.array(let elements), .array(let otherElements)):
            return Self.allEqual(elements, otherElements)
        case (.code("nil"), let value), (let value, .code("nil")):
            // A string, number or Bool literal is a value, never `nil`.
            return value.isPlainLiteral ? false : nil
        default:
            if let a = intValue, let b = other.intValue { return a == b }
            if let a = boolValue, let b = other.boolValue { return a == b }
            if let a = plainString, let b = other.plainString { return a == b }
            return nil
        }
    }

    private var isPlainLiteral: Bool {
        intValue != nil || boolValue != nil || plainString != nil
    }

    /// `<`, `<=`, `>`, `>=` on integers and plain strings.
    func compare(_ symbol: String, _ other: TestValue) -> Bool? {
        if let a = intValue, let b = other.intValue { return Self.order(symbol, a, b) }
        if let a = plainString, let b = other.plainString { return Self.order(symbol, a, b) }
        return nil
    }

    /// `isEmpty` and `count` of an array, a dictionary or a plain string literal; `first` and `last`
    /// of an array.
    func property(_ name: String) -> TestValue? {
        // A list's `first` and `last`: the element, or nil (`?.` then stops the chain).
        if case .array(let elements) = self, name == "first" || name == "last" {
            return (name == "first" ? elements.first : elements.last) ?? .code("nil")
        }
        let count: Int
        switch self {
        case .array(let elements): count = elements.count
        case .dictionary(let entries): count = entries.count
        default:
            guard let text = plainString else { return nil }
            count = text.count
        }
        switch name {
        case "isEmpty": return .code(String(count == 0))
        case "count": return .code(String(count))
        default: return nil
        }
    }

    /// The characters of a one-line string literal without escapes or interpolation.
    private var plainString: String? {
        guard case .code(let text) = self, text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""),
            !text.hasPrefix("\"\"\""), !text.contains("\\")
        else { return nil }
        return String(text.dropFirst().dropLast())
    }

    /// True when every pair is equal, false when a pair differs or the counts do, nil when unsure.
    private static func allEqual(_ values: [TestValue], _ others: [TestValue]) -> Bool? {
        guard values.count == others.count else { return false }
        var result: Bool? = true
        for (value, other) in zip(values, others) {
            switch value.isEqual(to: other) {
            case false?: return false
            case nil: result = nil
            case true?: break
            }
        }
        return result
    }

    private static func order<T: Comparable>(_ symbol: String, _ a: T, _ b: T) -> Bool? {
        switch symbol {
        case "<": a < b
        case "<=": a <= b
        case ">": a > b
        case ">=": a >= b
        default: nil
        }
    }
}
