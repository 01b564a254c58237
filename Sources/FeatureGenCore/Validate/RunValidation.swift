/// Checks across all features of one run: they are generated into one module and one folder tree.
extension SpecValidator {
    /// Cross-feature checks for one run: duplicate feature names (also case-insensitively: case-insensitive file
    /// systems), model names defined by two features, feature names that collide with generated App names
    /// (`App` → `AppState` clash), names the run's style generates twice, models named like a type the
    /// style generates, fields that two specs put in one store differently, and (in styles that
    /// generate them) store names and members. Errors point at the feature key of the later spec with a note at the first.
    public static func validateRun(
        _ features: [Feature], style: OutputStyle.Name = .default, app: String = AppName.default,
        diagnostics: DiagnosticCollector
    ) {
        var featuresByName: [String: Feature] = [:]
        for feature in features {
            if feature.name.lowercased() == app.lowercased() {
                diagnostics.error(
                    "feature name `\(feature.name)` clashes with the generated App types (`\(app)State`, `\(app)Action`, …)",
                    at: feature.location, notes: [.init("try `\(feature.name)Feature`")])
            }
            let key = feature.name.lowercased()
            if let first = featuresByName[key] {
                let message = first.name == feature.name
                    ? "feature `\(feature.name)` is defined twice"
                    : "feature name `\(feature.name)` differs from `\(first.name)` only in case; "
                        + "their files would collide on case-insensitive file systems"
                diagnostics.error(message, at: feature.location, notes: [.init("first defined here", at: first.location)])
            } else {
                featuresByName[key] = feature
            }
        }
        let reserved = OutputStyle.named(style, app: app).reserved
        checkGeneratedNames(features, reserved: reserved, diagnostics: diagnostics)
        checkTypeNames(features, reserved: reserved, diagnostics: diagnostics)
        checkNamesTheStyleRefuses(features, style: style, diagnostics: diagnostics)
        checkStoreFields(features, diagnostics: diagnostics)
        if OutputStyle.named(style).rules.contains(where: { $0.scope == .store }) {
            checkStoreNames(features, reserved: .style(style), diagnostics: diagnostics)
        }
        checkMemberNames(features, reserved: .style(style), style: style, diagnostics: diagnostics)
        checkTestValues(features, diagnostics: diagnostics)
        checkPublicSurface(features, diagnostics: diagnostics)
        checkNavigation(features, style: style, diagnostics: diagnostics)
    }

    /// Two features (or two messages) whose generated types would have the same name: `CatalogSet` with
    /// a message `query` and `Catalog` with `setQuery` both make `CatalogSetQueryAction` in the
    /// middleware style. Reported at the later one.
    static func checkGeneratedNames(_ features: [Feature], reserved: ReservedNames, diagnostics: DiagnosticCollector) {
        var generated: [String: Feature] = [:]
        for feature in features {
            for name in Set(reserved.generatedTypes(for: feature)).sorted() {
                guard let first = generated[name] else {
                    generated[name] = feature
                    continue
                }
                // Features named alike are reported once, above.
                guard first.name.lowercased() != feature.name.lowercased() else { continue }
                diagnostics.error(
                    "feature `\(feature.name)` would generate `\(name)`, which feature `\(first.name)` generates too",
                    at: feature.location,
                    notes: [.init("rename a feature or a message"), .init("`\(first.name)` is defined here", at: first.location)])
            }
        }
    }

    /// Models and enums of all features are declared side by side in one module: each name once, and
    /// none that hides a type the generated code uses or clashes with one it generates.
    static func checkTypeNames(_ features: [Feature], reserved: ReservedNames, diagnostics: DiagnosticCollector) {
        let messages = Dictionary(features.map { ($0.name, ($0.actions + $0.results).map(\.name)) }) { $0 + $1 }
        var declared: [String: (feature: Feature, location: SourceLocation)] = [:]
        for feature in features {
            let types = feature.models.map { ($0.name, "model", $0.location) }
                + feature.enums.map { ($0.name, "enum", $0.location) }
            for (name, role, location) in types {
                if let first = declared[name] {
                    // Within one spec the validator has reported it already.
                    if first.feature.specPath != feature.specPath {
                        diagnostics.error(
                            "\(role) `\(name)` is also defined by feature `\(first.feature.name)`", at: location,
                            notes: [.init("first defined here", at: first.location)])
                    }
                } else {
                    declared[name] = (feature, location)
                }
                if let problem = reserved.problem(name, features: messages) {
                    diagnostics.error(
                        "\(role) name `\(name)` cannot be used: \(problem)", at: location,
                        notes: [.init("try `\(feature.name)\(name)`")])
                }
            }
        }
    }

