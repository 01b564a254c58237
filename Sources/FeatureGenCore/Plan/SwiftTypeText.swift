/// Small, textual operations on Swift types written in a spec (the validator has checked their shape).
enum SwiftTypeText {
    /// The name of the generated wrapper that lets an `Error` live in `Equatable` state.
    static let equatableError = "EquatableError"

    /// `Error?`, `any Error`, `[Error]` → `EquatableError?`, `EquatableError`, `[EquatableError]`.
    /// An `Error` existential is not `Equatable`; the wrapper compares type and description.
    static func replacingErrors(_ type: String) -> String {
        // Runs for every type of every feature, and most never mention `Error`: skip the rewriting.
        guard contains("Error", in: type) else { return type }
        var text = type.replacing("any Error", with: equatableError)
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            if text[index...].hasPrefix("Error"), isBoundary(text, before: index),
                isBoundary(text, after: text.index(index, offsetBy: 5))
            {
                result += equatableError
                index = text.index(index, offsetBy: 5)
            } else {
                result.append(text[index])
                index = text.index(after: index)
            }
        }
        text = result
        return text.replacing("(\(equatableError))", with: equatableError)
    }

    static func mentionsError(_ type: String) -> Bool { replacingErrors(type) != type }

    /// Type text with white space removed, for comparing two spellings of one type.
    static func normalized(_ type: String) -> String {
        // Most type text holds no white space, and asking each `Character` (a Unicode property lookup)
        // was 2% of a run: the bytes are looked at first. Below 0x80 only 9–13 and 32 are white space;
        // text with any other byte that could be is left to `isWhitespace`.
        guard type.utf8.contains(where: { $0 <= 0x20 || $0 >= 0x80 }) else { return type }
        return type.filter { !$0.isWhitespace }
    }

    /// A plain byte search: the generic `firstRange(of:)` costs more than the rewriting it guards.
    private static func contains(_ word: String, in text: String) -> Bool {
        let bytes = Array(text.utf8)
        let needle = Array(word.utf8)
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        for start in 0...(bytes.count - needle.count) where bytes[start] == first {
            if bytes[start..<start + needle.count].elementsEqual(needle) { return true }
        }
        return false
    }

    private static func isBoundary(_ text: String, before index: String.Index) -> Bool {
        guard index > text.startIndex else { return true }
        let previous = text[text.index(before: index)]
        return !(previous.isLetter || previous.isNumber || previous == "_" || previous == ".")
    }

    private static func isBoundary(_ text: String, after index: String.Index) -> Bool {
        guard index < text.endIndex else { return true }
        let next = text[index]
        return !(next.isLetter || next.isNumber || next == "_")
    }
}
