/// Checks across the features of one run about shared stores (`store: OrderStore` on a field) and
/// about the members a style declares beside the spec's own (SVVS's event methods and task handles).
extension SpecValidator {
    /// Two specs that put a field of the same name in the same store describe one field: they must
    /// agree on its type and its default, whatever the style (a spec means the same in every style,
    /// so a run that is valid in one style is valid in the others as far as stores go). Reported at
    /// the later field, with a note at the first.
    static func checkStoreFields(_ features: [Feature], diagnostics: DiagnosticCollector) {
        var first: [String: (feature: Feature, field: StateField)] = [:]
        for feature in features {
            for field in feature.fields {
                guard let store = field.store else { continue }
                let key = store.name + "." + field.name
                guard let earlier = first[key] else {
                    first[key] = (feature, field)
                    continue
                }
                let type = SwiftTypeText.normalized(field.type.text)
                let earlierType = SwiftTypeText.normalized(earlier.field.type.text)
                let defaultValue = field.defaultValue?.text.trimmingWhitespace
                let earlierDefault = earlier.field.defaultValue?.text.trimmingWhitespace
                guard type != earlierType || defaultValue != earlierDefault else { continue }
                let what = type != earlierType
                    ? "type `\(field.type.text)`, but feature `\(earlier.feature.name)` gives it type `\(earlier.field.type.text)`"
                    : "default \(describe(defaultValue)), but feature `\(earlier.feature.name)` gives it \(describe(earlierDefault))"
                diagnostics.error(
                    "field `\(field.name)` of store `\(store.name)` has \(what)",
                    at: field.location,
                    notes: [
                        .init("screens that name one store share its fields: write the same type and default in both specs"),
                        .init("`\(earlier.feature.name)` declares it here", at: earlier.field.location),
                    ])
            }
        }
    }

    private static func describe(_ value: String?) -> String { value.map { "`\($0)`" } ?? "none" }

    /// The names of the stores a style generates as types: not a type the generated code uses or
    /// generates, not a model or enum of the run, and not two that differ only in case (their files
    /// would collide on case-insensitive file systems). Reported at each `store:` that names it.
    static func checkStoreNames(_ features: [Feature], reserved: ReservedNames, diagnostics: DiagnosticCollector) {
        let types = Set(features.flatMap { $0.models.map(\.name) + $0.enums.map(\.name) })
        let messages = Dictionary(features.map { ($0.name, ($0.actions + $0.results).map(\.name)) }) { $0 + $1 }
        var byLowercased: [String: StoreName] = [:]
        var reported = Set<String>()
        for feature in features {
            for field in feature.fields {
                guard let store = field.store else { continue }
                var problem = reserved.problem(store.name, features: messages)
                if problem == nil, types.contains(store.name) { problem = "a model or enum of the run has that name" }
                if let problem, reported.insert("\(store.location)").inserted {
                    diagnostics.error(
                        "store name `\(store.name)` cannot be used: \(problem)", at: store.location,
                        notes: [.init("try `\(feature.name)\(store.name)`")])
                }
                let key = store.name.lowercased()
                if let earlier = byLowercased[key] {
                    if earlier.name != store.name {
                        diagnostics.error(
                            "store name `\(store.name)` differs from `\(earlier.name)` only in case; "
                                + "their files would collide on case-insensitive file systems",
                            at: store.location, notes: [.init("`\(earlier.name)` is named here", at: earlier.location)])
                    }
                } else {
                    byLowercased[key] = store
                }
            }
        }
    }

    /// A spec's fields, messages and effects become members of one type in some styles (SVVS's view
    /// state), beside the members the style adds: each name once.
    static func checkMemberNames(
        _ features: [Feature], reserved: ReservedNames, style: OutputStyle.Name, diagnostics: DiagnosticCollector
    ) {
        for feature in features {
            guard !reserved.members.isEmpty else { continue }
            var generated: [String: String] = [:]
            let members = reserved.generatedMembers(for: feature)
            for member in members {
                if let origin = generated[member.name] {
                    // Two generated members with one name: the later spec name that makes it is reported.
                    diagnostics.error(
                        "`\(member.name)` would be both \(origin) and \(member.origin) in the `\(style.rawValue)` style",
                        at: location(of: member.origin, in: feature), notes: [.init("rename one of them")])
                } else {
                    generated[member.name] = member.origin
                }
            }
            let specMembers = feature.fields.map { ($0.name, "field", $0.location) }
                + feature.actions.map { ($0.name, "action", $0.location) }
                + feature.results.map { ($0.name, "result", $0.location) }
                + feature.effects.map { ($0.name, "effect", $0.location) }
            for (name, role, location) in specMembers {
                guard let origin = generated[name] else { continue }
                diagnostics.error(
                    "\(role) name `\(name)` cannot be used in the `\(style.rawValue)` style: it is \(origin)",
                    at: location, notes: [.init("try `\(name)Value`")])
            }
        }
    }

    /// Where the spec names what a generated member comes from (the origin names it in backticks).
    private static func location(of origin: String, in feature: Feature) -> SourceLocation {
        let name = origin.split(separator: "`").dropFirst().first.map(String.init) ?? ""
        let candidates = feature.actions.map { ($0.name, $0.location) } + feature.results.map { ($0.name, $0.location) }
            + feature.effects.map { ($0.name, $0.location) }
            + feature.fields.compactMap { field in field.store.map { ($0.name, $0.location) } }
        return candidates.first { $0.0 == name }?.1 ?? feature.location
    }
}

extension String {
    fileprivate var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
