@testable import FeatureGenCore

/// Reads and validates a spec written inline, failing loudly when it is not valid.
func feature(_ yaml: String, path: String = "Test.feature.yml") -> Feature? {
    let diagnostics = DiagnosticCollector()
    guard let root = SpecReader.read(SourceText(path: path, text: yaml), diagnostics: diagnostics) else {
        print(diagnostics.sorted.map(\.description).joined(separator: "\n"))
        return nil
    }
    let feature = SpecValidator.validate(root, specPath: path, diagnostics: diagnostics)
    if feature == nil { print(diagnostics.sorted.map(\.description).joined(separator: "\n")) }
    return feature
}

/// The errors of a spec written inline, each as `line:col message`.
func specErrors(_ yaml: String) -> [String] {
    let diagnostics = DiagnosticCollector()
    if let root = SpecReader.read(SourceText(path: "T.feature.yml", text: yaml), diagnostics: diagnostics) {
        _ = SpecValidator.validate(root, specPath: "T.feature.yml", diagnostics: diagnostics)
    }
    return diagnostics.sorted.filter { $0.severity == .error }.map { d in
        "\(d.location.map { "\($0.line):\($0.column)" } ?? "-") \(d.message)"
    }
}

/// The rendered files of a plan, by path relative to `Out/`.
func renderedFiles(
    _ features: [Feature], tests: Bool = true, sourceLocations: Bool = false, style: OutputStyle.Name = .skill
) -> [String: String] {
    let diagnostics = DiagnosticCollector()
    let options = GenerateOptions(
        output: "Out", testsOutput: tests ? "Tests" : nil, module: "App", sourceLocations: sourceLocations,
        style: style)
    let plan = Planner.plan(features, options: options, templates: .defaults(for: style), diagnostics: diagnostics)
    var files: [String: String] = [:]
    for file in plan.files { files[file.path] = file.contents }
    return files
}
