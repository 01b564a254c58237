/// Replacements in a region of source text, applied in one pass, then re-indented to the generated
/// code's two-space style. Text inside multi-line string literals and block comments keeps its
/// lines exactly as written (re-indenting a multi-line string would change its value).
struct SourceEdits {
    struct Edit {
        var range: Range<Int>
        var text: String
    }

    let bytes: [UInt8]
    /// Byte ranges of tokens that span lines (multi-line strings, block comments).
    let protected: [Range<Int>]
    private(set) var edits: [Edit] = []

    init(bytes: [UInt8], tokens: [SwiftToken]) {
        self.bytes = bytes
        protected = tokens.filter { ($0.kind == .string || $0.kind == .comment) && $0.text.contains("\n") }
            .map { $0.offset..<$0.end }
    }

    /// The ranges replaced so far (for `isReplaced`, which runs for every token).
    private var replaced: [Range<Int>] = []

    mutating func replace(_ range: Range<Int>, with text: String) {
        edits.append(Edit(range: range, text: text))
        if !range.isEmpty { replaced.append(range) }
    }

    mutating func insert(_ text: String, at offset: Int) { edits.append(Edit(range: offset..<offset, text: text)) }

    /// Whether an edit already replaces text in `range`.
    func replacesText(in range: Range<Int>) -> Bool {
        replaced.contains { $0.overlaps(range) }
    }

    /// Whether an edit already replaces text around `offset` (edits inside a replaced range are dropped).
    func isReplaced(_ offset: Int) -> Bool {
        replaced.contains { $0.contains(offset) }
    }

    /// The text of `region` with the edits applied (edits inside a larger replacement are dropped), and
    /// the lines that start inside a protected token (by index in the result).
    func apply(in region: Range<Int>) -> (lines: [String], kept: Set<Int>) {
        let ordered = edits.enumerated().sorted {
            ($0.element.range.lowerBound, $0.element.range.isEmpty ? 0 : 1, $0.offset)
                < ($1.element.range.lowerBound, $1.element.range.isEmpty ? 0 : 1, $1.offset)
        }.map(\.element)
        var output: [UInt8] = []
        var keptLineStarts = Set<Int>()  // byte offsets in `output`
        var cursor = region.lowerBound
        func copy(upTo end: Int) {
            while cursor < end {
                let byte = bytes[cursor]
                output.append(byte)
                cursor += 1
                if byte == UInt8(ascii: "\n"), protected.contains(where: { $0.contains(cursor) && $0.lowerBound < cursor }) {
                    keptLineStarts.insert(output.count)
                }
            }
        }
        for edit in ordered where edit.range.lowerBound >= cursor && edit.range.upperBound <= region.upperBound {
            guard edit.range.lowerBound >= region.lowerBound else { continue }
            copy(upTo: edit.range.lowerBound)
            output += Array(edit.text.utf8)
            cursor = edit.range.upperBound
        }
        copy(upTo: region.upperBound)
        var lines: [String] = []
        var kept = Set<Int>()
        var start = 0
        for index in 0...output.count where index == output.count || output[index] == UInt8(ascii: "\n") {
            if keptLineStarts.contains(start) { kept.insert(lines.count) }
            lines.append(String(decoding: output[start..<index], as: UTF8.self))
            start = index + 1
        }
        return (lines, kept)
    }

    /// Re-indents `lines`: code indented `base` columns in the prototype (a tab counts 4) starts at
    /// `indent` spaces, and each prototype indentation step (`unit` columns) becomes two spaces.
    /// Kept lines are copied as they are; trailing spaces go.
    /// The lines of a multi-line string move with the line the string starts on, when they all can
    /// (moving every line of it, closing delimiter included, keeps its value).
    static func reindent(_ lines: [String], kept: Set<Int>, base: Int, unit: Int, indent: Int) -> [String] {
        var result: [String] = []
        var shift = 0
        var index = 0
        while index < lines.count {
            guard kept.contains(index) else {
                let line = lines[index]
                let body = line.drop { $0 == " " || $0 == "\t" }
                let trimmed = String(body.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
                let width = line.prefix { $0 == " " || $0 == "\t" }.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
                let newWidth = indent + max(0, width - base) * 2 / max(unit, 1)
                shift = newWidth - width
                result.append(trimmed.isEmpty ? "" : String(repeating: " ", count: newWidth) + trimmed)
                index += 1
                continue
            }
            var end = index
            while end < lines.count, kept.contains(end) { end += 1 }
            let run = lines[index..<end]
            let movable = run.allSatisfy { line in
                line.isEmpty || (shift >= 0 ? !line.hasPrefix("\t") : line.prefix(-shift).allSatisfy { $0 == " " })
            }
            result += run.map { line in
                guard movable, !line.isEmpty else { return line }
                return shift >= 0 ? String(repeating: " ", count: shift) + line : String(line.dropFirst(-shift))
            }
            index = end
        }
        return result
    }
}
