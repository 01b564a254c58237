/// Finds the tags of a template in its UTF-8 bytes, following delimiter changes.
struct TagScanner {
    let source: [UInt8]
    let name: String
    private var openDelimiter: [UInt8] = Array("{{".utf8)
    private var closeDelimiter: [UInt8] = Array("}}".utf8)

    init(source: [UInt8], name: String) {
        self.source = source
        self.name = name
    }

    mutating func scan() throws(MustacheError) -> [Tag] {
        var tags: [Tag] = []
        var cursor = 0
        while let start = find(openDelimiter, from: cursor) {
            let tag = try scanTag(at: start)
            tags.append(tag)
            cursor = tag.end
        }
        return tags
    }

    private mutating func scanTag(at start: Int) throws(MustacheError) -> Tag {
        var contentStart = start + openDelimiter.count
        let sigil: UInt8? = contentStart < source.count ? source[contentStart] : nil
        let kind = Self.kind(forSigil: sigil)
        var closing = closeDelimiter
        if kind != .variable { contentStart += 1 }
        if sigil == UInt8(ascii: "{") { closing = [UInt8(ascii: "}")] + closeDelimiter }
        if sigil == UInt8(ascii: "=") { closing = [UInt8(ascii: "=")] + closeDelimiter }
        guard let contentEnd = find(closing, from: contentStart) else {
            let text = String(decoding: openDelimiter, as: UTF8.self)
            throw error("unclosed tag `\(text)`: expected `\(String(decoding: closing, as: UTF8.self))`", at: start)
        }
        let end = contentEnd + closing.count
        let content = trimmed(contentStart..<contentEnd)
        switch kind {
        case .comment:
            return Tag(kind: kind, content: "", start: start, end: end)
        case .setDelimiters:
            try changeDelimiters(content, at: start)
            return Tag(kind: kind, content: "", start: start, end: end)
        default:
            try validateName(content, kind: kind, at: start)
            return Tag(kind: kind, content: String(decoding: content, as: UTF8.self), start: start, end: end)
        }
    }

    private static func kind(forSigil sigil: UInt8?) -> TagKind {
        switch sigil {
        case UInt8(ascii: "{"), UInt8(ascii: "&"): .unescaped
        case UInt8(ascii: "#"): .section
        case UInt8(ascii: "^"): .inverted
        case UInt8(ascii: "/"): .close
        case UInt8(ascii: "!"): .comment
        case UInt8(ascii: ">"): .partial
        case UInt8(ascii: "="): .setDelimiters
        case UInt8(ascii: "$"): .block
        case UInt8(ascii: "<"): .parent
        default: .variable
        }
    }

    /// `{{=<% %>=}}`: two non-empty delimiters separated by whitespace, no whitespace or `=` inside.
    private mutating func changeDelimiters(_ content: ArraySlice<UInt8>, at start: Int) throws(MustacheError) {
        let parts = content.split(whereSeparator: isWhitespace)
        guard parts.count == 2, !parts.contains(where: { $0.contains(UInt8(ascii: "=")) }) else {
            let text = String(decoding: content, as: UTF8.self)
            throw error("invalid delimiter change `\(text)`: expected two delimiters separated by a space, like `{{=<% %>=}}`", at: start)
        }
        openDelimiter = Array(parts[0])
        closeDelimiter = Array(parts[1])
    }

    private func validateName(_ content: ArraySlice<UInt8>, kind: TagKind, at start: Int) throws(MustacheError) {
        var name = content
        if kind == .partial || kind == .parent, name.first == UInt8(ascii: "*") {
            name = trimmed(name.index(after: name.startIndex)..<name.endIndex)
        }
        if name.isEmpty { throw error("empty tag: expected a name", at: start) }
        if name.contains(where: isWhitespace) {
            throw error("invalid name `\(String(decoding: name, as: UTF8.self))`: names contain no whitespace", at: start)
        }
    }

    private func trimmed(_ range: Range<Int>) -> ArraySlice<UInt8> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, isWhitespace(source[lower]) { lower += 1 }
        while upper > lower, isWhitespace(source[upper - 1]) { upper -= 1 }
        return source[lower..<upper]
    }

    private func find(_ needle: [UInt8], from offset: Int) -> Int? {
        guard let first = needle.first, source.count >= needle.count else { return nil }
        var index = offset
        let last = source.count - needle.count
        while index <= last {
            if source[index] == first, source[index..<(index + needle.count)].elementsEqual(needle) {
                return index
            }
            index += 1
        }
        return nil
    }

    private func error(_ message: String, at offset: Int) -> MustacheError {
        MustacheError(message, at: offset, in: source, name: name)
    }
}

func isWhitespace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
}
