/// Standalone lines: a line holding only whitespace and one non-output tag (section, comment,
/// partial, …) disappears from the output, so templates can put tags on their own lines.
///
/// The inheritance spec adds pairs that count as one standalone tag when adjacent on a line:
/// `{{$b}}{{/b}}` (the line keeps its newline), `{{<p}}{{/p}}`, `{{<p}}{{$b}}` and `{{/b}}{{/p}}`.
enum Standalone {
    static func resolve(_ tags: inout [Tag], in source: [UInt8]) {
        let lines = LineScanner(source: source)
        for index in tags.indices {
            let tag = tags[index]
            tags[index].whitespaceLineStart = lines.whitespaceLineStart(before: tag.start)
            guard tag.kind.canStandAlone,
                  let lineStart = tags[index].whitespaceLineStart,
                  let lineEnd = lines.whitespaceLineEnd(after: tag.end) else { continue }
            tags[index].outerStart = lineStart
            tags[index].outerEnd = lineEnd.next
            tags[index].isStandalone = true
        }
        for index in tags.indices.dropLast() where tags[index].end == tags[index + 1].start {
            resolvePair(&tags, first: index, lines: lines)
        }
    }

    private static func resolvePair(_ tags: inout [Tag], first: Int, lines: LineScanner) {
        let second = first + 1
        guard let lineStart = tags[first].whitespaceLineStart,
              let lineEnd = lines.whitespaceLineEnd(after: tags[second].end) else { return }
        let firstKind = tags[first].kind
        let secondKind = tags[second].kind
        let closesItsPartner = tags[first].partner == second
        if firstKind == .block, closesItsPartner {
            tags[first].isStandalone = true
            tags[first].outerStart = lineStart
            tags[second].outerEnd = lineEnd.newline
        } else if firstKind == .parent, closesItsPartner {
            tags[first].isStandalone = true
            tags[first].outerStart = lineStart
            tags[second].outerEnd = lineEnd.next
        } else if firstKind == .parent, secondKind == .block {
            tags[first].isStandalone = true
            tags[second].isStandalone = true
            tags[first].outerStart = lineStart
            tags[second].outerEnd = lineEnd.next
        } else if firstKind == .close, secondKind == .close,
                  let blockOpener = tags[first].partner, tags[blockOpener].kind == .block,
                  let parentOpener = tags[second].partner, tags[parentOpener].kind == .parent {
            tags[first].outerStart = lineStart
            tags[second].outerEnd = lineEnd.next
        }
    }
}

/// Line-oriented questions about the source bytes; only spaces and tabs count as blank.
struct LineScanner {
    let source: [UInt8]

    /// The start of the line containing `offset` if only spaces and tabs come before it.
    func whitespaceLineStart(before offset: Int) -> Int? {
        var index = offset
        while index > 0, isBlank(source[index - 1]) { index -= 1 }
        return index == 0 || source[index - 1] == UInt8(ascii: "\n") ? index : nil
    }

    /// Where the line ends (`newline`: its `\n` or `\r\n`; `next`: the following line) if only
    /// spaces and tabs follow `offset` on it.
    func whitespaceLineEnd(after offset: Int) -> (newline: Int, next: Int)? {
        var index = offset
        while index < source.count, isBlank(source[index]) { index += 1 }
        if index == source.count { return (index, index) }
        if source[index] == UInt8(ascii: "\n") { return (index, index + 1) }
        if source[index] == UInt8(ascii: "\r"), index + 1 < source.count, source[index + 1] == UInt8(ascii: "\n") {
            return (index, index + 2)
        }
        return nil
    }

    /// The indentation shared by every non-blank line in `range` (which starts a line): where
    /// the first such line starts and how many bytes of indentation all of them share.
    func commonIndentation(in range: Range<Int>) -> (lineStart: Int, width: Int)? {
        var reference: Int?
        var width = 0
        var lineStart = range.lowerBound
        while lineStart < range.upperBound {
            var lineEnd = lineStart
            while lineEnd < range.upperBound, source[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            var indent = lineStart
            while indent < lineEnd, isBlank(source[indent]) { indent += 1 }
            let hasContent = indent < lineEnd && !(source[indent] == UInt8(ascii: "\r") && indent + 1 == lineEnd)
            if hasContent {
                if let first = reference {
                    var shared = 0
                    while shared < width, shared < indent - lineStart, source[first + shared] == source[lineStart + shared] {
                        shared += 1
                    }
                    width = shared
                } else {
                    reference = lineStart
                    width = indent - lineStart
                }
            }
            lineStart = lineEnd + 1
        }
        return reference.map { ($0, width) }
    }

    func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}
