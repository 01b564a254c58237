/// Breaks long generated lines so they fit in 100 columns, the way `swift format` lays them out (so
/// `swift format lint --strict` accepts every generated file, whatever the length of the spec's names
/// and expressions).
///
/// Templates write one statement a line; `wrap(file:)` runs over every rendered Swift file and breaks
/// only the lines that are too long, in this order of preference:
/// - the bracketed list that ends the statement opens a new line: its items go on one indented line
///   when they fit (`)` follows them), otherwise one a line, each broken the same way, with `)` or `]`
///   on its own line and a trailing comma after each element of a multi-line array;
/// - an assignment or a declaration with a value breaks after ` = ` when the value then fits;
/// - otherwise the first bracketed list breaks, with what follows it after `)` (`) async throws -> T {`,
///   `).finish()`);
/// - a type's conformances go on their own line, `{` on the next;
/// - an expression breaks before its operators of lowest precedence (`a` / `  == b`), a conditional
///   expression before `?` and `:`.
/// What cannot break (a long name, a string literal) stays whole, as `swift format` leaves it.
enum SwiftLayout {
    static let width = 100

    /// `source` with every line longer than `width` broken; other lines, comments and multi-line
    /// string literals untouched.
    static func wrap(file source: String) -> String {
        let sourceLines = Self.lines(of: source)
        // A line of fewer than `width - 2` bytes has fewer characters, and `columns` adds to a count of
        // `width - 2` or more only: it fits without counting its characters.
        func tooLong(_ line: String) -> Bool { line.utf8.count >= width - 2 && columns(line) > width }
        guard sourceLines.contains(where: tooLong) else { return source }
        let verbatim = linesInsideLiterals(of: source)
        var result: [String] = []
        // Blocks whose opening line moved right (`$0.client.load =` / `  {`): their lines follow it, up
        // to the brace depth the block closes back to.
        var shifts: [(extra: Int, depth: Int)] = []
        var braceDepth = 0
        var number = 0
        while number < sourceLines.count {
            let first = number
            let extra = shifts.reduce(0) { $0 + $1.extra }
            var line = sourceLines[number]
            if extra > 0, !line.isEmpty, !verbatim.contains(first) { line = String(repeating: " ", count: extra) + line }
            let indent = line.prefix { $0 == " " }.count
            let statement = String(line.dropFirst(indent))
            number += 1
            guard tooLong(line), !verbatim.contains(first), !statement.hasPrefix("//") else {
                result.append(line)
                if !verbatim.contains(first) {
                    braceDepth += braceBalance(of: statement)
                    while let last = shifts.last, braceDepth <= last.depth { shifts.removeLast() }
                }
                continue
            }
            // A statement a template already broke over several lines is laid out again as a whole.
            var joined = statement
            var depth = openBrackets(in: statement)
            var end = number
            while depth > 0, end < sourceLines.count, !verbatim.contains(end) {
                let next = sourceLines[end].drop { $0 == " " }
                let tokens = SwiftTokenizer.tokenize(String(next)).filter { $0.kind != .endOfFile }
                // Only the body's `{` may end the statement (`) -> State {`); no other brace, no comment.
                let braces = tokens.enumerated().filter { $0.element.isSymbol("{") || $0.element.isSymbol("}") }
                guard !tokens.contains(where: { $0.kind == .comment }),
                    braces.isEmpty || (braces.count == 1 && braces[0].offset == tokens.count - 1 && tokens.last!.isSymbol("{"))
                else { break }
                if (next.hasPrefix(")") || next.hasPrefix("]")), joined.hasSuffix(",") { joined.removeLast() }
                let glued = joined.hasSuffix("(") || joined.hasSuffix("[") || next.hasPrefix(")") || next.hasPrefix("]")
                joined += (glued ? "" : " ") + next
                depth += openBrackets(in: String(next))
                end += 1
            }
            if depth == 0 { number = end } else { joined = statement }
            let prefix = String(repeating: " ", count: indent)
            let laidOut = lines(joined, indent: indent, movesBlock: true)
            result += laidOut.map { prefix + $0 }
            let before = braceDepth
            braceDepth += braceBalance(of: joined)
            if braceDepth > before, let brace = laidOut.last(where: { $0.contains("{") }) {
                let moved = brace.prefix { $0 == " " }.count
                if moved > 0 { shifts.append((moved, before)) }
            }
            while let last = shifts.last, braceDepth <= last.depth { shifts.removeLast() }
        }
        return result.joined(separator: "\n")
    }

