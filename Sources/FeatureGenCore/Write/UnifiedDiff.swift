/// Unified diffs (`--- a/path`, `+++ b/path`, `@@ -l,n +l,n @@` hunks with 3 lines of context), the
/// format `git diff` and `patch` read. Used for hand-edited files and for `--check`.
public enum UnifiedDiff {
    static let context = 3

    /// The diff turning the file at `path` from `old` into `new`; `nil` means "no such file" (shown as
    /// `/dev/null`). Empty when the texts are equal.
    public static func file(_ path: String, old: String?, new: String?) -> String {
        make(
            old: old ?? "", new: new ?? "",
            oldLabel: old == nil ? "/dev/null" : "a/\(path)",
            newLabel: new == nil ? "/dev/null" : "b/\(path)")
    }

    /// The diff from `old` to `new` under the given header labels; empty when the texts are equal.
    public static func make(old: String, new: String, oldLabel: String, newLabel: String) -> String {
        let oldLines = lines(of: old)
        let newLines = lines(of: new)
        let operations = LineDiff.script(oldLines, newLines)
        guard operations.contains(where: { $0 != .same }) else { return "" }

        var output = "--- \(oldLabel)\n+++ \(newLabel)\n"
        // Position of each operation in the old and new texts (before it applies).
        var positions: [(old: Int, new: Int)] = []
        var oldIndex = 0
        var newIndex = 0
        for operation in operations {
            positions.append((oldIndex, newIndex))
            if operation != .insert { oldIndex += 1 }
            if operation != .delete { newIndex += 1 }
        }
        for hunk in hunks(operations) {
            output += header(hunk, operations: operations, positions: positions)
            for index in hunk {
                let (sign, line) =
                    switch operations[index] {
                    case .same: (" ", oldLines[positions[index].old])
                    case .delete: ("-", oldLines[positions[index].old])
                    case .insert: ("+", newLines[positions[index].new])
                    }
                output += sign + line
                if line.utf8.last != UInt8(ascii: "\n") { output += "\n\\ No newline at end of file\n" }
            }
        }
        return output
    }

    /// Ranges of operations to print: each change with up to 3 lines of context around it, merging
    /// changes whose contexts touch or overlap.
    private static func hunks(_ operations: [LineDiff.Operation]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for (index, operation) in operations.enumerated() where operation != .same {
            let start = max(0, index - context)
            let end = min(operations.count, index + 1 + context)
            if let last = result.last, start <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, end)
            } else {
                result.append(start..<end)
            }
        }
        return result
    }

    private static func header(
        _ hunk: Range<Int>, operations: [LineDiff.Operation], positions: [(old: Int, new: Int)]
    ) -> String {
        let slice = operations[hunk]
        let oldCount = slice.filter { $0 != .insert }.count
        let newCount = slice.filter { $0 != .delete }.count
        let first = positions[hunk.lowerBound]
        return "@@ -\(range(first.old, oldCount)) +\(range(first.new, newCount)) @@\n"
    }

    /// `l,n` as diff prints it: 1-based start, `,n` left out when n is 1, start = line before when n is 0.
    private static func range(_ linesBefore: Int, _ count: Int) -> String {
        switch count {
        case 0: "\(linesBefore),0"
        case 1: "\(linesBefore + 1)"
        default: "\(linesBefore + 1),\(count)"
        }
    }

    /// Lines with their `\n` kept, so a missing final newline is a difference too.
    static func lines(of text: String) -> [Substring] {
        var result: [Substring] = []
        var start = text.startIndex
        while start < text.endIndex {
            // Search bytes, not Characters: "\r\n" is one Character and would hide its "\n".
            if let newline = text.utf8[start...].firstIndex(of: UInt8(ascii: "\n")) {
                let end = text.utf8.index(after: newline)
                result.append(text[start..<end])
                start = end
            } else {
                result.append(text[start...])
                start = text.endIndex
            }
        }
        return result
    }
}
