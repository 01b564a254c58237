import FeatureGenCore
import Foundation

/// The command plugin's modes: code a team checks in, and a new feature's starting files.
extension PluginRun {
    /// `swift package featuregen generate`: every file, as `featuregen generate` writes it, with the config applied.
    func checkedIn(_ specs: [String], config: GeneratorConfig) throws -> Bool {
        guard let features = ConfiguredSpecs.load(
            specs, config: config, requireMatchingFileNames: false, diagnostics: diagnostics)
        else { return false }
        let options = GenerateOptions(
            output: output, testsOutput: testsOutput, module: config.module ?? module ?? "App", style: config.style,
            app: config.appName)
        // Checked-in code names its specs relative to the package, not by this machine's absolute paths.
        let root = SwiftPackage.findRoot(from: output, currentDirectory: FileManager.default.currentDirectoryPath)
        guard let result = try FeatureGenerator.generate(
            features: features, options: options, sourceRoot: root, diagnostics: diagnostics)
        else { return false }
        let summary = GenerateSummary(result: result, write: WriteOptions())
        for line in summary.fileLines { console.print(line) }
        console.print(summary.line)
        return true
    }

    /// `swift package featuregen new NAME`: `Specs/NAME.feature.yml` and the developer's files (view,
    /// service, transitions, and the app's `AppStore+Live.swift` if missing) in the target; the build
    /// plugin makes everything else on each build.
    /// `checkedIn`: no build plugin makes the rest; the command plugin runs `generate` next, and the
    /// developer after each spec change.
    func scaffold(_ name: String, config: GeneratorConfig, checkedIn isCheckedIn: Bool = false) throws -> Bool {
        let specPath = Planner.join(output, "Specs/\(name).feature.yml")
        // A spec written by hand (without `new`): its files are written for it, the spec kept as it is.
        let exists = FileManager.default.fileExists(atPath: specPath)
        guard StarterSpec.isFeatureName(name, diagnostics: diagnostics) else { return false }
        // A starter spec that fails is not written: what is said of it points nowhere.
        let run = PluginRun(
            output: output, testsOutput: testsOutput, module: module, sourceLocations: sourceLocations,
            diagnostics: DiagnosticCollector(), console: console)
        let written = try run.scaffoldRun(
            name, config: config, specPath: specPath, exists: exists, isCheckedIn: isCheckedIn)
        StarterSpec.forward(run.diagnostics, to: diagnostics, unwritten: written || exists ? nil : specPath)
        return written
    }

    private func scaffoldRun(
        _ name: String, config: GeneratorConfig, specPath: String, exists: Bool, isCheckedIn: Bool
    ) throws -> Bool {
        let specFolder = Planner.join(output, "Specs")
        let starter = exists
            ? (try? String(contentsOfFile: specPath, encoding: .utf8)) ?? ""
            : StarterSpec.text(for: name, modeline: CommandImplementations.schemaModeline(forSpecFolder: specFolder))
        guard let root = SpecReader.read(SourceText(path: specPath, text: starter), diagnostics: diagnostics),
            var feature = SpecValidator.validate(root, specPath: specPath, diagnostics: diagnostics)
        else { return false }
        if let access = config.access { feature.access = access }
        // The target's other specs: a feature name used twice is reported now, not at the next build.
        let others = SpecDiscovery.specFiles(in: [output], diagnostics: DiagnosticCollector()).filter {
            URL(fileURLWithPath: $0).standardizedFileURL != URL(fileURLWithPath: specPath).standardizedFileURL
        }
        guard let existing = ConfiguredSpecs.load(
            others, config: config, requireMatchingFileNames: false, diagnostics: diagnostics)
        else { return false }
        SpecValidator.validateRun(
            existing + [feature], style: config.style, app: config.appName, diagnostics: diagnostics)
        guard !diagnostics.hasErrors else { return false }
        let options = GenerateOptions(
            output: output, module: config.module ?? module ?? "App", ownedOnly: true, parts: .featureSources,
            style: config.style, app: config.appName)
        // The app's own starting file (`AppStore+Live.swift`), made from every feature, when it is missing.
        var appOptions = options
        appOptions.parts = .appWiring
        let appFiles = Planner.plan(
            existing + [feature], options: appOptions, templates: .defaults(for: config.style),
            diagnostics: diagnostics
        ).files
        guard let result = try FeatureGenerator.generate(
            features: [feature],
            extraFiles: [PlannedFile(path: specPath, contents: starter, ownership: .owned)] + appFiles,
            options: options, diagnostics: diagnostics)
        else { return false }
        for line in GenerateSummary(result: result, write: WriteOptions()).fileLines { console.print(line) }
        if let line = CommandImplementations.installSchema(forSpecFolder: specFolder, create: true) {
            console.print(line)
        }
        let service = config.style.developerService(for: name)
        console.print("""
            featuregen: \(exists ? "wrote your files for" : "created") the \(name) feature
            Next: edit \(specPath) and \(isCheckedIn ? "run `swift package --allow-writing-to-package-directory featuregen generate`" : "build"); \
            implement \(service.type) in \(Planner.join(output, service.path)) and the view.
            """)
        return true
    }
}
