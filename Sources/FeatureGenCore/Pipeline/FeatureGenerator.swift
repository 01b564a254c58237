import Foundation

/// The whole pipeline behind `featuregen generate`, the build plugin and `new`:
/// read → validate → plan → render → write. One call, every problem reported through `diagnostics`.
public enum FeatureGenerator {
    /// Reads and validates specs (and the run as a whole). Returns nil when any error was reported.
    /// `defaultAccess`: the access of specs that do not set `access:` (a `featuregen.yml`'s).
    public static func loadFeatures(
        _ specPaths: [String], style: OutputStyle.Name = .default, app: String = AppName.default,
        defaultAccess: AccessLevel? = nil, diagnostics: DiagnosticCollector, progress: ProgressReport? = nil
    ) -> [Feature]? {
        ConfiguredSpecs.load(
            specPaths, config: GeneratorConfig(access: defaultAccess, style: style, app: app), requireMatchingFileNames: false,
            diagnostics: diagnostics, progress: progress)
    }

    public struct Result: Sendable {
        public var features: [Feature]
        public var report: WriteReport
        public var seconds: Double
        /// The developer's files that no longer fit the plan (each reported, with what to add).
        public var ownedFilesNeedingChanges = 0
    }

    /// Generates the files of `specPaths` and writes them. Returns nil (nothing written) on errors.
    public static func generate(
        specPaths: [String], options: GenerateOptions, defaultAccess: AccessLevel? = nil,
        templatesDirectory: String? = nil, writeOptions: WriteOptions = WriteOptions(), sourceRoot: String? = nil,
        diagnostics: DiagnosticCollector, progress: ProgressReport? = nil
    ) throws -> Result? {
        let start = ContinuousClock.now
        guard let features = loadFeatures(
            specPaths, style: options.style, app: options.app, defaultAccess: defaultAccess, diagnostics: diagnostics,
            progress: progress)
        else { return nil }
        return try generate(
            features: features, options: options, templatesDirectory: templatesDirectory,
            writeOptions: writeOptions, sourceRoot: sourceRoot, diagnostics: diagnostics, start: start,
            progress: progress)
    }

    /// Generates validated features; `extraFiles` are written in the same transaction (`new` adds its spec,
    /// `extract` its specs). `views` are the views `extract` carried over from prototypes, by feature.
    /// With a `sourceRoot` (the package root), the spec paths written into the code (file headers,
    /// `#sourceLocation`) are relative to it, so the code is the same from whichever folder a command runs.
    public static func generate(
        features: [Feature], extraFiles: [PlannedFile] = [], views: [String: ConvertedView] = [:],
        options: GenerateOptions, templatesDirectory: String? = nil, writeOptions: WriteOptions = WriteOptions(),
        sourceRoot: String? = nil, diagnostics: DiagnosticCollector, start: ContinuousClock.Instant = .now,
        progress: ProgressReport? = nil
    ) throws -> Result? {
        var features = features
        var options = options
        let cwd = FileManager.default.currentDirectoryPath
        let root = sourceRoot.map { WritePath.absolute($0, base: cwd) }
        let tests = options.testsOutput.map { WritePath.absolute($0, base: cwd) }
        for index in features.indices {
            let spec = WritePath.absolute(features[index].specPath, base: cwd)
            if let root, WritePath.isInside(spec, root) { features[index].specPath = SpecSchema.relativePath(spec, from: root) }
            // Tests name their spec relative to their own folder (so committed code works in any
            // checkout), or by its absolute path when the code names it so (the build plugin).
            let feature = features[index]
            if let tests, options.testSpecPaths[feature.name] == nil {
                options.testSpecPaths[feature.name] =
                    feature.specPath.hasPrefix("/") ? feature.specPath : SpecSchema.relativePath(spec, from: tests)
            }
        }
        let templates = try TemplateSet.load(
            style: options.style, overrides: templatesDirectory, diagnostics: diagnostics)
        guard !diagnostics.hasErrors else { return nil }
        progress?("generating \(features.count) feature\(features.count == 1 ? "" : "s")", 0, 0)
        var plan = Planner.plan(features, options: options, templates: templates, views: views, diagnostics: diagnostics)
        plan.files += extraFiles
        guard !diagnostics.hasErrors else { return nil }
        if writeOptions.updateOwned, !options.generatedOnly {
            let additions = OwnedFileCheck.additions(features, plan: plan, style: options.style)
            let paths = Set(additions.map(\.path))
            plan.files = plan.files.filter { !paths.contains($0.path) } + additions
        }
        progress?("writing \(plan.files.count) files", 0, 0)
        let report = try OutputWriter.write(plan, options: writeOptions, diagnostics: diagnostics) {
            StyleMix.check(options, writeOptions: writeOptions, diagnostics: diagnostics)
            AppRename.check(options, diagnostics: diagnostics)
        }
        guard !diagnostics.hasErrors else { return nil }
        // What the developer's files (never rewritten) now lack; their new files are complete.
        let needingChanges = options.generatedOnly
            ? 0 : OwnedFileCheck.check(features, plan: plan, style: options.style, diagnostics: diagnostics)
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return Result(features: features, report: report, seconds: seconds, ownedFilesNeedingChanges: needingChanges)
    }
}
