/// Checks across all features of one run: they are generated into one module and one folder tree.
extension SpecValidator {
    /// Types the App wiring generates; a feature or model must not produce one of these names.
    static let appTypeNames: Set<String> = [
        "AppState", "AppAction", "AppReducer", "AppStore", "AppServices", "StoreTask", "Effect", "EffectPolicy",
        "EquatableError", "ServiceNotImplemented",
    ]

    /// Suffixes of the types generated per feature (`Order` → `OrderState`, …).
    static let featureTypeSuffixes = [
        "State", "Action", "Reducer", "Effects", "ServiceProtocol", "Service", "View", "ContainerView", "Transitions",
    ]

    /// Cross-feature checks for one run: duplicate feature names (also case-insensitively: case-insensitive file
    /// systems), model names defined by two features, feature names that collide with generated App names
    /// (`App` → `AppState` clash). Errors point at the feature key of the later spec with a note at the first.
    public static func validateRun(_ features: [Feature], diagnostics: DiagnosticCollector) {
        var featuresByName: [String: Feature] = [:]
        var generatedNames: [String: Feature] = [:]
        for feature in features {
            if feature.name.lowercased() == "app" {
                diagnostics.error(
                    "feature name `\(feature.name)` clashes with the generated App types (`AppState`, `AppAction`, …)",
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
                for suffix in featureTypeSuffixes { generatedNames[feature.name + suffix] = feature }
            }
        }
        var modelsByName: [String: (feature: Feature, model: Model)] = [:]
        for feature in features {
            for model in feature.models {
                if let first = modelsByName[model.name] {
                    diagnostics.error(
                        "model `\(model.name)` is also defined by feature `\(first.feature.name)`", at: model.location,
                        notes: [.init("first defined here", at: first.model.location)])
                } else {
                    modelsByName[model.name] = (feature, model)
                }
                if appTypeNames.contains(model.name) {
                    diagnostics.error("model name `\(model.name)` clashes with a generated App type", at: model.location)
                } else if let owner = generatedNames[model.name] {
                    diagnostics.error(
                        "model name `\(model.name)` clashes with a type generated for feature `\(owner.name)`",
                        at: model.location, notes: [.init("feature declared here", at: owner.location)])
                }
            }
        }
    }
}
