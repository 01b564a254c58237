/// Prints a `Node` tree as JSON (`featuregen dump`): key order kept, 2-space indent, deterministic.
///
/// Numbers are printed as JSON numbers in canonical form (YAML `0x1F` → `31`, `1.` → `1.0`).
/// JSON has no infinity or NaN, so YAML's `.inf`, `-.inf` and `.nan` are printed as the strings
/// `".inf"`, `"-.inf"` and `".nan"`.
public enum NodeJSON {
    /// The tree as JSON text, key order kept, 2-space indented (what `featuregen dump` prints).
    public static func encode(_ node: Node) -> String {
        var out = ""
        write(node, indent: 0, into: &out)
        out += "\n"
        return out
    }

    private static func write(_ node: Node, indent: Int, into out: inout String) {
        switch node.kind {
        case .scalar(let scalar):
            out += scalarJSON(scalar)
        case .sequence(let elements):
            if elements.isEmpty { out += "[]"; return }
            out += "[\n"
            for (index, element) in elements.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                write(element, indent: indent + 2, into: &out)
                out += index == elements.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case .mapping(let entries):
            if entries.isEmpty { out += "{}"; return }
            out += "{\n"
            for (index, entry) in entries.enumerated() {
                out += String(repeating: " ", count: indent + 2) + quoted(entry.key) + ": "
                write(entry.value, indent: indent + 2, into: &out)
                out += index == entries.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        }
    }

    static func scalarJSON(_ scalar: Scalar) -> String {
        switch scalar.resolved {
        case .string: return quoted(scalar.text)
        case .null: return "null"
        case .bool: return scalar.text.lowercased()
        case .int: return NumberText.canonicalInteger(scalar.text) ?? quoted(scalar.text)
        case .float: return NumberText.canonicalFloat(scalar.text)
        }
    }

    /// A JSON string literal: `"`, `\` and control characters escaped, everything else as is.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for unit in text.unicodeScalars {
            switch unit {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if unit.value < 0x20 || unit.value == 0x7F {
                    let hex = String(unit.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(unit)
                }
            }
        }
        return out + "\""
    }
}

/// Canonical JSON spellings of YAML and JSON number texts.
enum NumberText {
    /// Decimal digits for `[-+]?[0-9]+` or `0x…` / `0o…` texts (any size); nil if the text is none of these.
    static func canonicalInteger(_ text: String) -> String? {
        var bytes = Array(text.utf8)
        var negative = false
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            bytes.removeFirst()
        }
        var radix: UInt32 = 10
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0") {
            if bytes[1] == UInt8(ascii: "x") { radix = 16 }
            if bytes[1] == UInt8(ascii: "o") { radix = 8 }
            if radix != 10 { bytes.removeFirst(2) }
        }
        guard !bytes.isEmpty else { return nil }
        // Base-1e9 limbs, least significant first, so huge literals convert exactly.
        var limbs: [UInt64] = [0]
        for byte in bytes {
            guard byte.isASCIIHexDigit, byte.hexValue < radix else { return nil }
            var carry = UInt64(byte.hexValue)
            for index in limbs.indices {
                let value = limbs[index] * UInt64(radix) + carry
                limbs[index] = value % 1_000_000_000
                carry = value / 1_000_000_000
            }
            if carry > 0 { limbs.append(carry) }
        }
        var digits = String(limbs.last ?? 0)
        for limb in limbs.dropLast().reversed() {
            let part = String(limb)
            digits += String(repeating: "0", count: 9 - part.count) + part
        }
        return (negative ? "-" : "") + digits
    }

    /// A JSON number for a float text; infinities and NaN become the strings `".inf"`, `"-.inf"`, `".nan"`.
    static func canonicalFloat(_ text: String) -> String {
        let lower = text.lowercased()
        if lower.hasSuffix(".inf") { return lower.hasPrefix("-") ? "\"-.inf\"" : "\".inf\"" }
        if lower.hasSuffix(".nan") { return "\".nan\"" }
        guard let value = Double(text) else { return NodeJSON.quoted(text) }
        if !value.isFinite { return value < 0 ? "\"-.inf\"" : "\".inf\"" }
        return "\(value)"
    }
}
