/// A problem inside a Swift fragment taken from the spec, at a UTF-8 offset of the fragment's text
/// (columns count UTF-8 bytes, so the offset maps straight onto a column).
struct FragmentProblem: Error, Equatable {
    var message: String
    var offset: Int
    /// What to do about it, printed as a note.
    var note: String? = nil
}

/// A small recursive-descent reader of Swift type syntax over UTF-8 bytes: enough to tell a well formed
/// type (`[String: [Int]]`, `Set<Order>`, `(Int, String)`, `(Int) async throws -> Void`, `any Error`)
/// from a broken one, and to say where it breaks. It does not resolve names.
struct TypeScanner {
    /// Deepest nesting of brackets, parentheses and generic arguments accepted: far beyond any real
    /// type, and shallow enough that the recursion can never exhaust the stack (each level is a few
    /// nested calls).
    static let maxNesting = 64

    let bytes: [UInt8]
    var position = 0
    /// Types being parsed, one inside the other.
    private var nesting = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    var atEnd: Bool { position >= bytes.count }

    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func skipSpaces() {
        while let byte = current, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 10 || byte == 13 {
            position += 1
        }
    }

    /// Skips spaces, then consumes `text` if it comes next.
    mutating func consume(_ text: String) -> Bool {
        skipSpaces()
        let expected = Array(text.utf8)
        guard position + expected.count <= bytes.count,
              Array(bytes[position..<position + expected.count]) == expected else { return false }
        position += expected.count
        return true
    }

    /// Consumes a whole word (`async`, `throws`) only if no identifier character follows it.
    mutating func consumeWord(_ word: String) -> Bool {
        let start = position
        guard consume(word) else { return false }
        if let byte = current, Self.isIdentifierByte(byte) {
            position = start
            return false
        }
        return true
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte >= 0x80 || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// An identifier (or a backticked one, returned without backticks), or nil without moving.
    mutating func identifier() -> String? {
        skipSpaces()
        let start = position
        if current == UInt8(ascii: "`") {
            guard let close = bytes[(position + 1)...].firstIndex(of: UInt8(ascii: "`")), close > position + 1,
                !bytes[(position + 1)..<close].contains(where: { $0 < 0x20 || $0 == 0x7F })
            else {
                return nil
            }
            position = close + 1
            return String(decoding: bytes[(start + 1)..<close], as: UTF8.self)
        }
        while let byte = current, Self.isIdentifierByte(byte) { position += 1 }
        return position > start ? String(decoding: bytes[start..<position], as: UTF8.self) : nil
    }

    /// The text from the current position to the next space (for "unexpected `…`" messages).
    func unexpectedToken() -> String { Excerpt.token(in: bytes, at: position) }

    func problemHere(_ message: String? = nil) -> FragmentProblem {
        if atEnd { return FragmentProblem(message: message ?? "incomplete type", offset: position) }
        return FragmentProblem(message: message ?? "unexpected `\(unexpectedToken())`", offset: position)
    }

    /// Checks that the whole text is one type.
    static func checkType(_ text: String) -> FragmentProblem? {
        var scanner = TypeScanner(text)
        scanner.skipSpaces()
        if scanner.atEnd { return FragmentProblem(message: "empty type", offset: 0) }
        do {
            try scanner.parseType()
            scanner.skipSpaces()
            if !scanner.atEnd { return scanner.unexpectedOrUnbalanced() }
            return nil
        } catch {
            return error
        }
    }

    /// A stray closing bracket reads better as "unbalanced" than as "unexpected".
    func unexpectedOrUnbalanced() -> FragmentProblem {
        if let byte = current, [UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: ">")].contains(byte) {
            return FragmentProblem(message: "unbalanced `\(Character(Unicode.Scalar(byte)))`", offset: position)
        }
        return problemHere()
    }

    // MARK: Grammar

    /// type := attributes? (any|some|inout)? postfix-type (& postfix-type)*
    mutating func parseType() throws(FragmentProblem) {
        skipSpaces()
        guard nesting <= Self.maxNesting else {
            throw FragmentProblem(message: "type nested more than \(Self.maxNesting) levels deep", offset: position)
        }
        nesting += 1
        defer { nesting -= 1 }
        while current == UInt8(ascii: "@") {
            position += 1
            guard identifier() != nil else { throw problemHere() }
            skipSpaces()
        }
        for word in ["any", "some", "inout", "sending", "borrowing", "consuming"] where consumeWord(word) { break }
        try parsePostfixType()
        while consume("&") { try parsePostfixType() }
    }

    private mutating func parsePostfixType() throws(FragmentProblem) {
        try parsePrimaryType()
        while true {
            let before = position
            skipSpaces()
            if consume("...") { continue }
            if consume("?") || consume("!") { continue }
            if current == UInt8(ascii: "."), position + 1 < bytes.count, bytes[position + 1] != UInt8(ascii: ".") {
                position += 1
                guard identifier() != nil else { throw problemHere() }
                continue
            }
            position = before
            return
        }
    }

    private mutating func parsePrimaryType() throws(FragmentProblem) {
        skipSpaces()
        let open = position
        if consume("[") {
            try parseType()
            if consume(":") { try parseType() }
            guard consume("]") else { throw closingProblem("[", openedAt: open) }
        } else if consume("(") {
            try parseTupleElements(openedAt: open)
            try parseFunctionTail()
        } else if let _ = identifier() {
            try parseGenericArguments()
            while current == UInt8(ascii: "."), position + 1 < bytes.count, Self.isIdentifierByte(bytes[position + 1]) {
                position += 1
                _ = identifier()
                try parseGenericArguments()
            }
        } else {
            throw problemHere(atEnd ? "incomplete type" : nil)
        }
    }

    private mutating func parseGenericArguments() throws(FragmentProblem) {
        let open = position
        guard current == UInt8(ascii: "<") else { return }
        position += 1
        repeat { try parseType() } while consume(",")
        guard consume(">") else { throw closingProblem("<", openedAt: open) }
    }

    /// `(Int, label: String)` — the opening parenthesis is already consumed.
    private mutating func parseTupleElements(openedAt open: Int) throws(FragmentProblem) {
        if consume(")") { return }
        repeat {
            skipLabel()
            try parseType()
        } while consume(",")
        guard consume(")") else { throw closingProblem("(", openedAt: open) }
    }

    /// Skips `label:` or `_ name:` before a tuple element or parameter type.
    private mutating func skipLabel() {
        let start = position
        if identifier() != nil {
            if consume(":") { return }
            if identifier() != nil, consume(":") { return }
        }
        position = start
    }

    /// `async throws -> Type` after a parenthesised list makes it a function type.
    private mutating func parseFunctionTail() throws(FragmentProblem) {
        let start = position
        let isAsync = consumeWord("async")
        var isThrowing = false
        if consumeWord("throws") {
            isThrowing = true
            let open = position
            if consume("(") {
                try parseType()
                guard consume(")") else { throw closingProblem("(", openedAt: open) }
            }
        }
        if consume("->") {
            try parseType()
        } else if isAsync || isThrowing {
            throw problemHere("expected `->` after `\(isThrowing ? "throws" : "async")`")
        } else {
            position = start
        }
    }

    /// At the end of the text the opening bracket is the problem; elsewhere the token that came instead.
    private func closingProblem(_ bracket: String, openedAt open: Int) -> FragmentProblem {
        var probe = self
        probe.skipSpaces()
        if probe.atEnd || [UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: ">")].contains(probe.current ?? 0) {
            return FragmentProblem(message: "unbalanced `\(bracket)`", offset: open)
        }
        return probe.problemHere()
    }
}
