/// A literal given to a field of a type it cannot be: `flag: Bool` set to `nil`, an `Int` field's default
/// `true`, a `String` expected to be `1`. Judged only where both sides are certain: the value is a bare
/// literal, and the type is standard or declared by the spec (a type from elsewhere may take any literal).
extension FeatureBuilder {
    func checkLiteralTypes() {
        let fields = Dictionary(feature.fields.map { ($0.name, $0.type.text) }, uniquingKeysWith: { first, _ in first })
        for field in feature.fields {
            if let value = field.defaultValue { checkLiteral(value, into: field.name, type: field.type.text, what: "default") }
        }
        for message in feature.actions + feature.results {
            if let condition = message.condition, let literal = Literal(condition.text), literal != .boolean {
                checker.error(
                    "`when` needs a condition (a `Bool`), not \(literal.description) `\(condition.text)`",
                    at: condition.location, notes: [.init("for example `when: \"!state.items.isEmpty\"`")])
            }
            for assignment in message.assignments ?? [] {
                guard let type = fields[assignment.field] else { continue }
                checkLiteral(assignment.value, into: assignment.field, type: type, what: "value")
            }
        }
        for example in feature.examples {
            for assignment in example.given + example.expect {
                guard let type = fields[assignment.field] else { continue }
                checkLiteral(assignment.value, into: assignment.field, type: type, what: "value")
            }
        }
    }

    private func checkLiteral(_ value: SwiftCode, into field: String, type: String, what: String) {
        let type = SwiftTypeText.normalized(type)
        guard isCertainType(type), let literal = Literal(value.text), !literal.fits(type) else { return }
        checker.error(
            "field `\(field)` is `\(type)`, so its \(what) cannot be \(literal.description) `\(value.text)`",
            at: value.location,
            notes: [.init(literal == .nil ? "make the field optional (`\(type)?`) or give a value" : "give a value of type `\(type)`")])
    }

    /// Whether every name in the normalized type is a standard type or one the spec declares.
    func isCertainType(_ type: String) -> Bool {
        let declared = Set(feature.models.map(\.name) + feature.enums.map(\.name))
        let names = type.split(whereSeparator: { "[]?:<>,!".contains($0) })
        return !names.isEmpty && names.allSatisfy { Self.standardTypes.contains(String($0)) || declared.contains(String($0)) }
    }

    static let standardTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "Bool", "String", "Character", "Substring", "Date", "UUID", "URL", "Data", "Decimal",
        "Optional", "Array", "Set", "Dictionary",
    ]
}

/// The kinds of bare literal whose type Swift infers from a short list.
private enum Literal: Equatable, CustomStringConvertible {
    case `nil`, boolean, integer, float, string

    init?(_ text: String) {
        let text = text.trimmingCharacters(in: .whitespaces)
        switch text {
        case "nil": self = .nil
        case "true", "false": self = .boolean
        default:
            let digits = text.hasPrefix("-") ? String(text.dropFirst()) : text
            if let first = digits.first, first.isASCII, first.isNumber,
                digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "_") })
            {
                self = .integer
            } else if digits.first?.isNumber == true, digits.contains("."),
                digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "_" || $0 == ".") })
            {
                self = .float
            } else if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.hasPrefix("\"\"\""),
                SwiftTokenizer.tokenize(text).filter({ $0.kind != .endOfFile }).count == 1
            {
                self = .string
            } else {
                return nil
            }
        }
    }

    var description: String {
        switch self {
        case .nil: "the literal"
        case .boolean: "the Boolean"
        case .integer: "the integer"
        case .float: "the number"
        case .string: "the string"
        }
    }

    /// Whether a literal of this kind can be a value of `type` (normalized).
    func fits(_ type: String) -> Bool {
        var base = type
        var optional = false
        while base.hasSuffix("?") || base.hasSuffix("!") {
            base.removeLast()
            optional = true
        }
        if base.hasPrefix("Optional<"), base.hasSuffix(">") {
            base = String(base.dropFirst(9).dropLast())
            optional = true
        }
        switch self {
        case .nil: return optional
        case .boolean: return base == "Bool"
        case .integer: return Self.numbers.contains(base) || base == "Decimal"
        case .float: return ["Double", "Float", "Decimal"].contains(base)
        case .string: return ["String", "Character", "Substring"].contains(base)
        }
    }

    private static let numbers: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
    ]
}
