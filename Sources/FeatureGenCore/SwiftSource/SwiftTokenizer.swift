/// A Swift tokenizer written for featuregen (no packages): enough of Swift's lexical grammar to find
/// declarations, attributes, literals and closures in prototype code.
///
/// It never fails and never loops: every byte becomes part of some token (`.unknown` for bytes that
/// start nothing). Problems such as an unterminated string are marked on the token
/// (`isUnterminated`) for the caller to report; the tokenizer itself reports nothing.
public enum SwiftTokenizer {
    public static func tokenize(_ source: SourceText) -> [SwiftToken] {
        var lexer = SwiftLexer(bytes: source.bytes)
        return lexer.tokenizeAll()
    }

    public static func tokenize(_ text: String) -> [SwiftToken] {
        var lexer = SwiftLexer(bytes: Array(text.utf8))
        return lexer.tokenizeAll()
    }
}

/// The scanning state. Internal: callers use `SwiftTokenizer`.
struct SwiftLexer {
    let bytes: [UInt8]
    var pos = 0
    /// Open `<` of generic argument lists seen since the last `{`, `}`, `;` or assignment, so the
    /// `>>` closing `Array<Dictionary<String, [Int]>>` becomes two `>` tokens.
    var genericDepth = 0
    /// End offset of the previous identifier (a `<` right after one opens generic arguments).
    var identifierEnd = -1
    /// Nesting of string interpolations, bounded so hostile input cannot exhaust the stack.
    var interpolationNesting = 0
    static let maxInterpolationNesting = 32

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func tokenizeAll() -> [SwiftToken] {
        var tokens: [SwiftToken] = []
        tokens.reserveCapacity(bytes.count / 4 + 1)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { pos = 3 }  // a UTF-8 byte order mark is not code
        var sawNewline = false
        while true {
            sawNewline = skipWhitespace() || sawNewline
            guard pos < bytes.count else {
                tokens.append(SwiftToken(kind: .endOfFile, text: "", offset: pos, length: 0, newlineBefore: sawNewline))
                return tokens
            }
            let start = pos
            let (kind, unterminated) = scanToken()
            let token = SwiftToken(
                kind: kind, text: String(decoding: bytes[start..<pos], as: UTF8.self), offset: start,
                length: pos - start, newlineBefore: sawNewline, isUnterminated: unterminated)
            tokens.append(token)
            if kind == .comment {
                // Comments are transparent: a newline inside a block comment still separates lines.
                if bytes[start..<pos].contains(ByteClass.newline) { sawNewline = true }
            } else {
                sawNewline = false
            }
        }
    }

    /// Skips spaces and line breaks; returns whether a line break was skipped.
    mutating func skipWhitespace() -> Bool {
        var newline = false
        while pos < bytes.count {
            switch bytes[pos] {
            case ByteClass.newline, ByteClass.carriageReturn: newline = true
            case ByteClass.space, ByteClass.tab, 0x0B, 0x0C: break
            default: return newline
            }
            pos += 1
        }
        return newline
    }

