/// Works out the value of a spec expression (a `set` value, an effect argument, a default) from the
/// values a generated test chose, so that the test can state the expected value literally: `payload`
/// is the sample it sent, `payload.name` that sample's name, `state.page + 1` is `4` when the test
/// started from page 3, `.loaded(payload)` is `.loaded([Item(…)])`.
///
/// It understands what spec values are made of in practice: literals, payload names and their model
/// fields, `state.field`, models and state enums built from those, array and dictionary literals,
/// `!`, `&&`, `||` on Bools, `+`, `-`, `*` on integers, `filter` and `map` with a one-expression closure,
/// comparisons and `isEmpty` / `count` / `first` / `last` where the literals make the answer certain
/// (`TestValue+Comparison`), and a few Foundation initializers whose result depends on their arguments
/// only (`Date(timeIntervalSince1970:)`, `URL(fileURLWithPath:)`, `Data(…)`, `UUID(uuid:)`, `Decimal(…)`).
/// Anything else (a function call, `Date()`, a comparison of values it cannot judge) gives nil: the
/// test then says so instead of restating the expression.
struct TestExpression {
    /// Payload names (`payload`, or each label) and their values.
    var names: [String: TestValue] = [:]
    /// The state the expression reads as `state.field`; nil when it may not read the state.
    var state: [String: TestValue]?
    let fixtures: Fixtures

    /// Initializers whose result is a function of their literal arguments.
    static let pureInitializers: Set<String> = ["Date", "URL", "Data", "UUID", "Decimal"]

    func evaluate(_ text: String) -> TestValue? {
        let tokens = SwiftTokenizer.tokenize(text).filter { $0.kind != .comment && $0.kind != .endOfFile }
        guard !tokens.isEmpty else { return nil }
        var parser = Parser(tokens: tokens, source: Array(text.utf8), context: self)
        guard let value = parser.expression(depth: 0), parser.atEnd else { return nil }
        return value
    }

    private struct Parser {
        let tokens: [SwiftToken]
        let source: [UInt8]
        let context: TestExpression
        var position = 0

        init(tokens: [SwiftToken], source: [UInt8], context: TestExpression) {
            self.tokens = tokens
            self.source = source
            self.context = context
        }

        var atEnd: Bool { position == tokens.count }
        private var current: SwiftToken? { position < tokens.count ? tokens[position] : nil }

        private mutating func consume(_ symbol: String) -> Bool {
            guard current?.isSymbol(symbol) == true else { return false }
            position += 1
            return true
        }

        // MARK: Operators, loosest first

        mutating func expression(depth: Int) -> TestValue? {
            guard depth < 32, let value = binary(level: 0, depth: depth) else { return nil }
            guard consume("?") else { return value }
            // `code == 200 ? a : b` with a known condition: the branch taken, the other one skipped
            // (it may be code the tests cannot work out, such as a closure).
            guard let condition = value.boolValue else { return nil }
            if condition {
                guard let chosen = expression(depth: depth + 1), consume(":") else { return nil }
                skipOperand()
                return chosen
            }
            skipOperand(stoppingAtColon: true)
            guard consume(":") else { return nil }
            return expression(depth: depth + 1)
        }

        /// Moves past one operand of `? :`: to its `:` (`stoppingAtColon`, the `:` of a nested
        /// ternary skipped with it), else to the end of the expression (a closing bracket or a comma
        /// of the code around it).
        private mutating func skipOperand(stoppingAtColon: Bool = false) {
            var brackets = 0
            var ternaries = 0
            while let token = current {
                if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("{") {
                    brackets += 1
                } else if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol("}") {
                    if brackets == 0 { return }
                    brackets -= 1
                } else if brackets == 0, token.isSymbol(",") {
                    return
                } else if brackets == 0, token.isSymbol("?") {
                    ternaries += 1
                } else if brackets == 0, token.isSymbol(":") {
                    if ternaries == 0, stoppingAtColon { return }
                    ternaries -= 1
                }
                position += 1
            }
        }

        private static let levels: [[String]] = [
            ["||"], ["&&"], ["==", "!=", "<", "<=", ">", ">="], ["??"], ["+", "-"], ["*"],
        ]

        private mutating func binary(level: Int, depth: Int) -> TestValue? {
            guard level < Self.levels.count else { return prefix(depth: depth) }
            guard var left = binary(level: level + 1, depth: depth) else { return nil }
            while let symbol = Self.levels[level].first(where: { current?.isSymbol($0) == true }) {
                position += 1
                guard let right = binary(level: level + 1, depth: depth), let value = Self.apply(symbol, left, right)
                else { return nil }
                left = value
            }
            return left
        }

