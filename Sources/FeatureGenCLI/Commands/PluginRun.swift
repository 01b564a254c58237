import FeatureGenCore
import Foundation

/// The work of each `_plugin` mode. Build modes write into the plugin's work folder, which is
/// featuregen's alone: hand edits there are overwritten and stale files removed.
struct PluginRun {
    let output: String
    let testsOutput: String?
    let module: String?
    /// `#sourceLocation` in the build plugin's output: nobody steps through those files, and a type
    /// error in a spec expression is then reported at the spec's line.
    let sourceLocations: Bool
    let diagnostics: DiagnosticCollector
    let console: Console

    private static let buildWrite = WriteOptions(force: true, removeOrphans: true)

    /// The target's config (every default without one). `declaredStyle` is the style the build plugin
    /// read from it, on its own, to declare the outputs: a config featuregen reads otherwise is refused,
    /// since the build would then expect files of one style and get another's. `declaredApp` likewise:
    /// the App files are named after it (`App/ShopState.swift`).
    func readConfig(_ path: String?, declaredStyle: String? = nil, declaredApp: String? = nil) -> GeneratorConfig? {
        let config = path.map { CommandImplementations.readConfig($0, diagnostics: diagnostics) } ?? GeneratorConfig()
        if let config, let declaredStyle, declaredStyle != config.style.rawValue {
            diagnostics.error(
                "the build plugin read style `\(declaredStyle)` from `\(path ?? GeneratorConfig.fileName)`, but the file says `\(config.style.rawValue)`",
                at: path.map { SourceLocation(path: $0, line: 1, column: 1) },
                notes: [.init("write the style on a line of its own: `style: \(config.style.rawValue)`")])
            return nil
        }
        let app = config?.appName ?? AppName.default
        if config != nil, let declaredApp, declaredApp != app {
            diagnostics.error(
                "the build plugin read app name `\(declaredApp)` from `\(path ?? GeneratorConfig.fileName)`, but the file says `\(app)`",
                at: path.map { SourceLocation(path: $0, line: 1, column: 1) },
                notes: [.init("write the name on a line of its own: `app: \(app)`")])
            return nil
        }
        return config
    }

    private func options(_ config: GeneratorConfig, parts: GeneratedParts) -> GenerateOptions {
        GenerateOptions(
            output: output, testsOutput: testsOutput, module: config.module ?? module ?? "App",
            generatedOnly: true, fixedOutputs: true, parts: parts, sourceLocations: sourceLocations,
            style: config.style, app: config.appName)
    }

    /// One spec's generated sources: the only mode that reports the spec's own errors.
    func feature(_ spec: String, config: GeneratorConfig, targetDirectory: String? = nil) throws -> Bool {
        guard let features = ConfiguredSpecs.load(
            [spec], config: config, requireMatchingFileNames: true, diagnostics: diagnostics)
        else { return false }
        if let targetDirectory { checkOwnedFiles(features, config: config, in: targetDirectory) }
        return try write(features, options(config, parts: .featureSources))
    }

    /// A spec added without `new` has none of the developer's files the generated code uses (its
    /// service, view, transitions): said at the spec, with the command that writes them, rather than
    /// as `cannot find 'FavoriteService' in scope` in a generated file.
    private func checkOwnedFiles(_ features: [Feature], config: GeneratorConfig, in directory: String) {
        let options = GenerateOptions(
            output: directory, module: config.module ?? module ?? "App", ownedOnly: true, parts: .featureSources,
            style: config.style, app: config.appName)
        let owned = Planner.plan(features, options: options, templates: .defaults(for: config.style), diagnostics: diagnostics)
            .files.filter { $0.ownership == .owned && !FileManager.default.fileExists(atPath: $0.path) }
        guard let feature = features.first, !owned.isEmpty else { return }
        let names = owned.map { "`\(PathDisplay.relative($0.path))`" }.joined(separator: ", ")
        diagnostics.error(
            "feature `\(feature.name)` has none of your files the generated code uses: \(names) missing",
            at: SourceLocation(path: feature.specPath, line: 1, column: 1),
            notes: [.init(
                "run `swift package --allow-writing-to-package-directory featuregen new \(feature.name)` (with `--target` if the package has several): it writes them for this spec")])
    }

    /// The App wiring of every spec of the target.
    func wiring(_ specs: [String], config: GeneratorConfig) throws -> Bool {
        switch quietlyLoad(specs, config: config) {
        case .failed: return false
        case .specHasErrors: return true
        case .loaded(let features): return try write(features, options(config, parts: .appWiring))
        }
    }

    /// The tests of every spec of the target under test (written to `--output`).
    func tests(_ specs: [String], config: GeneratorConfig) throws -> Bool {
        var options = options(config, parts: .tests)
        options.testsOutput = output
        switch quietlyLoad(specs, config: config) {
        case .failed: return false
        case .specHasErrors: return true
        case .loaded(let features): return try write(features, options)
        }
    }

    enum QuietLoad {
        case loaded([Feature])
        /// A problem between specs, reported.
        case failed
        /// A spec has errors of its own: its `feature` command reports them and fails the build.
        case specHasErrors
    }

    /// Loads specs whose own errors the `feature` mode reports. Reporting them here too would print
    /// each twice, and failing here could stop the build before the `feature` command ran (llbuild
    /// stops at the first failure), losing the spec's positions. So such a run writes nothing and
    /// succeeds; the build still fails, in the spec's own command. Problems between specs are reported.
    private func quietlyLoad(_ specs: [String], config: GeneratorConfig) -> QuietLoad {
        var features: [Feature] = []
        for spec in specs {
            guard let loaded = ConfiguredSpecs.load(
                [spec], config: config, requireMatchingFileNames: true, diagnostics: DiagnosticCollector())
            else { return .specHasErrors }
            features += loaded
        }
        let errorsBefore = diagnostics.errorCount
        SpecValidator.validateRun(
            features, style: config.style, app: config.appName, diagnostics: diagnostics)
        return diagnostics.errorCount == errorsBefore ? .loaded(features) : .failed
    }

    private func write(_ features: [Feature], _ options: GenerateOptions) throws -> Bool {
        try FeatureGenerator.generate(
            features: features, options: options, writeOptions: Self.buildWrite, diagnostics: diagnostics) != nil
    }
}
