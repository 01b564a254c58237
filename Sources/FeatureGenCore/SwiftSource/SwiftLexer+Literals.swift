/// String and number literals, and the byte classes the lexer needs.
extension SwiftLexer {
    /// Scans a string literal starting at `pos` (at its first `#` or `"`): single-line, multi-line
    /// `"""`, raw `#"…"#` with any number of `#`, and interpolations `\(…)` that may hold nested
    /// parentheses, strings and closures. Returns false when the literal is unterminated: a
    /// single-line string stops at its line end (as swiftc does), a multi-line one runs to the end.
    /// `interpolations` receives the byte range inside each top-level `\( … )`.
    mutating func scanString(hashes: Int, interpolations: ((Range<Int>) -> Void)?) -> Bool {
        pos += hashes
        let multiline = peek(0) == quote && peek(1) == quote && peek(2) == quote
        pos += multiline ? 3 : 1
        while pos < bytes.count {
            let byte = bytes[pos]
            if !multiline, byte == ByteClass.newline || byte == ByteClass.carriageReturn { return false }
            if byte == UInt8(ascii: "\\"), hashesFollow(pos + 1, count: hashes) {
                let escaped = pos + 1 + hashes
                if escaped < bytes.count, bytes[escaped] == UInt8(ascii: "(") {
                    pos = escaped + 1
                    let inner = pos
                    guard scanInterpolation(multiline: multiline) else { return false }
                    interpolations?(inner..<(pos - 1))
                } else {
                    pos = min(escaped + 1, bytes.count)
                }
                continue
            }
            if byte == quote {
                let closing = multiline ? 3 : 1
                if (0..<closing).allSatisfy({ peek($0) == quote }), hashesFollow(pos + closing, count: hashes) {
                    pos += closing + hashes
                    return true
                }
            }
            pos += 1
        }
        return false
    }

    /// Scans tokens after `\(` up to the matching `)`; leaves `pos` just past it.
    private mutating func scanInterpolation(multiline: Bool) -> Bool {
        guard interpolationNesting < Self.maxInterpolationNesting else { return true }
        interpolationNesting += 1
        defer { interpolationNesting -= 1 }
        let savedGenericDepth = genericDepth
        defer { genericDepth = savedGenericDepth }
        var depth = 1
        while true {
            if skipWhitespace(), !multiline { return false }
            guard pos < bytes.count else { return false }
            let start = pos
            let (kind, unterminated) = scanToken()
            if unterminated, kind == .string || kind == .comment { return false }
            guard kind == .punctuation, pos - start == 1 else { continue }
            if bytes[start] == UInt8(ascii: "(") { depth += 1 }
            if bytes[start] == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return true }
            }
        }
    }

    private var quote: UInt8 { UInt8(ascii: "\"") }

    private func hashesFollow(_ offset: Int, count: Int) -> Bool {
        guard offset + count <= bytes.count else { return false }
        for i in 0..<count where bytes[offset + i] != UInt8(ascii: "#") { return false }
        return true
    }

    /// Integer or float: decimal, `0x` (with hex floats), `0o`, `0b`, `_` separators, exponents.
    mutating func scanNumber() -> SwiftToken.Kind {
        if bytes[pos] == UInt8(ascii: "0"), let radix = peek(1),
            radix == UInt8(ascii: "x") || radix == UInt8(ascii: "o") || radix == UInt8(ascii: "b")
        {
            pos += 2
            let isHex = radix == UInt8(ascii: "x")
            var isFloat = false
            scanDigits(hex: isHex)
            if isHex, peek(0) == UInt8(ascii: "."), let d = peek(1), ByteClass.isHexDigit(d) {
                pos += 1
                scanDigits(hex: true)
                isFloat = true
            }
            if isHex, let p = peek(0), p == UInt8(ascii: "p") || p == UInt8(ascii: "P") {
                isFloat = scanExponent() || isFloat
            }
            return isFloat ? .float : .integer
        }
        scanDigits(hex: false)
        var isFloat = false
        if peek(0) == UInt8(ascii: "."), let d = peek(1), ByteClass.isDigit(d) {
            pos += 1
            scanDigits(hex: false)
            isFloat = true
        }
        if let e = peek(0), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            isFloat = scanExponent() || isFloat
        }
        return isFloat ? .float : .integer
    }

    private mutating func scanDigits(hex: Bool) {
        while let b = peek(0), (hex ? ByteClass.isHexDigit(b) : ByteClass.isDigit(b)) || b == UInt8(ascii: "_") {
            pos += 1
        }
    }

    /// `e10`, `e-3`, `p+2`; consumes nothing unless a digit follows.
    private mutating func scanExponent() -> Bool {
        var offset = 1
        if let sign = peek(1), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { offset = 2 }
        guard let digit = peek(offset), ByteClass.isDigit(digit) else { return false }
        pos += offset
        scanDigits(hex: false)
        return true
    }

    /// Length of the valid UTF-8 sequence at `offset` (1 for ASCII), or 0 when the bytes are invalid.
    func utf8Length(at offset: Int) -> Int {
        let lead = bytes[offset]
        if lead < 0x80 { return 1 }
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return 0
        }
        guard offset + length <= bytes.count else { return 0 }
        let second = bytes[offset + 1]
        guard second >= low, second <= high else { return 0 }
        for i in 2..<length where bytes[offset + i] & 0xC0 != 0x80 { return 0 }
        return length
    }
}

enum ByteClass {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")

    static func isIdentifierStart(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || b >= 0x80
    }

    static func isIdentifierBody(_ b: UInt8) -> Bool { isIdentifierStart(b) || isDigit(b) }

    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    static func isHexDigit(_ b: UInt8) -> Bool {
        isDigit(b) || (b >= 0x61 && b <= 0x66) || (b >= 0x41 && b <= 0x46)
    }

    static func isOperator(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }
}
