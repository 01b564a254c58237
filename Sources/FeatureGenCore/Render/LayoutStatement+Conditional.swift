/// Conditional expressions (`condition ? a : b`), which specs' `set:` values and the tests' expected
/// values hold, broken as `swift format` breaks them: before `?`, then before `:` when the branches do
/// not fit together.
extension LayoutStatement {
    /// The top-level `?` and `:` of a conditional expression, each with a space on both sides; nil
    /// when there is none, or more than one (a nested conditional stays whole).
    var conditional: (question: SwiftToken, colon: SwiftToken)? {
        let top = topLevel
        let questions = top.filter { $0.text == "?" && isSpaced($0) }
        let colons = top.filter { $0.isSymbol(":") && isSpaced($0) }
        guard questions.count == 1, colons.count == 1, questions[0].offset < colons[0].offset else { return nil }
        return (questions[0], colons[0])
    }

    private func isSpaced(_ token: SwiftToken) -> Bool {
        token.offset > 0 && token.end < bytes.count && bytes[token.offset - 1] == UInt8(ascii: " ")
            && bytes[token.end] == UInt8(ascii: " ")
    }

    /// `condition` / `  ? a : b`; when the branches do not fit on one line, `? a` / `: b`, with `: b`
    /// after the last line of a broken `a` when it fits there. A value already continued (after
    /// ` = `) adds no indentation.
    func conditionalBranches(_ indent: Int) -> [String]? {
        guard let (question, colon) = conditional, !topLevel.contains(where: { $0.isSymbol("=") }) else { return nil }
        let whenTrue = slice(question.offset..<colon.offset)
        let whenFalse = slice(colon.offset..<bytes.count) + trailing
        let extra = continued ? "" : "  "
        let branchIndent = indent + extra.count
        var lines = SwiftLayout.lines(slice(0..<question.offset), indent: indent, continued: continued)
        let together = whenTrue + " " + whenFalse
        if SwiftLayout.columns(together, indent: branchIndent) <= width { return lines + [extra + together] }
        let first = SwiftLayout.lines(whenTrue, indent: branchIndent).map { extra + $0 }
        lines += first
        if first.count > 1, let last = lines.last, SwiftLayout.columns(last + " " + whenFalse, indent: indent) <= width {
            lines[lines.count - 1] = last + " " + whenFalse
            return lines
        }
        return lines + SwiftLayout.lines(whenFalse, indent: branchIndent).map { extra + $0 }
    }
}
