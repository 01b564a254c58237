/// Block structure: mappings and sequences laid out by indentation.
extension YAMLParser {
    /// Where a value written after an indicator on the same line sits.
    enum InlineContext {
        /// After `key:`: a nested list may start on the next line at the key's own indentation.
        case mappingValue
        /// After `- `: `- key: value` and `- - item` open compact collections.
        case sequenceEntry
        /// A value alone on its own line.
        case ownLine
    }

    func isSequenceEntry(at offset: Int) -> Bool {
        byte(offset) == UInt8(ascii: "-") && isBlankOrEnd(offset + 1)
    }

    /// A node starting at `pos`, the first content byte of a line indented more than `parentIndent`.
    func parseBlockNode(parentIndent: Int, depth: Int) throws -> Node {
        if isSequenceEntry(at: pos) { return try parseBlockSequence(depth: depth + 1) }
        if implicitKey(at: pos) != nil { return try parseBlockMapping(depth: depth + 1) }
        return try parseInlineValue(ownerIndent: parentIndent, context: .ownLine, depth: depth)
    }

    /// The value after `key:` or `- ` when the rest of that line is empty: a block node on the lines below, or null.
    func parseIndentedValue(ownerIndent: Int, context: InlineContext, nullAt: Int, depth: Int) throws -> Node {
        try skipToContent()
        if atEnd || isDocumentMarker(at: pos) { return nullNode(at: nullAt) }
        if column > ownerIndent { return try parseBlockNode(parentIndent: ownerIndent, depth: depth) }
        if column == ownerIndent, context == .mappingValue, isSequenceEntry(at: pos) {
            return try parseBlockSequence(depth: depth + 1, sharesIndentWithKeys: true)
        }
        return nullNode(at: nullAt)
    }

    func parseBlockMapping(depth: Int) throws -> Node {
        try checkDepth(depth)
        let indent = column
        let start = pos
        var builder = MappingBuilder()
        while true {
            guard let key = implicitKey(at: pos) else {
                if isSequenceEntry(at: pos) {
                    throw abort("expected `key: value`; a `- ` item cannot follow the keys of a mapping at the same indentation", at: pos)
                }
                throw abort("expected `key: value`", at: pos)
            }
            let keyText = try readKey(key)
            pos = key.colon + 1
            try skipSpaces()
            let value = try parseInlineValue(ownerIndent: indent, context: .mappingValue, depth: depth)
            if let duplicate = builder.add(Entry(key: keyText, keyLocation: location(key.start), value: value)) {
                emit(duplicate)
            }
            try skipToContent()
            if atEnd || column < indent || isDocumentMarker(at: pos) { break }
            if column > indent {
                throw abort(wrongIndentation(value: value, expected: indent, what: "the other keys of this mapping"), at: pos)
            }
        }
        return Node(.mapping(builder.entries), at: location(start))
    }

    /// A `- ` list at the current column. `sharesIndentWithKeys`: written under `key:` at the key's own
    /// indentation, so a line at that column that is no item belongs to the mapping.
    func parseBlockSequence(depth: Int, sharesIndentWithKeys: Bool = false) throws -> Node {
        try checkDepth(depth)
        let indent = column
        let start = pos
        var elements: [Node] = []
        while true {
            let dash = pos
            pos += 1
            try skipSpaces()
            let element = try parseInlineValue(ownerIndent: indent, context: .sequenceEntry, depth: depth, nullAt: dash + 1)
            elements.append(element)
            try skipToContent()
            if atEnd || column < indent || isDocumentMarker(at: pos) { break }
            if column > indent {
                throw abort(wrongIndentation(value: element, expected: indent, what: "the other items of this list"), at: pos)
            }
            if !isSequenceEntry(at: pos) {
                if sharesIndentWithKeys { break }
                throw abort("expected a `- ` item, like the other lines of this list at this indentation", at: pos)
            }
        }
        return Node(.sequence(elements), at: location(start))
    }

    private func wrongIndentation(value: Node, expected indent: Int, what: String) -> String {
        if value.scalar?.style == .plain, value.scalar?.resolved != .null {
            return "a plain value cannot span several lines; quote it or use `>`"
        }
        return "wrong indentation: this line should start at column \(indent + 1), like \(what)"
    }

    /// Spaces between an indicator and its value (tabs are refused: PyYAML does not accept them there).
    func skipSpaces() throws {
        while byte(pos) == .space { pos += 1 }
        if byte(pos) == .tab {
            throw abort("tabs are only allowed inside quoted values, block scalars and comments", at: pos)
        }
    }

    /// A value starting at `pos` on a line that already holds an indicator (or on its own line).
    /// Returns with `pos` at the start of the line after the value.
    func parseInlineValue(ownerIndent: Int, context: InlineContext, depth: Int, nullAt: Int? = nil) throws -> Node {
        // Anchors, aliases and tags are reported and skipped (a loop: a line may hold many).
        while byte(pos) == UInt8(ascii: "&") || byte(pos) == UInt8(ascii: "!") || byte(pos) == UInt8(ascii: "*") {
            try refuseNodeProperty(at: pos)
        }
        let start = pos
        let first = byte(pos)
        if isBreakOrEnd(pos) || (first == UInt8(ascii: "#") && pos > lineStart && byte(pos - 1) == .space) {
            try finishLine(after: "the value")
            return try parseIndentedValue(ownerIndent: ownerIndent, context: context, nullAt: nullAt ?? start, depth: depth)
        }
        switch first {
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            return try parseFlowInBlock(ownerIndent: ownerIndent, depth: depth)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            if context == .sequenceEntry, implicitKey(at: pos) != nil { return try parseBlockMapping(depth: depth + 1) }
            let scalar = try readQuoted()
            if implicitKey(at: start) != nil {
                throw abort("a mapping cannot start on the same line as its key; put it on the next line, indented", at: start)
            }
            try finishLine(after: "the quoted value")
            return Node(.scalar(scalar), at: location(start))
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            return try parseBlockScalar(ownerIndent: ownerIndent)
        case UInt8(ascii: "-") where isBlankOrEnd(pos + 1):
            if context == .sequenceEntry { return try parseBlockSequence(depth: depth + 1) }
            throw abort("a list cannot start on the same line as its key; put the `- ` items on the next lines", at: pos)
        case UInt8(ascii: "?") where isBlankOrEnd(pos + 1):
            throw abort("complex keys (`?`) are not supported", at: pos)
        case UInt8(ascii: ":") where isBlankOrEnd(pos + 1):
            throw abort("a key is missing before `:`", at: pos)
        default:
            break
        }
        return try parseBlockPlain(ownerIndent: ownerIndent, context: context, depth: depth)
    }

    /// Anchors, aliases and tags: reported, skipped, and the value read on (an alias reads as nothing).
    func refuseNodeProperty(at offset: Int) throws {
        let what = switch byte(offset) {
        case UInt8(ascii: "&"): "anchors (`&`) are not supported"
        case UInt8(ascii: "*"): "aliases (`*`) are not supported"
        default: "tags (`!`) are not supported"
        }
        report(what, at: offset)
        pos += 1
        while !isBlankOrEnd(pos), !isFlowIndicator(byte(pos)) { pos += 1 }
        try skipSpaces()
    }

    func isFlowIndicator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
            || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
    }
}
