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

    /// `func name() async throws` / `  -> Result` / `{`: a signature without parameters to break.
    func returnType(_ indent: Int) -> [String]? {
        guard tokens.contains(where: { $0.isKeyword("func") }), let arrow = topLevel.first(where: { $0.isSymbol("->") })
        else { return nil }
        let hasBody = text.hasSuffix(" {")
        let type = slice(arrow.offset..<(hasBody ? bytes.count - 2 : bytes.count))
        return [slice(0..<arrow.offset), "  " + type] + (hasBody ? ["{"] : [])
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
