/// The developer's transitions file (`OrderReducer+Transitions.swift`) checked against the new plan.
/// A message without `set:` is a transition the developer writes and the generated reducer calls:
/// when the spec adds one, or gives it a payload, the file written once no longer has what is called
/// and the build fails in generated code; when one is removed (or gains `set:`), its function stays
/// behind, called by nothing. The plan's own rendering of the file is the reference.
extension OwnedFileCheck {
    /// Where each feature's transitions file is, with the plan's rendering of it: nil when the feature
    /// has no transition left, though a file written before may still be compiled.
    static func transitionsFiles(
        _ features: [Feature], plan: FilePlan, table: OutputStyle
    ) -> [String: (feature: Feature, planned: String?)] {
        var planned: [String: String] = [:]
        for file in plan.files where file.ownership == .owned { planned[file.path] = file.contents }
        let files = featureFiles(of: "Transitions", features, plan: plan, table: table)
        return Dictionary(uniqueKeysWithValues: files.map { path, feature in (path, (feature, planned[path])) })
    }

    /// The path of each feature's file of `template`, planned or not, keyed by path.
    static func featureFiles(
        of template: String, _ features: [Feature], plan: FilePlan, table: OutputStyle
    ) -> [String: Feature] {
        guard let rule = table.rules.first(where: { $0.template == template }), let first = features.first
        else { return [:] }
        // The sources' root, from any file the plan puts where a feature rule says (one scan per run).
        let featureRules = table.rules.filter { $0.scope == .feature }.map { OutputStyle.fill($0.path, feature: first.name) }
        guard let root = plan.files.lazy.compactMap({ file in
            featureRules.first { file.path.hasSuffix("/" + $0) }.map { String(file.path.dropLast($0.count)) }
        }).first
        else { return [:] }
        var result: [String: Feature] = [:]
        for feature in features { result[root + OutputStyle.fill(rule.path, feature: feature.name)] = feature }
        return result
    }

    /// What the file lacks (a transition the reducer now calls, or calls with another signature) and
    /// what it holds that nothing calls any more.
    static func transitionProblems(
        in source: Source, planned: String?, feature: Feature, table: OutputStyle
    ) -> [Problem] {
        let wanted = planned.map { text -> (TransitionContainer, SourceText) in
            let rendered = SourceText(path: source.path, text: text)
            let tokens = SwiftTokenizer.tokenize(rendered).filter { $0.kind != .comment }
            return (TransitionContainer(tokens), rendered)
        }
        let mine = TransitionContainer(source.tokens)
        let bytes = source.text.bytes
        func lineStart(of offset: Int) -> Int { source.text.lineStarts[source.text.location(ofOffset: offset).line - 1] }
        func indentation(at offset: Int) -> String {
            String(decoding: bytes[lineStart(of: offset)...].prefix { $0 == UInt8(ascii: " ") }, as: UTF8.self)
        }
        // New functions go before the extension's `}` when it has a line of its own, else (top-level
        // functions, the middleware style) at the end of the file.
        var insertAt: Int?
        if let close = mine.closeOffset {
            let line = lineStart(of: close)
            if bytes[line..<close].allSatisfy({ $0 == UInt8(ascii: " ") }) { insertAt = line }
        } else if !mine.isExtension {
            insertAt = bytes.count
        }
        let lead = insertAt == bytes.count && bytes.last != UInt8(ascii: "\n") ? "\n" : ""
        var problems: [Problem] = []
        var stale: [Problem] = []
        var called: Set<String> = []
        for function in wanted?.0.functions ?? [] {
            let (_, rendered) = wanted!
            called.insert(function.key)
            let stub = Self.text(of: function, in: rendered)
            let declaration = Self.declarationLine(of: function, in: rendered)
            let addition = insertAt.map { [($0, lead + "\n" + stub)] } ?? []
            let owner = mine.name.map { "`\($0)`" } ?? "this file"
            if let found = mine.functions.first(where: { $0.key == function.key })
                ?? mine.functions.first(where: { $0.name == function.name && !wanted!.0.keys.contains($0.key) })
            {
                guard found.shape != function.shape || found.key != function.key else {
                    // Made public: in an extension, the feature's public `Transitions` protocol requires it.
                    if declaration.hasPrefix("public "), let problem = notPublic(
                        "`\(found.key)`", at: found.offset, declaration: found.declarationOffset, in: source,
                        why: mine.isExtension ? "the feature's public `Transitions` protocol requires it" : "the generated code is",
                        compiles: !mine.isExtension)
                    {
                        problems.append(problem)
                    }
                    continue
                }
                called.insert(found.key)
                problems.append(Problem(
                    offset: found.offset,
                    message: "`\(found.key)` in \(owner) no longer matches what the generated code calls: the spec now needs `\(declaration)`",
                    fix: "change its signature to `\(declaration)` (or run `featuregen generate --update-owned`)",
                    insertions: addition.isEmpty ? [] : Self.staleMark(found, in: source, indent: indentation(at: found.declarationOffset)) + addition))
            } else {
                problems.append(Problem(
                    offset: mine.nameOffset ?? 0,
                    message: "\(owner) lacks the transition `\(function.key)`, which the generated code now calls (a message without `set:`)",
                    fix: "add (or run `featuregen generate --update-owned`):\n" + stub.trimmingTrailingNewlines,
                    insertions: addition))
            }
        }
        // What nothing calls: stays (it is the developer's code) and is marked once for them to delete.
        // One that names a message type the spec no longer has (middleware's `OrderSelectAction`) stops
        // the build: `--update-owned` also puts it inside `#if false`, still without deleting a line.
        let gone = removedMessageType(feature: feature, table: table)
        for function in mine.functions where !called.contains(function.key) && !Self.isPrivate(function, in: source) {
            let line = source.text.location(ofOffset: function.declarationOffset).line
            let wrapped = [line - 1, line - 2].contains { source.text.lineText($0).hasPrefix("#if false") }
            let compiles = wrapped || !gone(function.shape)
            var insertions = Self.staleMark(function, in: source, indent: indentation(at: function.declarationOffset))
            if !compiles, let close = function.closeOffset {
                let after = source.text.location(ofOffset: close).line
                let end = after < source.text.lineStarts.count ? source.text.lineStarts[after] : bytes.count
                insertions.append((source.text.lineStarts[line - 1], "#if false\n"))
                insertions.append((end, (end == bytes.count && bytes.last != UInt8(ascii: "\n") ? "\n" : "") + "#endif\n"))
            }
            stale.append(Problem(
                offset: function.offset,
                message: compiles
                    ? "`\(function.key)` is no longer called: the spec's message is gone or sets its state with `set:`"
                    : "`\(function.key)` names a message the spec no longer has: the build fails here",
                fix: "delete it, with what it did moved where it belongs"
                    + (compiles ? "" : " (`featuregen generate --update-owned` puts it inside `#if false` meanwhile)"),
                compiles: compiles, insertions: insertions))
        }
        // Stale first: a `#endif` at the end of the file stays before a function added there.
        return stale + problems
    }