        private static func apply(_ symbol: String, _ left: TestValue, _ right: TestValue) -> TestValue? {
            // `state.tags ?? []`: the value when there is one, else the default.
            if symbol == "??" { return left.text == "nil" ? right : left }
            if symbol == "==" || symbol == "!=" {
                return left.isEqual(to: right).map { .code(String($0 == (symbol == "=="))) }
            }
            if ["<", "<=", ">", ">="].contains(symbol) { return left.compare(symbol, right).map { .code(String($0)) } }
            if let a = left.boolValue, let b = right.boolValue {
                switch symbol {
                case "&&": return .code(String(a && b))
                case "||": return .code(String(a || b))
                default: return nil
                }
            }
            guard let a = left.intValue, let b = right.intValue else { return nil }
            let (result, overflow): (Int, Bool) =
                switch symbol {
                case "+": a.addingReportingOverflow(b)
                case "-": a.subtractingReportingOverflow(b)
                case "*": a.multipliedReportingOverflow(by: b)
                default: (0, true)
                }
            return overflow ? nil : .code(String(result))
        }

        private mutating func prefix(depth: Int) -> TestValue? {
            if consume("!") {
                guard let value = prefix(depth: depth + 1)?.boolValue else { return nil }
                return .code(String(!value))
            }
            if consume("-") {
                guard let value = prefix(depth: depth + 1)?.intValue else { return nil }
                return .code(String(-value))
            }
            return postfix(depth: depth)
        }

        /// `payload.name`: a model's field; `payload.source?.note`: nil when `source` is.
        private mutating func postfix(depth: Int) -> TestValue? {
            guard var value = primary(depth: depth) else { return nil }
            while current?.isSymbol(".") == true || isOptionalChaining {
                if consume("?"), value.text == "nil" {
                    // `?.` past a nil: the rest of the chain is nil too.
                    while current?.isSymbol(".") == true || isOptionalChaining {
                        position += current?.isSymbol("?") == true ? 2 : 1
                        guard current?.kind == .identifier else { return nil }
                        position += 1
                    }
                    return value
                }
                position += 1
                guard let name = current, name.kind == .identifier else { return nil }
                position += 1
                if ["filter", "map"].contains(name.identifierName), case .array(let elements) = value {
                    guard let results = closureResults(over: elements) else { return nil }
                    if name.identifierName == "map" {
                        value = .array(results)
                        continue
                    }
                    let keeps = results.compactMap(\.boolValue)
                    guard keeps.count == elements.count else { return nil }
                    value = .array(zip(elements, keeps).filter(\.1).map(\.0))
                    continue
                }
                guard let member = value.member(name.identifierName) ?? value.property(name.identifierName)
                else { return nil }
                value = member
            }
            return value
        }

        /// `{ $0.id != id }` or `({ note in … })` after `.filter` or `.map` on known elements: the value
        /// of the closure's one expression for each of them; nil when it is unknown for any of them.
        private mutating func closureResults(over elements: [TestValue]) -> [TestValue]? {
            let parenthesized = consume("(")
            guard current?.isSymbol("{") == true, let close = SwiftDeclarations.matching(position, in: tokens) else { return nil }
            var bodyStart = position + 1
            var parameter = "$0"
            if bodyStart + 1 < close, tokens[bodyStart].kind == .identifier, tokens[bodyStart + 1].text == "in" {
                parameter = tokens[bodyStart].identifierName
                bodyStart += 2
            }
            guard bodyStart < close else { return nil }
            let body = String(decoding: source[tokens[bodyStart].offset..<tokens[close - 1].end], as: UTF8.self)
            position = close + 1
            if parenthesized, !consume(")") { return nil }
            var results: [TestValue] = []
            for element in elements {
                var closure = context
                closure.names[parameter] = element
                guard let result = closure.evaluate(body) else { return nil }
                results.append(result)
            }
            return results
        }

        /// `?.` written without a space after the value: optional chaining, not a ternary's `?`.
        private var isOptionalChaining: Bool {
            guard let question = current, question.isSymbol("?"), position > 0, position + 1 < tokens.count
            else { return false }
            return tokens[position - 1].end == question.offset && tokens[position + 1].isSymbol(".")
                && tokens[position + 1].offset == question.end
        }

        // MARK: Values

