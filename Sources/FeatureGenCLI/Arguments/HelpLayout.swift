/// Plain-text layout for help: word wrapping at 80 columns and aligned two-column lists.
enum HelpLayout {
    static let width = 80
    /// Labels wider than this go on their own line, so one long option does not push every
    /// help text to the right.
    static let maximumLabelWidth = 26

    /// Wraps `text` into lines of at most `width` columns. Blank lines separate paragraphs and
    /// are kept; lines starting with a space are preformatted (examples) and kept as they are.
    /// The first line starts with `firstIndent`, the following ones with `indent`.
    static func wrap(_ text: String, width: Int = width, firstIndent: String = "", indent: String = "") -> [String] {
        var lines: [String] = []
        var paragraph: [Substring] = []
        func flush() {
            guard !paragraph.isEmpty else { return }
            let words = paragraph.flatMap { $0.split(separator: " ") }
            lines += fill(words, width: width, firstIndent: lines.isEmpty ? firstIndent : indent, indent: indent)
            paragraph = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty || line.hasPrefix(" ") {
                flush()
                lines.append(line.isEmpty ? "" : (lines.isEmpty ? firstIndent : indent) + line)
            } else {
                paragraph.append(line)
            }
        }
        flush()
        return lines
    }

    /// Greedy fill: as many words per line as fit; a word longer than a line gets a line of its own.
    private static func fill(_ words: [Substring], width: Int, firstIndent: String, indent: String) -> [String] {
        var lines: [String] = []
        var current = firstIndent
        var currentHasWord = false
        for word in words {
            if currentHasWord, current.count + 1 + word.count > width {
                lines.append(current)
                current = indent
                currentHasWord = false
            }
            current += (currentHasWord ? " " : "") + word
            currentHasWord = true
        }
        if currentHasWord { lines.append(current) }
        return lines
    }

    /// `  label   help text wrapped under itself`, labels in one column, help texts aligned in the next.
    static func columns(_ rows: [(label: String, help: String)]) -> [String] {
        let labelWidth = rows.map(\.label.count).filter { $0 <= maximumLabelWidth }.max() ?? 0
        let helpIndent = String(repeating: " ", count: 2 + labelWidth + 2)
        var lines: [String] = []
        for row in rows {
            let label = "  " + row.label
            if row.help.isEmpty {
                lines.append(label)
            } else if row.label.count > labelWidth {
                lines.append(label)
                lines += wrap(row.help, firstIndent: helpIndent, indent: helpIndent)
            } else {
                let padded = label + String(repeating: " ", count: helpIndent.count - label.count)
                lines += wrap(row.help, firstIndent: padded, indent: helpIndent)
            }
        }
        return lines
    }
}
