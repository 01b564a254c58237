extension BodyAnalyzer {
    /// The spec condition of `guard a, b else { return }` over state and payload (`a && b`), or nil when
    /// the guard binds names (`guard let`), does more than return, or reads what a reducer cannot
    /// (the view's objects, the clock): then it stays a statement for review.
    func guardCondition(_ range: Range<Int>) -> String? {
        var cursor = range.lowerBound + 1
        var parts: [Range<Int>] = []
        var partStart = cursor
        while cursor < range.upperBound, !stream[cursor].isKeyword("else") {
            if stream[cursor].isSymbol(",") {
                parts.append(partStart..<cursor)
                partStart = cursor + 1
            }
            cursor = stream.skipGroup(cursor, limit: range.upperBound)
        }
        parts.append(partStart..<cursor)
        // `else { return }`, and nothing after it.
        guard cursor + 4 == range.upperBound || (cursor + 4 < range.upperBound && stream[cursor + 4].isSymbol(";")),
            stream[cursor + 1].isSymbol("{"), stream[cursor + 2].isKeyword("return"), stream[cursor + 3].isSymbol("}")
        else { return nil }
        let rewriter = ExpressionRewriter(stream: stream, scope: scope, phase: .before)
        var conditions: [String] = []
        for part in parts {
            guard !part.isEmpty, !["let", "var", "case"].contains(stream[part.lowerBound].text),
                stream[part.lowerBound].kind != .poundDirective,
                let expression = rewriter.rewrite(part, resultVariable: nil),
                !SwiftTokenizer.freeIdentifierRanges(in: expression).contains(where: { ["now", "uuid"].contains($0.name) })
            else { return nil }
            let needsParentheses = parts.count > 1 && (expression.contains("||") || expression.contains("?"))
            conditions.append(needsParentheses ? "(\(expression))" : expression)
        }
        return conditions.joined(separator: " && ")
    }
}
