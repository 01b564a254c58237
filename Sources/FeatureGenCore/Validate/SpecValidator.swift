/// Stage 2: validate a `Node` tree into a `Feature`, reporting every problem of the spec in one run.
public enum SpecValidator {
    /// Validates one spec's tree. Returns nil if any error was reported. `specPath` = the path as the user gave it.
    public static func validate(_ root: Node, specPath: String, diagnostics: DiagnosticCollector) -> Feature? {
        let checker = SpecChecker(diagnostics: diagnostics, specPath: specPath)
        guard let entries = root.entries else {
            checker.error("a spec is a mapping that starts with `feature: Name`", at: root.location)
            return nil
        }
        var builder = FeatureBuilder(checker: checker)
        let feature = builder.build(entries, root: root, specPath: specPath)
        return checker.errorCount == 0 ? feature : nil
    }
}

/// Top-level keys, in the order the reference documents them.
let topLevelKeys = [
    "feature", "access", "imports", "doc", "input", "state", "actions", "results", "effects", "navigation", "models",
    "enums", "fixtures", "examples",
]

/// Builds a `Feature` section by section, keeping the spec positions the cross-reference checks need.
struct FeatureBuilder {
    let checker: SpecChecker
    var feature: Feature
    /// Where each message's `effect:` value and `set` keys are, parallel to `feature.actions`/`results`.
    var actionSources: [MessageSource] = []
    var resultSources: [MessageSource] = []
    /// Parallel to `feature.effects`.
    var effectSources: [EffectSource] = []
    /// Fields, actions, results and effects share one namespace (first declaration of each name).
    var memberNames: [String: (role: String, location: SourceLocation)] = [:]
    /// Models and enums share one namespace.
    var typeNames: [String: SourceLocation] = [:]
    /// Where each `input` name is written.
    var inputLocations: [String: SourceLocation] = [:]

    init(checker: SpecChecker) {
        self.checker = checker
        feature = Feature(name: "", specPath: "", location: SourceLocation(path: "", line: 1, column: 1))
    }

    mutating func build(_ entries: [Entry], root: Node, specPath: String) -> Feature {
        feature.specPath = specPath
        feature.location = root.location
        let byKey = checker.checkKeys(entries, allowed: topLevelKeys)
        if let entry = byKey["feature"] {
            feature.location = entry.keyLocation
            featureName(entry.value)
        } else {
            checker.error("missing key `feature`; a spec starts with `feature: Name`", at: root.location)
        }
        if let entry = byKey["access"] { access(entry.value) }
        if let entry = byKey["imports"] { imports(entry.value) }
        if let entry = byKey["doc"] { feature.doc = checker.doc(entry.value) }
        // Types first, then members in namespace order, so "first declared here" follows reading order.
        if let entry = byKey["models"] { models(entry.value) }
        if let entry = byKey["enums"] { enums(entry.value) }
        if let entry = byKey["input"] { inputs(entry.value) }
        if let entry = byKey["state"] { state(entry.value) }
        checkInputs()
        if let entry = byKey["actions"] { feature.actions = messages(entry.value, role: .action) }
        if let entry = byKey["results"] { feature.results = messages(entry.value, role: .result) }
        if let entry = byKey["effects"] { effects(entry.value) }
        if let entry = byKey["navigation"] { navigation(entry.value) }
        if let entry = byKey["fixtures"] { fixtures(entry.value) }
        if let entry = byKey["examples"] { examples(entry.value) }
        checkReferences()
        return feature
    }

    private mutating func featureName(_ node: Node) {
        guard let name = checker.text(node, "a feature name") else { return }
        if checkTypeName(name, role: "feature", at: node.location), Identifiers.isWindowsReserved(name) {
            checker.error("feature name `\(name)` is reserved by Windows and cannot name a file", at: node.location,
                          notes: [.init("try `\(name)Feature`")])
        }
        feature.name = name
    }

    private mutating func access(_ node: Node) {
        guard let text = checker.text(node, "an access level") else { return }
        guard let level = AccessLevel(rawValue: text) else {
            checker.error("unknown access level `\(text)`; use `internal` or `public`", at: node.location)
            return
        }
        feature.access = level
    }

    private mutating func imports(_ node: Node) {
        guard let elements = node.elements else {
            if node.scalar?.resolved == .null { return }
            checker.error("expected a list of module names here, but \(checker.found(node))", at: node.location,
                          notes: [.init("write `imports: [\(node.scalar?.text ?? "Module")]`")])
            return
        }
        for element in elements {
            guard let name = checker.text(element, "a module name") else { continue }
            if Identifiers.isModuleName(name) {
                feature.imports.append(name)
            } else {
                checker.error("`\(name)` is not a module name", at: element.location)
            }
        }
    }
}
