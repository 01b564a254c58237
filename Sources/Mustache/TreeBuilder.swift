/// Turns paired, standalone-resolved tags into the node tree rendering walks.
///
/// Block indentation (inheritance spec): a standalone block's content loses the indentation its
/// lines share ("dedent"), and the block remembers that indentation to re-apply to whatever
/// content ends up rendering in its place. Nested blocks are measured relative to their parent
/// block, so `dedent` is threaded through the recursion.
struct TreeBuilder {
    let source: [UInt8]
    let tags: [Tag]
    private let lines: LineScanner

    init(source: [UInt8], tags: [Tag]) {
        self.source = source
        self.tags = tags
        self.lines = LineScanner(source: source)
    }

    func build() -> [Node] {
        nodes(tags: tags.indices, text: source.indices, dedent: 0)
    }

    /// The nodes for tags in `range` (a balanced run) and the text around them within `text`.
    private func nodes(tags range: Range<Int>, text: Range<Int>, dedent: Int) -> [Node] {
        var result: [Node] = []
        var cursor = text.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            let tag = tags[index]
            appendText(cursor..<tag.outerStart, dedent: dedent, to: &result)
            let close = tag.kind.opensSection ? tag.partner.map { tags[$0] } ?? tag : tag
            switch tag.kind {
            case .variable, .unescaped:
                result.append(.variable(path(tag.content), escaped: tag.kind == .variable))
            case .section, .inverted:
                let children = nodes(tags: (index + 1)..<(tag.partner ?? index), text: tag.outerEnd..<close.outerStart, dedent: dedent)
                result.append(.section(path(tag.content), children, inverted: tag.kind == .inverted))
            case .partial:
                result.append(.partial(reference(tag.content), indent: indentation(of: tag, dedent: dedent)))
            case .block:
                let block = blockContent(at: index, dedent: dedent)
                result.append(.block(name: tag.content, content: block.content, indent: block.indent))
            case .parent:
                result.append(.parent(reference(tag.content), indent: indentation(of: tag, dedent: dedent),
                                      overrides: overrides(inParentAt: index, dedent: dedent)))
            case .comment, .setDelimiters, .close:
                break
            }
            cursor = close.outerEnd
            index = tag.kind.opensSection ? (tag.partner ?? index) + 1 : index + 1
        }
        appendText(cursor..<text.upperBound, dedent: dedent, to: &result)
        return result
    }

    /// The blocks directly inside a parent tag; everything else in there is ignored, as the spec asks.
    private func overrides(inParentAt parentIndex: Int, dedent: Int) -> [String: [Node]] {
        var result: [String: [Node]] = [:]
        var index = parentIndex + 1
        let end = tags[parentIndex].partner ?? parentIndex
        while index < end {
            let tag = tags[index]
            if tag.kind == .block, result[tag.content] == nil {
                result[tag.content] = blockContent(at: index, dedent: dedent).content
            }
            index = tag.kind.opensSection ? (tag.partner ?? index) + 1 : index + 1
        }
        return result
    }

    private func blockContent(at index: Int, dedent: Int) -> (content: [Node], indent: String?) {
        let open = tags[index]
        let closeIndex = open.partner ?? index
        let inside = open.outerEnd..<tags[closeIndex].outerStart
        var innerDedent = dedent
        var indent: String?
        if open.isStandalone {
            if let shared = lines.commonIndentation(in: inside), shared.width > dedent {
                indent = String(decoding: source[(shared.lineStart + dedent)..<(shared.lineStart + shared.width)], as: UTF8.self)
                innerDedent = shared.width
            } else {
                indent = indentation(of: open, dedent: dedent)
            }
        }
        let content = nodes(tags: (index + 1)..<closeIndex, text: inside, dedent: innerDedent)
        return (content, indent)
    }

    /// The whitespace before a standalone tag, less the enclosing blocks' dedent.
    private func indentation(of tag: Tag, dedent: Int) -> String? {
        guard tag.isStandalone, let lineStart = tag.whitespaceLineStart else { return nil }
        let start = min(lineStart + dedent, tag.start)
        return start < tag.start ? String(decoding: source[start..<tag.start], as: UTF8.self) : nil
    }

    /// Appends source text, dropping up to `dedent` blanks at the start of each line; merges
    /// with a preceding text node so rendering appends fewer, longer strings.
    private func appendText(_ range: Range<Int>, dedent: Int, to result: inout [Node]) {
        guard !range.isEmpty else { return }
        var text: String
        if dedent == 0 {
            text = String(decoding: source[range], as: UTF8.self)
        } else {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(range.count)
            var index = range.lowerBound
            while index < range.upperBound {
                if index == 0 || source[index - 1] == UInt8(ascii: "\n") {
                    let limit = min(index + dedent, range.upperBound)
                    while index < limit, lines.isBlank(source[index]) { index += 1 }
                    if index == range.upperBound { break }
                }
                bytes.append(source[index])
                index += 1
            }
            text = String(decoding: bytes, as: UTF8.self)
        }
        guard !text.isEmpty else { return }
        if case .text(let previous)? = result.last {
            text = previous.string + text
            result.removeLast()
        }
        result.append(.text(TemplateText(text)))
    }

    private func path(_ name: String) -> MustachePath {
        name == "." ? MustachePath(parts: []) : MustachePath(parts: name.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
    }

    private func reference(_ name: String) -> TemplateReference {
        guard name.first == "*" else { return .fixed(name) }
        let rest = name.dropFirst().drop(while: { $0 == " " || $0 == "\t" })
        return .dynamic(path(String(rest)))
    }
}
