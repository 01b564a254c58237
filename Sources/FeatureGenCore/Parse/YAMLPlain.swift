/// Plain (unquoted) scalars and mapping keys.
extension YAMLParser {
    struct ImplicitKey {
        let start: Int
        /// Just past the key's text (the closing quote for a quoted key).
        let end: Int
        let colon: Int
        let quoted: Bool
    }

    struct PlainScan {
        /// Just past the last non-space byte of the value.
        var end: Int
        /// The `:` of a `: ` inside the value, if the scan stopped there.
        var colon: Int?
    }

    /// The `key:` starting at `offset`, if that line holds one.
    func implicitKey(at offset: Int) -> ImplicitKey? {
        let first = byte(offset)
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            guard let close = quoteEnd(at: offset) else { return nil }
            var j = close
            while byte(j) == .space { j += 1 }
            guard byte(j) == UInt8(ascii: ":"), isBlankOrEnd(j + 1) else { return nil }
            return ImplicitKey(start: offset, end: close, colon: j, quoted: true)
        }
        switch first {
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"):
            if isBlankOrEnd(offset + 1) { return nil }
        case UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","),
             UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"),
             UInt8(ascii: ">"):
            return nil
        default:
            if isBlankOrEnd(offset) { return nil }
        }
        let scan = scanPlain(from: offset, flow: false)
        guard let colon = scan.colon else { return nil }
        return ImplicitKey(start: offset, end: scan.end, colon: colon, quoted: false)
    }

    /// Scans a single-line plain scalar: it ends at a line break, a tab, ` #`, a `: `
    /// and (in flow context) at `,[]{}`.
    func scanPlain(from start: Int, flow: Bool) -> PlainScan {
        var scan = PlainScan(end: start, colon: nil)
        var i = start
        while !isBreakOrEnd(i) {
            let c = bytes[i]
            if c == .tab { break }
            if c == UInt8(ascii: ":"), isBlankOrEnd(i + 1) || (flow && isFlowIndicator(byte(i + 1))) {
                scan.colon = i
                break
            }
            if flow, isFlowIndicator(c) { break }
            if c == UInt8(ascii: "#"), i > start, bytes[i - 1] == .space { break }
            if c != .space { scan.end = i + 1 }
            i += 1
        }
        return scan
    }

    /// Reads a key found by `implicitKey`; keys must be strings, in YAML 1.1 as in YAML 1.2.
    func readKey(_ key: ImplicitKey) throws -> String {
        if key.quoted {
            pos = key.start
            return try readQuoted().text
        }
        let slice = bytes[key.start..<key.end]
        let text = utf8String(slice)
        if key.end - key.start > 1024 {
            report("a key may be at most 1024 characters long", at: key.start)
        }
        if !checkPlainStart(at: key.start, flow: false) { return text }
        if text == "<<" {
            report("merge keys (`<<`) are not supported", at: key.start)
            return text
        }
        guard let resolved = resolvePlain(slice, at: key.start), resolved != .string else { return text }
        report("the key `\(text)` is read as \(describe(resolved)); keys must be strings, so quote it: `\(quotedSuggestion(text))`", at: key.start)
        return text
    }

    /// Reads a plain value in block context, or opens a compact mapping (`- key: value`).
    func parseBlockPlain(ownerIndent: Int, context: InlineContext, depth: Int) throws -> Node {
        let start = pos
        let scan = scanPlain(from: start, flow: false)
        if let colon = scan.colon {
            if context != .mappingValue { return try parseBlockMapping(depth: depth + 1) }
            let end = valueEnd(from: start)
            let text = utf8String(bytes[start..<end])
            report("YAML reads `: ` inside a plain value as a mapping; quote the value", at: colon,
                   notes: [Diagnostic.Note("write it as `\(quotedSuggestion(text))`", at: location(start))])
            pos = end
            try finishLine(after: "the value")
            return Node(.scalar(Scalar(text: text, style: .plain, resolved: .string)), at: location(start))
        }
        let slice = bytes[start..<scan.end]
        var resolved = Scalar.Resolved.string
        if checkPlainStart(at: start, flow: false) { resolved = resolvePlain(slice, at: start) ?? .string }
        pos = scan.end
        try finishLine(after: "the value")
        try skipToContent()
        if !atEnd, column > ownerIndent, !isDocumentMarker(at: pos) {
            throw abort("a plain value cannot span several lines; quote it or use `>`", at: pos)
        }
        return Node(.scalar(Scalar(text: utf8String(slice), style: .plain, resolved: resolved)), at: location(start))
    }

    /// The end of a value that runs to the end of the line or to a comment, trailing spaces dropped.
    func valueEnd(from start: Int) -> Int {
        var i = start
        var end = start
        while !isBreakOrEnd(i) {
            if bytes[i] == UInt8(ascii: "#"), i > start, bytes[i - 1] == .space { break }
            if bytes[i] != .space { end = i + 1 }
            i += 1
        }
        return end
    }

    /// Reports a plain value that starts with a character YAML reserves; false if it did.
    func checkPlainStart(at offset: Int, flow: Bool) -> Bool {
        let c = byte(offset)
        let message: String? = switch c {
        case UInt8(ascii: "@"): "`@` is reserved in YAML; quote the value"
        case UInt8(ascii: "`"): "the backtick is reserved in YAML; quote the value"
        case UInt8(ascii: "%"), UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
            "a plain value cannot start with `\(Character(Unicode.Scalar(c)))`; quote the value"
        case UInt8(ascii: "?"), UInt8(ascii: ":"):
            // YAML 1.1 (PyYAML) reads these differently inside `[…]` and `{…}`.
            flow ? "a plain value inside `[…]` or `{…}` cannot start with `\(Character(Unicode.Scalar(c)))`; quote the value" : nil
        case UInt8(ascii: "-"):
            flow && isFlowIndicator(byte(offset + 1))
                ? "a plain value inside `[…]` or `{…}` cannot start with `-`; quote the value" : nil
        default: nil
        }
        guard let message else { return true }
        report(message, at: offset)
        return false
    }

    /// A value in double quotes, for "quote it like this" hints.
    func quotedSuggestion(_ text: String) -> String {
        var out = "\""
        for character in text {
            if character == "\"" || character == "\\" { out.append("\\") }
            out.append(character)
        }
        return out + "\""
    }
}
