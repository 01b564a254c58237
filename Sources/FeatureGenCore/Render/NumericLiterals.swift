/// Integer literals grouped the way `swift format` wants them: `1_700_000_000` for a decimal of 7
/// digits or more, `0xDEAD_BEEF` for a hexadecimal of 8 or more. A spec's values (`createdAt:
/// 1700000000`) are copied into the generated code as written; grouped, they keep their value and pass
/// `swift format lint --strict`. Strings, comments and literals already grouped are left as they are.
enum NumericLiterals {
    static func grouped(_ source: String) -> String {
        // Almost no file has so long a number: the tokenizer runs only for one that may.
        guard hasLongDigitRun(source.utf8) else { return source }
        var bytes = Array(source.utf8)
        // From the end, so that each token's offset still holds when an earlier one grows.
        for token in SwiftTokenizer.tokenize(source).reversed() where token.kind == .integer {
            guard let grouped = group(token.text) else { continue }
            bytes.replaceSubrange(token.offset..<token.offset + token.length, with: Array(grouped.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `1700000000` → `1_700_000_000`, `0x12345678` → `0x1234_5678`; nil when it stays as it is.
    static func group(_ literal: String) -> String? {
        guard !literal.contains("_") else { return nil }
        let isHex = literal.hasPrefix("0x") || literal.hasPrefix("0X")
        let digits = isHex ? Array(literal.dropFirst(2)) : Array(literal)
        let (stride, fewest) = isHex ? (4, 8) : (3, 7)
        guard digits.count >= fewest, isHex || digits.allSatisfy(\.isASCIIDigit) else { return nil }
        var groups: [String] = []
        var end = digits.count
        while end > 0 {
            groups.insert(String(digits[max(0, end - stride)..<end]), at: 0)
            end -= stride
        }
        return (isHex ? String(literal.prefix(2)) : "") + groups.joined(separator: "_")
    }

    /// Whether some run of 7 digits (decimal, or hexadecimal after `0x`) is in `text`.
    private static func hasLongDigitRun(_ text: String.UTF8View) -> Bool {
        var run = 0
        for byte in text {
            let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
            run = isDigit ? run + 1 : 0
            if run >= 7 { return true }
        }
        return false
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
