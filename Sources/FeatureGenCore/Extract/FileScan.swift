/// One prototype file, tokenized and scanned for type declarations, with its input problems reported.
struct FileScan {
    let stream: TokenStream
    let types: [(declaration: TypeDeclaration, members: TypeMembers)]

    /// nil when the file cannot be Swift source (binary data, invalid UTF-8): a warning says why.
    init?(_ source: SourceText, diagnostics: DiagnosticCollector) {
        if let nul = source.bytes.firstIndex(of: 0) {
            diagnostics.warning(
                "file contains NUL bytes and does not look like Swift source: skipped", at: source.location(ofOffset: nul))
            return nil
        }
        let tokens = SwiftTokenizer.tokenize(source)
        if let bad = tokens.first(where: { $0.kind == .unknown && source.bytes[$0.offset] >= 0x80 }) {
            diagnostics.warning("file is not valid UTF-8 text: skipped", at: source.location(ofOffset: bad.offset))
            return nil
        }
        Self.reportProblems(tokens, source: source, diagnostics: diagnostics)
        let stream = TokenStream(source, tokens: tokens)
        if let deep = stream.firstTooDeep {
            diagnostics.warning(
                "brackets nested more than \(TokenStream.maxNesting) levels deep: skipped", at: stream.location(deep))
            return nil
        }
        if let unbalanced = stream.firstUnbalanced {
            diagnostics.warning(
                "unbalanced `\(stream[unbalanced].text)`: declarations after it may be missed", at: stream.location(unbalanced))
        }
        self.stream = stream
        let scanner = DeclarationScanner(stream: stream)
        types = scanner.typeDeclarations().map { ($0, scanner.members(of: $0)) }
    }

    private static func reportProblems(_ tokens: [SwiftToken], source: SourceText, diagnostics: DiagnosticCollector) {
        if let token = tokens.first(where: { $0.kind == .unknown }) {
            diagnostics.warning(
                "unexpected character `\(token.text.debugDescription.dropFirst().dropLast())`: ignored",
                at: source.location(ofOffset: token.offset))
        }
        if let token = tokens.first(where: \.isUnterminated) {
            let what = token.kind == .comment ? "block comment" : "string literal"
            diagnostics.warning("unterminated \(what)", at: source.location(ofOffset: token.offset))
        }
    }

    func addTypes(to table: inout TypeTable) {
        for type in types { table.add(type.declaration, members: type.members, stream: stream) }
    }

    /// One spec per view with `@State`, in file order.
    func specs(types table: TypeTable) -> [ExtractedSpec] {
        types.compactMap { type in
            guard type.declaration.isView, type.members.properties.contains(where: { $0.hasAttribute("State") }) else {
                return nil
            }
            let builder = SpecBuilder(stream: stream, view: type.declaration, members: type.members, types: table)
            var draft = builder.build()
            draft.header = [
                "Extracted by `featuregen extract` from \(stream.source.path) (`\(type.declaration.name)`).",
                "`inferred:` lines say where a value came from; `review:` lines need a decision.",
            ]
            return Self.spec(from: draft, view: type.declaration.name, path: stream.source.path)
        }
    }

    static func spec(from draft: SpecDraft, view: String, path: String) -> ExtractedSpec {
        let yaml = YAMLWriter.write(draft)
        let reviewItems = yaml.split(separator: "\n").filter { $0.contains("# review:") }.count
        let stats = ExtractionStats(
            fields: draft.fields.filter { !$0.disabled }.count, actions: draft.actions.count, results: draft.results.count,
            effects: draft.effects.count, models: draft.models.count, reviewItems: reviewItems)
        let fields = draft.fields.map {
            ExtractedField(
                name: $0.name, type: $0.type, defaultValue: $0.defaultValue, typeWasInferred: $0.inferredType,
                couldStayLocal: $0.couldStayLocal, needsReview: $0.disabled)
        }
        return ExtractedSpec(
            featureName: draft.feature, viewName: view, sourcePath: path, yaml: yaml, fields: fields, stats: stats)
    }
}
