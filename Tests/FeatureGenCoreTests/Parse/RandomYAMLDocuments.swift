@testable import FeatureGenCore

/// Seeded random documents in the supported YAML subset, for the differential test against PyYAML.
struct RandomYAMLDocuments {
    private var random: SeededRandom

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    private mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
    private mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &random)] }
    private mutating func count(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    /// A block mapping document with nested mappings, lists, flow collections and every scalar style.
    mutating func document() -> String {
        var out = chance(20) ? "---\n" : ""
        if chance(30) { out += "# a comment\n" }
        out += blockMapping(indent: 0, depth: 0)
        return out
    }

    /// `block:` and `flow:` lists of random plain scalars, each one checked to be accepted alone.
    mutating func plainScalarDocument(count total: Int) -> String {
        var block: [String] = []
        var flow: [String] = []
        for _ in 0..<total {
            let candidate = trickyPlain()
            if ParseTestSupport.read("- \(candidate)\n").node != nil { block.append(candidate) }
            // Inside `[…]` a `,` or bracket would split or end the value, so those are left out here.
            let flowCandidate = trickyPlain()
            if !flowCandidate.contains(where: { ",[]{}".contains($0) }),
               ParseTestSupport.read("[\(flowCandidate)]\n").node != nil {
                flow.append(flowCandidate)
            }
        }
        return "block:\n" + block.map { "- \($0)\n" }.joined() + "flow: [" + flow.joined(separator: ", ") + "]\n"
    }

    private mutating func blockMapping(indent: Int, depth: Int) -> String {
        var out = ""
        let pad = String(repeating: " ", count: indent)
        for index in 0..<count(1...5) {
            out += pad + key(index) + ":"
            out += value(indent: indent, depth: depth)
        }
        return out
    }

    private mutating func key(_ index: Int) -> String {
        switch count(0...5) {
        case 0: return "\"key \(index)\""
        case 1: return "'k\(index)'"
        default: return pick(["name", "type", "value", "a-b", "x_y", "Key", "k.v"]) + "\(index)"
        }
    }

    /// The text after `key:` (starting with a space or a line break), ending with a line break.
    private mutating func value(indent: Int, depth: Int) -> String {
        let comment = chance(15) ? " # note" : ""
        switch count(depth > 3 ? 0...5 : 0...9) {
        case 0...2: return " " + scalar() + comment + "\n"
        case 3: return " " + flowNode(depth: depth, indent: indent) + comment + "\n"
        case 4: return " " + blockScalar(indent: indent)
        case 5: return comment + "\n"
        case 6, 7: return comment + "\n" + blockMapping(indent: indent + pick([2, 4]), depth: depth + 1)
        default: return comment + "\n" + blockSequence(indent: chance(30) ? indent : indent + 2, depth: depth + 1)
        }
    }

    private mutating func blockSequence(indent: Int, depth: Int) -> String {
        var out = ""
        let pad = String(repeating: " ", count: indent)
        for _ in 0..<count(1...4) {
            switch count(0...6) {
            case 0...2: out += pad + "- " + scalar() + "\n"
            case 3: out += pad + "- " + flowNode(depth: depth, indent: indent) + "\n"
            case 4 where depth < 4:
                // `- key: value` compact mapping; its keys line up after `- `.
                let mapping = blockMapping(indent: indent + 2, depth: depth + 1)
                out += pad + "- " + mapping.dropFirst(indent + 2)
            case 5: out += pad + "- " + blockScalar(indent: indent)
            default: out += pad + "-\n" + blockMapping(indent: indent + 2, depth: depth + 1)
            }
        }
        return out
    }

    private mutating func flowNode(depth: Int, indent: Int) -> String {
        let multiline = chance(25)
        let separator = multiline ? ",\n" + String(repeating: " ", count: indent + 2) : ", "
        let items = count(0...4)
        if chance(50) {
            let body = (0..<items).map { _ in flowItem(depth: depth, indent: indent) }.joined(separator: separator)
            return "[" + body + (chance(20) && items > 0 ? "," : "") + "]"
        }
        let body = (0..<items).map { i in "k\(i): " + flowItem(depth: depth, indent: indent) }.joined(separator: separator)
        return "{" + body + "}"
    }

    private mutating func flowItem(depth: Int, indent: Int) -> String {
        if depth < 4, chance(15) { return flowNode(depth: depth + 1, indent: indent) }
        switch count(0...3) {
        case 0: return singleQuoted()
        case 1: return doubleQuoted()
        default: return pick(["a", "b c", "1", "-2", "0.5", "true", "null", "~", "x-y", "word", "3.0e+2", "a:b"])
        }
    }

    private mutating func scalar() -> String {
        switch count(0...9) {
        case 0, 1: return singleQuoted()
        case 2, 3: return doubleQuoted()
        case 4: return trickyPlain()
        default: return pick(["hello", "hello world", "Bool = false", "String?", "fetch() async throws -> [Order]",
                              "a#b", "x: y".replacingOccurrences(of: ": ", with: ":"), "-1", "+7", "0", "3.25", "1.",
                              ".5", "false", "True", "NULL", "~", "0x1F", ".inf", "-.Inf", ".NaN", "é ü ✓", "a - b",
                              "?x", ":x", "a,b", "a]b", "{a}b".replacingOccurrences(of: "{", with: "("), "1.0e+3"])
        }
    }

    /// Plain scalars that test the YAML 1.1 / 1.2 agreement: numbers, words and symbols in many forms.
    private mutating func trickyPlain() -> String {
        let atoms = ["0", "1", "7", "8", "9", "00", "01", "10", "_", ".", "e", "E", "+", "-", ":", "x", "o", "b",
                     "inf", "nan", "Inf", "NaN", "yes", "no", "on", "off", "y", "n", "Y", "N", "true", "false",
                     "null", "~", "T", "Z", "2001", "-12", "-14", " ", "a", "=", "<<", "#", "'", "\"", "?", "@", "%",
                     ",", "[", "]", "{", "}", "!", "&", "*", "|", ">", "59", "60", "1:30", "0x", "0o", "0b", "e+3",
                     "e-3", "e3", ".5", "1.", "é"]
        var text = ""
        for _ in 0..<count(1...4) { text += pick(atoms) }
        return text.trimmingCharacters(in: .whitespaces).isEmpty ? "x" : text.trimmingCharacters(in: .whitespaces)
    }

    private mutating func singleQuoted() -> String {
        let pieces = ["a", " ", "''", "#", ": ", "\"", "\\", "é", "yes", "1", "\t", "[x]", "- "]
        return "'" + (0..<count(0...5)).map { _ in pick(pieces) }.joined() + "'"
    }

    private mutating func doubleQuoted() -> String {
        let pieces = ["a", " ", "\\\"", "\\\\", "\\n", "\\t", "\\/", "\\x41", "\\u00e9", "\\U0001F600", "\\0", "\\e",
                      "\\N", "\\_", "\\L", "\\P", "\\ ", "'", "#", ": ", "é", "\t", "\\a", "\\b", "\\v", "\\f", "\\r"]
        return "\"" + (0..<count(0...6)).map { _ in pick(pieces) }.joined() + "\""
    }

    /// A `|` or `>` header and its content lines (content indented two more than `indent`).
    private mutating func blockScalar(indent: Int) -> String {
        let header = pick(["|", ">", "|-", ">-", "|+", ">+"])
        var out = header + (chance(20) ? " # c" : "") + "\n"
        let pad = String(repeating: " ", count: indent + 2)
        if chance(20) { out += "\n" }
        for line in 0..<count(1...5) {
            switch count(0...6) {
            case 0 where line > 0: out += "\n"
            case 1: out += pad + "  more indented\n"
            case 2: out += pad + "text with: colon # and hash\n"
            default: out += pad + pick(["one", "two words", "three", "é", "- dash", "\ttab after indent"]) + "\n"
            }
        }
        for _ in 0..<count(0...2) { out += "\n" }
        return out
    }
}
