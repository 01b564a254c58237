/// A name as written in a tag: `.` (the top of the context stack) or dotted parts `a.b.c`.
struct MustachePath: Sendable {
    /// Empty for the implicit iterator `.`.
    let parts: [String]
}

/// How a partial or parent names its template: literally, or through the context (`{{>*name}}`).
enum TemplateReference: Sendable {
    case fixed(String)
    case dynamic(MustachePath)
}

/// The parsed form of a template: text and tags, with standalone lines and block indentation
/// already resolved, so rendering only walks the tree.
enum Node: Sendable {
    case text(TemplateText)
    case variable(MustachePath, escaped: Bool)
    case section(MustachePath, [Node], inverted: Bool)
    /// `indent` is set for a standalone partial: prefixed to each line the partial renders.
    case partial(TemplateReference, indent: String?)
    /// `{{$name}}default{{/name}}`; `content` is dedented when the block is standalone, and
    /// `indent` is prefixed to whatever content (default or override) renders here.
    case block(name: String, content: [Node], indent: String?)
    /// `{{<name}}…{{/name}}`: renders `name` with `overrides` replacing its blocks.
    case parent(TemplateReference, indent: String?, overrides: [String: [Node]])
}

/// Literal template text, also cut into lines up front so that rendering inside an indented
/// partial or block does not rescan it on every render.
struct TemplateText: Sendable {
    let string: String
    /// `string` cut after each newline; empty when `string` has no newline.
    let lines: [Substring]

    init(_ string: String) {
        self.string = string
        var lines: [Substring] = []
        var lineStart = string.startIndex
        for index in string.utf8.indices where string.utf8[index] == UInt8(ascii: "\n") {
            let next = string.utf8.index(after: index)
            lines.append(string[lineStart..<next])
            lineStart = next
        }
        if !lines.isEmpty, lineStart < string.endIndex { lines.append(string[lineStart...]) }
        self.lines = lines
    }
}