    /// Scans one token starting at `pos` (not whitespace, not the end).
    mutating func scanToken() -> (SwiftToken.Kind, Bool) {
        let byte = bytes[pos]
        let next = peek(1)
        switch byte {
        case UInt8(ascii: "/") where next == UInt8(ascii: "/"):
            while pos < bytes.count, bytes[pos] != ByteClass.newline, bytes[pos] != ByteClass.carriageReturn { pos += 1 }
            return (.comment, false)
        case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
            return (.comment, !scanBlockComment())
        case UInt8(ascii: "\""):
            return (.string, !scanString(hashes: 0, interpolations: nil))
        case UInt8(ascii: "#"):
            return scanPound()
        case UInt8(ascii: "@"):
            guard startsIdentifier(at: pos + 1) else {
                pos += 1
                return (.punctuation, false)
            }
            pos += 1
            scanIdentifierBody()
            return (.attribute, false)
        case UInt8(ascii: "`"):
            return scanBacktickIdentifier()
        case UInt8(ascii: "$"):
            pos += 1
            scanIdentifierBody()
            identifierEnd = pos
            return (.identifier, false)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return (scanNumber(), false)
        case UInt8(ascii: "."):
            if next == UInt8(ascii: ".") {
                while let b = peek(0), b == UInt8(ascii: ".") || ByteClass.isOperator(b) { pos += 1 }
                return (.operator, false)
            }
            pos += 1
            return (.punctuation, false)
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ","),
            UInt8(ascii: ":"), UInt8(ascii: "\\"):
            pos += 1
            return (.punctuation, false)
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"):
            pos += 1
            genericDepth = 0
            return (.punctuation, false)
        default:
            if ByteClass.isOperator(byte) { return scanOperator() }
            if byte < 0x80 ? ByteClass.isIdentifierStart(byte) : utf8Length(at: pos) > 1 {
                let start = pos
                scanIdentifierBody()
                identifierEnd = pos
                let text = String(decoding: bytes[start..<pos], as: UTF8.self)
                return (SwiftKeywords.all.contains(text) ? .keyword : .identifier, false)
            }
            pos += 1
            return (.unknown, false)
        }
    }

    /// Whether an identifier starts at `offset` (an ASCII letter or `_`, or valid UTF-8).
    func startsIdentifier(at offset: Int) -> Bool {
        guard offset < bytes.count else { return false }
        let byte = bytes[offset]
        return byte < 0x80 ? ByteClass.isIdentifierStart(byte) : utf8Length(at: offset) > 1
    }

    func peek(_ distance: Int) -> UInt8? {
        pos + distance < bytes.count ? bytes[pos + distance] : nil
    }

    /// Identifier characters: ASCII letters, digits, `_`, and any valid UTF-8 sequence.
    mutating func scanIdentifierBody() {
        while pos < bytes.count {
            let byte = bytes[pos]
            if byte < 0x80 {
                guard ByteClass.isIdentifierBody(byte) else { return }
                pos += 1
            } else {
                let length = utf8Length(at: pos)
                guard length > 1 else { return }
                pos += length
            }
        }
    }

    mutating func scanBacktickIdentifier() -> (SwiftToken.Kind, Bool) {
        var end = pos + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != ByteClass.newline { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "`"), end > pos + 1 else {
            pos += 1
            return (.unknown, false)
        }
        pos = end + 1
        identifierEnd = pos
        return (.identifier, false)
    }

    /// `#if`, `#Preview`, or a raw string `#"…"#`.
    mutating func scanPound() -> (SwiftToken.Kind, Bool) {
        var hashes = 0
        while let b = peek(hashes), b == UInt8(ascii: "#") { hashes += 1 }
        if peek(hashes) == UInt8(ascii: "\"") {
            return (.string, !scanString(hashes: hashes, interpolations: nil))
        }
        if startsIdentifier(at: pos + 1) {
            pos += 1
            scanIdentifierBody()
            return (.poundDirective, false)
        }
        pos += 1
        return (.punctuation, false)
    }

    /// Nested block comment; returns false when it runs to the end of the file.
    mutating func scanBlockComment() -> Bool {
        pos += 2
        var depth = 1
        while pos < bytes.count {
            if bytes[pos] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                pos += 2
            } else if bytes[pos] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                pos += 2
                if depth == 0 { return true }
            } else {
                pos += 1
            }
        }
        return false
    }

    mutating func scanOperator() -> (SwiftToken.Kind, Bool) {
        let start = pos
        // `[Element]?>` inside generic arguments: the `?` is postfix, the `>` closes the list.
        if genericDepth > 0, bytes[pos] == UInt8(ascii: "?") || bytes[pos] == UInt8(ascii: "!"),
            peek(1) == UInt8(ascii: ">")
        {
            pos += 1
            return (.punctuation, false)
        }
        if bytes[pos] == UInt8(ascii: ">"), genericDepth > 0 {
            // Closes a generic argument list: one `>` at a time.
            genericDepth -= 1
            pos += 1
            return (.operator, false)
        }
        while pos < bytes.count, ByteClass.isOperator(bytes[pos]) {
            // A comment starts inside an operator run: `a+//c` is `a`, `+`, comment.
            if bytes[pos] == UInt8(ascii: "/"), let n = peek(1), n == UInt8(ascii: "/") || n == UInt8(ascii: "*"),
                pos > start
            {
                break
            }
            pos += 1
        }
        let run = bytes[start..<pos]
        if run.count == 1, run.first == UInt8(ascii: "?") || run.first == UInt8(ascii: "!") {
            return (.punctuation, false)
        }
        if run.count == 2, run.first == UInt8(ascii: "-"), run.last == UInt8(ascii: ">") {
            return (.punctuation, false)
        }
        if run.count == 1, run.first == UInt8(ascii: "<"), identifierEnd == start {
            genericDepth += 1
        } else if run.contains(UInt8(ascii: "=")) || run.contains(UInt8(ascii: "|"))
            || (run.count > 1 && run.allSatisfy { $0 == UInt8(ascii: "&") })
        {
            genericDepth = 0
        }
        return (.operator, false)
    }
}
