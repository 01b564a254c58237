/// Flow collections: `[a, b]` and `{key: value}`, possibly over several lines.
extension YAMLParser {
    /// A flow collection written as a block value; a failure on its first line becomes a hint to quote
    /// the whole value (`orders: [Order] = []` is meant as text, not as a list).
    func parseFlowInBlock(ownerIndent: Int, depth: Int) throws -> Node {
        let start = pos
        let startLine = location(start).line
        held = []
        var node: Node?
        do {
            node = try parseFlowCollection(ownerIndent: ownerIndent, depth: depth + 1)
        } catch {}
        let errors = held ?? []
        held = nil
        if let node {
            var i = pos
            while byte(i) == .space { i += 1 }
            if byte(i) == UInt8(ascii: ":"), isBlankOrEnd(i + 1) {
                errors.forEach(emit)
                throw abort("a list or mapping cannot be a key; keys are strings", at: start)
            }
            let endsLine = isBreakOrEnd(i) || (byte(i) == UInt8(ascii: "#") && i > pos)
            if endsLine || location(pos).line != startLine {
                errors.forEach(emit)
                try finishLine(after: byte(start) == UInt8(ascii: "[") ? "the list" : "the mapping")
                return node
            }
        }
        let text = utf8String(bytes[start..<valueEnd(from: start)])
        let what = byte(start) == UInt8(ascii: "[") ? "`[` as the start of a list" : "`{` as the start of a mapping"
        guard node == nil else {
            // It parsed but text follows on the same line: most likely a value that needed quotes.
            throw abort("YAML reads \(what); quote the value: `\(quotedSuggestion(text))`", at: start)
        }
        // It failed: if on its first line, the value may have been meant as text.
        for (index, var error) in errors.enumerated() {
            if index == errors.count - 1, error.location?.line == startLine {
                error.notes.append(Diagnostic.Note("YAML reads \(what); if this is text, quote it: `\(quotedSuggestion(text))`", at: location(start)))
            }
            emit(error)
        }
        throw ParseAbort()
    }

