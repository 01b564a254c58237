/// Writing to the output: HTML escaping and the indentation of standalone partials and blocks.
extension Renderer {
    mutating func writeValue(_ value: MustacheValue, escaped: Bool) {
        switch value {
        case .string(let string): writeData(string, escaped: escaped)
        case .int(let number): writeData(String(number), escaped: false)
        case .double(let number): writeData(Self.format(number), escaped: false)
        case .bool(let flag): writeData(flag ? "true" : "false", escaped: false)
        case .null, .array, .object: break
        }
    }

    /// Integral doubles print without a fraction (`2.0` → `2`), like the JSON the spec comes from.
    static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return number.description
    }

    /// Interpolated data: indented only where it starts a line; newlines inside it are the data's
    /// own, so they are not indented (the spec indents the partial's lines, not its data's).
    private mutating func writeData(_ string: String, escaped: Bool) {
        guard !string.isEmpty else { return }
        if atLineStart {
            output += indentation
            atLineStart = false
        }
        if escaped { writeEscaped(string) } else { output += string }
    }

    private mutating func writeEscaped(_ string: String) {
        let utf8 = string.utf8
        var chunkStart = utf8.startIndex
        var index = chunkStart
        while index < utf8.endIndex {
            let replacement: String? = switch utf8[index] {
            case UInt8(ascii: "&"): "&amp;"
            case UInt8(ascii: "<"): "&lt;"
            case UInt8(ascii: ">"): "&gt;"
            case UInt8(ascii: "\""): "&quot;"
            default: nil
            }
            let next = utf8.index(after: index)
            if let replacement {
                output += string[chunkStart..<index]
                output += replacement
                chunkStart = next
            }
            index = next
        }
        output += string[chunkStart..<utf8.endIndex]
    }

    /// Template text: inside an indented partial or block every line gets the indentation,
    /// except empty lines (so generated code has no trailing whitespace).
    mutating func writeTemplateText(_ text: TemplateText) {
        if indentation.isEmpty {
            output += text.string
        } else if text.lines.isEmpty {
            writeLine(text.string[...])
        } else {
            for line in text.lines { writeLine(line) }
        }
    }

    private mutating func writeLine(_ line: Substring) {
        if atLineStart, !Self.isEmptyLine(line) { output += indentation }
        output += line
        atLineStart = line.utf8.last == UInt8(ascii: "\n")
    }

    private static func isEmptyLine(_ line: Substring) -> Bool {
        var bytes = line.utf8.makeIterator()
        switch bytes.next() {
        case UInt8(ascii: "\n"): return true
        case UInt8(ascii: "\r"): return bytes.next() == UInt8(ascii: "\n")
        default: return false
        }
    }
}
