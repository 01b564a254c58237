/// A piece of a spec string with its UTF-8 offset inside that string (for diagnostics positions).
struct Piece: Equatable {
    var text: String
    var offset: Int
}

/// Small syntactic helpers over Swift fragments written in the spec.
enum SwiftFragments {
    /// `"[Order] = []"` → type `[Order]`, default `[]`: split at the first `=` outside brackets,
    /// parentheses, angle brackets and string literals (`->` is not a bracket).
    /// With unbalanced brackets (`[Item = []`) no `=` is at the top level; the first `=` outside strings
    /// then splits, so the type check can point at the unclosed bracket.
    static func splitDefault(_ text: String) -> (type: Piece, defaultValue: Piece?) {
        let bytes = Array(text.utf8)
        var depth = 0
        var inString = false
        var index = 0
        var firstEquals: Int?
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else {
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "<"): depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: ")"): depth -= 1
                case UInt8(ascii: ">"):
                    if index == 0 || bytes[index - 1] != UInt8(ascii: "-") { depth -= 1 }
                case UInt8(ascii: "=") where depth <= 0:
                    return split(bytes, at: index)
                case UInt8(ascii: "="):
                    if firstEquals == nil { firstEquals = index }
                default: break
                }
            }
            index += 1
        }
        if let firstEquals { return split(bytes, at: firstEquals) }
        return (trimmed(bytes, 0, bytes.count), nil)
    }

    private static func split(_ bytes: [UInt8], at index: Int) -> (type: Piece, defaultValue: Piece?) {
        (trimmed(bytes, 0, index), trimmed(bytes, index + 1, bytes.count))
    }

    /// The bytes `start..<end` without surrounding spaces, with the offset of the first kept byte.
    static func trimmed(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Piece {
        var low = start
        var high = end
        while low < high, isSpace(bytes[low]) { low += 1 }
        while high > low, isSpace(bytes[high - 1]) { high -= 1 }
        return Piece(text: String(decoding: bytes[low..<high], as: UTF8.self), offset: low)
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 10 || byte == 13
    }

    /// Every `state.name` read in an expression (not `x.state.name`), with the offset of `state`.
    static func stateReads(in expression: String) -> [Piece] {
        let bytes = Array(expression.utf8)
        let prefix = Array("state.".utf8)
        var reads: [Piece] = []
        var index = 0
        while index + prefix.count < bytes.count {
            let startsToken = index == 0
                || !(TypeScanner.isIdentifierByte(bytes[index - 1]) || bytes[index - 1] == UInt8(ascii: "."))
            if startsToken, Array(bytes[index..<index + prefix.count]) == prefix {
                var end = index + prefix.count
                while end < bytes.count, TypeScanner.isIdentifierByte(bytes[end]) { end += 1 }
                if end > index + prefix.count {
                    let name = String(decoding: bytes[(index + prefix.count)..<end], as: UTF8.self)
                    reads.append(Piece(text: name, offset: index))
                }
                index = end
            } else {
                index += 1
            }
        }
        return reads
    }

    /// `loaded([Order])` → name `loaded` and associated types `[Order]`; `pair(Int, String)` → two types.
    /// `name`, `name(Type, …)` or `name(label: Type, …)`: the name, and each value's label and type.
    static func parseEnumCase(_ text: String) -> Result<(name: Piece, types: [Piece], labels: [String?]), FragmentProblem> {
        var scanner = TypeScanner(text)
        scanner.skipSpaces()
        let nameStart = scanner.position
        guard let name = scanner.identifier() else {
            return .failure(scanner.problemHere(scanner.atEnd ? "empty enum case" : nil))
        }
        var types: [Piece] = []
        var labels: [String?] = []
        let open = scanner.position
        if scanner.consume("(") {
            repeat {
                scanner.skipSpaces()
                // `id: String`: a label, unless what follows the name is no `:` (then it is the type).
                var probe = scanner
                if let label = probe.identifier(), probe.consume(":") {
                    scanner = probe
                    scanner.skipSpaces()
                    labels.append(label)
                } else {
                    labels.append(nil)
                }
                let start = scanner.position
                do { try scanner.parseType() } catch { return .failure(error) }
                types.append(trimmed(scanner.bytes, start, scanner.position))
            } while scanner.consume(",")
            guard scanner.consume(")") else {
                var probe = scanner
                probe.skipSpaces()
                return .failure(probe.atEnd ? FragmentProblem(message: "unbalanced `(`", offset: open) : probe.problemHere())
            }
        }
        scanner.skipSpaces()
        if !scanner.atEnd { return .failure(scanner.unexpectedOrUnbalanced()) }
        return .success((Piece(text: name, offset: nameStart), types, labels))
    }
}
