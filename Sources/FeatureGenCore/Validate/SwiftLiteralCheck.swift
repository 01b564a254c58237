/// What swiftc refuses inside an expression that the token structure does not show: invisible
/// characters and malformed escapes in string literals. Each would make a valid spec generate code that
/// does not compile (or, for bidirectional controls, code that reads differently than it compiles).
extension SwiftFragments {
    /// The first character of `text` that cannot appear in generated source, raw, anywhere: control
    /// characters (a tab only outside strings), line and paragraph separators, byte-order marks and
    /// bidirectional controls. Inside a string they can be written as escapes.
    static func checkCharacters(_ text: String, stringRanges: [Range<Int>]) -> FragmentProblem? {
        var offset = 0
        for scalar in text.unicodeScalars {
            defer { offset += String(scalar).utf8.count }
            let inString = stringRanges.contains { $0.contains(offset) }
            guard isInvisible(scalar.value, inString: inString) else { continue }
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return FragmentProblem(
                message: "invisible character \(codePointName(scalar.value)) in an expression", offset: offset,
                note: inString
                    ? "write it as the escape `\\u{\(hex)}`: raw, it is invisible in the code (and swiftc refuses most)"
                    : "remove it; inside a string, write it as the escape `\\u{\(hex)}`")
        }
        return nil
    }

    /// `text` with every invisible character inside a string literal written as its escape (`\u{2028}`),
    /// as `checkCharacters` asks: code copied from a prototype may hold them raw.
    static func escapingInvisibleCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isInvisible($0.value, inString: true) }) else { return text }
        var lexer = SwiftLexer(bytes: Array(text.utf8))
        var result = ""
        var copied = 0
        let bytes = Array(text.utf8)
        for token in lexer.tokenizeAll() where token.kind == .string {
            result += String(decoding: bytes[copied..<token.offset], as: UTF8.self)
            let hashes = String(token.text.prefix { $0 == "#" })
            for scalar in token.text.unicodeScalars {
                if isInvisible(scalar.value, inString: true) {
                    result += "\\" + hashes + "u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
            copied = token.end
        }
        return result + String(decoding: bytes[copied...], as: UTF8.self)
    }

    private static func isInvisible(_ value: UInt32, inString: Bool) -> Bool {
        switch value {
        case 0x09: return inString
        case 0x0A, 0x0D: return false  // line breaks: judged with the statement structure
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x2028, 0x2029, 0xFEFF, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// The first escape in the string literal `token` that swiftc refuses (`\q`, `\u{D800}`, `\u12`),
    /// at its offset in the whole text. Raw strings count their `#`s: `#"\q"#` holds no escape.
    static func checkEscapes(_ token: SwiftToken) -> FragmentProblem? {
        let bytes = Array(token.text.utf8)
        let hashes = bytes.prefix { $0 == UInt8(ascii: "#") }.count
        let backslash = UInt8(ascii: "\\")
        var index = hashes
        while index < bytes.count {
            defer { index += 1 }
            guard bytes[index] == backslash, index + hashes < bytes.count,
                bytes[(index + 1)..<(index + 1 + hashes)].allSatisfy({ $0 == UInt8(ascii: "#") })
            else { continue }
            let escaped = index + 1 + hashes
            guard escaped < bytes.count else { return nil }
            switch bytes[escaped] {
            case UInt8(ascii: "0"), backslash, UInt8(ascii: "t"), UInt8(ascii: "n"), UInt8(ascii: "r"),
                UInt8(ascii: "\""), UInt8(ascii: "'"), 0x0A, 0x0D:  // a line break: a multi-line string's continuation
                index = escaped
            case UInt8(ascii: "("):
                index = closingParenthesis(bytes, from: escaped)
            case UInt8(ascii: "u"):
                guard let end = unicodeEscapeEnd(bytes, from: escaped + 1) else {
                    return FragmentProblem(
                        message: "malformed Unicode escape in a string literal", offset: token.offset + index,
                        note: "write `\\u{…}` with 1 to 8 hexadecimal digits of a Unicode scalar, such as `\\u{2028}`")
                }
                index = end
            default:
                let shown = String(decoding: bytes[index...escaped], as: UTF8.self)
                return FragmentProblem(
                    message: "invalid escape `\(shown)` in a string literal", offset: token.offset + index,
                    note: "Swift's escapes are \\0 \\\\ \\t \\n \\r \\\" \\' and \\u{…}; write `\\\\` for a backslash")
            }
        }
        return nil
    }

    /// The index of the `}` ending a valid `{hex}` that starts at `start`, or nil.
    private static func unicodeEscapeEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "{"),
            let close = bytes[start...].firstIndex(of: UInt8(ascii: "}"))
        else { return nil }
        let digits = String(decoding: bytes[(start + 1)..<close], as: UTF8.self)
        guard (1...8).contains(digits.count), let value = UInt32(digits, radix: 16), Unicode.Scalar(value) != nil
        else { return nil }
        return close
    }

    /// Where the interpolation opened at `open` ends (the lexer already found it balanced).
    private static func closingParenthesis(_ bytes: [UInt8], from open: Int) -> Int {
        var depth = 0
        for index in open..<bytes.count {
            if bytes[index] == UInt8(ascii: "(") { depth += 1 }
            if bytes[index] == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return bytes.count
    }
}
