/// The type of a member chain read from a state field (`posts.last?.id` → `Int?`), from the fields'
/// types and the prototypes' models; nil for anything else (a call, a subscript, an unknown member).
struct MemberChainType {
    let fieldTypes: [String: String]
    let types: TypeTable

    func type(of text: String) -> String? {
        let links = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard links.count > 1 else { return nil }
        let head = links[0].hasSuffix("?") ? String(links[0].dropLast()) : links[0]
        guard let field = fieldTypes[head], head == links[0] || field.hasSuffix("?") else { return nil }
        var type = field
        var optional = false
        for var name in links.dropFirst() {
            // `last?.id`: the `?` belongs to the link before it.
            let chained = name.hasSuffix("?")
            if chained { name.removeLast() }
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            if type.hasSuffix("?") {
                type.removeLast()
                optional = true
            }
            guard let next = member(name, of: type) else { return nil }
            type = next
            if chained, !type.hasSuffix("?") { return nil }  // `?.` after a value that is not optional
        }
        return optional && !type.hasSuffix("?") ? type + "?" : type
    }

    private func member(_ name: String, of type: String) -> String? {
        if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") {
            let element = String(type.dropFirst().dropLast())
            switch name {
            case "first", "last": return element.hasSuffix("?") ? nil : element + "?"
            case "count": return "Int"
            case "isEmpty": return "Bool"
            default: return nil
            }
        }
        if type == "String" {
            return ["count": "Int", "isEmpty": "Bool"][name]
        }
        guard let entry = types.entries[type], entry.kind == "struct" else { return nil }
        return entry.fields.first { $0.name == name }?.type ?? nil
    }
}
