/// Reads strict RFC 8259 JSON into a `Node` tree (duplicate keys refused, nesting and size limited).
public enum JSONReader {
    public static func read(_ source: SourceText, diagnostics: DiagnosticCollector) -> Node? {
        guard source.bytes.count <= ReaderLimits.maxBytes else {
            diagnostics.error("the file is larger than 8 MiB", at: source.location(ofOffset: 0))
            return nil
        }
        var parser = JSONParser(source: source, diagnostics: diagnostics)
        return parser.parseDocument()
    }
}

struct JSONParser {
    let source: SourceText
    let bytes: [UInt8]
    let diagnostics: DiagnosticCollector
    var pos = 0
    var failed = false
    /// The escapes of the string `parseString` read last (for columns inside it).
    var lastEscapes: [Scalar.Escape] = []

    init(source: SourceText, diagnostics: DiagnosticCollector) {
        self.source = source
        self.bytes = source.bytes
        self.diagnostics = diagnostics
        if UTF8Check.hasByteOrderMark(bytes) { pos = 3 }
    }

    mutating func parseDocument() -> Node? {
        skipWhitespace()
        if pos >= bytes.count {
            // RFC 8259: a JSON text is one value; empty, blank or BOM-only files have none.
            report("the file holds no JSON value; a JSON file is one value, such as `{}`", at: 0)
            return nil
        }
        do {
            let node = try parseValue(depth: 0)
            skipWhitespace()
            if pos < bytes.count { throw abort("unexpected text after the JSON value", at: pos) }
            return failed ? nil : node
        } catch {
            return nil
        }
    }

    func location(_ offset: Int) -> SourceLocation { source.location(ofOffset: offset) }

    mutating func report(_ message: String, at offset: Int, notes: [Diagnostic.Note] = []) {
        failed = true
        diagnostics.error(message, at: location(offset), notes: notes)
    }

    mutating func abort(_ message: String, at offset: Int, notes: [Diagnostic.Note] = []) -> ParseAbort {
        report(message, at: offset, notes: notes)
        return ParseAbort()
    }

    var current: UInt8 { pos < bytes.count ? bytes[pos] : 0 }

    mutating func skipWhitespace() {
        while pos < bytes.count {
            switch bytes[pos] {
            case .space, .tab, .newline, .carriageReturn: pos += 1
            default: return
            }
        }
    }

