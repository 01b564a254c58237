/// What a plain scalar means: YAML 1.2 core schema (what we use), and what PyYAML's YAML 1.1 resolver
/// would make of it, so that any text the two read differently can be refused instead of misread.
enum PlainScalarSchema {
    /// The YAML 1.1 types PyYAML's `safe_load` knows, as far as they matter here.
    enum YAML11Type: Equatable {
        case string, int, float, bool, null, timestamp, merge, value
    }

    // MARK: YAML 1.2 core schema

    // Byte arrays, not Strings: comparing these is much cheaper than String comparison.
    static let nullWords = words("~ null Null NULL")
    static let boolWords12 = words("true True TRUE false False FALSE")
    static let boolWords11 = words("yes Yes YES no No NO true True TRUE false False FALSE on On ON off Off OFF")
    static let specialFloats = words(".inf .Inf .INF +.inf +.Inf +.INF -.inf -.Inf -.INF .nan .NaN .NAN")

    private static func words(_ list: String) -> [[UInt8]] { list.split(separator: " ").map { Array($0.utf8) } }

    static func isOneOf(_ s: ArraySlice<UInt8>, _ words: [[UInt8]]) -> Bool {
        guard let first = s.first, s.count <= 5 else { return false }
        return words.contains { $0.count == s.count && $0[0] == first && $0.elementsEqual(s) }
    }

    static func core(_ s: ArraySlice<UInt8>) -> Scalar.Resolved {
        if s.isEmpty || isOneOf(s, nullWords) { return .null }
        if isOneOf(s, boolWords12) { return .bool }
        if isOneOf(s, specialFloats) { return .float }
        var c = Cursor(s)
        // 0o… and 0x… (no sign)
        if c.peek(0) == ascii("0"), c.peek(1) == ascii("o") || c.peek(1) == ascii("x") {
            let hex = c.peek(1) == ascii("x")
            c.advance(2)
            if c.skip(while: { hex ? $0.isASCIIHexDigit : ($0 >= ascii("0") && $0 <= ascii("7")) }) > 0, c.atEnd {
                return .int
            }
            return .string
        }
        c.skipSign()
        let integerDigits = c.skip(while: \.isASCIIDigit)
        if integerDigits > 0, c.atEnd { return .int }
        var fractionDigits = 0
        if c.peek(0) == ascii(".") {
            c.advance(1)
            fractionDigits = c.skip(while: \.isASCIIDigit)
        }
        guard integerDigits > 0 || fractionDigits > 0 else { return .string }
        if c.peek(0) == ascii("e") || c.peek(0) == ascii("E") {
            c.advance(1)
            c.skipSign()
            guard c.skip(while: \.isASCIIDigit) > 0 else { return .string }
        }
        return c.atEnd ? .float : .string
    }

    // MARK: PyYAML (YAML 1.1) implicit resolvers, transcribed from yaml/resolver.py

    static func yaml11(_ s: ArraySlice<UInt8>) -> YAML11Type {
        if isOneOf(s, boolWords11) { return .bool }
        if s.isEmpty || isOneOf(s, nullWords) { return .null }
        if s.elementsEqual("<<".utf8) { return .merge }
        if s.elementsEqual("=".utf8) { return .value }
        if isFloat11(s) { return .float }
        if isInt11(s) { return .int }
        if isTimestamp11(s) { return .timestamp }
        return .string
    }

    /// `[-+]?0b[0-1_]+ | [-+]?0[0-7_]+ | [-+]?(0|[1-9][0-9_]*) | [-+]?0x[0-9a-fA-F_]+ | [-+]?[1-9][0-9_]*(:[0-5]?[0-9])+`
    static func isInt11(_ s: ArraySlice<UInt8>) -> Bool {
        var c = Cursor(s)
        c.skipSign()
        if c.peek(0) == ascii("0") {
            switch c.peek(1) {
            case ascii("b"): c.advance(2); return c.skip(while: { $0 == ascii("0") || $0 == ascii("1") || $0 == ascii("_") }) > 0 && c.atEnd
            case ascii("x"): c.advance(2); return c.skip(while: { $0.isASCIIHexDigit || $0 == ascii("_") }) > 0 && c.atEnd
            default:
                c.advance(1)
                if c.atEnd { return true }
                return c.skip(while: { ($0 >= ascii("0") && $0 <= ascii("7")) || $0 == ascii("_") }) > 0 && c.atEnd
            }
        }
        guard let first = c.peek(0), first >= ascii("1"), first <= ascii("9") else { return false }
        c.skip(while: { $0.isASCIIDigit || $0 == ascii("_") })
        if c.atEnd { return true }
        return c.skipSexagesimalParts() && c.atEnd
    }

