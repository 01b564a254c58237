/// One prototype file, tokenized and scanned for type declarations, with its input problems reported.
struct FileScan {
    let stream: TokenStream
    let types: [(declaration: TypeDeclaration, members: TypeMembers)]

    /// nil when the file cannot be Swift source: not UTF-8 (an error), binary data (a warning).
    init?(_ source: SourceText, diagnostics: DiagnosticCollector) {
        if let problem = Self.encodingProblem(source.bytes) {
            // Read with replacement characters, names and values would silently change: refuse the file.
            diagnostics.error(problem.message, at: source.location(ofOffset: problem.offset))
            return nil
        }
        if let nul = source.bytes.firstIndex(of: 0) {
            diagnostics.warning(
                "file contains NUL bytes and does not look like Swift source: skipped", at: source.location(ofOffset: nul))
            return nil
        }
        let tokens = SwiftTokenizer.tokenize(source)
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

    /// Why the bytes are not UTF-8 Swift source, and where; nil when they are.
    static func encodingProblem(_ bytes: [UInt8]) -> (message: String, offset: Int)? {
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            return ("file is UTF-16 text, not UTF-8: save it as UTF-8", 0)
        }
        let lexer = SwiftLexer(bytes: bytes)
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte < 0x80 {
                offset += 1
                continue
            }
            let length = lexer.utf8Length(at: offset)
            guard length > 0 else {
                let hex = String(byte, radix: 16, uppercase: true)
                return ("file is not valid UTF-8 (byte 0x\(hex)): save it as UTF-8", offset)
            }
            offset += length
        }
        return nil
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

    /// One draft per view with `@State`, in file order.
    func drafts(types table: TypeTable, scope: String = "") -> [ViewDraft] {
        types.compactMap { type in
            guard type.declaration.isView, type.members.properties.contains(where: { $0.hasAttribute("State") }) else {
                return nil
            }
            let builder = SpecBuilder(stream: stream, view: type.declaration, members: type.members, types: table)
            return ViewDraft(
                draft: builder.build(), view: type.declaration.name, path: stream.source.path, stream: stream,
                declaration: type.declaration, members: type.members, scope: scope)
        }
    }
}

/// The spec of one view before it is written, with where it came from.
struct ViewDraft {
    var draft: SpecDraft
    var view: String
    var path: String
    /// The prototype, for carrying its view over (`ViewConverter`).
    var stream: TokenStream
    var declaration: TypeDeclaration
    var members: TypeMembers
    /// The app (input path) it comes from: models of the same name from two apps are two types.
    var scope = ""

    /// The draft as written: with the lines that say where it comes from above it.
    private var written: SpecDraft {
        var draft = draft
        draft.header = [
            "Extracted by `featuregen extract` from \(path) (`\(view)`).",
            "`inferred:` lines say where a value came from; `review:` lines need a decision.",
        ]
        return draft
    }

    /// The lines of `spec().yaml`, each with the part of the draft it writes.
    func specLines() -> [(text: String, part: YAMLWriter.Part?)] { YAMLWriter.lines(written) }

    /// The spec as YAML, with the numbers and review items of the report.
    func spec() -> ExtractedSpec {
        let draft = written
        let yaml = YAMLWriter.write(draft)
        let review = draft.reviewItems
        let stats = ExtractionStats(
            fields: draft.fields.filter { !$0.disabled }.count, actions: draft.actions.count, results: draft.results.count,
            effects: draft.effects.count, models: draft.models.count, reviewItems: review.count)
        let fields = draft.fields.map {
            ExtractedField(
                name: $0.name, type: $0.type, defaultValue: $0.defaultValue, typeWasInferred: $0.inferredType,
                typeIsGuess: $0.guessedType, couldStayLocal: $0.couldStayLocal, needsReview: $0.disabled,
                isState: !$0.notState, initialValueSource: $0.initialValueSource, staysInView: $0.staysInView)
        }
        return ExtractedSpec(
            featureName: draft.feature, viewName: view, sourcePath: path, yaml: yaml, fields: fields, stats: stats,
            actions: draft.actions.map(\.name), results: draft.results.map(\.name), effects: draft.effects.map(\.name),
            review: review)
    }
}
