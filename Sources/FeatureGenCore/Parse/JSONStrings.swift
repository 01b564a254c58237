/// JSON string literals: escapes, surrogate pairs, raw control characters refused.
extension JSONParser {
    /// Parses the string at `pos` (an opening `"`) and returns its unescaped value.
    mutating func parseString() throws -> String {
        let start = pos
        pos += 1
        var out: [UInt8] = []
        var runStart = pos
        lastEscapes = []
        while true {
            guard pos < bytes.count else { throw abort("unterminated string", at: start) }
            let byte = bytes[pos]
            if byte == UInt8(ascii: "\"") {
                out.append(contentsOf: bytes[runStart..<pos])
                pos += 1
                return String(decoding: out, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                out.append(contentsOf: bytes[runStart..<pos])
                let escapeStart = (text: out.count, source: pos)
                try parseEscape(into: &out)
                lastEscapes.append(
                    .init(textOffset: escapeStart.text, textLength: out.count - escapeStart.text,
                          sourceLength: pos - escapeStart.source))
                runStart = pos
                continue
            }
            if byte < 0x20 {
                if byte == .newline || byte == .carriageReturn { throw abort("unterminated string", at: start) }
                report("control character \(codePointName(UInt32(byte))) must be escaped in a string", at: pos)
            }
            pos += 1
        }
    }

    /// Parses one escape at `pos` (a backslash); bad escapes are reported and skipped.
    private mutating func parseEscape(into out: inout [UInt8]) throws {
        let start = pos
        pos += 1
        guard pos < bytes.count else { throw abort("unterminated string", at: start) }
        let code = bytes[pos]
        pos += 1
        let simple: UInt8? = switch code {
        case UInt8(ascii: "\""): 0x22
        case UInt8(ascii: "\\"): 0x5C
        case UInt8(ascii: "/"): 0x2F
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
        if let simple {
            out.append(simple)
            return
        }
        guard code == UInt8(ascii: "u") else {
            report("invalid escape `\\\(characterName(at: pos - 1))` in a string", at: start)
            return
        }
        guard let unit = readHex4() else {
            report("`\\u` must be followed by four hex digits", at: start)
            return
        }
        var value = unit
        if (0xD800...0xDBFF).contains(unit) {
            // A high surrogate must be followed by an escaped low surrogate.
            let save = pos
            if current == UInt8(ascii: "\\"), pos + 1 < bytes.count, bytes[pos + 1] == UInt8(ascii: "u") {
                pos += 2
                if let low = readHex4(), (0xDC00...0xDFFF).contains(low) {
                    value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                } else {
                    pos = save
                }
            }
            if value == unit {
                report("lone surrogate `\\u\(hex4(unit))` in a string", at: start)
                return
            }
        } else if (0xDC00...0xDFFF).contains(unit) {
            report("lone surrogate `\\u\(hex4(unit))` in a string", at: start)
            return
        }
        appendUTF8(value, to: &out)
    }

    private mutating func readHex4() -> UInt32? {
        guard pos + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for k in 0..<4 {
            let byte = bytes[pos + k]
            guard byte.isASCIIHexDigit else { return nil }
            value = value << 4 | byte.hexValue
        }
        pos += 4
        return value
    }

    private func hex4(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

/// Appends a code point (assumed valid, not a surrogate) as UTF-8.
func appendUTF8(_ value: UInt32, to out: inout [UInt8]) {
    guard let scalar = Unicode.Scalar(value) else { return }
    UTF8.encode(scalar) { out.append($0) }
}