    /// Whether a function's parameters name a message type of the feature that the spec no longer has
    /// (styles with one type per message: `{F}{M}Action`).
    private static func removedMessageType(feature: Feature, table: OutputStyle) -> (String) -> Bool {
        let pattern = table.names.message
        guard let marker = pattern.range(of: "{M}") else { return { _ in false } }
        let prefix = OutputStyle.fill(String(pattern[..<marker.lowerBound]), feature: feature.name)
        let suffix = String(pattern[marker.upperBound...])
        let current = Set((feature.actions + feature.results).map { table.name(pattern, feature: feature.name, message: $0.name) })
        return { shape in
            shape.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.contains { word in
                word.hasPrefix(prefix) && word.hasSuffix(suffix) && word.count > prefix.count + suffix.count
                    && !current.contains(String(word))
            }
        }
    }

    static let staleMarker = "// featuregen: nothing calls this transition any more; delete it when you have moved what it does."

    /// The marker line above a stale function, unless the line above already holds it.
    private static func staleMark(
        _ function: SwiftDeclarations.Function, in source: Source, indent: String
    ) -> [(offset: Int, text: String)] {
        let line = source.text.location(ofOffset: function.declarationOffset).line
        // Above it, or above the `#if false` put around it.
        guard ![line - 1, line - 2].contains(where: { source.text.lineText($0).contains("// featuregen: ") }) else { return [] }
        return [(source.text.lineStarts[line - 1], indent + staleMarker + "\n")]
    }

    /// The function's text in the plan's rendering, with its doc comment, whole lines.
    private static func text(of function: SwiftDeclarations.Function, in rendered: SourceText) -> String {
        var first = rendered.location(ofOffset: function.declarationOffset).line
        while first > 1, rendered.lineText(first - 1).trimmingCharacters(in: .whitespaces).hasPrefix("///") { first -= 1 }
        let last = rendered.location(ofOffset: function.closeOffset ?? function.declarationOffset).line
        return (first...last).map { rendered.lineText($0) + "\n" }.joined()
    }

    /// `static func select(state: inout OrderState, payload: OrderItem)`: the declaration up to its body.
    private static func declarationLine(of function: SwiftDeclarations.Function, in rendered: SourceText) -> String {
        let line = rendered.lineStarts[rendered.location(ofOffset: function.declarationOffset).line - 1]
        let bytes = rendered.bytes[line...].prefix { $0 != UInt8(ascii: "{") }
        return String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            .replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
            .trimmingCharacters(in: .whitespaces)
    }

    private static func isPrivate(_ function: SwiftDeclarations.Function, in source: Source) -> Bool {
        let line = source.text.location(ofOffset: function.declarationOffset).line
        let head = source.text.lineText(line).prefix { $0 != "(" }
        return head.contains("private ") || head.contains("fileprivate ")
    }
}

/// The transitions of a file: the functions of its first extension (skill, svvs, TCA), or its
/// top-level functions (middleware).
struct TransitionContainer {
    var name: String?
    var nameOffset: Int?
    var closeOffset: Int?
    var isExtension: Bool
    var functions: [SwiftDeclarations.Function]
    var keys: Set<String> { Set(functions.map(\.key)) }

    init(_ tokens: [SwiftToken]) {
        if let index = tokens.firstIndex(where: { $0.isKeyword("extension") }), index + 1 < tokens.count,
            let type = SwiftDeclarations.types(in: tokens)[tokens[index + 1].identifierName]
        {
            name = tokens[index + 1].identifierName
            nameOffset = type.nameOffset
            closeOffset = type.closeOffset
            isExtension = true
            functions = SwiftDeclarations.functions(in: tokens, body: type.body)
        } else {
            isExtension = tokens.contains { $0.isKeyword("extension") }
            functions = SwiftDeclarations.functions(in: tokens, body: 0..<tokens.count)
        }
    }
}

extension String {
    fileprivate var trimmingTrailingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