    static func isFloat11(_ s: ArraySlice<UInt8>) -> Bool {
        if isOneOf(s, specialFloats) { return true }
        var c = Cursor(s)
        if c.peek(0) == ascii(".") {
            // \.[0-9][0-9_]*([eE][-+][0-9]+)?  (no sign allowed here)
            c.advance(1)
            guard let digit = c.peek(0), digit.isASCIIDigit else { return false }
            c.skip(while: { $0.isASCIIDigit || $0 == ascii("_") })
            return c.skipSignedExponent11() && c.atEnd
        }
        c.skipSign()
        guard let digit = c.peek(0), digit.isASCIIDigit else { return false }
        c.skip(while: { $0.isASCIIDigit || $0 == ascii("_") })
        if c.peek(0) == ascii(":") {
            // sexagesimal: [0-9][0-9_]*(:[0-5]?[0-9])+\.[0-9_]*
            guard c.skipSexagesimalParts(), c.peek(0) == ascii(".") else { return false }
            c.advance(1)
            c.skip(while: { $0.isASCIIDigit || $0 == ascii("_") })
            return c.atEnd
        }
        guard c.peek(0) == ascii(".") else { return false }
        c.advance(1)
        c.skip(while: { $0.isASCIIDigit || $0 == ascii("_") })
        return c.skipSignedExponent11() && c.atEnd
    }

    /// `dddd-dd-dd` or `dddd-d?d-d?d([Tt]|[ \t]+)d?d:dd:dd(\.d*)?([ \t]*(Z|[-+]d?d(:dd)?))?`
    static func isTimestamp11(_ s: ArraySlice<UInt8>) -> Bool {
        var c = Cursor(s)
        guard c.digits(4...4), c.take(ascii("-")), c.digits(1...2), c.take(ascii("-")), c.digits(1...2) else { return false }
        if c.atEnd { return true }
        if !c.take(ascii("T")) && !c.take(ascii("t")) {
            guard c.skip(while: { $0 == .space || $0 == .tab }) > 0 else { return false }
        }
        guard c.digits(1...2), c.take(ascii(":")), c.digits(2...2), c.take(ascii(":")), c.digits(2...2) else { return false }
        if c.take(ascii(".")) { c.skip(while: \.isASCIIDigit) }
        if c.atEnd { return true }
        c.skip(while: { $0 == .space || $0 == .tab })
        if c.take(ascii("Z")) { return c.atEnd }
        guard c.take(ascii("-")) || c.take(ascii("+")), c.digits(1...2) else { return false }
        if c.take(ascii(":")) { guard c.digits(2...2) else { return false } }
        return c.atEnd
    }

    @inline(__always) static func ascii(_ c: Unicode.Scalar) -> UInt8 { UInt8(ascii: c) }
}

/// A tiny forward-only matcher over bytes.
struct Cursor {
    let bytes: ArraySlice<UInt8>
    var index: Int

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        self.index = bytes.startIndex
    }

    var atEnd: Bool { index >= bytes.endIndex }

    func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.endIndex ? bytes[index + offset] : nil
    }

    mutating func advance(_ count: Int) { index = min(bytes.endIndex, index + count) }

    @discardableResult
    mutating func skip(while predicate: (UInt8) -> Bool) -> Int {
        let start = index
        while index < bytes.endIndex, predicate(bytes[index]) { index += 1 }
        return index - start
    }

    mutating func skipSign() {
        if let byte = peek(0), byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") { index += 1 }
    }

    mutating func take(_ byte: UInt8) -> Bool {
        guard peek(0) == byte else { return false }
        index += 1
        return true
    }

    /// Exactly `range` digits, as many as possible (the regexes' greedy `[0-9][0-9]?`).
    mutating func digits(_ range: ClosedRange<Int>) -> Bool {
        var count = 0
        while count < range.upperBound, let byte = peek(0), byte.isASCIIDigit { index += 1; count += 1 }
        return count >= range.lowerBound
    }

    /// `(:[0-5]?[0-9])+`
    mutating func skipSexagesimalParts() -> Bool {
        var parts = 0
        while peek(0) == UInt8(ascii: ":") {
            guard let d1 = peek(1), d1.isASCIIDigit else { return false }
            if let d2 = peek(2), d2.isASCIIDigit {
                guard d1 <= UInt8(ascii: "5") else { return false }
                index += 3
            } else {
                index += 2
            }
            parts += 1
        }
        return parts > 0
    }

    /// `([eE][-+][0-9]+)?` — PyYAML needs a dot before and a sign in the exponent.
    mutating func skipSignedExponent11() -> Bool {
        guard let e = peek(0), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") else { return true }
        guard let sign = peek(1), sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") else { return false }
        index += 2
        return skip(while: \.isASCIIDigit) > 0
    }
}
