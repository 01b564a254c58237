/// Matches every section-like opening tag with its `{{/name}}`, so later passes can rely on a
/// well-formed structure; reports the first structural error with its position.
enum TagPairing {
    static func pair(_ tags: inout [Tag], source: [UInt8], name: String) throws(MustacheError) {
        var open: [Int] = []
        for index in tags.indices {
            let tag = tags[index]
            if tag.kind.opensSection {
                open.append(index)
            } else if tag.kind == .close {
                guard let opener = open.popLast() else {
                    throw MustacheError("unexpected closing tag `/\(tag.content)`: no section is open",
                                        at: tag.start, in: source, name: name)
                }
                guard tags[opener].content == tag.content else {
                    let openerError = MustacheError("", at: tags[opener].start, in: source, name: name)
                    throw MustacheError(
                        "mismatched closing tag `/\(tag.content)`: expected `/\(tags[opener].content)` to close "
                            + "`\(sigil(tags[opener].kind))\(tags[opener].content)` from \(openerError.line):\(openerError.column)",
                        at: tag.start, in: source, name: name)
                }
                tags[opener].partner = index
                tags[index].partner = opener
            }
        }
        if let unclosed = open.last {
            let tag = tags[unclosed]
            throw MustacheError("unclosed section `\(sigil(tag.kind))\(tag.content)`: expected `/\(tag.content)` before the end of the template",
                                at: tag.start, in: source, name: name)
        }
    }

    private static func sigil(_ kind: TagKind) -> String {
        switch kind {
        case .inverted: "^"
        case .block: "$"
        case .parent: "<"
        default: "#"
        }
    }
}
