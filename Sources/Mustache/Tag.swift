/// What a tag does, from the sigil after the opening delimiter.
enum TagKind: Sendable {
    case variable          // {{name}}
    case unescaped         // {{{name}}} or {{& name}}
    case section           // {{#name}}
    case inverted          // {{^name}}
    case close             // {{/name}}
    case comment           // {{! … }}
    case partial           // {{>name}}
    case setDelimiters     // {{=<% %>=}}
    case block             // {{$name}}
    case parent            // {{<name}}

    /// Tags that may stand alone on a line, which then disappears from the output.
    var canStandAlone: Bool {
        switch self {
        case .variable, .unescaped: false
        default: true
        }
    }

    /// Tags that need a matching `{{/name}}`.
    var opensSection: Bool {
        switch self {
        case .section, .inverted, .block, .parent: true
        default: false
        }
    }
}

/// One tag found in the source, with byte offsets into the UTF-8 source.
struct Tag: Sendable {
    var kind: TagKind
    /// Trimmed content after the sigil (the name); empty for comments and delimiter changes.
    var content: String
    /// Offset of the opening delimiter.
    var start: Int
    /// Offset just past the closing delimiter.
    var end: Int
    /// What the tag removes from the output: its own bytes, or its whole line when standalone
    /// (the closing tag of a standalone block keeps its newline, as the inheritance spec asks).
    var outerStart: Int
    var outerEnd: Int
    /// Start of the tag's line when only spaces or tabs precede the tag on it.
    var whitespaceLineStart: Int?
    /// Whether the tag stands alone on its line (alone, or paired with its neighbour).
    var isStandalone = false
    /// For an opening tag, the index of its closing tag; for a closing tag, of its opening tag.
    var partner: Int?

    init(kind: TagKind, content: String, start: Int, end: Int) {
        self.kind = kind
        self.content = content
        self.start = start
        self.end = end
        self.outerStart = start
        self.outerEnd = end
    }
}
