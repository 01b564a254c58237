/// Source text quoted in a message, cut to a width a terminal shows on one line: a hostile or
/// machine-made spec may hold a 500 KB line, and a message must not repeat it.
public enum Excerpt {
    /// Quotes longer than this many characters are cut.
    public static let maxCharacters = 120
    /// What is kept of a cut quote (the rest becomes `…`).
    static let keptCharacters = 100

    /// `text`, or its first `keptCharacters` characters and `…` when longer than `maxCharacters`.
    public static func cut(_ text: some StringProtocol) -> String {
        // Cheap test first: nearly every quote is short, and `count` walks grapheme clusters.
        guard text.utf8.count > maxCharacters, text.count > maxCharacters else { return String(text) }
        return String(text.prefix(keptCharacters)) + "…"
    }

    /// Every backticked span of `message` cut with `cut`; the message itself when none is too long.
    static func cutQuotes(in message: String) -> String {
        guard message.utf8.count > maxCharacters else { return message }
        let parts = message.split(separator: "`", omittingEmptySubsequences: false)
        // Odd parts are inside backticks (a trailing unpaired backtick leaves its part as is).
        guard parts.enumerated().contains(where: { $0.offset % 2 == 1 && $0.element.utf8.count > maxCharacters })
        else { return message }
        return parts.enumerated().map { index, part in
            index % 2 == 1 && index < parts.count - 1 ? cut(part) : String(part)
        }.joined(separator: "`")
    }

    /// The token at `offset` in `bytes` (up to the next space or line break), cut like `cut`, never
    /// splitting a UTF-8 sequence: for "unexpected `…`" messages.
    static func token(in bytes: [UInt8], at offset: Int) -> String {
        guard offset < bytes.count else { return "" }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }  // the whole first character
        let limit = min(bytes.count, offset + 4 * maxCharacters)
        while end < limit, ![UInt8(ascii: " "), 10, 13, 9].contains(bytes[end]) { end += 1 }
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return cut(String(decoding: bytes[offset..<end], as: UTF8.self))
    }
}

extension Diagnostic {
    /// The diagnostic with every quote in its message and notes cut to a sensible width.
    func withQuotesCut() -> Diagnostic {
        var copy = self
        copy.message = Excerpt.cutQuotes(in: message)
        copy.notes = notes.map { note in
            var note = note
            note.message = Excerpt.cutQuotes(in: note.message)
            return note
        }
        return copy
    }
}
