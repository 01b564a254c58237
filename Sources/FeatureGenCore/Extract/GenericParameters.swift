/// Type parameters of generic prototype views (`struct ListView<T: Hashable>`) and methods. A feature
/// is one concrete screen: its state and payloads cannot name `T`, which the generated code never declares.
enum GenericParameters {
    /// `T`, `U` of the `<T: Hashable, U>` clause opening at `open` (`each T` gives `T`); the clause ends at `close`.
    static func names(in stream: TokenStream, open: Int, close: Int) -> [String] {
        var names: [String] = []
        var depth = 0
        var cursor = open
        while cursor < close {
            let token = stream[cursor]
            if token.kind == .operator {
                depth += token.text.filter { $0 == "<" }.count - token.text.filter { $0 == ">" }.count
            } else if depth == 1, token.kind == .identifier {
                let previous = stream[cursor - 1]
                let startsParameter = cursor - 1 == open || previous.isSymbol(",")
                    || (previous.text == "each" && (cursor - 2 == open || stream[cursor - 2].isSymbol(",")))
                if startsParameter, token.text != "each" { names.append(token.identifierName) }
            }
            cursor = stream.skipGroup(cursor, limit: close)
        }
        return names
    }

    /// The first of `names` that `text` (a type or an expression) mentions, as an identifier.
    static func mentioned(in text: String?, names: [String]) -> String? {
        guard let text, !names.isEmpty else { return nil }
        let identifiers = Set(SwiftTokenizer.tokenize(text).filter { $0.kind == .identifier }.map(\.identifierName))
        return names.first(where: identifiers.contains)
    }
}
