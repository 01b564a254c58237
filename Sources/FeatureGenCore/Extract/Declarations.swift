/// What the declaration scanner finds in a file: type declarations and the members of their bodies.
struct TypeDeclaration {
    var kind: String
    var name: String
    var nameIndex: Int
    /// Conformances and superclass, last component only (`SwiftUI.View` → `View`).
    var inheritance: [String]
    /// Its type parameters and those of the types it is nested in (`T` of `ListView<T>`).
    var genericParameters: [String] = []
    var bodyOpen: Int
    var bodyClose: Int
    /// From the keyword of each type declared inside this one to its closing brace: not this type's own code.
    var nested: [ClosedRange<Int>] = []

    var isView: Bool { kind == "struct" && inheritance.contains("View") }

    /// The token indices of this type's own body: nested types left out (set by the scanner).
    var ownBody: [Int] = []

    /// Computes `ownBody` from the body and `nested`.
    func ownBodyIndices() -> [Int] {
        var result: [Int] = []
        var index = bodyOpen + 1
        while index < bodyClose {
            if let inner = nested.first(where: { $0.contains(index) }) {
                index = inner.upperBound + 1
                continue
            }
            result.append(index)
            index += 1
        }
        return result
    }

    /// Whether token `index` is this type's own code (inside its body, not in a nested type).
    func owns(_ index: Int) -> Bool {
        index > bodyOpen && index < bodyClose && !nested.contains { $0.contains(index) }
    }
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
    /// From its first attribute or modifier to its last token.
    var range: ClosedRange<Int> = 0...0

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
    /// `U` of `func select<U>(_ value: U)`.
    var genericParameters: [String] = []
    var bodyOpen: Int
    var bodyClose: Int
    /// From its first attribute or modifier to its closing brace.
    var range: ClosedRange<Int> = 0...0
}

struct TypeMembers {
    var properties: [PropertyDeclaration] = []
    var methods: [MethodDeclaration] = []
    /// The statements of each `init` (between its braces).
    var initializers: [Range<Int>] = []
    /// Each whole `init` declaration.
    var initializerRanges: [ClosedRange<Int>] = []
}
