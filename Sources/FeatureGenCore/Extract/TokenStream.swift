/// The significant tokens of one file (comments dropped) with bracket matching precomputed, so
/// the scanners can jump over any `( … )`, `[ … ]` or `{ … }` in one step.
struct TokenStream {
    let source: SourceText
    let tokens: [SwiftToken]
    /// For an opening bracket, the index of its closing partner (-1 when unmatched), and back.
    let partner: [Int]
    /// Where the first unbalanced bracket is (nil when all brackets pair up).
    let firstUnbalanced: Int?
    /// The first bracket opened more than `maxNesting` levels deep, if any.
    let firstTooDeep: Int?
    /// Deeper than any real source file; the scanners' work grows with the depth, so a hostile file
    /// is skipped rather than analysed for minutes.
    static let maxNesting = 256

    init(_ source: SourceText, tokens allTokens: [SwiftToken]) {
        self.source = source
        let tokens = allTokens.filter { $0.kind != .comment }
        self.tokens = tokens
        var partner = [Int](repeating: -1, count: tokens.count)
        var stack: [Int] = []
        var firstUnbalanced: Int?
        var firstTooDeep: Int?
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            switch token.text {
            case "(", "[", "{":
                stack.append(index)
                if stack.count > Self.maxNesting, firstTooDeep == nil { firstTooDeep = index }
            case ")", "]", "}":
                let opener = Self.opener(of: token.text)
                // Pop unclosed openers inside (a missing `)` before `}`) until the partner is found.
                if let match = stack.lastIndex(where: { tokens[$0].text == opener }) {
                    if match != stack.count - 1, firstUnbalanced == nil { firstUnbalanced = stack[match + 1] }
                    partner[stack[match]] = index
                    partner[index] = stack[match]
                    stack.removeSubrange(match...)
                } else if firstUnbalanced == nil {
                    firstUnbalanced = index
                }
            default:
                continue
            }
        }
        if firstUnbalanced == nil, let open = stack.first { firstUnbalanced = open }
        self.partner = partner
        self.firstUnbalanced = firstUnbalanced
        self.firstTooDeep = firstTooDeep
    }

    private static func opener(of closer: String) -> String {
        switch closer {
        case ")": "("
        case "]": "["
        default: "{"
        }
    }

    var count: Int { tokens.count }

    subscript(index: Int) -> SwiftToken {
        index < tokens.count ? tokens[index] : tokens[tokens.count - 1]
    }

    /// The index of the bracket closing the one at `index`, or nil when it is unmatched.
    func closing(_ index: Int) -> Int? {
        guard index < partner.count, partner[index] > index else { return nil }
        return partner[index]
    }

    /// Past the bracket group starting at `index` (or just past `index` for other tokens).
    func skipGroup(_ index: Int, limit: Int) -> Int {
        let token = self[index]
        if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) {
            return min((closing(index) ?? limit - 1) + 1, limit)
        }
        return index + 1
    }

    /// The source text of tokens `range`, with any run of whitespace, line breaks and comments
    /// between two tokens written as one space (so a single-line value reads exactly as written).
    func text(_ range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        var result = ""
        for index in range {
            let token = tokens[index]
            if index > range.lowerBound, token.offset > tokens[index - 1].end { result += " " }
            result += token.text
        }
        return result
    }

    func location(_ index: Int) -> SourceLocation {
        source.location(ofOffset: self[index].offset)
    }

    /// Whether a line break before token `index` ends the current statement or declaration:
    /// not when the line continues an operator, a member access, or an open list, nor when it opens
    /// the body of an `if`, `guard`, `while`, `for`, `switch`, `do` or `catch` starting at `start`
    /// (`if let x = y` with `{` on the next line).
    func endsStatement(at index: Int, start: Int) -> Bool {
        let token = self[index]
        guard token.newlineBefore, index > start else { return false }
        if token.isSymbol(".") || token.isSymbol("->") { return false }
        if token.isSymbol("{"), !self[index - 1].isSymbol("}"), self[start].kind == .keyword,
            Self.keywordsWithBodies.contains(self[start].text)
        {
            return false
        }
        if token.kind == .operator, token.text != "&", token.text != "<" { return false }
        let previous = self[index - 1]
        // A trailing `>` closes generic arguments (`Optional<Int>`), not a continued comparison.
        if (previous.kind == .operator && previous.text != ">") || previous.isSymbol(",") || previous.isSymbol(":") || previous.isSymbol("->") {
            return false
        }
        return true
    }

    /// Statements whose body (`{ … }`) may start on a line of its own.
    static let keywordsWithBodies: Set<String> = ["if", "guard", "while", "for", "switch", "do", "repeat", "defer"]

    /// The string a literal token holds when it has no interpolation (`"Save"` → `Save`).
    func plainStringValue(_ index: Int) -> String? {
        let token = self[index]
        guard token.kind == .string, !token.isUnterminated else { return nil }
        guard SwiftTokenizer.interpolationRanges(of: token).isEmpty else { return nil }
        var text = Substring(token.text)
        while text.first == "#", text.last == "#" { text = text.dropFirst().dropLast() }
        let quotes = text.hasPrefix("\"\"\"") ? 3 : 1
        guard text.count >= 2 * quotes else { return nil }
        return String(text.dropFirst(quotes).dropLast(quotes))
    }
}

extension TokenStream {
    /// The braces of the innermost block around token `index`: bracketed groups before it are
    /// stepped over whole.
    func enclosingBlock(of index: Int) -> (open: Int, close: Int)? {
        var cursor = index - 1
        while cursor > 0 {
            let token = self[cursor]
            if token.isSymbol("}") || token.isSymbol(")") || token.isSymbol("]") {
                cursor = max((partner[cursor] >= 0 ? partner[cursor] : cursor) - 1, 0)
                continue
            }
            if token.isSymbol("{") { return closing(cursor).map { (cursor, $0) } }
            cursor -= 1
        }
        return nil
    }
}