    /// Names the style's table refuses: state fields named with a keyword where its macro cannot write
    /// them (SVVS's `@Observable`, TCA's `@ObservableState`), fields named like a member of TCA's
    /// `Store`, messages it refuses, and effects named like a member the style generates beside their
    /// functions (TCA: the reducer's `body`, the client's property).
    static func checkNamesTheStyleRefuses(_ features: [Feature], style: OutputStyle.Name, diagnostics: DiagnosticCollector) {
        let reserved = ReservedNames.style(style)
        let table = OutputStyle.named(style)
        for feature in features {
            // A name whose first letter has no lower-case form (`ℌ`, `注文`): a property would be named
            // like a type (`var ℌState = ℌState()`, TCA's `var ℌClient: ℌClient`: circular references).
            let types = Set(reserved.generatedTypes(for: feature) + [table.name(table.names.previewService, feature: feature.name)])
            let properties = [table.statePropertyName(feature.name)]
                + reserved.effectNames.filter { $0.hasPrefix("{f}") }.map { table.name($0, feature: feature.name) }
            if let property = properties.first(where: types.contains) {
                diagnostics.error(
                    "feature name `\(feature.name)` has no lower-case first letter, so the `\(style.rawValue)` style would "
                        + "name a property `\(property)`, like its type",
                    at: feature.location, notes: [.init("start the name with a Latin letter, such as `Screen\(feature.name)`")])
            }
            // A style that names a type or method after the message with its first letter capitalised
            // (`{F}{M}Action`): `go` and `Go` would declare it twice. (A style whose messages are
            // members of one type checks all its member names: `checkMemberNames`.)
            if table.names.message.contains("{M}"), reserved.members.isEmpty {
                var first: [String: Message] = [:]
                for message in feature.actions + feature.results {
                    let name = table.name(table.names.message, feature: feature.name, message: message.name)
                    if let earlier = first[name] {
                        diagnostics.error(
                            "messages `\(earlier.name)` and `\(message.name)` would both be `\(name)` in the `\(style.rawValue)` style",
                            at: message.location, notes: [.init("rename one of them")])
                    } else {
                        first[name] = message
                    }
                }
            }
            if let reason = reserved.keywordFields {
                for field in feature.fields where SwiftNames.escaped(field.name) != field.name {
                    diagnostics.error(
                        "field name `\(field.name)` cannot be used in the `\(style.rawValue)` style: \(reason)",
                        at: field.location, notes: [.init("try `\(field.name)Value`")])
                }
            }
            for field in feature.fields where reserved.fieldNames.contains(field.name) {
                diagnostics.error(
                    "field name `\(field.name)` cannot be used in the `\(style.rawValue)` style: "
                        + reserved.fieldNamesReason.replacing("{name}", with: field.name),
                    at: field.location, notes: [.init("try `\(field.name)Value`")])
            }
            for message in feature.actions + feature.results where reserved.messageNames.contains(message.name) {
                diagnostics.error(
                    "message name `\(message.name)` cannot be used in the `\(style.rawValue)` style: "
                        + reserved.messageNamesReason,
                    at: message.location, notes: [.init("try `\(message.name)Action`")])
            }
            if let reason = reserved.keywordCalls {
                for effect in feature.effects where SwiftNames.escaped(effect.call.function) != effect.call.function {
                    diagnostics.error(
                        "call `\(effect.call.function)` cannot be used in the `\(style.rawValue)` style: \(reason)",
                        at: effect.location, notes: [.init("try `\(effect.call.function)Value`")])
                }
            }
            let names = reserved.reservedEffectNames(for: feature)
            for effect in feature.effects where names.contains(effect.name) {
                diagnostics.error(
                    "effect name `\(effect.name)` cannot be used in the `\(style.rawValue)` style: the effect's "
                        + "function would clash with the member `\(effect.name)` of the type generated for `\(feature.name)`",
                    at: effect.location, notes: [.init("try `\(effect.name)Effect`")])
            }
        }
    }
}
