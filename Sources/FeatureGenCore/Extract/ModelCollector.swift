/// Types declared in the scanned files, by name: the candidates for a spec's `models:`.
struct TypeTable {
    struct Entry {
        var kind: String
        /// Stored properties (nil type: neither declared nor inferable).
        var fields: [(name: String, type: String?)]
        /// For an enum: its cases without associated values (an example value for tests).
        var plainCases: [String] = []
        /// Types declared inside it (`ServerFilter.Keyword`): a model cannot declare them.
        var nestedTypes: [String] = []
    }

    var entries: [String: Entry] = [:]

    mutating func add(_ type: TypeDeclaration, members: TypeMembers, stream: TokenStream) {
        guard !type.isView, entries[type.name] == nil else { return }
        let inference = TypeInference(stream: stream)
        let fields = members.properties.filter { !$0.isStatic && !$0.isComputed }.map { property in
            (name: property.name,
             type: property.type.map { stream.text($0) } ?? property.defaultValue.flatMap { inference.infer($0)?.type })
        }
        var entry = Entry(kind: type.kind, fields: fields)
        entry.nestedTypes = type.nested.map { stream[$0.lowerBound + 1].identifierName }
        if type.kind == "enum" {
            for index in (type.bodyOpen + 1)..<type.bodyClose where stream[index].isKeyword("case") {
                var cursor = index + 1
                while stream[cursor].kind == .identifier {
                    if !stream[cursor + 1].isSymbol("(") { entry.plainCases.append(stream[cursor].identifierName) }
                    guard stream[cursor + 1].isSymbol(",") else { break }
                    cursor += 2
                }
            }
        }
        entries[type.name] = entry
    }
}

/// Adds to a draft the declared structs its types use (transitively), so the spec compiles.
struct ModelCollector {
    let types: TypeTable

    func addModels(to draft: inout SpecDraft) {
        var pending: [String] = []
        var typeTexts = draft.fields.filter { !$0.disabled }.compactMap(\.type)
        for message in draft.actions + draft.results {
            switch message.payload {
            case .single(let type): typeTexts.append(type)
            case .labelled(let values): typeTexts += values.map(\.type)
            case nil: break
            }
        }
        typeTexts += draft.effects.map(\.call)
        for text in typeTexts { pending += Self.typeNames(in: text) }
        var seen = Set<String>()
        var models: [DraftModel] = []
        while let name = pending.first {
            pending.removeFirst()
            guard seen.insert(name).inserted, let entry = types.entries[name] else { continue }
            guard entry.kind == "struct" else {
                draft.modelNotes.append(
                    "review: `\(name)` is \(entry.kind == "enum" ? "an enum" : "a \(entry.kind)") declared in the prototype: declare it in the app module")
                continue
            }
            guard entry.nestedTypes.isEmpty else {
                // A spec's model is a flat struct: its fields would name `Keyword` that nothing declares.
                let nested = entry.nestedTypes.prefix(3).map { "`\($0)`" }.joined(separator: ", ")
                    + (entry.nestedTypes.count > 3 ? ", …" : "")
                draft.modelNotes.append(
                    "review: `\(name)` declares types inside it (\(nested)), which a model cannot: declare it in the app module")
                continue
            }
            var model = DraftModel(name: name, fields: [])
            for field in entry.fields {
                guard let type = field.type else {
                    model.comments.append("review: the type of `\(name).\(field.name)` is unknown: add it")
                    continue
                }
                if type.contains("->") {
                    model.comments.append(
                        "review: `\(name).\(field.name)` holds a function (`\(SpecText.snippet(type))`), which a model cannot: left out")
                    continue
                }
                model.fields.append((field.name, type))
                pending += Self.typeNames(in: type)
            }
            model.comments.insert("inferred: from `struct \(name)` in the prototype", at: 0)
            models.append(model)
        }
        draft.models = models.sorted { $0.name < $1.name }
    }

    /// The identifiers a type spells (`[Tab: CGFloat]` → `Tab`, `CGFloat`); a member type names only
    /// its outer type (`ServerFilter.Keyword` → `ServerFilter`: a `Keyword` elsewhere is another type).
    static func typeNames(in text: String) -> [String] {
        let tokens = SwiftTokenizer.tokenize(text)
        return tokens.indices.filter { index in
            tokens[index].kind == .identifier && !(index > 0 && tokens[index - 1].isSymbol("."))
        }.map { tokens[$0].identifierName }
    }
}