    /// `[…]` or `{…}` at `pos`. Continuation lines must be indented more than `ownerIndent`.
    func parseFlowCollection(ownerIndent: Int, depth: Int) throws -> Node {
        try checkDepth(depth)
        let start = pos
        let isMapping = byte(pos) == UInt8(ascii: "{")
        let close = isMapping ? UInt8(ascii: "}") : UInt8(ascii: "]")
        let noun = isMapping ? "mapping entry" : "list item"
        pos += 1
        var elements: [Node] = []
        var builder = MappingBuilder()
        while true {
            try skipFlowSpace(ownerIndent: ownerIndent)
            if atEnd {
                throw abort("unterminated \(isMapping ? "mapping" : "list"): `\(isMapping ? "{" : "[")` has no matching `\(isMapping ? "}" : "]")`", at: pos,
                            notes: [Diagnostic.Note("opened here", at: location(start))])
            }
            if byte(pos) == close {
                pos += 1
                break
            }
            if isMapping {
                let entry = try parseFlowMappingEntry(ownerIndent: ownerIndent, depth: depth)
                if let duplicate = builder.add(entry) { emit(duplicate) }
            } else {
                let (element, wasPlain) = try parseFlowNode(ownerIndent: ownerIndent, depth: depth)
                let crossed = try skipFlowSpace(ownerIndent: ownerIndent)
                if byte(pos) == UInt8(ascii: ":") {
                    throw abort("a `key: value` pair inside `[…]` is not supported; write `{key: value}`", at: pos)
                }
                try checkPlainContinuation(wasPlain: wasPlain, crossedLine: crossed)
                elements.append(element)
            }
            try skipFlowSpace(ownerIndent: ownerIndent)
            if byte(pos) == UInt8(ascii: ",") {
                pos += 1
            } else if byte(pos) != close {
                if atEnd { continue }
                throw abort("expected `,` or `\(isMapping ? "}" : "]")` after a \(noun)", at: pos)
            }
        }
        return Node(isMapping ? .mapping(builder.entries) : .sequence(elements), at: location(start))
    }

    private func parseFlowMappingEntry(ownerIndent: Int, depth: Int) throws -> Entry {
        let keyStart = pos
        let keyLine = lineStart
        let c = byte(pos)
        if c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
            throw abort("a list or mapping cannot be a key; keys are strings", at: pos)
        }
        if c == UInt8(ascii: "?"), isBlankOrEnd(pos + 1) {
            throw abort("complex keys (`?`) are not supported", at: pos)
        }
        let key: String
        var plainKey = false
        if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
            key = try readQuoted().text
        } else {
            let (node, wasPlain) = try parseFlowNode(ownerIndent: ownerIndent, depth: depth)
            guard wasPlain, let scalar = node.scalar else {
                throw abort("a list or mapping cannot be a key; keys are strings", at: keyStart)
            }
            plainKey = true
            key = scalar.text
            if scalar.resolved != .string {
                report("the key `\(key)` is read as \(describe(scalar.resolved)); keys must be strings, so quote it: `\(quotedSuggestion(key))`", at: keyStart)
            }
        }
        let crossed = try skipFlowSpace(ownerIndent: ownerIndent)
        guard byte(pos) == UInt8(ascii: ":") else {
            try checkPlainContinuation(wasPlain: plainKey, crossedLine: crossed)
            let notes = plainKey && key.contains(":")
                ? [Diagnostic.Note("YAML reads `\(key)` as one word; put a space after `:`", at: location(keyStart))] : []
            throw abort("expected `:` after the key `\(key)`; every entry of `{…}` needs `key: value`", at: pos, notes: notes)
        }
        if lineStart != keyLine {
            throw abort("the `:` must be on the same line as its key", at: pos)
        }
        pos += 1
        if plainKey, !isBlankOrEnd(pos), !isFlowIndicator(byte(pos)) {
            throw abort("expected a space after `:`", at: pos)
        }
        try skipFlowSpace(ownerIndent: ownerIndent)
        let value: Node
        if byte(pos) == UInt8(ascii: ",") || byte(pos) == UInt8(ascii: "}") {
            value = nullNode(at: pos)
        } else {
            let (node, wasPlain) = try parseFlowNode(ownerIndent: ownerIndent, depth: depth)
            let crossed = try skipFlowSpace(ownerIndent: ownerIndent)
            try checkPlainContinuation(wasPlain: wasPlain, crossedLine: crossed)
            value = node
        }
        return Entry(key: key, keyLocation: location(keyStart), value: value)
    }

    /// YAML would join a plain value with the next line's text; refuse instead of misreading.
    private func checkPlainContinuation(wasPlain: Bool, crossedLine: Bool) throws {
        guard wasPlain, crossedLine, !atEnd else { return }
        let c = byte(pos)
        if c == UInt8(ascii: ",") || c == UInt8(ascii: ":") || c == UInt8(ascii: "]") || c == UInt8(ascii: "}") { return }
        throw abort("a plain value cannot span several lines; quote it", at: pos)
    }

    /// A node inside a flow collection; also says whether it was a plain scalar.
    func parseFlowNode(ownerIndent: Int, depth: Int) throws -> (Node, Bool) {
        while byte(pos) == UInt8(ascii: "&") || byte(pos) == UInt8(ascii: "!") || byte(pos) == UInt8(ascii: "*") {
            let property = pos
            try refuseNodeProperty(at: pos)
            if bytes[property] == UInt8(ascii: "*") { return (nullNode(at: property), false) }
        }
        let start = pos
        let c = byte(pos)
        switch c {
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            return (try parseFlowCollection(ownerIndent: ownerIndent, depth: depth + 1), false)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return (Node(.scalar(try readQuoted()), at: location(start)), false)
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            throw abort("block scalars (`|`, `>`) cannot be used inside `[…]` or `{…}`", at: pos)
        case UInt8(ascii: "-") where isBlankOrEnd(pos + 1):
            throw abort("`- ` items cannot be used inside `[…]`; separate items with `,`", at: pos)
        case UInt8(ascii: "?") where isBlankOrEnd(pos + 1):
            throw abort("complex keys (`?`) are not supported", at: pos)
        case UInt8(ascii: ":") where isBlankOrEnd(pos + 1) || isFlowIndicator(byte(pos + 1)):
            throw abort("a key is missing before `:`", at: pos)
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
            throw abort("unexpected `\(Character(Unicode.Scalar(c)))`; expected a value", at: pos)
        default:
            break
        }
        let scan = scanPlain(from: start, flow: true)
        let slice = bytes[start..<scan.end]
        pos = max(scan.end, start)
        var resolved = Scalar.Resolved.string
        if checkPlainStart(at: start, flow: true) {
            if let question = slice.firstIndex(of: UInt8(ascii: "?")) {
                report("`?` inside a plain value in `[…]` or `{…}` is read differently by YAML 1.1; quote the value", at: question)
            } else {
                resolved = resolvePlain(slice, at: start) ?? .string
            }
        }
        if scan.end == start { throw abort("expected a value", at: start) }
        return (Node(.scalar(Scalar(text: utf8String(slice), style: .plain, resolved: resolved)), at: location(start)), true)
    }

    /// Spaces, line breaks and comments inside a flow collection; true if a line break was crossed.
    @discardableResult
    func skipFlowSpace(ownerIndent: Int) throws -> Bool {
        var crossed = false
        var afterSpace = pos == lineStart || byte(pos - 1) == .space
        while pos < bytes.count {
            let c = bytes[pos]
            if c == .space {
                pos += 1
                afterSpace = true
            } else if c == .tab {
                throw abort("tabs are only allowed inside quoted values, block scalars and comments", at: pos)
            } else if c == UInt8(ascii: "#") {
                if !afterSpace { throw abort("`#` starts a comment only after a space", at: pos) }
                pos = endOfLine(from: pos)
            } else if isBreakOrEnd(pos) {
                consumeBreak(at: pos)
                crossed = true
                afterSpace = true
                var i = pos
                while byte(i) == .space { i += 1 }
                if byte(i) == .tab { throw abort("tabs cannot be used for indentation; use spaces", at: i) }
                if isDocumentMarker(at: pos) {
                    throw abort("a document marker (`---`, `...`) cannot appear inside `[…]` or `{…}`", at: pos)
                }
                if !isBreakOrEnd(i), byte(i) != UInt8(ascii: "#"), i - pos <= ownerIndent {
                    throw abort("wrong indentation: lines inside `[…]` or `{…}` must be indented more than the key they belong to", at: i)
                }
                pos = i
            } else {
                break
            }
        }
        return crossed
    }
}
