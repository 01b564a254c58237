/// `|` (literal) and `>` (folded) block scalars with chomping (`-`, `+`) and indentation indicators.
extension YAMLParser {
    private enum Chomping { case strip, clip, keep }

    /// One line of a block scalar's content (after the content indentation).
    private struct ContentLine {
        var start: Int
        var end: Int
        /// Empty lines between the previous content line (or the header) and this one.
        var emptyLinesBefore: Int
    }

    func parseBlockScalar(ownerIndent: Int) throws -> Node {
        let start = pos
        let folded = byte(pos) == UInt8(ascii: ">")
        pos += 1
        var chomping = Chomping.clip
        var indicator: Int?
        for _ in 0..<2 {
            let c = byte(pos)
            if c == UInt8(ascii: "-") || c == UInt8(ascii: "+"), chomping == .clip {
                chomping = c == UInt8(ascii: "-") ? .strip : .keep
            } else if c >= UInt8(ascii: "1"), c <= UInt8(ascii: "9"), indicator == nil {
                indicator = Int(c - UInt8(ascii: "0"))
            } else {
                break
            }
            pos += 1
        }
        if byte(pos) == UInt8(ascii: "0") {
            throw abort("the indentation indicator of a block scalar must be between 1 and 9", at: pos)
        }
        if !isBlankOrEnd(pos) {
            throw abort("unexpected `\(utf8String(bytes[pos..<(pos + 1)]))` after `\(folded ? ">" : "|")`; expected `-`, `+`, a digit or the end of the line", at: pos)
        }
        if ownerIndent < 0 {
            throw abort("a block scalar cannot be the whole document", at: start)
        }
        try finishLine(after: "the block scalar header")
        let (lines, trailingEmpty, lastHasBreak) = try readContentLines(ownerIndent: ownerIndent, indicator: indicator)

        var out: [UInt8] = []
        for (index, line) in lines.enumerated() {
            if index == 0 {
                out.append(contentsOf: repeatElement(.newline, count: line.emptyLinesBefore))
            } else if folded, isText(lines[index - 1]), isText(line) {
                // Folding: a single break between text lines becomes a space; empty lines stay breaks.
                if line.emptyLinesBefore == 0 { out.append(.space) }
                out.append(contentsOf: repeatElement(.newline, count: line.emptyLinesBefore))
            } else {
                out.append(contentsOf: repeatElement(.newline, count: line.emptyLinesBefore + 1))
            }
            out.append(contentsOf: bytes[line.start..<line.end])
        }
        switch chomping {
        case .strip: break
        case .clip: if !lines.isEmpty, lastHasBreak { out.append(.newline) }
        case .keep:
            if !lines.isEmpty, lastHasBreak { out.append(.newline) }
            out.append(contentsOf: repeatElement(.newline, count: trailingEmpty))
        }
        let scalar = Scalar(text: String(decoding: out, as: UTF8.self), style: folded ? .folded : .literal, resolved: .string)
        return Node(.scalar(scalar), at: location(start))
    }

    private func isText(_ line: ContentLine) -> Bool {
        line.start < line.end && bytes[line.start] != .space && bytes[line.start] != .tab
    }

    /// Reads content lines from the line after the header until a less indented non-empty line.
    /// Leaves `pos` at the start of that line (or at the end of the file).
    private func readContentLines(ownerIndent: Int, indicator: Int?)
        throws -> (lines: [ContentLine], trailingEmpty: Int, lastHasBreak: Bool)
    {
        var indent = indicator.map { ownerIndent + $0 }
        var lines: [ContentLine] = []
        var empty = 0
        var widestLeadingEmpty = 0
        var lastHasBreak = true
        while pos < bytes.count {
            var i = pos
            while byte(i) == .space { i += 1 }
            let spaces = i - pos
            let lineEnd = endOfLine(from: i)
            let blank = i == lineEnd
            if indent == nil {
                if blank {
                    widestLeadingEmpty = max(widestLeadingEmpty, spaces)
                } else {
                    if spaces <= ownerIndent { break }
                    if widestLeadingEmpty > spaces {
                        throw abort("a leading empty line of this block scalar has more spaces than its first line; remove them or add an indentation indicator", at: pos)
                    }
                    indent = spaces
                }
            }
            if blank, spaces > 0, lineEnd == bytes.count {
                // YAML 1.2 (its test suite) reads such a last line as ending in a line break; PyYAML and
                // others read it as not: refuse rather than pick one.
                throw abort(
                    "the file ends in a line of only spaces inside a block scalar, which YAML readers read "
                        + "differently; remove the spaces or end the line with a line break", at: pos)
            }
            let contentIndent = indent ?? Int.max
            if blank && spaces <= contentIndent {
                // An empty line: counted only if it ends with a line break.
                if lineEnd < bytes.count { empty += 1 }
                consumeBreak(at: lineEnd)
                continue
            }
            if spaces < contentIndent { break }
            lines.append(ContentLine(start: pos + contentIndent, end: lineEnd, emptyLinesBefore: empty))
            empty = 0
            lastHasBreak = lineEnd < bytes.count
            let lineEndWithoutCR = lineEnd
            consumeBreak(at: lineEndWithoutCR)
        }
        return (lines, empty, lastHasBreak)
    }
}
