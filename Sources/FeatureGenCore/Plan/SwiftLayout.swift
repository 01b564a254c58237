/// Breaks a long generated statement into lines that fit in 100 columns, the way `swift format` lays
/// them out (so `swift format lint --strict` accepts the generated tests): the last bracketed list of
/// the statement opens a new line; its items go on one indented line when they fit (`)` follows
/// them), otherwise one per line, each broken the same way, with `)` or `]` on its own line and a
/// trailing comma after each element of a multi-line array.
enum SwiftLayout {
    static let width = 100

    /// `statement`, at `indent` columns, as lines; continuation lines carry their extra indentation.
    static func lines(_ statement: String, indent: Int) -> [String] {
        guard indent + statement.count > width else { return [statement] }
        // A trailing comma (the statement is an item of an outer list) stays on the last line.
        var text = Substring(statement)
        var trailing = ""
        while text.hasSuffix(",") {
            trailing += ","
            text = text.dropLast()
        }
        let bytes = Array(text.utf8)
        guard let group = lastGroup(in: String(text)), group.close == bytes.count - 1 else { return [statement] }
        let head = String(decoding: bytes[...group.open], as: UTF8.self)
        let closing = String(decoding: bytes[group.close...], as: UTF8.self) + trailing
        let items = group.items.map { String(decoding: bytes[$0], as: UTF8.self).trimmingSpaces }
        guard !items.isEmpty else { return [statement] }
        let isArray = bytes[group.open] == UInt8(ascii: "[")
        let together = items.joined(separator: ", ")
        if !isArray, indent + 2 + together.count + closing.count <= width {
            return [head, "  " + together + closing]
        }
        var result = [head]
        for (index, item) in items.enumerated() {
            let isLast = index == items.count - 1
            let comma = isArray ? (items.count > 1 ? "," : "") : (isLast ? "" : ",")
            result += lines(item + comma, indent: indent + 2).map { "  " + $0 }
        }
        return result + [closing]
    }

    /// The bracketed list that ends last at the top level: byte offsets of its brackets and of its
    /// comma-separated items.
    private static func lastGroup(in text: String) -> (open: Int, close: Int, items: [Range<Int>])? {
        let tokens = SwiftTokenizer.tokenize(text).filter { $0.kind != .comment && $0.kind != .endOfFile }
        var stack: [(token: Int, commas: [Int])] = []
        var last: (open: Int, close: Int, items: [Range<Int>])?
        for (index, token) in tokens.enumerated() {
            if token.isSymbol("(") || token.isSymbol("[") {
                stack.append((index, []))
            } else if token.isSymbol(")") || token.isSymbol("]") {
                guard let open = stack.popLast() else { return nil }
                if stack.isEmpty {
                    let start = tokens[open.token].end
                    var bounds = [start] + open.commas.map { tokens[$0].offset }
                    var items: [Range<Int>] = []
                    for (position, lower) in bounds.enumerated() {
                        let from = position == 0 ? lower : lower + 1
                        let to = position + 1 < bounds.count ? bounds[position + 1] : token.offset
                        items.append(from..<to)
                    }
                    bounds.removeAll()
                    // `()` and `[]` have no items; `[:]` is one.
                    if items.count == 1, tokens[open.token].end == token.offset { items = [] }
                    last = (tokens[open.token].offset, token.offset, items)
                }
            } else if token.isSymbol(","), !stack.isEmpty {
                stack[stack.count - 1].commas.append(index)
            }
        }
        return last
    }
}

extension String {
    /// Without leading and trailing spaces.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
