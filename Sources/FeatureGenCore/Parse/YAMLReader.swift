/// Reads the strict YAML subset featuregen specs use into a `Node` tree.
///
/// Anything outside the subset, and any plain value that YAML 1.1 (PyYAML) and YAML 1.2 read
/// differently, is refused with an error rather than read in a way some other tool would not.
public enum YAMLReader {
    public static func read(_ source: SourceText, diagnostics: DiagnosticCollector) -> Node? {
        guard source.bytes.count <= ReaderLimits.maxBytes else {
            diagnostics.error("the file is larger than 8 MiB", at: source.location(ofOffset: 0))
            return nil
        }
        return YAMLParser(source: source, diagnostics: diagnostics).parseStream()
    }
}

/// A recursive-descent parser over the file's bytes; recursion depth is bounded by `ReaderLimits.maxDepth`.
final class YAMLParser {
    let source: SourceText
    let bytes: [UInt8]
    let diagnostics: DiagnosticCollector
    /// The current byte offset.
    var pos = 0
    /// Offset of the first byte of the line `pos` is on (columns are `pos - lineStart`).
    var lineStart = 0
    /// 1-based number of the line `pos` is on (kept so most locations need no search).
    var lineNumber = 1
    var failed = false
    /// While set, errors are held here instead of emitted (a flow value in a block may turn into a hint).
    var held: [Diagnostic]?

    init(source: SourceText, diagnostics: DiagnosticCollector) {
        self.source = source
        self.bytes = source.bytes
        self.diagnostics = diagnostics
    }

    // MARK: Reporting

    func location(_ offset: Int) -> SourceLocation {
        if offset >= lineStart, offset <= pos {
            return SourceLocation(path: source.path, line: lineNumber, column: offset - lineStart + 1)
        }
        return source.location(ofOffset: offset)
    }

    func report(_ message: String, at offset: Int, notes: [Diagnostic.Note] = []) {
        emit(.error(message, at: location(offset), notes: notes))
    }

    func emit(_ diagnostic: Diagnostic) {
        failed = true
        if held != nil { held?.append(diagnostic) } else { diagnostics.emit(diagnostic) }
    }

    /// Reports a problem after which the rest of the file cannot be read reliably.
    func abort(_ message: String, at offset: Int, notes: [Diagnostic.Note] = []) -> ParseAbort {
        report(message, at: offset, notes: notes)
        return ParseAbort()
    }

    // MARK: Bytes

    @inline(__always) func byte(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }
    var column: Int { pos - lineStart }
    var atEnd: Bool { pos >= bytes.count }

    /// End of file or a line break (a lone CR was refused up front, so CR means CRLF).
    @inline(__always) func isBreakOrEnd(_ offset: Int) -> Bool {
        offset >= bytes.count || bytes[offset] == .newline || bytes[offset] == .carriageReturn
    }

    @inline(__always) func isBlankOrEnd(_ offset: Int) -> Bool {
        isBreakOrEnd(offset) || bytes[offset] == .space || bytes[offset] == .tab
    }

    /// The offset of the line break (or end of file) ending the line that `offset` is on.
    func endOfLine(from offset: Int) -> Int {
        var i = offset
        while !isBreakOrEnd(i) { i += 1 }
        return i
    }

    /// Moves past the line break at `offset` (which must be a break or the end) and starts a new line.
    func consumeBreak(at offset: Int) {
        var i = offset
        if byte(i) == .carriageReturn { i += 1 }
        if byte(i) == .newline {
            i += 1
            lineNumber += 1
        }
        pos = min(i, bytes.count)
        lineStart = pos
    }

    func isDocumentMarker(at offset: Int) -> Bool {
        guard offset == lineStart, offset + 3 <= bytes.count, isBlankOrEnd(offset + 3) else { return false }
        let a = bytes[offset], b = bytes[offset + 1], c = bytes[offset + 2]
        return a == b && b == c && (a == UInt8(ascii: "-") || a == UInt8(ascii: "."))
    }

    func checkDepth(_ depth: Int) throws {
        if depth > ReaderLimits.maxDepth {
            throw abort("nesting is deeper than \(ReaderLimits.maxDepth) levels", at: pos)
        }
    }

    func nullNode(at offset: Int) -> Node {
        Node(.scalar(Scalar(text: "", style: .plain, resolved: .null)), at: location(offset))
    }

    // MARK: Document

    func parseStream() -> Node? {
        checkCharacters()
        if failed { return nil }
        if UTF8Check.hasByteOrderMark(bytes) { pos = 3 }
        do {
            try skipToContent()
            if !atEnd, column == 0, byte(pos) == UInt8(ascii: "%") {
                throw abort("directives (`%YAML`, `%TAG`) are not supported", at: pos)
            }
            if isDocumentMarker(at: pos), byte(pos) == UInt8(ascii: "-") {
                pos += 3
                try finishLine(after: "`---`")
                try skipToContent()
            }
            try checkNoDocumentMarker()
            if atEnd { return failed ? nil : nullNode(at: 0) }
            let node = try parseBlockNode(parentIndent: -1, depth: 0)
            try skipToContent()
            try checkNoDocumentMarker()
            if !atEnd {
                throw abort("wrong indentation: this line is indented less than the start of the document", at: pos)
            }
            return failed ? nil : node
        } catch {
            return nil
        }
    }

    private func checkNoDocumentMarker() throws {
        guard isDocumentMarker(at: pos) else { return }
        if byte(pos) == UInt8(ascii: ".") {
            throw abort("document end markers (`...`) are not supported", at: pos)
        }
        throw abort("several documents in one file are not supported; `---` may only be the first line", at: pos)
    }

    /// Skips empty and comment-only lines from a line start; stops at the next line's first content byte.
    func skipToContent() throws {
        while pos < bytes.count {
            var i = pos
            while byte(i) == .space { i += 1 }
            if byte(i) == .tab {
                throw abort("tabs cannot be used for indentation; use spaces", at: i)
            }
            if byte(i) == UInt8(ascii: "#") || isBreakOrEnd(i) {
                consumeBreak(at: endOfLine(from: i))
                continue
            }
            pos = i
            return
        }
    }

    /// After a value: allows spaces and a comment, then moves to the start of the next line.
    func finishLine(after what: String) throws {
        var i = pos
        while byte(i) == .space || byte(i) == .tab {
            if byte(i) == .tab {
                throw abort("tabs are only allowed inside quoted values, block scalars and comments", at: i)
            }
            i += 1
        }
        if byte(i) == UInt8(ascii: "#") {
            if i > lineStart, bytes[i - 1] != .space {
                throw abort("`#` starts a comment only after a space", at: i)
            }
            i = endOfLine(from: i)
        }
        if !isBreakOrEnd(i) {
            throw abort("unexpected text after \(what)", at: i)
        }
        consumeBreak(at: i)
    }
}
