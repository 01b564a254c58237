/// Generated tests need an example value of every type a mock returns and every model field holds
/// (featuregen invents them for literals, models and collections of them). For the rest, an extracted
/// spec gets a `fixtures:` entry when a value is certain (`[]` for a collection, the first case of an
/// enum the prototype declares); otherwise the spec says what to add, and a call that cannot fail is
/// written as one that can (its mock then needs no value) with a review line.
struct ExtractedFixtures {
    let models: Set<String>
    let types: TypeTable

    func complete(_ draft: inout SpecDraft) {
        for index in draft.effects.indices {
            let effect = draft.effects[index]
            guard !effect.isThrowing, let returned = effect.returnType, !hasExample(returned, draft) else { continue }
            if let value = certainValue(returned) {
                draft.fixtures.append((returned, value))
                continue
            }
            draft.effects[index].call = effect.call.replacingOccurrences(of: ") async", with: ") async throws")
            draft.effects[index].isThrowing = true
            draft.effects[index].failure = "ignore"
            draft.effects[index].comments.append(
                "review: `\(effect.function)` cannot fail in the prototype; its mock needs an example `\(returned)`: "
                    + "add `fixtures: { \(returned): … }`, then drop `throws` and `failure: ignore`")
        }
        for modelIndex in draft.models.indices {
            var kept: [(name: String, type: String)] = []
            for field in draft.models[modelIndex].fields {
                if hasExample(field.type, draft) {
                    kept.append(field)
                } else if let value = certainValue(field.type) {
                    draft.fixtures.append((field.type, value))
                    kept.append(field)
                } else {
                    draft.models[modelIndex].comments.append(
                        "review: `\(draft.models[modelIndex].name).\(field.name): \(field.type)` left out: tests need an "
                            + "example `\(field.type)`; add `fixtures: { \(field.type): … }` and the field")
                }
            }
            draft.models[modelIndex].fields = kept
        }
        var seen = Set<String>()
        draft.fixtures = draft.fixtures.filter { seen.insert($0.type).inserted }
    }

    /// Whether featuregen can make up a value of `type` by itself.
    func hasExample(_ type: String, _ draft: SpecDraft) -> Bool {
        if draft.fixtures.contains(where: { $0.type == type }) { return true }
        guard let shape = TypeShape(parsing: SwiftTypeText.replacingErrors(type)) else { return false }
        return hasExample(shape, depth: 0)
    }

    private func hasExample(_ shape: TypeShape, depth: Int) -> Bool {
        guard depth < 8 else { return false }
        switch shape {
        case .optional(let wrapped): return hasExample(wrapped, depth: depth + 1)
        case .array(let element): return hasExample(element, depth: depth + 1)
        case .dictionary(let key, let value): return hasExample(key, depth: depth + 1) && hasExample(value, depth: depth + 1)
        case .named(let name, let arguments):
            if arguments.isEmpty { return Fixtures.literals[name] != nil || models.contains(name) }
            switch (name, arguments.count) {
            case ("Optional", 1), ("Array", 1), ("Set", 1): return hasExample(arguments[0], depth: depth + 1)
            case ("Dictionary", 2): return arguments.allSatisfy { hasExample($0, depth: depth + 1) }
            default: return false
            }
        }
    }

    /// `[]` for an array or set, `[:]` for a dictionary, `nil` for an optional, `Kind.first` for an enum
    /// the prototype declares with a case without values; nil when nothing is certain.
    func certainValue(_ type: String) -> String? {
        guard let shape = TypeShape(parsing: type) else { return nil }
        switch shape {
        case .optional: return "nil"
        case .array: return "[]"
        case .dictionary: return "[:]"
        case .named(let name, let arguments):
            if ["Array", "Set"].contains(name), arguments.count == 1 { return "[]" }
            if name == "Dictionary", arguments.count == 2 { return "[:]" }
            if name == "Optional", arguments.count == 1 { return "nil" }
            guard arguments.isEmpty, let entry = types.entries[name], entry.kind == "enum",
                let first = entry.plainCases.first
            else { return nil }
            return "\(name).\(SwiftNames.escaped(first))"
        }
    }
}
