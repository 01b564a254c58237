/// What the declaration scanner finds in a file: type declarations and the members of their bodies.
struct TypeDeclaration {
    var kind: String
    var name: String
    var nameIndex: Int
    /// Conformances and superclass, last component only (`SwiftUI.View` → `View`).
    var inheritance: [String]
    var bodyOpen: Int
    var bodyClose: Int

    var isView: Bool { kind == "struct" && inheritance.contains("View") }
}

struct AttributeUse {
    /// Without `@` (`State`, `AppStorage`).
    var name: String
    /// Tokens inside the argument parentheses, if any.
    var arguments: Range<Int>?
}

struct PropertyDeclaration {
    var attributes: [AttributeUse]
    var modifiers: [String]
    var isLet: Bool
    var name: String
    var nameIndex: Int
    var type: Range<Int>?
    var defaultValue: Range<Int>?
    /// `{ get … }` or a getter body: not stored.
    var isComputed: Bool
    var hasObservers: Bool
    /// Declared in an `#elseif` / `#else` branch.
    var inAlternateBranch: Bool

    func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }
    var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
}

struct ParameterDeclaration {
    var label: String?
    var name: String
    var type: String
}

struct MethodDeclaration {
    var name: String
    var nameIndex: Int
    var parameters: [ParameterDeclaration]
    var isStatic: Bool
    var isAsync: Bool
    var isThrowing: Bool
    var returnType: String?
    var bodyOpen: Int
    var bodyClose: Int
}

struct TypeMembers {
    var properties: [PropertyDeclaration] = []
    var methods: [MethodDeclaration] = []
}
