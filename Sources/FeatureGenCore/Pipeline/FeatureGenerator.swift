import Foundation

/// The whole pipeline behind `featuregen generate`, the build plugin and `new`:
/// read → validate → plan → render → write. One call, every problem reported through `diagnostics`.
public enum FeatureGenerator {
    /// Reads and validates specs (and the run as a whole). Returns nil when any error was reported.
    public static func loadFeatures(_ specPaths: [String], diagnostics: DiagnosticCollector) -> [Feature]? {
        ConfiguredSpecs.load(specPaths, config: GeneratorConfig(), requireMatchingFileNames: false, diagnostics: diagnostics)
    }

    public struct Result: Sendable {
        public var features: [Feature]
        public var report: WriteReport
        public var seconds: Double
    }

    /// Generates the files of `specPaths` and writes them. Returns nil (nothing written) on errors.
    public static func generate(
        specPaths: [String], options: GenerateOptions, templatesDirectory: String? = nil,
        writeOptions: WriteOptions = WriteOptions(), diagnostics: DiagnosticCollector
    ) throws -> Result? {
        let start = ContinuousClock.now
        guard let features = loadFeatures(specPaths, diagnostics: diagnostics) else { return nil }
        return try generate(
            features: features, options: options, templatesDirectory: templatesDirectory,
            writeOptions: writeOptions, diagnostics: diagnostics, start: start)
    }

    /// Generates validated features; `extraFiles` are written in the same transaction (`new` adds its spec,
    /// `extract` its specs and the views it converted, which take the place of the planned ones).
    public static func generate(
        features: [Feature], extraFiles: [PlannedFile] = [], options: GenerateOptions,
        templatesDirectory: String? = nil, writeOptions: WriteOptions = WriteOptions(),
        diagnostics: DiagnosticCollector, start: ContinuousClock.Instant = .now
    ) throws -> Result? {
        let templates = try TemplateSet.load(overrides: templatesDirectory, diagnostics: diagnostics)
        guard !diagnostics.hasErrors else { return nil }
        var plan = Planner.plan(features, options: options, templates: templates, diagnostics: diagnostics)
        let replaced = Set(extraFiles.map(\.path))
        plan.files = plan.files.filter { !replaced.contains($0.path) } + extraFiles
        guard !diagnostics.hasErrors else { return nil }
        let report = try OutputWriter.write(plan, options: writeOptions, diagnostics: diagnostics)
        guard !diagnostics.hasErrors else { return nil }
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return Result(features: features, report: report, seconds: seconds)
    }
}
