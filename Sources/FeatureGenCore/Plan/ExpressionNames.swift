/// Which names a Swift expression from the spec uses, so generated patterns bind only those
/// (an unused `let` binding is a warning, and generated code must build with warnings as errors).
enum ExpressionNames {
    static func uses(_ name: String, in expression: String) -> Bool {
        SwiftTokenizer.freeIdentifiers(in: expression).contains(name)
    }
}
