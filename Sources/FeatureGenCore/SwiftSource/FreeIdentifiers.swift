extension SwiftTokenizer {
    /// The names a Swift expression refers to: identifiers not preceded by `.` (so `state.count`
    /// yields `state`, not `count`), without keywords, argument labels (`Order(id: 1)` yields `Order`),
    /// closure parameters and `$0`-style names. Identifiers inside string interpolations count;
    /// string text does not.
    public static func freeIdentifiers(in expression: String) -> Set<String> {
        Set(freeIdentifierRanges(in: expression).map(\.name))
    }

    /// Every use of a free identifier (as `freeIdentifiers` counts them) with its byte range in
    /// `expression` (backticks included), in source order.
    static func freeIdentifierRanges(in expression: String) -> [(name: String, range: Range<Int>)] {
        var uses: [(name: String, range: Range<Int>)] = []
        collectFreeIdentifiers(in: Array(expression.utf8), base: 0, depth: 0, into: &uses)
        return uses
    }

    private static func collectFreeIdentifiers(
        in bytes: [UInt8], base: Int, depth: Int, into uses: inout [(name: String, range: Range<Int>)]
    ) {
        var lexer = SwiftLexer(bytes: bytes)
        let tokens = lexer.tokenizeAll().filter { $0.kind != .comment }
        let bound = closureParameters(in: tokens)
        // Open brackets: `(` makes `name:` a label, `[` makes it a dictionary key (a use).
        var brackets: [String] = []
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .punctuation where ["(", "["].contains(token.text):
                brackets.append(token.text)
            case .punctuation where [")", "]"].contains(token.text):
                _ = brackets.popLast()
            case .string where depth < 8:
                for range in interpolationRanges(of: token) {
                    collectFreeIdentifiers(
                        in: Array(Array(token.text.utf8)[range]), base: base + token.offset + range.lowerBound,
                        depth: depth + 1, into: &uses)
                }
            case .identifier:
                let name = token.identifierName
                let previous = index > 0 ? tokens[index - 1] : nil
                let next = index + 1 < tokens.count ? tokens[index + 1] : nil
                if name.hasPrefix("$") || bound.contains(name) { continue }
                if previous?.isSymbol(".") == true { continue }
                let isLabel = next?.isSymbol(":") == true && brackets.last == "("
                    && (previous?.isSymbol("(") == true || previous?.isSymbol(",") == true)
                if !isLabel { uses.append((name, (base + token.offset)..<(base + token.end))) }
            default:
                continue
            }
        }
    }

    /// Names bound as closure parameters: `{ a, b in`, `{ (a: Int) in`.
    static func closureParameters(in tokens: [SwiftToken]) -> Set<String> {
        var names = Set<String>()
        for (index, token) in tokens.enumerated() where token.isSymbol("{") {
            var candidates: [String] = []
            var cursor = index + 1
            var parenDepth = 0
            while cursor < tokens.count {
                let t = tokens[cursor]
                if t.isKeyword("in") {
                    names.formUnion(candidates)
                    break
                }
                if t.isSymbol("(") { parenDepth += 1 }
                else if t.isSymbol(")") { parenDepth -= 1 }
                else if t.kind == .identifier {
                    // In `(a: Int)`, the name comes before `:`; outside parentheses every name is one.
                    let next = cursor + 1 < tokens.count ? tokens[cursor + 1] : nil
                    if parenDepth == 0 || next?.isSymbol(":") == true { candidates.append(t.identifierName) }
                } else if !(t.isSymbol(",") || t.isSymbol(":") || t.isSymbol("->") || t.kind == .keyword
                    || t.isSymbol("?") || t.isSymbol("[") || t.isSymbol("]"))
                {
                    break
                }
                cursor += 1
            }
        }
        return names
    }

    /// Byte ranges (relative to the token text) of the top-level interpolations in a string token.
    static func interpolationRanges(of token: SwiftToken) -> [Range<Int>] {
        guard token.kind == .string else { return [] }
        var lexer = SwiftLexer(bytes: Array(token.text.utf8))
        var hashes = 0
        while let b = lexer.peek(hashes), b == UInt8(ascii: "#") { hashes += 1 }
        var ranges: [Range<Int>] = []
        _ = lexer.scanString(hashes: hashes, interpolations: { ranges.append($0) })
        return ranges
    }
}
