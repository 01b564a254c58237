import FeatureGenCore

/// The work of each `_plugin` mode. Build modes write into the plugin's work folder, which is
/// featuregen's alone: hand edits there are overwritten and stale files removed.
struct PluginRun {
    let output: String
    let testsOutput: String?
    let module: String?
    let diagnostics: DiagnosticCollector
    let console: Console

    private static let buildWrite = WriteOptions(force: true, removeOrphans: true)

    func readConfig(_ path: String?) -> GeneratorConfig? {
        guard let path else { return GeneratorConfig() }
        do {
            return try GeneratorConfig.read(path: path, diagnostics: diagnostics)
        } catch let error as FatalError {
            diagnostics.emit(error.diagnostic)
        } catch {
            diagnostics.error("cannot read `\(path)`: \(error)", at: nil)
        }
        return nil
    }

    private func options(_ config: GeneratorConfig, parts: GeneratedParts) -> GenerateOptions {
        GenerateOptions(
            output: output, testsOutput: testsOutput, module: config.module ?? module ?? "App",
            generatedOnly: true, fixedOutputs: true, parts: parts)
    }

    /// One spec's generated sources: the only mode that reports the spec's own errors.
    func feature(_ spec: String, config: GeneratorConfig) throws -> Bool {
        guard let features = ConfiguredSpecs.load(
            [spec], config: config, requireMatchingFileNames: true, diagnostics: diagnostics)
        else { return false }
        return try write(features, options(config, parts: .featureSources))
    }

    /// The App wiring of every spec of the target.
    func wiring(_ specs: [String], config: GeneratorConfig) throws -> Bool {
        guard let features = quietlyLoad(specs, config: config, making: "the App wiring") else { return false }
        return try write(features, options(config, parts: .appWiring))
    }

    /// The tests of every spec of the target under test (written to `--output`).
    func tests(_ specs: [String], config: GeneratorConfig) throws -> Bool {
        guard let features = quietlyLoad(specs, config: config, making: "the tests") else { return false }
        var options = options(config, parts: .tests)
        options.testsOutput = output
        return try write(features, options)
    }

    /// Loads specs whose own errors the `feature` mode already reports: each spec is checked on its own
    /// and silently; only problems between specs (a name used twice) are reported here.
    private func quietlyLoad(_ specs: [String], config: GeneratorConfig, making what: String) -> [Feature]? {
        var features: [Feature] = []
        var broken: [String] = []
        for spec in specs {
            let own = DiagnosticCollector()
            if let loaded = ConfiguredSpecs.load([spec], config: config, requireMatchingFileNames: true, diagnostics: own) {
                features += loaded
            } else {
                broken.append(spec)
            }
        }
        if !broken.isEmpty {
            let names = broken.map { "`\($0.split(separator: "/").last ?? "")`" }.joined(separator: ", ")
            diagnostics.error("\(what) not generated: \(names) \(broken.count == 1 ? "has" : "have") errors", at: nil)
            return nil
        }
        let errorsBefore = diagnostics.errorCount
        SpecValidator.validateRun(features, diagnostics: diagnostics)
        return diagnostics.errorCount == errorsBefore ? features : nil
    }

    private func write(_ features: [Feature], _ options: GenerateOptions) throws -> Bool {
        try FeatureGenerator.generate(
            features: features, options: options, writeOptions: Self.buildWrite, diagnostics: diagnostics) != nil
    }
}
