@testable import FeatureGenCore

/// TEMPORARY test-only reader of the YAML subset the validator tests use, until `SpecReader` lands from
/// the `parse` branch. Block mappings, `- ` sequences of scalars, flow `{}`/`[]`, quoted scalars, comments.
struct InterimYAML {
    let lines: [[UInt8]]
    let path: String

    static func read(_ text: String, path: String) -> Node {
        let reader = InterimYAML(lines: text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }, path: path)
        var index = 0
        return reader.block(&index, indent: 0) ?? Node(.scalar(Scalar(text: "", style: .plain, resolved: .null)), at: reader.loc(0, 0))
    }

    func loc(_ line: Int, _ col: Int) -> SourceLocation { SourceLocation(path: path, line: line + 1, column: col + 1) }

    func indent(of line: [UInt8]) -> Int? {
        var i = 0
        while i < line.count, line[i] == 32 { i += 1 }
        if i == line.count || line[i] == UInt8(ascii: "#") { return nil }
        return i
    }

    func block(_ index: inout Int, indent minimum: Int) -> Node? {
        while index < lines.count, indent(of: lines[index]) == nil { index += 1 }
        guard index < lines.count, let indent = indent(of: lines[index]), indent >= minimum else { return nil }
        let start = loc(index, indent)
        if lines[index][indent] == UInt8(ascii: "-") {
            var elements: [Node] = []
            while index < lines.count {
                guard let i = self.indent(of: lines[index]) else { index += 1; continue }
                guard i == indent, lines[index][i] == UInt8(ascii: "-") else { break }
                var col = i + 2
                elements.append(flow(lines[index], &col, line: index))
                index += 1
            }
            return Node(.sequence(elements), at: start)
        }
        if keyEnd(lines[index], from: indent) == nil {
            var col = indent
            let node = flow(lines[index], &col, line: index)
            index += 1
            return node
        }
        var entries: [Entry] = []
        while index < lines.count {
            guard let i = self.indent(of: lines[index]) else { index += 1; continue }
            guard i == indent, let colon = keyEnd(lines[index], from: i) else { break }
            let line = lines[index]
            var keyCol = i
            let key = scalar(line, &keyCol, line: index, stops: [UInt8(ascii: ":")]).scalar?.text ?? ""
            var col = colon + 1
            while col < line.count, line[col] == 32 { col += 1 }
            let row = index
            index += 1
            let value: Node
            if col >= line.count || line[col] == UInt8(ascii: "#") {
                value = block(&index, indent: indent + 1)
                    ?? Node(.scalar(Scalar(text: "", style: .plain, resolved: .null)), at: loc(row, colon + 1))
            } else {
                value = flow(line, &col, line: row)
            }
            entries.append(Entry(key: key, keyLocation: loc(row, i), value: value))
        }
        return Node(.mapping(entries), at: start)
    }

    /// Offset of the `:` ending a block key on this line (a `: ` or `:` at the end, outside quotes).
    func keyEnd(_ line: [UInt8], from start: Int) -> Int? {
        var col = start
        if line[col] == UInt8(ascii: "\"") || line[col] == UInt8(ascii: "'") {
            let quote = line[col]
            col += 1
            while col < line.count, line[col] != quote { col += 1 }
            col += 1
        }
        while col < line.count {
            if line[col] == UInt8(ascii: ":"), col + 1 == line.count || line[col + 1] == 32 { return col }
            if line[col] == UInt8(ascii: "{") || line[col] == UInt8(ascii: "[") { return nil }
            col += 1
        }
        return nil
    }

    func flow(_ line: [UInt8], _ col: inout Int, line row: Int) -> Node {
        while col < line.count, line[col] == 32 { col += 1 }
        let start = loc(row, col)
        guard col < line.count else { return Node(.scalar(Scalar(text: "", style: .plain, resolved: .null)), at: start) }
        if line[col] == UInt8(ascii: "{") || line[col] == UInt8(ascii: "[") {
            let isMap = line[col] == UInt8(ascii: "{")
            let close = UInt8(ascii: isMap ? "}" : "]")
            col += 1
            var entries: [Entry] = []
            var elements: [Node] = []
            while true {
                while col < line.count, line[col] == 32 || line[col] == UInt8(ascii: ",") { col += 1 }
                if col >= line.count || line[col] == close { col += 1; break }
                if isMap {
                    let keyLoc = loc(row, col)
                    let key = scalar(line, &col, line: row, stops: [UInt8(ascii: ":")]).scalar?.text ?? ""
                    col += 1
                    entries.append(Entry(key: key, keyLocation: keyLoc, value: flowValue(line, &col, row, close)))
                } else {
                    elements.append(flowValue(line, &col, row, close))
                }
            }
            return Node(isMap ? .mapping(entries) : .sequence(elements), at: start)
        }
        return scalar(line, &col, line: row, stops: [])
    }

    func flowValue(_ line: [UInt8], _ col: inout Int, _ row: Int, _ close: UInt8) -> Node {
        while col < line.count, line[col] == 32 { col += 1 }
        if col < line.count, line[col] == UInt8(ascii: "{") || line[col] == UInt8(ascii: "[") { return flow(line, &col, line: row) }
        return scalar(line, &col, line: row, stops: [UInt8(ascii: ","), close])
    }

    func scalar(_ line: [UInt8], _ col: inout Int, line row: Int, stops: [UInt8]) -> Node {
        let start = loc(row, col)
        if col < line.count, line[col] == UInt8(ascii: "\"") || line[col] == UInt8(ascii: "'") {
            let quote = line[col]
            var text: [UInt8] = []
            col += 1
            while col < line.count, line[col] != quote {
                if quote == UInt8(ascii: "\""), line[col] == UInt8(ascii: "\\"), col + 1 < line.count { col += 1 }
                text.append(line[col])
                col += 1
            }
            col += 1
            let style: Scalar.Style = quote == UInt8(ascii: "\"") ? .doubleQuoted : .singleQuoted
            return Node(.scalar(Scalar(text: String(decoding: text, as: UTF8.self), style: style, resolved: .string)), at: start)
        }
        let begin = col
        while col < line.count, !stops.contains(line[col]), !(line[col] == UInt8(ascii: "#") && col > begin && line[col - 1] == 32) {
            col += 1
        }
        var end = col
        while end > begin, line[end - 1] == 32 { end -= 1 }
        let text = String(decoding: line[begin..<end], as: UTF8.self)
        let resolved: Scalar.Resolved
        switch text {
        case "", "~", "null", "nil": resolved = text == "nil" ? .string : .null
        case "true", "false": resolved = .bool
        default: resolved = Int(text) != nil ? .int : (Double(text) != nil ? .float : .string)
        }
        return Node(.scalar(Scalar(text: text, style: .plain, resolved: resolved)), at: start)
    }
}
