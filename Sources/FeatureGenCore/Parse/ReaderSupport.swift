/// Pieces both readers share: limits, the abort signal, duplicate-key checks, UTF-8 validation.

/// Limits that keep any input, however hostile, from exhausting the stack or memory.
enum ReaderLimits {
    /// Deepest nesting of lists and mappings accepted (each level is one recursive call).
    static let maxDepth = 256
    /// Largest input accepted; specs are a few kilobytes.
    static let maxBytes = 8 * 1024 * 1024
}

/// Thrown inside a reader after a problem that derails parsing has been reported.
struct ParseAbort: Error {}

/// Builds a mapping's entries, reporting every duplicate key at its second definition.
struct MappingBuilder {
    private(set) var entries: [Entry] = []
    /// Key → index in `entries`, built only for big mappings (a linear search is faster for small ones).
    private var index: [String: Int]?

    /// Adds the entry unless its key is taken; for a duplicate, returns the error to report instead.
    mutating func add(_ entry: Entry) -> Diagnostic? {
        if let first = firstIndex(of: entry.key) {
            return .error(
                "duplicate key `\(entry.key)`", at: entry.keyLocation,
                notes: [Diagnostic.Note("first defined here", at: entries[first].keyLocation)])
        }
        entries.append(entry)
        if index != nil {
            index?[entry.key] = entries.count - 1
        } else if entries.count > 16 {
            index = Dictionary(entries.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        }
        return nil
    }

    private func firstIndex(of key: String) -> Int? {
        if let index { return index[key] }
        return entries.firstIndex { $0.key == key }
    }
}

enum UTF8Check {
    /// The offset of the first byte that is not part of well-formed UTF-8, or nil when all is well.
    static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
        var i = 0
        let n = bytes.count
        while i < n {
            let b0 = bytes[i]
            if b0 < 0x80 { i += 1; continue }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch b0 {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F  // no UTF-16 surrogates
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return i
            }
            guard i + 1 < n, bytes[i + 1] >= low, bytes[i + 1] <= high else { return i }
            for k in 2..<length {
                guard i + k < n, bytes[i + k] & 0xC0 == 0x80 else { return i }
            }
            i += length
        }
        return nil
    }

    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    static func hasByteOrderMark(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }
}

extension UInt8 {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")

    var isASCIIDigit: Bool { self >= 0x30 && self <= 0x39 }
    var isASCIIHexDigit: Bool { isASCIIDigit || (self >= 0x41 && self <= 0x46) || (self >= 0x61 && self <= 0x66) }
    var hexValue: UInt32 {
        if isASCIIDigit { return UInt32(self - 0x30) }
        if self >= 0x61 { return UInt32(self - 0x61 + 10) }
        return UInt32(self - 0x41 + 10)
    }
}

/// Builds a String from UTF-8 bytes (input was validated as UTF-8 before parsing).
@inline(__always)
func utf8String(_ bytes: ArraySlice<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
}

/// A code point's usual name in messages: `U+0007`.
func codePointName(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
}
