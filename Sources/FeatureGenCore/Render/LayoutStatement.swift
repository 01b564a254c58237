/// One statement's tokens, with the ways `SwiftLayout` can break it: each layout returns the
/// statement's lines, or nil where it does not apply; `SwiftLayout.lines` picks among them.
struct LayoutStatement {
    let text: String
    let tokens: [SwiftToken]
    /// Commas that followed the statement (it is an item of a list); they end the last line.
    let trailing: String
    let continued: Bool
    /// The statement's block may start further right: its lines move with it.
    let movesBlock: Bool
    /// `text` as UTF-8: token offsets are byte offsets.
    let bytes: [UInt8]
    var width: Int { SwiftLayout.width }

    init(text: String, tokens: [SwiftToken], trailing: String, continued: Bool, movesBlock: Bool) {
        self.text = text
        self.tokens = tokens
        self.trailing = trailing
        self.continued = continued
        self.movesBlock = movesBlock
        bytes = Array(text.utf8)
    }

    /// A bracketed list at the top level of the statement: its brackets and its items.
    struct Group {
        var open: SwiftToken
        var close: SwiftToken
        var items: [Range<Int>]
    }

    func slice(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self).trimmingSpaces
    }

    /// The top-level groups of `( )`, `[ ]` and `{ }`, in order; nil when the brackets do not balance
    /// on this line (a template broke the statement already), except for a body's `{` at the end.
    var groups: [Group]? {
        var stack: [(open: SwiftToken, commas: [Int])] = []
        var groups: [Group] = []
        var generics = 0
        for token in tokens {
            // `Result<[Item], any Error>`: a generic argument list is never broken.
            if isGenericOpen(token) { generics += 1 }
            if token.isSymbol(">"), generics > 0 { generics -= 1 }
            if generics > 0 { continue }
            if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("{") {
                stack.append((token, []))
            } else if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol("}") {
                guard let open = stack.popLast() else { return nil }
                guard stack.isEmpty else { continue }
                let bounds = [open.open.end] + open.commas
                var items = bounds.enumerated().map { position, lower in
                    (position == 0 ? lower : lower + 1)..<(position + 1 < bounds.count ? bounds[position + 1] : token.offset)
                }
                // `()` and `[]` have no items; `[:]` is one; `private(set)` and a type (`[Item]`,
                // `[String: Item]`) are not lists.
                if items.count == 1,
                    open.open.end == token.offset || ["set", ":"].contains(slice(items[0]))
                        || (open.open.isSymbol("[") && isType(slice(items[0])))
                {
                    items = []
                }
                groups.append(Group(open: open.open, close: token, items: items))
            } else if token.isSymbol(","), !stack.isEmpty, !stack[stack.count - 1].open.isSymbol("{") {
                stack[stack.count - 1].commas.append(token.offset)
            }
        }
        // A closure or body opening at the end (`{`, `{ dispatch in`) is fine; any other open bracket is not.
        guard stack.isEmpty || (stack.count == 1 && stack[0].open.isSymbol("{")) else { return nil }
        return groups
    }

    /// `Item`, `T.Row`, `String: Item?`: a type's name, not a value (a value starts in lowercase or `.`).
    func isType(_ text: String) -> Bool {
        let name = text.hasPrefix("any ") || text.hasPrefix("some ") ? String(text.drop { $0 != " " }.dropFirst()) : text
        guard let first = name.first, first.isUppercase else { return false }
        return !text.contains("(") && !text.contains("\"")
    }

    /// `<` right after a name (`Result<`): generic arguments follow.
    func isGenericOpen(_ token: SwiftToken) -> Bool {
        guard token.kind == .operator, token.text == "<", token.offset > 0 else { return false }
        let before = bytes[token.offset - 1]
        return before != UInt8(ascii: " ") && token.end < bytes.count && bytes[token.end] != UInt8(ascii: " ")
    }

    /// Whether a `{` opened on this line is still open at its end.
    var openBraceAtEnd: Bool {
        var depth = 0
        for token in tokens {
            if token.isSymbol("{") { depth += 1 }
            if token.isSymbol("}") { depth -= 1 }
        }
        return depth > 0
    }

    /// Tokens outside every bracket (the brackets of the top-level groups included).
    var topLevel: [SwiftToken] {
        var depth = 0
        var result: [SwiftToken] = []
        for token in tokens {
            if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol("}") { depth -= 1 }
            if depth == 0 { result.append(token) }
            if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("{") { depth += 1 }
        }
        return result
    }

    /// Infix operators by precedence, lowest first (`as` is a cast: `x as? T`).
    static let operatorClasses: [Set<String>] = [
        ["||"], ["&&"], ["==", "!=", "<", ">", "<=", ">=", "===", "!=="], ["??"], ["as"], ["+", "-"], ["*", "/", "%"],
    ]

    /// Top-level infix operators (a space on each side: `a == b`, not `-1` or `a.b`).
    var infixOperators: [SwiftToken] {
        topLevel.filter { token in
            (token.kind == .operator || token.isKeyword("as")) && token.offset > 0 && token.end < bytes.count
                && bytes[token.offset - 1] == UInt8(ascii: " ")
                && (bytes[token.end] == UInt8(ascii: " ") || token.isKeyword("as"))
                && Self.operatorClasses.contains { $0.contains(token.text) }
        }
    }

    // MARK: Layouts, each nil when it does not apply

    /// The list that ends the statement, broken after its opening bracket.
    func endingGroup(_ indent: Int) -> [String]? {
        guard let group = groups?.last, !group.open.isSymbol("{"), group.close.end == bytes.count, !group.items.isEmpty,
            !topLevel.contains(where: { $0.isSymbol("->") }),  // `func f(…) -> [Item]` breaks its parameters
            conditional == nil
        else { return nil }
        // After an operator, only an array literal (`calls == [` / items / `]`); a call there
        // (`a + b * Double(`) would need the operator's own indentation.
        // An assignment of such a value breaks after ` = ` first (`a =` / `  [x] + [y]`).
        let operators = infixOperators
        if let last = operators.last {
            guard group.open.isSymbol("["), slice(last.end..<group.open.offset).isEmpty,
                !topLevel.contains(where: { $0.isSymbol("=") })
            else { return nil }
        }
        return broken(group, indent: indent, hugging: true)
    }

    /// The first list with items, broken, and what follows it after the closing bracket.
    func firstGroup(_ indent: Int) -> [String]? {
        guard infixOperators.isEmpty, conditional == nil,
            let group = groups?.first(where: { !$0.open.isSymbol("{") && !$0.items.isEmpty })
        else { return nil }
        return broken(group, indent: indent, hugging: false)
    }

    /// `lhs =` / `  value`, the value laid out again.
    func assignment(_ indent: Int) -> [String]? {
        // `label: Type? = nil` is a parameter with a default value: `label:` / `  Type? = nil`.
        guard let equals = topLevel.first(where: { $0.isSymbol("=") }), !(tokens.count > 1 && tokens[1].isSymbol(":")),
            !(isControl && text.hasSuffix(" {"))
        else { return nil }
        let left = slice(0..<equals.offset) + " ="
        let value = slice(equals.end..<bytes.count) + trailing
        // `x = { a, b in`: the closure's body follows on the next lines, so `{` stays here, unless
        // the block may move: then `x =` / `  {` / `    a, b in`, as `swift format` writes it.
        if value.hasPrefix("{"), openBraceAtEnd {
            guard movesBlock else { return nil }
            if SwiftLayout.columns(left, indent: indent) <= width {
                // Already continued (`receiver` / `  .member =`): `{` adds no indentation.
                let extra = continued ? "" : "  "
                let parameters = String(value.dropFirst().drop { $0 == " " })
                return [left, extra + "{"]
                    + (parameters.isEmpty ? [] : packed(parameters, indent: indent + extra.count).map { extra + $0 })
            }
        }
        // `x = y.map {` / `  body` / `}`: a closure that ends the value keeps its head after ` = ` when
        // that fits (the closure layout), as `swift format` writes it.
        if let last = groups?.last, last.open.isSymbol("{"), last.close.end == bytes.count, !value.hasPrefix("{"),
            SwiftLayout.columns(slice(0..<last.open.end), indent: indent) <= width
        {
            return nil
        }
        if SwiftLayout.columns(left, indent: indent) <= width {
            // In a value already continued (`label:` / `  any Type =` / `  Default()`), no more indentation.
            let extra = continued ? "" : "  "
            return [left] + SwiftLayout.lines(value, indent: indent + extra.count, continued: true).map { extra + $0 }
        }
        // `state.order` / `  .items = value`.
        if let dot = topLevel.last(where: { $0.isSymbol(".") && $0.offset > 0 && $0.offset < equals.offset }),
            bytes[dot.offset - 1] != UInt8(ascii: " "), !topLevel.contains(where: { $0.isSymbol(":") && $0.offset < equals.offset })
        {
            let rest = slice(dot.offset..<bytes.count) + trailing
            return [slice(0..<dot.offset)]
                + SwiftLayout.lines(rest, indent: indent + 2, continued: true, movesBlock: movesBlock).map { "  " + $0 }
        }
        // `var name:` / `  Type =` / `    value`.
        guard let colon = topLevel.first(where: { $0.isSymbol(":") && $0.offset < equals.offset }) else { return nil }
        return [slice(0..<colon.end), "  " + slice(colon.end..<equals.offset) + " ="]
            + SwiftLayout.lines(value, indent: indent + 4, continued: true).map { "    " + $0 }
    }

    /// `label:` / `  value`, for an argument whose value does not fit after its label; likewise
    /// `let name:` / `  Type`.
    func label(_ indent: Int) -> [String]? {
        guard let colon = labelColon, colon.end < bytes.count, !slice(colon.end..<bytes.count).hasPrefix("{") else {
            return nil
        }
        var value = slice(colon.end..<bytes.count) + trailing
        let head = slice(0..<colon.end)
        // A computed property (`var client: Client {`): its type on the next line, `{` alone.
        var body: [String] = []
        if isDeclaration, value.hasSuffix(" {") {
            value = String(value.dropLast(2))
            body = ["{"]
        }
        // `@ObservationIgnored private(set)` / `  var name: Type` when the name does not fit after them.
        if SwiftLayout.columns(head, indent: indent) > width,
            let declaration = tokens.first(where: { $0.isKeyword("var") || $0.isKeyword("let") }), declaration.offset > 0
        {
            let rest = slice(declaration.offset..<bytes.count) + trailing
            return [slice(0..<declaration.offset)] + SwiftLayout.lines(rest, indent: indent + 2).map { "  " + $0 }
        }
        return [head] + SwiftLayout.lines(value, indent: indent + 2, continued: true).map { "  " + $0 } + body
    }

    /// The `:` after `label` or `let name` (with attributes and modifiers) that starts the statement.
    var labelColon: SwiftToken? {
        let top = topLevel
        guard let colon = top.firstIndex(where: { $0.isSymbol(":") }), colon > 0, top[colon - 1].kind == .identifier,
            !top[..<colon].contains(where: { $0.isSymbol("=") || $0.isKeyword("case") || $0.isKeyword("func") })
        else { return nil }
        // `label:`, `_ name:`, `for name:`.
        let isLabel = colon <= 2 && top[..<colon].allSatisfy { $0.kind == .identifier || $0.kind == .keyword }
        let isDeclaration = top[..<colon].contains { $0.isKeyword("var") || $0.isKeyword("let") }
        return isLabel || isDeclaration ? top[colon] : nil
    }

    /// `if`, `guard`, `while` or `for` whose condition does not fit: the condition laid out alone,
    /// and `{` (or `else {`) on a line of its own.
    var isControl: Bool {
        guard let first = tokens.first else { return false }
        return first.kind == .keyword && ["if", "guard", "while", "for"].contains(first.text)
    }

    /// A declaration that opens its body (`var client: Client {`, `func name() async {`).
    var isDeclaration: Bool {
        let kinds: Set<String> = ["func", "var", "init", "struct", "class", "enum", "extension", "protocol", "actor"]
        return topLevel.contains { $0.kind == .keyword && kinds.contains($0.text) } && !text.contains("= {")
    }

    func control(_ indent: Int) -> [String]? {
        guard isControl || isDeclaration, text.hasSuffix(" {") else { return nil }
        let suffix = text.hasSuffix(" else {") ? " else {" : " {"
        let condition = String(text.dropLast(suffix.count))
        // The condition fits alone: only `{` moves (`if let order = state.order` / `{`).
        if SwiftLayout.columns(condition, indent: indent) <= width { return [condition, String(suffix.dropFirst())] }
        guard isControl else { return nil }
        var lines = SwiftLayout.lines(condition, indent: indent)
        guard lines.count > 1 else { return nil }
        // `for x in call(` / `  arguments` / `) {`: a sequence broken inside its call keeps `{` on `)`.
        if text.hasPrefix("for "), let last = lines.last, last.hasPrefix(")") {
            lines[lines.count - 1] = last + suffix
            return lines
        }
        return lines + [String(suffix.dropFirst())]
    }

    /// `head {` / `  body` / `}`: a closure that ends the statement, its body on lines of its own; for a
    /// closure whose body follows on the next lines, `head {` / `  parameters in`.
    func closure(_ indent: Int) -> [String]? {
        if let open = topLevel.last, open.isSymbol("{"), groups?.last.map({ $0.close.offset < open.offset }) ?? true,
            text.hasSuffix(" in"), open.end < bytes.count
        {
            return [slice(0..<open.end)] + packed(slice(open.end..<bytes.count) + trailing, indent: indent + 2)
        }
        guard let group = groups?.last, group.open.isSymbol("{"), group.close.end == bytes.count else { return nil }
        var open = group.open.end
        // `{ value in`: the parameters stay on the first line.
        if let inKeyword = tokens.first(where: { $0.offset > open && $0.offset < group.close.offset && $0.isKeyword("in") }),
            !tokens.contains(where: { $0.offset > open && $0.offset < inKeyword.offset && ($0.isSymbol("{") || $0.isSymbol("(")) })
        {
            open = inKeyword.end
        }
        let body = slice(open..<group.close.offset)
        var head = [slice(0..<open)]
        // `Task { [action = props.action] in` too long: the parameters on lines of their own.
        if open != group.open.end, SwiftLayout.columns(head[0], indent: indent) > width {
            head = [slice(0..<group.open.end)] + packed(slice(group.open.end..<open), indent: indent + 2)
        }
        guard !body.isEmpty else { return open == group.open.end ? nil : head + ["}" + trailing] }
        return head + SwiftLayout.lines(body, indent: indent + 2).map { "  " + $0 } + ["}" + trailing]
    }

    /// `a, b, c in` at `indent` + 2, as many parameters a line as fit.
    private func packed(_ parameters: String, indent statementIndent: Int) -> [String] {
        let indent = statementIndent + 2
        var lines: [String] = []
        var words = parameters.components(separatedBy: ", ")
        let endsWithIn = words.last?.hasSuffix(" in") ?? false
        if endsWithIn { words[words.count - 1].removeLast(3) }
        for word in words {
            if let last = lines.last, SwiftLayout.columns(last + ", " + word, indent: indent) <= width {
                lines[lines.count - 1] = last + ", " + word
            } else {
                if !lines.isEmpty { lines[lines.count - 1] += "," }
                lines.append(word)
            }
        }
        // `in` ends the last line when it fits there, else stands alone.
        if endsWithIn, let last = lines.last {
            if SwiftLayout.columns(last + " in", indent: indent) <= width { lines[lines.count - 1] = last + " in" } else { lines.append("in") }
        }
        return lines.map { "  " + $0 }
    }

    /// `receiver` / `  .method(…)`: a call whose head alone does not fit breaks before its name; a
    /// member chain (`state.order` / `  .items`) before its last member.
    func member(_ indent: Int) -> [String]? {
        guard infixOperators.isEmpty, conditional == nil,
            !topLevel.contains(where: { $0.isSymbol("=") || $0.isSymbol(":") })
        else { return nil }
        let end = groups?.last.flatMap { $0.close.end == bytes.count && !$0.open.isSymbol("{") ? $0.open.offset : nil }
        guard let dot = topLevel.last(where: { $0.isSymbol(".") && $0.offset > 0 && $0.offset < (end ?? bytes.count) }),
            bytes[dot.offset - 1] != UInt8(ascii: " "), end != nil || !topLevel.contains(where: { $0.isSymbol("(") })
        else { return nil }
        let extra = continued ? "" : "  "
        let call = slice(dot.offset..<bytes.count) + trailing
        return [slice(0..<dot.offset)] + SwiftLayout.lines(call, indent: indent + extra.count).map { extra + $0 }
    }

    /// `a` / `  == b`: before each top-level operator of the lowest precedence the statement has.
    func operators(_ indent: Int) -> [String]? {
        let infix = infixOperators
        guard conditional == nil, let operators = Self.operatorClasses.first(where: { set in infix.contains { set.contains($0.text) } })
        else { return nil }
        var operands: [String] = []
        var start = 0
        for token in infix where operators.contains(token.text) {
            operands.append(slice(start..<token.offset))
            start = token.offset
        }
        operands.append(slice(start..<bytes.count) + trailing)
        // A continued value (`label:` / `  a` / `  ?? b`) adds no indentation; a cast (`x` / `  as? T`)
        // always does.
        let extra = continued && !operators.contains("as") ? "" : "  "
        return SwiftLayout.lines(operands[0], indent: indent, continued: continued)
            + operands.dropFirst().flatMap { operand in
                SwiftLayout.lines(operand, indent: indent + extra.count, continued: true).map { extra + $0 }
            }
    }

    /// `head(` / items / `)tail`: the items on one line when they fit, otherwise one a line, each laid
    /// out again; `)` hugs the items when nothing follows it (`hugging`) and the line fits.
    private func broken(_ group: Group, indent: Int, hugging: Bool) -> [String] {
        let head = slice(0..<group.open.end)
        let closing = slice(group.close.offset..<bytes.count) + trailing
        let items = group.items.map(slice)
        let isArray = group.open.isSymbol("[")
        let together = items.joined(separator: ", ")
        let togetherColumns = SwiftLayout.columns(together, indent: indent + 2)
        // An attribute's `)` goes on its own line (`@Test(` / `  "…"` / `)`).
        if !isArray, hugging, !head.hasPrefix("@"), togetherColumns + closing.count <= width {
            return [head, "  " + together + closing]
        }
        // With `)` on the next line, `swift format` keeps one column free.
        if !isArray, togetherColumns < width { return [head, "  " + together, closing] }
        var result = [head]
        for (index, item) in items.enumerated() {
            let isLast = index == items.count - 1
            let comma = isArray ? (items.count > 1 ? "," : "") : (isLast ? "" : ",")
            result += SwiftLayout.lines(item + comma, indent: indent + 2, reserve: isLast ? 1 : 0).map { "  " + $0 }
        }
        return result + [closing]
    }
}

extension String {
    /// Without leading and trailing spaces.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
