/// Code copied into a spec: comments hold one line of it at most, and values too large or too deeply
/// nested for a spec are left for the developer to write.
enum SpecText {
    /// Longest comment line, and longest piece of code quoted in one, in characters.
    static let commentLimit = 400
    static let snippetLimit = 80
    /// A value is written into the spec only up to this size and bracket depth.
    static let valueLimit = 1_000
    static let depthLimit = 32

    /// One line: every run of whitespace, line breaks (YAML's NEL, LS and PS too) and control characters
    /// becomes one space, and text past the limit is cut with `…`.
    static func commentLine(_ text: String) -> String {
        // Most comments are short printable ASCII on one line with single spaces: nothing to do.
        var previousWasSpace = true
        let plain = text.utf8.count <= commentLimit && text.utf8.allSatisfy { byte in
            defer { previousWasSpace = byte == 0x20 }
            return byte > 0x20 && byte < 0x7F || (byte == 0x20 && !previousWasSpace)
        }
        if plain, !previousWasSpace { return text }
        var result = ""
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            let breaksLine = scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{85}" || scalar == "\u{2028}"
                || scalar == "\u{2029}" || scalar == "\u{FEFF}" || scalar == " "
            if breaksLine {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace {
                result.unicodeScalars.append(" ")
                pendingSpace = false
            }
            result.unicodeScalars.append(scalar)
        }
        guard result.count > commentLimit else { return result }
        return String(result.prefix(commentLimit - 1)) + "…"
    }

    /// Code quoted in a comment: one line, at most `snippetLimit` characters (`…` marks a cut).
    static func snippet(_ code: String) -> String {
        let line = commentLine(code)
        guard line.count > snippetLimit else { return line }
        return String(line.prefix(snippetLimit - 1)) + "…"
    }

    /// Whether a value is too long or too deeply nested to copy into a spec.
    static func isTooLarge(_ text: String) -> Bool {
        if text.utf8.count > valueLimit { return true }
        var depth = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > depthLimit { return true }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
            default:
                continue
            }
        }
        return false
    }
}
