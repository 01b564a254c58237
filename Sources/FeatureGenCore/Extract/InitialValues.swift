/// Where a `@State` property gets its starting value when the declaration has no `= value`:
/// `@State(initialValue: 5)`, or an `init` that assigns `_name = State(initialValue: x)`.
struct InitialValues {
    let stream: TokenStream
    let initializers: [Range<Int>]

    /// The value tokens and where they were written.
    struct Found {
        var range: Range<Int>
        var source: InitialValueSource
        /// The `init` statement, for review comments.
        var statement: Range<Int>?
    }

    func initialValue(of property: PropertyDeclaration) -> Found? {
        if let value = property.defaultValue { return Found(range: value, source: .declaration) }
        if let attribute = property.attributes.first(where: { $0.name == "State" }), let arguments = attribute.arguments,
            let value = labelledValue(arguments)
        {
            return Found(range: value, source: .attribute)
        }
        for body in initializers {
            if let found = assignment(to: property.name, in: body) { return found }
        }
        return nil
    }

    /// `initialValue: x` / `wrappedValue: x` → the tokens of `x`.
    private func labelledValue(_ arguments: Range<Int>) -> Range<Int>? {
        let label = stream[arguments.lowerBound].text
        guard label == "initialValue" || label == "wrappedValue", stream[arguments.lowerBound + 1].isSymbol(":"),
            arguments.lowerBound + 2 < arguments.upperBound
        else { return nil }
        return (arguments.lowerBound + 2)..<arguments.upperBound
    }

    /// `[self.]_name = State(initialValue: x)`, `State<T>(wrappedValue: x)`, `.init(initialValue: x)`
    /// among the top-level statements of an `init` body.
    private func assignment(to name: String, in body: Range<Int>) -> Found? {
        var cursor = body.lowerBound
        while cursor < body.upperBound {
            let start = cursor
            var index = cursor
            if stream[index].isKeyword("self"), stream[index + 1].isSymbol(".") { index += 2 }
            if stream[index].kind == .identifier, stream[index].identifierName == "_" + name,
                stream[index + 1].isSymbol("="), let value = wrappedValue(from: index + 2, limit: body.upperBound)
            {
                return Found(range: value.range, source: .initializer, statement: start..<value.end)
            }
            cursor = stream.skipGroup(cursor, limit: body.upperBound)
        }
        return nil
    }

    /// `State(initialValue: x)` starting at `index`: the range of `x` and the index after `)`.
    private func wrappedValue(from index: Int, limit: Int) -> (range: Range<Int>, end: Int)? {
        var cursor = index
        if stream[cursor].text == "State" {
            cursor += 1
            if stream[cursor].isSymbol("<") { cursor = DeclarationScanner(stream: stream).skipAngles(from: cursor) }
            if stream[cursor].isSymbol("."), stream[cursor + 1].isKeyword("init") { cursor += 2 }
        } else if stream[cursor].isSymbol("."), stream[cursor + 1].isKeyword("init") {
            cursor += 2
        } else {
            return nil
        }
        guard stream[cursor].isSymbol("("), let close = stream.closing(cursor), close < limit,
            let value = labelledValue((cursor + 1)..<close)
        else { return nil }
        return (value, close + 1)
    }

    /// Whether a value reads nothing but literals, types and their static members: no parameter of the
    /// `init`, no property, no `self` (`0`, `.idle`, `Filter.all`, `[]`, `Date.distantPast`).
    func isConstant(_ range: Range<Int>) -> Bool {
        for index in range {
            let token = stream[index]
            switch token.kind {
            case .keyword:
                if !["true", "false", "nil"].contains(token.text) { return false }
            case .identifier:
                let previous = index > range.lowerBound ? stream[index - 1] : nil
                if previous?.isSymbol(".") == true || stream[index + 1].isSymbol(":") { continue }
                if token.identifierName.first?.isUppercase != true { return false }
            case .string:
                if !SwiftTokenizer.interpolationRanges(of: token).isEmpty { return false }
            case .punctuation where token.text == "{" || token.text == "\\":
                return false
            default:
                continue
            }
        }
        return true
    }
}

/// Where the starting value of a state field was written in the prototype.
public enum InitialValueSource: String, Sendable, Codable {
    /// `@State var count = 0`
    case declaration
    /// `@State(initialValue: 0) var count: Int`
    case attribute
    /// `init(…) { _count = State(initialValue: start) }`
    case initializer
}