    /// The lines of `source`, split at each `\n`. Split as bytes (the generic split by `Character` was a
    /// tenth of a run), except where a `\r` is, which makes `\r\n` one character that is no `\n`.
    private static func lines(of source: String) -> [String] {
        guard !source.utf8.contains(UInt8(ascii: "\r")) else {
            return source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        return source.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { String(Substring($0)) }
    }

    /// `{` opened minus `}` closed in `text` (strings and comments left out).
    private static func braceBalance(of text: String) -> Int {
        var braces = 0
        var literalOrComment = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "{"): braces += 1
            case UInt8(ascii: "}"): braces -= 1
            case UInt8(ascii: "\""), UInt8(ascii: "/"): literalOrComment = true
            default: break
            }
        }
        // Without a string or a comment, every brace is one (most lines): no need to tokenize.
        guard literalOrComment else { return braces }
        return SwiftTokenizer.tokenize(text).reduce(0) { depth, token in
            token.isSymbol("{") ? depth + 1 : token.isSymbol("}") ? depth - 1 : depth
        }
    }

    /// `(` and `[` opened and not closed on this line (negative when it closes more than it opens).
    private static func openBrackets(in text: String) -> Int {
        SwiftTokenizer.tokenize(text).reduce(0) { depth, token in
            if token.isSymbol("(") || token.isSymbol("[") { return depth + 1 }
            if token.isSymbol(")") || token.isSymbol("]") { return depth - 1 }
            return depth
        }
    }

    /// `statement`, at `indent` columns, as lines; continuation lines carry their extra indentation.
    /// `continued`: the statement is the value of an assignment already broken after ` = ` (its
    /// operators then break without further indentation, as `swift format` does).
    /// `reserve`: columns that must stay free after the statement (a `)` on the next line needs one).
    /// `movesBlock`: the statement's block may start further right (`wrap(file:)` moves its lines too).
    static func lines(
        _ statement: String, indent: Int, continued: Bool = false, reserve: Int = 0, movesBlock: Bool = false
    ) -> [String] {
        guard columns(statement, indent: indent) + reserve > width else { return [statement] }
        // A trailing comma (the statement is an item of an outer list) stays on the last line.
        var text = Substring(statement)
        var trailing = ""
        while text.hasSuffix(",") {
            trailing += ","
            text = text.dropLast()
        }
        let tokens = SwiftTokenizer.tokenize(String(text)).filter { $0.kind != .endOfFile }
        guard !tokens.contains(where: { $0.kind == .comment || $0.isUnterminated }) else { return [statement] }
        let line = LayoutStatement(
            text: String(text), tokens: tokens, trailing: trailing, continued: continued, movesBlock: movesBlock)
        // The first layout whose lines all fit; failing that, the one that overflows by the fewest
        // columns (what cannot break, a long name or string, on a line as short as it gets).
        var best: (lines: [String], overflow: Int)?
        let layouts = [
            line.attributes, line.control, line.endingGroup, line.assignment, line.conditionalBranches, line.conformances,
            line.operators, line.label, line.closure, line.firstGroup, line.member, line.returnType, line.functionName,
        ]
        // A statement that opens a block (`… {`, `… { value in`): its body follows at the statement's
        // indentation + 2, so the line with that `{` must not move right.
        let opensBlock = line.groups != nil && line.openBraceAtEnd
        for layout in layouts {
            guard let lines = layout(indent) else { continue }
            if opensBlock, !movesBlock, let brace = lines.last(where: { $0.contains("{") }), brace.hasPrefix(" ") {
                continue
            }
            let overflow = lines.reduce(0) { $0 + max(0, columns($1, indent: indent) - width) }
            if overflow == 0 { return lines }
            if overflow < best?.overflow ?? Int.max { best = (lines, overflow) }
        }
        return best?.lines ?? [statement]
    }

    /// The columns `swift format` counts for `text`: one more for a collection literal of several
    /// elements (the trailing comma it would add if it broke the literal) and for a closure's `in` that
    /// ends the line (two: `swift format` keeps `in` within 98), and for a closure opened after ` = `,
    /// as measured on lines of 98 to 100 columns.
    static func columns(_ text: some StringProtocol, indent: Int = 0) -> Int {
        let count = indent + text.count
        guard count >= width - 2, count <= width else { return count }
        return count + (hasCollectionOfSeveral(String(text)) ? 1 : 0)
            + (text.hasSuffix(" in") || text.hasSuffix(" in }") || text.hasSuffix(" in },") ? 2 : 0)
            + (text.hasSuffix(" = {") ? 1 : 0)
    }

    private static func hasCollectionOfSeveral(_ text: String) -> Bool {
        var stack: [String] = []  // the open brackets, `<` for generic arguments
        let bytes = Array(text.utf8)
        for token in SwiftTokenizer.tokenize(text) {
            // `Task<Void, Never>`: generic arguments, not elements.
            let isGeneric = token.isSymbol("<") && token.offset > 0 && bytes[token.offset - 1] != UInt8(ascii: " ")
            if token.isSymbol("[") || token.isSymbol("(") || token.isSymbol("{") || isGeneric {
                stack.append(token.text)
            } else if token.isSymbol("]") || token.isSymbol(")") || token.isSymbol("}") || (token.isSymbol(">") && stack.last == "<") {
                _ = stack.popLast()
            } else if token.isSymbol(","), stack.last == "[" {
                return true
            }
        }
        return false
    }

    /// Line numbers (from 0) that lie inside a multi-line string literal or block comment after its
    /// first line: breaking them would change the string.
    private static func linesInsideLiterals(of source: String) -> Set<Int> {
        // Only a multi-line string (`"""`) or a block comment (`/*`) spans lines.
        guard source.holdsBytes("\"\"\"") || source.holdsBytes("/*") else { return [] }
        var inside = Set<Int>()
        let text = SourceText(path: "", text: source)
        for token in SwiftTokenizer.tokenize(text) where token.kind == .string || token.kind == .comment {
            guard text.bytes[token.offset..<token.end].contains(UInt8(ascii: "\n")) else { continue }
            inside.formUnion((text.location(ofOffset: token.offset).line - 1)...(text.location(ofOffset: token.end).line - 1))
        }
        return inside
    }
}
