/// Stage 1 → 2: the data a spec file holds, as read from YAML or JSON, with the position of every value.
///
/// Both readers produce this tree, so validation and `featuregen dump` never care which format a
/// spec was written in. Mapping keys keep their file order.
public struct Node: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case scalar(Scalar)
        case mapping([Entry])
        case sequence([Node])
    }

    public var kind: Kind
    /// Where the value starts (for a quoted scalar: its opening quote).
    public var location: SourceLocation

    public init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    public var scalar: Scalar? {
        if case .scalar(let scalar) = kind { return scalar }
        return nil
    }

    public var entries: [Entry]? {
        if case .mapping(let entries) = kind { return entries }
        return nil
    }

    public var elements: [Node]? {
        if case .sequence(let elements) = kind { return elements }
        return nil
    }
}

/// One `key: value` pair of a mapping. Keys are always scalars (complex keys are refused).
public struct Entry: Sendable, Equatable {
    public var key: String
    public var keyLocation: SourceLocation
    public var value: Node

    public init(key: String, keyLocation: SourceLocation, value: Node) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}

/// A scalar value: its text after unquoting and unescaping, how it was written, and what it means.
public struct Scalar: Sendable, Equatable {
    public enum Style: Sendable, Equatable {
        /// YAML plain scalar (or a JSON number, `true`, `false`, `null`).
        case plain
        case singleQuoted
        /// YAML double-quoted scalar or JSON string.
        case doubleQuoted
        /// `|` block scalar.
        case literal
        /// `>` block scalar.
        case folded
    }

    /// The type a scalar resolves to: YAML 1.2 core schema for plain scalars (and JSON's own types).
    /// Quoted and block scalars are always strings.
    public enum Resolved: Sendable, Equatable {
        case string
        case int
        case float
        case bool
        case null
    }

    /// The value's text: unescaped for quoted scalars, exactly as written for plain ones
    /// (so `1.50` stays `1.50` and `nil` stays `nil` for use as a Swift expression).
    public var text: String
    public var style: Style
    public var resolved: Resolved
    /// Where the text of a quoted scalar differs in length from its source (escapes, `''`), so positions
    /// inside the text map back to the right column. Empty when every byte is written as itself.
    var escapes: [Escape] = []

    /// `sourceLength` bytes of source (`\n`, `\u00e9`, `''`) that became `textLength` bytes of text at
    /// `textOffset`.
    struct Escape: Sendable, Equatable {
        var textOffset: Int
        var textLength: Int
        var sourceLength: Int
    }

    public init(text: String, style: Style, resolved: Resolved) {
        self.text = text
        self.style = style
        self.resolved = resolved
    }

    /// The source byte offset (from the first byte after the opening quote) of the text's byte `offset`;
    /// an offset inside an escape's text points at the escape.
    func sourceOffset(ofTextOffset offset: Int) -> Int {
        var shift = 0
        for escape in escapes {
            if offset >= escape.textOffset + escape.textLength {
                shift += escape.sourceLength - escape.textLength
            } else {
                if offset >= escape.textOffset { return escape.textOffset + shift }
                break
            }
        }
        return offset + shift
    }

    /// Two scalars are equal when they read the same, however they were written.
    public static func == (lhs: Scalar, rhs: Scalar) -> Bool {
        lhs.text == rhs.text && lhs.style == rhs.style && lhs.resolved == rhs.resolved
    }
}
