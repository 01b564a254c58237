/// One token of Swift source, as `SwiftTokenizer` produces it.
///
/// Tokens keep their byte range so callers can slice the original text (types and default values
/// are copied "exactly as written") and turn offsets into `path:line:col` through `SourceText`.
public struct SwiftToken: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        /// `name`, `` `default` ``, `$0`, `$text`.
        case identifier
        case keyword
        /// `@State`, `@MainActor` (arguments follow as separate tokens).
        case attribute
        /// `#if`, `#else`, `#endif`, `#Preview`, `#available`.
        case poundDirective
        case integer
        case float
        /// The whole literal: delimiters, interpolations, every line of a multi-line string.
        case string
        case `operator`
        /// `( ) [ ] { } , : ; . ? ! ->` and a lone `@`, `#`, `\`.
        case punctuation
        /// Line, doc and block comments (block comments nest).
        case comment
        /// Bytes that start no token (invalid UTF-8, control characters, a stray backtick).
        case unknown
        case endOfFile
    }

    public var kind: Kind
    public var text: String
    /// Byte offset of the first byte in the source.
    public var offset: Int
    /// Length in bytes.
    public var length: Int
    /// True when a line break separates this token from the previous non-comment token, so the
    /// parser can end declarations and statements at line ends as Swift does.
    public var newlineBefore: Bool
    /// True for a string or block comment whose closing delimiter is missing.
    public var isUnterminated: Bool

    public init(
        kind: Kind, text: String, offset: Int, length: Int? = nil, newlineBefore: Bool = false,
        isUnterminated: Bool = false
    ) {
        self.kind = kind
        self.text = text
        self.offset = offset
        self.length = length ?? text.utf8.count
        self.newlineBefore = newlineBefore
        self.isUnterminated = isUnterminated
    }

    /// Byte offset just past the token.
    public var end: Int { offset + length }

    /// An identifier's name without backticks (`` `default` `` → `default`).
    public var identifierName: String {
        if text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") {
            return String(text.dropFirst().dropLast())
        }
        return text
    }

    /// `true` for the punctuation or operator token with exactly this text.
    public func isSymbol(_ symbol: String) -> Bool {
        (kind == .punctuation || kind == .operator) && text == symbol
    }

    public func isKeyword(_ word: String) -> Bool { kind == .keyword && text == word }
}