        private mutating func primary(depth: Int) -> TestValue? {
            guard let token = current else { return nil }
            switch token.kind {
            case .integer, .float:
                position += 1
                return .code(token.text)
            case .string:
                position += 1
                // Interpolation would compute text at run time.
                return token.text.contains("\\(") || token.isUnterminated ? nil : .code(token.text)
            case .keyword where ["true", "false", "nil"].contains(token.text):
                position += 1
                return .code(token.text)
            case .identifier:
                return named(token, depth: depth)
            case .punctuation where token.text == ".":
                // `.loading`, `.loaded(payload)`: a case of the type the context expects.
                position += 1
                guard let name = current, name.kind == .identifier || name.kind == .keyword else { return nil }
                position += 1
                guard let values = arguments(depth: depth) else { return nil }
                return .enumCase(type: nil, name: name.identifierName, values)
            case .punctuation where token.text == "(":
                position += 1
                guard let value = expression(depth: depth + 1) else { return nil }
                if consume(")") { return value }
                // A tuple of literals, as in `UUID(uuid: (0, …, 1))`: kept as written.
                let start = token.offset
                while consume(",") {
                    guard expression(depth: depth + 1) != nil else { return nil }
                }
                guard let close = current, consume(")") else { return nil }
                return .code(String(decoding: source[start..<close.end], as: UTF8.self))
            case .punctuation where token.text == "[":
                return collection(depth: depth)
            default:
                return nil
            }
        }

        private mutating func named(_ token: SwiftToken, depth: Int) -> TestValue? {
            let name = token.identifierName
            position += 1
            if name == "state", context.state != nil, current?.isSymbol(".") == true {
                position += 1
                guard let field = current, field.kind == .identifier || field.kind == .keyword,
                    let value = context.state?[field.identifierName]
                else { return nil }
                position += 1
                return value
            }
            if let value = context.names[name] { return value }
            if let model = context.fixtures.models[name] {
                guard let arguments = arguments(depth: depth),
                    arguments.map(\.label) == model.fields.map(\.name)
                else { return nil }
                return .model(name, arguments.map { .init(name: $0.label ?? "", value: $0.value) })
            }
            if context.fixtures.enums[name] != nil, consume(".") {
                guard let member = current, member.kind == .identifier || member.kind == .keyword else { return nil }
                position += 1
                guard let values = arguments(depth: depth) else { return nil }
                return .enumCase(type: name, name: member.identifierName, values)
            }
            if TestExpression.pureInitializers.contains(name), current?.isSymbol("(") == true {
                // `Date()` and `UUID()` give a new value each time; `Data()` and `Decimal()` do not.
                guard let values = arguments(depth: depth), !values.isEmpty || ["Data", "Decimal"].contains(name)
                else { return nil }
                return .code(String(decoding: source[token.offset..<tokens[position - 1].end], as: UTF8.self))
            }
            return nil
        }

        /// `(a, b)` or `(label: a)` after a name; an empty list when no `(` follows.
        private mutating func arguments(depth: Int) -> [TestValue.Argument]? {
            guard consume("(") else { return [] }
            var result: [TestValue.Argument] = []
            if consume(")") { return result }
            repeat {
                var label: String?
                if let name = current, name.kind == .identifier || name.kind == .keyword,
                    position + 1 < tokens.count, tokens[position + 1].isSymbol(":")
                {
                    label = name.identifierName
                    position += 2
                }
                guard let value = expression(depth: depth + 1) else { return nil }
                result.append(.init(label: label, value: value))
            } while consume(",")
            return consume(")") ? result : nil
        }

        /// `[]`, `[a, b]`, `[:]`, `[k: v]`.
        private mutating func collection(depth: Int) -> TestValue? {
            position += 1
            if consume("]") { return .array([]) }
            if consume(":") { return consume("]") ? .dictionary([]) : nil }
            var elements: [TestValue] = []
            var entries: [TestValue.Entry] = []
            repeat {
                if current?.isSymbol("]") == true { break }  // a trailing comma
                guard let first = expression(depth: depth + 1) else { return nil }
                if consume(":") {
                    guard elements.isEmpty, let value = expression(depth: depth + 1) else { return nil }
                    entries.append(.init(key: first, value: value))
                } else {
                    guard entries.isEmpty else { return nil }
                    elements.append(first)
                }
            } while consume(",")
            guard consume("]") else { return nil }
            return entries.isEmpty ? .array(elements) : .dictionary(entries)
        }
    }
}
