/// Which names a Swift expression from the spec uses, so generated patterns bind only those
/// (an unused `let` binding is a warning, and generated code must build with warnings as errors).
enum ExpressionNames {
    static func uses(_ name: String, in expression: String) -> Bool {
        SwiftTokenizer.freeIdentifiers(in: expression).contains(name)
    }

    /// `state.count + 1` → `initial.count + 1`: renames a free name (not a member after `.`, not a
    /// label, not a closure parameter), inside string interpolations too.
    static func renaming(_ name: String, to replacement: String, in expression: String) -> String {
        renaming([name: replacement], in: expression)
    }

    /// Renames several free names at once (a replacement is never renamed again).
    static func renaming(_ replacements: [String: String], in expression: String) -> String {
        var bytes = Array(expression.utf8)
        for use in SwiftTokenizer.freeIdentifierRanges(in: expression).reversed() {
            guard let replacement = replacements[use.name] else { continue }
            bytes.replaceSubrange(use.range, with: Array(replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
