/// For an expression `evaluate` cannot work out (`payload + state.messages`, `state.messages.first?.id`),
/// the test can still check the value: it computes the spec's expression itself, on the literal values it
/// chose, in place of what the expression reads. A mutant of the generated code (`last` for `first`) then
/// disagrees with the test, where a test that copied the value from the store could not fail.
extension TestExpression {
    /// Names whose value changes from run to run: an expression using one cannot be restated.
    static let unrepeatable: Set<String> = [
        "Date", "UUID", "random", "randomElement", "shuffled", "now", "Task", "ProcessInfo", "DispatchTime",
        "ContinuousClock", "SuspendingClock",
    ]

    /// `text` with each `state.field` and payload name it reads replaced by the value the test chose;
    /// nil when it reads a value not known here or something unrepeatable. `stateTypes` give the fields'
    /// types, so that a value written without one (`.idle`, `[]`, `nil`) keeps it (`(.idle as Phase)`).
    func substituted(_ text: String, stateTypes: [String: String], nameTypes: [String: String] = [:]) -> TestValue? {
        let bytes = Array(text.utf8)
        let tokens = SwiftTokenizer.tokenize(text).filter { $0.kind != .comment && $0.kind != .endOfFile }
        for (index, token) in tokens.enumerated() where token.kind == .identifier && Self.unrepeatable.contains(token.identifierName) {
            // `UUID(0)` and `Date(timeIntervalSince1970: 0)` (what a test's `uuid()` and `now` are) repeat.
            let isInitializer = ["Date", "UUID"].contains(token.identifierName) && index + 2 < tokens.count
                && tokens[index + 1].isSymbol("(") && !tokens[index + 2].isSymbol(")")
            if !isInitializer { return nil }
        }
        var replacements: [(range: Range<Int>, text: String)] = []
        for use in SwiftTokenizer.freeIdentifierRanges(in: text) {
            if use.name == "state" {
                guard let state, let index = tokens.firstIndex(where: { $0.offset == use.range.lowerBound }),
                    index + 2 < tokens.count, tokens[index + 1].isSymbol("."), tokens[index + 2].kind == .identifier
                else { return nil }
                let field = tokens[index + 2].identifierName
                guard let value = state[field] else { return nil }
                if let folded = Self.foldingFallback(of: value, type: stateTypes[field], at: index, in: tokens) {
                    replacements.append(folded)
                    continue
                }
                guard let inlined = Self.inline(value, type: stateTypes[field]) else { return nil }
                replacements.append((use.range.lowerBound..<tokens[index + 2].end, inlined))
            } else if let value = names[use.name] {
                guard let inlined = Self.inline(value, type: nameTypes[use.name]) else { return nil }
                replacements.append((use.range, inlined))
            }
        }
        guard !replacements.isEmpty else { return nil }
        var result = bytes
        for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(replacement.range, with: Array(replacement.text.utf8))
        }
        return .code(Self.foldingLiteralInterpolations(String(decoding: result, as: UTF8.self)))
    }

    /// `"\("query 2") results"` → `"query 2 results"`, `"\(4) left"` → `"4 left"`: an interpolation of a
    /// plain string or integer literal written out, as a person would write the expected text.
    static func foldingLiteralInterpolations(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "\\(") {
            result += rest[..<open.lowerBound]
            let inner = rest[open.upperBound...]
            if inner.hasPrefix("\""), let close = inner.dropFirst().firstIndex(of: "\""),
                inner[inner.index(after: close)...].hasPrefix(")"),
                !inner[inner.index(after: inner.startIndex)..<close].contains("\\")
            {
                result += inner[inner.index(after: inner.startIndex)..<close]
                rest = inner[inner.index(close, offsetBy: 2)...]
            } else if let close = inner.firstIndex(of: ")"), !inner[..<close].isEmpty,
                inner[..<close].allSatisfy({ $0.isASCII && $0.isNumber })
            {
                result += inner[..<close]
                rest = inner[inner.index(after: close)...]
            } else {
                result += rest[open]
                rest = inner
            }
        }
        return result + rest
    }

    /// `state.listings ?? []` where the field's value is known and not `nil`: that value alone, as a
    /// person would write the expected value (rather than `([Post(…)] as [Post]?) ?? []`); with the
    /// brackets that only group it. Nil when the pattern is not there. `index`: `state`'s token.
    private static func foldingFallback(
        of value: TestValue, type: String?, at index: Int, in tokens: [SwiftToken]
    ) -> (range: Range<Int>, text: String)? {
        guard value.text != "nil", let type, type.hasSuffix("?"), index + 4 < tokens.count,
            tokens[index + 3].kind == .operator, tokens[index + 3].text == "??"
        else { return nil }
        // The fallback: one literal (`[]`, `[:]`, `""`, `0`, `.none`).
        var last = index + 4
        switch (tokens[last].kind, tokens[last].text) {
        case (.punctuation, "["):
            if last + 1 < tokens.count, tokens[last + 1].isSymbol("]") {
                last += 1
            } else if last + 2 < tokens.count, tokens[last + 1].isSymbol(":"), tokens[last + 2].isSymbol("]") {
                last += 2
            } else {
                return nil
            }
        case (.punctuation, "."):
            guard last + 1 < tokens.count, tokens[last + 1].kind == .identifier else { return nil }
            last += 1
        case (.string, _), (.integer, _), (.float, _): break
        default: return nil
        }
        // Only where `??` ends its operand on both sides: after `(`, `[`, `,` or a label's `:` (or at the
        // start), before `)`, `]` or `,` (or at the end).
        let before = index > 0 ? tokens[index - 1] : nil
        let after = last + 1 < tokens.count ? tokens[last + 1] : nil
        guard before.map({ ["(", "[", ",", ":"].contains($0.text) }) ?? true,
            after.map({ [")", "]", ","].contains($0.text) }) ?? true,
            let unwrapped = inline(value, type: String(type.dropLast()))
        else { return nil }
        // Brackets that only group it (`(state.x ?? []) + payload`, not a call's `Set(…)`) go with it.
        if let before, before.isSymbol("("), let after, after.isSymbol(")"),
            index < 2 || [.operator, .punctuation].contains(tokens[index - 2].kind)
                && ![")", "]", "?", "!"].contains(tokens[index - 2].text)
        {
            return (before.offset..<after.end, unwrapped)
        }
        return (tokens[index].offset..<tokens[last].end, unwrapped)
    }

    /// A value placed inside a larger expression: bracketed unless it is one token, and given its type
    /// where Swift could not infer it (`.idle`, `[]`, `nil`) or would take it for another (an optional's
    /// value: `state.tags ?? []` must not read `[1] ?? []`); nil when that type is not known.
    private static func inline(_ value: TestValue, type: String?) -> String? {
        let text = value.text
        let isOptional = type.map { $0.hasSuffix("?") || $0.hasPrefix("Optional<") } ?? false
        if isOptional || text.hasPrefix(".") || text == "[]" || text == "[:]" || text == "nil" {
            return type.map { "(\(text) as \($0))" }
        }
        return isPrimary(text) ? text : "(\(text))"
    }

    /// Whether `text` is one primary expression (`[a, b]`, `Order(id: 1)`, `"x"`), which needs no
    /// brackets before `.first` or beside an operator: no operator or keyword outside its brackets.
    private static func isPrimary(_ text: String) -> Bool {
        var depth = 0
        for token in SwiftTokenizer.tokenize(text) where token.kind != .endOfFile {
            switch token.kind {
            case .punctuation where ["(", "[", "{"].contains(token.text): depth += 1
            case .punctuation where [")", "]", "}"].contains(token.text): depth -= 1
            case .operator, .keyword:
                if depth == 0 { return false }
            case .punctuation where [",", ":", "?", "!"].contains(token.text):
                if depth == 0 { return false }
            default: continue
            }
        }
        return true
    }

    /// The types of the names a message binds: `payload`, or each label.
    static func nameTypes(of message: Message) -> [String: String] {
        switch message.payload {
        case .none: [:]
        case .single(let type): ["payload": type.text]
        case .labelled(let values): Dictionary(values.map { ($0.label, $0.type.text) }, uniquingKeysWith: { first, _ in first })
        }
    }
}
