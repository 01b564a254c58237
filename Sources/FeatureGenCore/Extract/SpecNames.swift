/// Names that must work across all specs of one run, since they are generated into one module:
/// feature names (valid, distinct also by case, not `App`, `Self` or `Type`, generating no type another
/// feature generates: `Preview` makes `PreviewContainerView`, the view of a feature `PreviewContainer`),
/// and each model declared by one spec only.
enum SpecNames {
    /// `declared`: the types the prototype files declare, with the files that declare them. A
    /// feature's generated types must not be named like one that stays (IceCubes' `enum
    /// ConversationDetailState`, in a file of its own beside `ConversationDetailView`); types declared
    /// in the view's own file go with the prototype (its `SearchService` helper becomes the spec's), and
    /// the prototype views all become generated ones. `used`: the types the prototypes use and do not
    /// declare (an imported module's: TCA's `PresentationState`), which a generated type would shadow.
    static func resolve(
        _ drafts: inout [ViewDraft], style: OutputStyle.Name = .default, declared: [String: Set<String>] = [:],
        used: Set<String> = [], diagnostics: DiagnosticCollector
    ) {
        var taken = Set<String>()
        var generated = GeneratedTypes(patterns: ReservedNames.style(style).featureTypes)
        // The prototype views become generated ones; they are not types that stay.
        let prototypeViews = Set(drafts.map(\.view))
        for index in drafts.indices {
            let original = drafts[index].draft.feature
            var name = usableFeatureName(original)
            var why = name == original ? nil : "is not a usable feature name"
            if name.lowercased() == "app" {
                name += "Feature"
                why = "clashes with the App wiring (`AppState`, `AppStore`, …)"
            } else if Identifiers.isWindowsReserved(name) {
                name += "Feature"
                why = "is reserved by Windows and cannot name a file"
            } else if Identifiers.unusable.contains(name) {
                // `SelfView`, `TypeView`: `Self`, `Type` and `Protocol` cannot name a Swift type.
                name += "Feature"
                why = "is reserved by Swift and cannot name a type"
            }
            let path = drafts[index].path
            func stays(_ type: String) -> Bool {
                !prototypeViews.contains(type) && (!(declared[type] ?? []).subtracting([path]).isEmpty || used.contains(type))
            }
            if let type = generated.types(of: name).first(where: stays) {
                let base = name + "Screen"
                name = base
                var number = 2
                while generated.types(of: name).contains(where: stays) {
                    name = base + String(number)
                    number += 1
                }
                why = "would generate `\(type)`, which the prototypes " + (used.contains(type) ? "use (declared elsewhere)" : "declare")
            }
            let clash = taken.contains(name.lowercased()) ? nil : generated.clash(name)
            let unique = uniqueIgnoringCase(name, taken: &taken, generated: &generated)
            if unique != name {
                why = clash.map { "would generate `\($0)`, which another feature generates" } ?? "is already taken by another view"
            }
            guard unique != original else { continue }
            drafts[index].draft.feature = unique
            drafts[index].draft.notes.append("review: feature named `\(unique)`: `\(original)` \(why ?? "")")
            diagnostics.warning(
                "feature name `\(original)` \(why ?? ""): named `\(unique)`",
                at: SourceLocation(path: drafts[index].path, line: 1, column: 1))
        }
        assignModels(&drafts)
    }

    /// `_PrivateView` → `Private`, `çaView` → `ÇaView`: an upper-case identifier.
    static func usableFeatureName(_ name: String) -> String {
        var trimmed = Substring(name)
        while trimmed.first == "_" { trimmed = trimmed.dropFirst() }
        let candidate = Identifiers.capitalized(String(trimmed))
        return Identifiers.isIdentifier(candidate) && Identifiers.startsUppercase(candidate) ? candidate : "Feature"
    }

    private static func uniqueIgnoringCase(_ name: String, taken: inout Set<String>, generated: inout GeneratedTypes) -> String {
        var candidate = name
        var number = 2
        while taken.contains(candidate.lowercased()) || generated.clash(candidate) != nil {
            candidate = "\(name)\(number)"
            number += 1
        }
        taken.insert(candidate.lowercased())
        generated.add(candidate)
        return candidate
    }

    /// The types the features named so far generate (lower-cased: case-insensitive file systems).
    struct GeneratedTypes {
        let patterns: [String]
        var names = Set<String>()

        func types(of feature: String) -> [String] { patterns.map { OutputStyle.fill($0, feature: feature) } }
        /// A type `feature` would generate that an earlier feature generates too.
        func clash(_ feature: String) -> String? { types(of: feature).first { names.contains($0.lowercased()) } }
        mutating func add(_ feature: String) { names.formUnion(types(of: feature).map { $0.lowercased() }) }
    }

    /// A model used by several views is declared by the first spec only (two specs declaring it
    /// would clash in the module); a model named like a generated type is left out with a review line.
    private static func assignModels(_ drafts: inout [ViewDraft]) {
        // The skill style's names (the default); its types do not depend on the messages.
        let features = Dictionary(drafts.map { ($0.draft.feature, [String]()) }) { first, _ in first }
        let reserved = ReservedNames.style(.skill)
        var owners: [String: (feature: String, scope: String, fields: [String])] = [:]
        for index in drafts.indices {
            var kept: [DraftModel] = []
            let scope = drafts[index].scope
            for model in drafts[index].draft.models {
                let fields = model.fields.map { "\($0.name): \($0.type)" }
                if let problem = reserved.problem(model.name, features: features) {
                    drafts[index].draft.modelNotes.append(
                        "review: `\(model.name)` (a struct in the prototype) cannot be a model: \(problem); rename it and add it here")
                } else if let owner = owners[model.name], owner.scope != scope, owner.fields != fields {
                    // Another app's struct of the same name: one module cannot declare both.
                    drafts[index].draft.modelNotes.append(
                        "review: `\(model.name)` differs from the `\(model.name)` of another app (declared in the spec of "
                            + "`\(owner.feature)`): the specs share one module, so rename one of them and add it here")
                } else if let owner = owners[model.name] {
                    drafts[index].draft.modelNotes.append("inferred: `\(model.name)` is declared in the spec of `\(owner.feature)`")
                } else {
                    owners[model.name] = (drafts[index].draft.feature, scope, fields)
                    kept.append(model)
                }
            }
            drafts[index].draft.models = kept
        }
    }
}
