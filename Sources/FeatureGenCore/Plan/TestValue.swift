/// A value a generated test writes, kept as structure so that a test can name a part of it literally:
/// for `payload.name`, with `User(id: 2, name: "name 3", bio: "bio 4")` sent, the test writes `"name 3"`.
/// Every value is written where Swift knows its type (an assignment, an argument, an array element),
/// so enum cases keep their short form (`.loading`).
indirect enum TestValue: Equatable, Sendable {
    /// Swift text that is complete in itself: a literal, a fixture, a value copied from the spec.
    case code(String)
    /// `User(id: 2, name: "name 3")`: a model of a feature, built with its memberwise initializer.
    case model(String, [Member])
    /// `.loaded([…])`, `.deleted(id: 2)`. `type` is nil when the case was written without one
    /// (`.success(1)`).
    case enumCase(type: String?, name: String, [Argument])
    /// `[a, b]`
    case array([TestValue])
    /// `[key: value]`
    case dictionary([Entry])
    /// An `Error` kept in `Equatable` state: `EquatableError(TestError("Offline"))`, the error the
    /// generated tests make a mock throw, with this description.
    case error(String)

    struct Member: Equatable, Sendable {
        /// The field name, unescaped.
        var name: String
        var value: TestValue
    }

    /// A value of an enum case, with its label if it has one.
    struct Argument: Equatable, Sendable {
        var label: String?
        var value: TestValue
    }

    struct Entry: Equatable, Sendable {
        var key: TestValue
        var value: TestValue
    }

    /// The value as Swift source.
    var text: String {
        switch self {
        case .code(let text):
            return text
        case .model(let type, let members):
            let arguments = members.map { "\(SwiftNames.argumentLabel($0.name)): \($0.value.text)" }
            return "\(type)(\(arguments.joined(separator: ", ")))"
        case .enumCase(let type, let name, let values):
            // `.none` and `.some` in an optional context would name `Optional`'s cases.
            let prefix = (name == "none" || name == "some") ? (type ?? "") : ""
            let base = "\(prefix).\(SwiftNames.escaped(name))"
            return values.isEmpty ? base : "\(base)(\(SwiftNames.argumentList(values.map { ($0.label, $0.value.text) })))"
        case .array(let elements):
            return "[\(elements.map(\.text).joined(separator: ", "))]"
        case .dictionary(let entries):
            return entries.isEmpty ? "[:]" : "[\(entries.map { "\($0.key.text): \($0.value.text)" }.joined(separator: ", "))]"
        case .error(let description):
            return "\(SwiftTypeText.equatableError)(TestError(\(SwiftLiteral.string(description))))"
        }
    }

    /// Whether the value is `nil` or holds one (a model's field, an element).
    var containsNil: Bool {
        switch self {
        case .code(let text): return text == "nil"
        case .model(_, let members): return members.contains { $0.value.containsNil }
        case .enumCase(_, _, let values): return values.contains { $0.value.containsNil }
        case .array(let values): return values.contains(where: \.containsNil)
        case .dictionary(let entries): return entries.contains { $0.key.containsNil || $0.value.containsNil }
        case .error: return false
        }
    }

    /// A model's field, for `payload.name`; nil for other values.
    func member(_ name: String) -> TestValue? {
        guard case .model(_, let members) = self else { return nil }
        return members.first { $0.name == name }?.value
    }

    /// `true` / `false` when the value is a Bool literal.
    var boolValue: Bool? {
        switch self {
        case .code("true"): true
        case .code("false"): false
        default: nil
        }
    }

    /// The value of an integer literal (`3`, `-1`, `1_000`).
    var intValue: Int? {
        guard case .code(let text) = self else { return nil }
        return Int(text.replacing("_", with: ""))
    }
}

/// Swift literals for text featuregen writes into generated code.
enum SwiftOperand {
    /// `text` as the right operand of `==`: in parentheses when an operator that binds as loosely
    /// as `==` or looser (a comparison, `&&`, `||`, `? :`) stands outside its brackets, so that
    /// `==` does not take part of it. `[6] + [3]` needs none.
    static func parenthesized(_ text: String) -> String {
        hasLooseOperator(text) ? "(\(text))" : text
    }

    /// `text` as an operand of a binary operator: in parentheses unless it is a single operand.
    static func operand(_ text: String) -> String {
        isSingleOperand(text) ? text : "(\(text))"
    }

    /// `1`, `step`, `items.count`, `f(a, b)`: no space outside brackets and string literals, so no
    /// binary operator that a `+` or `-` before it could split.
    static func isSingleOperand(_ text: String) -> Bool {
        let characters = Array(text)
        let outside = outsideBrackets(characters)
        return !characters.indices.contains { outside[$0] && characters[$0] == " " }
    }

    private static let loose: Set<String> = ["==", "!=", "<", "<=", ">", ">=", "===", "!==", "~=", "&&", "||", "?"]

    /// Such an operator, with a space on each side, outside brackets, braces and string literals.
    static func hasLooseOperator(_ text: String) -> Bool {
        let characters = Array(text)
        let outside = outsideBrackets(characters)
        var index = 1
        while index < characters.count {
            guard outside[index], characters[index - 1] == " ", "=!<>&|?~".contains(characters[index]) else {
                index += 1
                continue
            }
            var end = index
            while end < characters.count, "=!<>+-*/%&|?^~.".contains(characters[end]) { end += 1 }
            if end < characters.count, characters[end] == " ", loose.contains(String(characters[index..<end])) {
                return true
            }
            index = end
        }
        return false
    }

    /// For each character, whether it stands outside brackets, braces and string literals (the
    /// brackets and quotes themselves count as inside).
    private static func outsideBrackets(_ characters: [Character]) -> [Bool] {
        var outside = [Bool](repeating: false, count: characters.count)
        var depth = 0
        var inString = false
        var escaped = false
        for (index, character) in characters.enumerated() {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if "([{".contains(character) {
                depth += 1
            } else if ")]}".contains(character) {
                depth -= 1
            } else {
                outside[index] = depth == 0
            }
        }
        return outside
    }
}

enum SwiftLiteral {
    /// `Offline` → `"Offline"`; quotes, backslashes and control characters escaped, so the literal is
    /// one line and interpolates nothing.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.generalCategory == .lineSeparator
                    || scalar.properties.generalCategory == .paragraphSeparator
                {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
