/// Which names a Swift expression from the spec uses, so generated patterns bind only those
/// (an unused `let` binding is a warning, and generated code must build with warnings as errors).
enum ExpressionNames {
    static func uses(_ name: String, in expression: String) -> Bool {
        SwiftTokenizer.freeIdentifiers(in: expression).contains(name)
    }

    /// `state.count + 1` → `initial.count + 1`: renames a free name (not a member after `.`, not a label).
    static func renaming(_ name: String, to replacement: String, in expression: String) -> String {
        guard uses(name, in: expression) else { return expression }
        let tokens = SwiftTokenizer.tokenize(expression)
        var bytes = Array(expression.utf8)
        for (index, token) in tokens.enumerated().reversed() where token.kind == .identifier && token.text == name {
            let previous = index > 0 ? tokens[index - 1] : nil
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            if previous?.isSymbol(".") == true || next?.isSymbol(":") == true { continue }
            bytes.replaceSubrange(token.offset..<token.end, with: Array(replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