    mutating func parseValue(depth: Int) throws -> Node {
        guard pos < bytes.count else { throw abort("unexpected end of file; expected a value", at: pos) }
        switch bytes[pos] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""):
            let start = pos
            let text = try parseString()
            var scalar = Scalar(text: text, style: .doubleQuoted, resolved: .string)
            scalar.escapes = lastEscapes
            return Node(.scalar(scalar), at: location(start))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: return try parseLiteral()
        }
    }

    mutating func checkDepth(_ depth: Int) throws {
        if depth > ReaderLimits.maxDepth {
            throw abort("nesting is deeper than \(ReaderLimits.maxDepth) levels", at: pos)
        }
    }

    mutating func parseObject(depth: Int) throws -> Node {
        try checkDepth(depth)
        let start = pos
        pos += 1
        var builder = MappingBuilder()
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            pos += 1
            return Node(.mapping([]), at: location(start))
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else {
                if current == UInt8(ascii: "}") { throw abort("trailing commas are not allowed in JSON", at: pos) }
                if pos >= bytes.count { throw abort("unterminated object; expected a string key", at: pos) }
                throw abort("expected a string key in double quotes", at: pos)
            }
            let keyStart = pos
            let key = try parseString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw abort("expected `:` after the key `\(key)`", at: pos) }
            pos += 1
            skipWhitespace()
            let value = try parseValue(depth: depth)
            if let duplicate = builder.add(Entry(key: key, keyLocation: location(keyStart), value: value)) {
                failed = true
                diagnostics.emit(duplicate)
            }
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): pos += 1
            case UInt8(ascii: "}"):
                pos += 1
                return Node(.mapping(builder.entries), at: location(start))
            default: throw abort("expected `,` or `}` after an object member", at: pos)
            }
        }
    }

    mutating func parseArray(depth: Int) throws -> Node {
        try checkDepth(depth)
        let start = pos
        pos += 1
        var elements: [Node] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            pos += 1
            return Node(.sequence([]), at: location(start))
        }
        while true {
            skipWhitespace()
            if current == UInt8(ascii: "]") { throw abort("trailing commas are not allowed in JSON", at: pos) }
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): pos += 1
            case UInt8(ascii: "]"):
                pos += 1
                return Node(.sequence(elements), at: location(start))
            default: throw abort("expected `,` or `]` after an array element", at: pos)
            }
        }
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, text kept as written.
    mutating func parseNumber() throws -> Node {
        let start = pos
        var isFloat = false
        if current == UInt8(ascii: "-") { pos += 1 }
        guard current.isASCIIDigit else { throw abort("invalid number: expected a digit after `-`", at: pos) }
        if current == UInt8(ascii: "0") {
            pos += 1
            if current.isASCIIDigit { throw abort("numbers cannot have leading zeros in JSON", at: start) }
        } else {
            while current.isASCIIDigit { pos += 1 }
        }
        if current == UInt8(ascii: ".") {
            isFloat = true
            pos += 1
            guard current.isASCIIDigit else { throw abort("invalid number: expected a digit after `.`", at: pos) }
            while current.isASCIIDigit { pos += 1 }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isFloat = true
            pos += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { pos += 1 }
            guard current.isASCIIDigit else { throw abort("invalid number: expected a digit in the exponent", at: pos) }
            while current.isASCIIDigit { pos += 1 }
        }
        let text = utf8String(bytes[start..<pos])
        if isFloat, let value = Double(text), !value.isFinite {
            // RFC 8259 lets a reader limit the range; read as infinity it would mean something else.
            throw abort("number `\(text)` is out of range", at: start)
        }
        return Node(.scalar(Scalar(text: text, style: .plain, resolved: isFloat ? .float : .int)), at: location(start))
    }

    mutating func parseLiteral() throws -> Node {
        let start = pos
        while pos < bytes.count, isWordByte(bytes[pos]) { pos += 1 }
        let word = utf8String(bytes[start..<pos])
        let resolved: Scalar.Resolved
        switch word {
        case "true", "false": resolved = .bool
        case "null": resolved = .null
        case "":
            let notes: [Diagnostic.Note] = switch bytes[start] {
            case UInt8(ascii: "/"), UInt8(ascii: "#"): [Diagnostic.Note("JSON has no comments")]
            case UInt8(ascii: "'"): [Diagnostic.Note("strings in JSON are written in double quotes")]
            default: []
            }
            throw abort("unexpected character `\(characterName(at: start))`; expected a value", at: start, notes: notes)
        default:
            let hint: [Diagnostic.Note] = switch word {
            case "NaN", "Infinity", "nan", "inf": [Diagnostic.Note("JSON has no NaN or infinity")]
            case "nil", "None", "Null", "NULL": [Diagnostic.Note("JSON writes nothing as `null`")]
            case "True", "TRUE", "False", "FALSE": [Diagnostic.Note("JSON booleans are `true` and `false`")]
            default: [Diagnostic.Note("strings in JSON are written in double quotes")]
            }
            throw abort("invalid value `\(word)`", at: start, notes: hint)
        }
        return Node(.scalar(Scalar(text: word, style: .plain, resolved: resolved)), at: location(start))
    }

    private func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte.isASCIIDigit || byte == UInt8(ascii: "_")
    }

    /// The character at an offset, for messages (a whole UTF-8 sequence when non-ASCII).
    func characterName(at offset: Int) -> String {
        guard offset < bytes.count else { return "" }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = utf8String(bytes[offset..<end])
        if let scalar = text.unicodeScalars.first, scalar.value < 0x20 || scalar.value == 0x7F {
            return codePointName(scalar.value)
        }
        return text
    }
}
