/// A feature made public (`access: public`) needs the developer's types that generated public code
/// names to be public too: the live service a public `AppServices` builds as a default, its
/// `init()`, the functions that satisfy a public protocol. The plan's own rendering of the file says
/// which: what it declares `public`, the developer's file must. `--update-owned` writes the missing
/// `public ` in front of a declaration (and a `public init() {}`), adding without removing anything.
extension OwnedFileCheck {
    /// The types the plan's rendering of an owned file declares public.
    static func publicTypes(inRendered contents: String) -> Set<String> {
        let text = SourceText(path: "", text: contents)
        let tokens = SwiftTokenizer.tokenize(text).filter { $0.kind != .comment }
        return Set(SwiftDeclarations.types(in: tokens).compactMap { name, type in
            isPublic(declarationAt: type.nameOffset, in: text) ? name : nil
        })
    }

    /// Whether the declaration whose name (or `func`) is at `offset` says `public` before it on its line.
    static func isPublic(declarationAt offset: Int, in text: SourceText) -> Bool {
        let location = text.location(ofOffset: offset)
        return text.lineText(location.line).utf8.prefix(location.column - 1)
            .split(separator: UInt8(ascii: " ")).contains { $0.elementsEqual("public".utf8) }
    }

    /// The problem of a declaration that must be public and is not: `public ` goes at its line's start.
    static func notPublic(
        _ what: String, at offset: Int, declaration: Int, in source: Source, why: String, compiles: Bool = false
    ) -> Problem? {
        guard !isPublic(declarationAt: declaration, in: source.text) else { return nil }
        let line = source.text.location(ofOffset: declaration).line
        let start = source.text.lineStarts[line - 1]
        let indent = source.text.bytes[start...].prefix { $0 == UInt8(ascii: " ") }.count
        return Problem(
            offset: offset, message: "\(what) must be public now that the feature is: \(why)",
            fix: "write `public ` before its declaration (or run `featuregen generate --update-owned`)",
            compiles: compiles, insertions: [(start + indent, "public ")])
    }

    /// A public type of the developer's that the generated code builds: the type, its `init()` and
    /// the requirements it implements (`functions`) must be public.
    static func accessProblems(
        _ typeName: String, _ type: SwiftDeclarations.TypeDeclaration, functions: [SwiftDeclarations.Function],
        in source: Source
    ) -> [Problem] {
        let why = "the feature's public code uses it"
        var problems: [Problem] = []
        if let problem = notPublic("`\(typeName)`", at: type.nameOffset, declaration: type.nameOffset, in: source, why: why) {
            problems.append(problem)
        }
        for function in functions {
            if let problem = notPublic(
                "`\(typeName).\(function.key)`", at: function.offset, declaration: function.declarationOffset, in: source,
                why: "it implements a public protocol")
            {
                problems.append(problem)
            }
        }
        // `init()`: made public where it is, or added after the `{` when the type has none.
        let tokens = source.tokens
        let inits = type.body.filter { tokens[$0].isKeyword("init") && $0 + 2 < tokens.count && tokens[$0 + 1].isSymbol("(") }
        if let first = inits.first(where: { tokens[$0 + 2].isSymbol(")") }) {
            if let problem = notPublic(
                "`\(typeName).init()`", at: tokens[first].offset, declaration: tokens[first].offset, in: source, why: why)
            {
                problems.append(problem)
            }
        } else if inits.isEmpty {
            let line = source.text.location(ofOffset: type.openOffset).line
            let start = source.text.lineStarts[line - 1]
            let indent = String(repeating: " ", count: source.text.bytes[start...].prefix { $0 == UInt8(ascii: " ") }.count + 2)
            let next = line < source.text.lineStarts.count ? source.text.lineStarts[line] : source.text.bytes.count
            problems.append(Problem(
                offset: type.nameOffset, message: "`\(typeName)` needs a public `init()` now that the feature is public: \(why)",
                fix: "add `public init() {}`", insertions: [(next, "\(indent)public init() {}\n")]))
        }
        return problems
    }
}
