/// The layouts of declaration heads: a type's conformances, a function's return type or name, each
/// moved to lines of their own when the head does not fit.
extension LayoutStatement {
    /// `struct Name:` / `  Conformances` / `{`.
    func conformances(_ indent: Int) -> [String]? {
        let top = topLevel
        let kinds: Set<String> = ["struct", "class", "enum", "protocol", "extension", "actor"]
        guard let kind = top.firstIndex(where: { $0.kind == .keyword && kinds.contains($0.text) }),
            kind + 1 < top.count, let colon = top.first(where: { $0.isSymbol(":") }),
            let brace = top.last(where: { $0.isSymbol("{") }), top.last!.end == bytes.count
        else { return nil }
        let body = slice(brace.offset..<bytes.count)
        guard body == "{" || body == "{}" else { return nil }
        let conformances = slice(colon.end..<brace.offset)
        // An empty body whose `{` still fits: `extension A: B {` / `}`.
        if body == "{}", SwiftLayout.columns(slice(0..<brace.offset) + " {", indent: indent) <= width {
            return [slice(0..<brace.offset) + " {", "}"]
        }
        let name = top[kind + 1]
        guard SwiftLayout.columns(slice(0..<colon.end), indent: indent) > width else {
            return [slice(0..<colon.end), "  " + conformances, body]
        }
        // `nonisolated struct` / `  Name:` / `    Conformances` / `{`.
        return [slice(0..<name.offset), "  " + slice(name.offset..<colon.end), "    " + conformances, body]
    }

    /// `@Test` / `func name() {`: a declaration whose attributes, keywords, name and parameters do not fit
    /// on one line puts its attributes on a line of their own, and the rest is laid out again.
    func attributes(_ indent: Int) -> [String]? {
        guard tokens.first?.kind == .attribute, isDeclaration else { return nil }
        // The attributes end at the first word outside their arguments (`@Test("…") func`).
        var depth = 0
        var end: SwiftToken?
        for token in tokens {
            if token.isSymbol("(") { depth += 1 }
            if token.isSymbol(")") { depth -= 1 }
            if depth == 0, token.kind == .keyword || token.kind == .identifier {
                end = token
                break
            }
        }
        guard let end else { return nil }
        // `swift format` moves them only when the head up to the parameters' `)` does not fit.
        let parameters = groups?.first { $0.open.isSymbol("(") && $0.open.offset > end.offset }
        let head = slice(0..<(parameters?.close.end ?? bytes.count))
        guard SwiftLayout.columns(head, indent: indent) > width else { return nil }
        let rest = slice(end.offset..<bytes.count) + trailing
        return [slice(0..<end.offset)] + SwiftLayout.lines(rest, indent: indent, movesBlock: movesBlock)
    }

    /// `func name() async throws` / `  -> Result` / `{`: a signature without parameters to break.
    /// Without a result, its effects break the same way: `func name()` / `  async throws` / `{`.
    func returnType(_ indent: Int) -> [String]? {
        guard tokens.contains(where: { $0.isKeyword("func") }) else { return nil }
        let hasBody = text.hasSuffix(" {")
        let end = hasBody ? bytes.count - 2 : bytes.count
        var start = topLevel.first(where: { $0.isSymbol("->") })?.offset
        if start == nil, let parameters = groups?.first(where: { $0.open.isSymbol("(") }), parameters.close.end < end {
            start = parameters.close.end
        }
        guard let start else { return nil }
        return [slice(0..<start), "  " + slice(start..<end)] + (hasBody ? ["{"] : [])
    }

    /// `nonisolated func` / `  longName(` / `    parameters` / `  ) -> Result` / `{`: a function whose
    /// name does not fit after its modifiers.
    func functionName(_ indent: Int) -> [String]? {
        guard let function = topLevel.firstIndex(where: { $0.isKeyword("func") }), function + 1 < topLevel.count else {
            return nil
        }
        let hasBody = text.hasSuffix(" {")
        let rest = slice(topLevel[function + 1].offset..<(hasBody ? bytes.count - 2 : bytes.count))
        return [slice(0..<topLevel[function + 1].offset)]
            + SwiftLayout.lines(rest, indent: indent + 2).map { "  " + $0 } + (hasBody ? ["{"] : [])
    }
}
