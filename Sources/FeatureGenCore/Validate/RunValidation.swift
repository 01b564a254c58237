/// Checks across all features of one run: they are generated into one module and one folder tree.
extension SpecValidator {
    /// Cross-feature checks for one run: duplicate feature names (also case-insensitively: case-insensitive file
    /// systems), model names defined by two features, feature names that collide with generated App names
    /// (`App` → `AppState` clash). Errors point at the feature key of the later spec with a note at the first.
    public static func validateRun(_ features: [Feature], diagnostics: DiagnosticCollector) {
        var featuresByName: [String: Feature] = [:]
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
            }
        }
        checkTypeNames(features, reserved: .style("skill"), diagnostics: diagnostics)
        checkTestValues(features, diagnostics: diagnostics)
    }

    /// Models and enums of all features are declared side by side in one module: each name once, and
    /// none that hides a type the generated code uses or clashes with one it generates.
    static func checkTypeNames(_ features: [Feature], reserved: ReservedNames, diagnostics: DiagnosticCollector) {
        let featureNames = Set(features.map(\.name))
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
                if let problem = reserved.problem(name, features: featureNames) {
                    diagnostics.error(
                        "\(role) name `\(name)` cannot be used: \(problem)", at: location,
                        notes: [.init("try `\(feature.name)\(name)`")])
                }
            }
        }
    }
}
