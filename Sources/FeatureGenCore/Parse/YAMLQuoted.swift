/// Single- and double-quoted scalars. Both must close on the line they open on: YAML folds
/// multi-line quoted scalars in ways that surprise, so those are refused.
extension YAMLParser {
    /// The offset just past the closing quote of the quoted scalar at `offset`, if it closes on this line.
    func quoteEnd(at offset: Int) -> Int? {
        let quote = byte(offset)
        var i = offset + 1
        while !isBreakOrEnd(i) {
            let c = bytes[i]
            if quote == UInt8(ascii: "'"), c == quote {
                if byte(i + 1) == quote { i += 2; continue }
                return i + 1
            }
            if quote == UInt8(ascii: "\""), c == UInt8(ascii: "\\") {
                i += isBreakOrEnd(i + 1) ? 1 : 2
                continue
            }
            if quote == UInt8(ascii: "\""), c == quote { return i + 1 }
            i += 1
        }
        return nil
    }

    /// Reads the quoted scalar at `pos` and moves past its closing quote.
    func readQuoted() throws -> Scalar {
        let start = pos
        let quote = byte(start)
        guard let end = quoteEnd(at: start) else {
            let lineEnd = endOfLine(from: start)
            let closesLater = bytes[min(lineEnd, bytes.count)...].contains(quote)
            if closesLater {
                throw abort("a quoted value must end on the line it starts on; use `|` or `>` for text over several lines", at: start)
            }
            throw abort("unterminated quoted value", at: start)
        }
        pos = end
        if quote == UInt8(ascii: "'") {
            var out: [UInt8] = []
            var escapes: [Scalar.Escape] = []
            var i = start + 1
            while i < end - 1 {
                if bytes[i] == quote { escapes.append(.init(textOffset: out.count, textLength: 1, sourceLength: 2)) }
                out.append(bytes[i])
                i += bytes[i] == quote ? 2 : 1
            }
            var scalar = Scalar(text: String(decoding: out, as: UTF8.self), style: .singleQuoted, resolved: .string)
            scalar.escapes = escapes
            return scalar
        }
        var escapes: [Scalar.Escape] = []
        let text = unescapeDoubleQuoted(from: start + 1, to: end - 1, escapes: &escapes)
        var scalar = Scalar(text: text, style: .doubleQuoted, resolved: .string)
        scalar.escapes = escapes
        return scalar
    }

    /// The value of a double-quoted scalar's body; bad escapes are reported and left out. Each escape is
    /// recorded, so positions in the value map back to columns.
    private func unescapeDoubleQuoted(from start: Int, to end: Int, escapes: inout [Scalar.Escape]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(end - start)
        var i = start
        while i < end {
            let c = bytes[i]
            guard c == UInt8(ascii: "\\") else {
                out.append(c)
                i += 1
                continue
            }
            let code = byte(i + 1)
            let escapeStart = (text: out.count, source: i)
            defer {
                escapes.append(.init(
                    textOffset: escapeStart.text, textLength: out.count - escapeStart.text,
                    sourceLength: i - escapeStart.source))
            }
            if let simple = Self.simpleEscape(code) {
                appendUTF8(simple, to: &out)
                i += 2
                continue
            }
            let digits: Int = switch code {
            case UInt8(ascii: "x"): 2
            case UInt8(ascii: "u"): 4
            case UInt8(ascii: "U"): 8
            default: 0
            }
            guard digits > 0 else {
                report("unknown escape `\\\(escapeName(at: i + 1))` in a double-quoted value", at: i)
                i += 2
                continue
            }
            var value: UInt32 = 0
            var k = 0
            while k < digits, i + 2 + k < end, bytes[i + 2 + k].isASCIIHexDigit {
                value = value << 4 | bytes[i + 2 + k].hexValue
                k += 1
            }
            if k < digits {
                report("`\\\(Character(Unicode.Scalar(code)))` must be followed by \(digits) hex digits", at: i)
            } else if value > 0x10FFFF || (0xD800...0xDFFF).contains(value) {
                report("`\(utf8String(bytes[i..<(i + 2 + digits)]))` is not a valid Unicode code point", at: i)
            } else {
                appendUTF8(value, to: &out)
            }
            i += 2 + k
        }
        return String(decoding: out, as: UTF8.self)
    }

    private func escapeName(at offset: Int) -> String {
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return utf8String(bytes[offset..<end])
    }

    /// YAML 1.2's one-letter escapes (all of them; PyYAML knows the same set).
    static func simpleEscape(_ code: UInt8) -> UInt32? {
        switch code {
        case UInt8(ascii: "0"): 0x00
        case UInt8(ascii: "a"): 0x07
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "t"), .tab: 0x09
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "v"): 0x0B
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "e"): 0x1B
        case UInt8(ascii: " "): 0x20
        case UInt8(ascii: "\""): 0x22
        case UInt8(ascii: "/"): 0x2F
        case UInt8(ascii: "\\"): 0x5C
        case UInt8(ascii: "N"): 0x85
        case UInt8(ascii: "_"): 0xA0
        case UInt8(ascii: "L"): 0x2028
        case UInt8(ascii: "P"): 0x2029
        default: nil
        }
    }
}
