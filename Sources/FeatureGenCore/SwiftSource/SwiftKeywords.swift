/// Words the tokenizer reports as `.keyword`: Swift's reserved words plus the declaration
/// modifiers and effect words that prototypes use. Contextual words that are often variable
/// names (`get`, `set`, `open`, `some` …) are left as identifiers on purpose: a state field may
/// well be called `set`, while the parser recognises these words by text where it needs them.
enum SwiftKeywords {
    static let all: Set<String> = [
        // Declarations
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "actor", "macro",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        // Expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        // Modifiers that only appear as modifiers in practice
        "async", "mutating", "nonmutating", "override", "final", "lazy", "weak", "unowned",
        "convenience", "required", "indirect", "nonisolated", "dynamic", "optional",
    ]

    /// Modifiers that may precede a declaration (`private`, `static` …), by text.
    static let declarationModifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "package", "static", "class", "final",
        "lazy", "weak", "unowned", "override", "mutating", "nonmutating", "nonisolated", "dynamic",
        "convenience", "required", "optional", "indirect", "isolated",
    ]
}
