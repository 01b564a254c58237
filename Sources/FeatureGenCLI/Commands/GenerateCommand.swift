import FeatureGenCore
import Foundation

extension CommandImplementations {
    /// `featuregen generate [SPEC|DIR…] [--output DIR]`: every spec of the run, one App wiring, one
    /// summary. Inside a package, the target's folders are the defaults (and its specs, when none are named).
    static func generate(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> Int32 {
        var write = try writeOptions(arguments)
        let explicitStyle = try style(arguments)
        let quiet = arguments.flag("--quiet")
        let diagnostics = DiagnosticCollector()
        let given = arguments.positionalValues("SPEC|DIR")
        guard let location = try locate(arguments, specPaths: given, style: explicitStyle, diagnostics: diagnostics),
            let inputs = specInputs(given, location, diagnostics: diagnostics)
        else {
            report(diagnostics, console: console)
            return ExitCode.failure
        }
        // The options file the plugins read: the nearest `featuregen.yml` to the specs. Flags win.
        let configPath = nearestConfig(to: inputs, packageRoot: location.package?.root)
        var config = GeneratorConfig()
        if let configPath {
            guard let read = readConfig(configPath, diagnostics: diagnostics) else {
                report(diagnostics, console: console)
                return ExitCode.failure
            }
            config = read
        }
        let style = explicitStyle ?? config.style
        if !quiet {
            let shown = given.isEmpty ? inputs.joined(separator: ", ") : nil
            for line in locationLines(location, specs: shown, noTests: arguments.flag("--no-tests")) {
                console.print(line)
            }
            if let configPath { console.print("  options: \(configPath) (style: \(style.rawValue))") }
        }
        let (specs, dangling) = SpecDiscovery.discover(in: inputs, diagnostics: diagnostics)
        if write.removeOrphans, let first = dangling.first {
            // Its feature's code would look orphaned: nothing is removed until every spec can be read.
            write.specsMissing = true
            diagnostics.warning(
                "no orphan is removed in this run: `\(first)`\(dangling.count > 1 ? " and \(dangling.count - 1) more" : "") "
                    + "could not be read, and the code of its feature would look orphaned", at: nil)
        }
        if write.removeOrphans, specs.isEmpty, !diagnostics.hasErrors {
            let named = inputs.map { "`\($0)`" }.joined(separator: ", ")
            diagnostics.error(
                "no feature specs found in \(named); `--remove-orphans` would delete every generated file",
                at: nil,
                notes: [
                    .init("check the spec paths; to remove all generated files, delete the output folders yourself")
                ])
        }
        let module = arguments.value("--module") == nil ? config.module ?? location.module : location.module
        let options = GenerateOptions(
            output: location.output, testsOutput: location.testsOutput, module: module,
            sourceLocations: arguments.flag("--source-locations"), style: style, app: config.appName)
        let code = run(
            specs: specs, options: options, defaultAccess: config.access, templates: arguments.value("--templates"),
            write: write, quiet: quiet, sourceRoot: location.package?.root, diagnostics: diagnostics, console: console)
        if code == ExitCode.success, !write.dryRun, !write.check, let folder = inputs.first,
            let line = installSchema(forSpecFolder: specFolder(of: folder), create: false)
        {
            console.print(line)
        }
        return code
    }

    /// The specs to read: the ones named, else the target's (`Specs/<Target>`, and specs kept inside
    /// the target's folder). Nil after an error: nothing to read, or a target whose code the build
    /// plugin generates.
    private static func specInputs(
        _ given: [String], _ location: FeatureLocation, diagnostics: DiagnosticCollector
    ) -> [String]? {
        if let target = location.target, target.usesBuildPlugin {
            diagnostics.error(
                "target `\(target.name)` applies FeatureGenPlugin, which generates this code on every build; writing it too would declare everything twice",
                at: nil, notes: [.init("build instead (`swift build`), or remove the plugin from the target to check the code in")])
            return nil
        }
        if !given.isEmpty { return given }
        guard let target = location.target, let package = location.package, let specFolder = location.specFolder else {
            diagnostics.error(
                "no specs given; name spec files or folders: `featuregen generate Specs --output DIR`", at: nil)
            return nil
        }
        var inputs: [String] = []
        if FileManager.default.fileExists(atPath: specFolder) { inputs.append(specFolder) }
        let targetFolder = PathDisplay.relative(package.folder(of: target))
        if !SpecDiscovery.specFiles(in: [targetFolder], diagnostics: DiagnosticCollector()).isEmpty {
            inputs.append(targetFolder)
        }
        if inputs.isEmpty {
            diagnostics.error(
                "no specs for target `\(target.name)` in `\(specFolder)`", at: nil,
                notes: [.init("`featuregen new NAME` starts one there; or name spec files or folders")])
            return nil
        }
        return inputs
    }

    /// The `featuregen.yml` nearest to the first input's folder: in it or, inside a package, in a folder
    /// between it and the package's root.
    static func nearestConfig(to inputs: [String], packageRoot: String?) -> String? {
        guard let first = inputs.first else { return nil }
        var folder = URL(fileURLWithPath: specFolder(of: first)).standardizedFileURL.path
        let root = packageRoot.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        while true {
            let candidate = Planner.join(folder, GeneratorConfig.fileName)
            if FileManager.default.fileExists(atPath: candidate) { return PathDisplay.relative(candidate) }
            guard let root, folder != root, folder.hasPrefix(root), folder != "/" else { return nil }
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    /// Reads a config file, its errors reported; nil after an error.
    static func readConfig(_ path: String, diagnostics: DiagnosticCollector) -> GeneratorConfig? {
        do {
            return try GeneratorConfig.read(path: path, diagnostics: diagnostics)
        } catch let error as FatalError {
            diagnostics.emit(error.diagnostic)
        } catch {
            diagnostics.error("cannot read `\(path)`: \(error)", at: nil)
        }
        return nil
    }

    /// The folder of a spec input (a spec file's folder, or the folder itself).
    static func specFolder(of input: String) -> String {
        SpecDiscovery.isSpec(input) ? ((input as NSString).deletingLastPathComponent.nilIfEmpty ?? ".") : input
    }

    static func writeOptions(_ arguments: ParsedArguments) throws(UsageError) -> WriteOptions {
        let options = WriteOptions(
            dryRun: arguments.flag("--dry-run"), check: arguments.flag("--check"), force: arguments.flag("--force"),
            removeOrphans: arguments.flag("--remove-orphans"), updateOwned: arguments.flag("--update-owned"))
        if options.check && options.dryRun { throw UsageError("`--check` and `--dry-run` cannot be used together") }
        if options.check && options.force { throw UsageError("`--check` writes nothing, so `--force` has no effect") }
        return options
    }

    /// Runs the pipeline and prints what happened: diagnostics, per-file lines, diffs, the summary.
    static func run(
        specs: [String], options: GenerateOptions, defaultAccess: AccessLevel? = nil, templates: String?,
        write: WriteOptions, quiet: Bool, sourceRoot: String? = nil, diagnostics: DiagnosticCollector, console: Console
    ) -> Int32 {
        var result: FeatureGenerator.Result?
        if !diagnostics.hasErrors {
            let progress = ProgressLine(console: console)
            do {
                result = try FeatureGenerator.generate(
                    specPaths: specs, options: options, defaultAccess: defaultAccess, templatesDirectory: templates,
                    writeOptions: write,
                    sourceRoot: sourceRoot, diagnostics: diagnostics, progress: progress.report)
            } catch let error as FatalError {
                diagnostics.emit(error.diagnostic)
            } catch {
                diagnostics.error("\(error)", at: nil)
            }
            progress.finish()
        }
        // Errors after the write are in the developer's own files: the generated ones were written.
        report(diagnostics, console: console, writes: result == nil)
        guard let result else { return ExitCode.failure }
        let summary = GenerateSummary(result: result, write: write)
        if !quiet {
            for line in summary.fileLines { console.print(line) }
        }
        for diff in summary.diffs { console.print(diff) }
        console.print(summary.line)
        let uncovered = result.features.map { ExampleCoverage($0).gaps.count }.reduce(0, +)
        if uncovered > 0, !quiet {
            console.print(
                "featuregen: \(uncovered) path\(uncovered == 1 ? "" : "s") only examples can check \(uncovered == 1 ? "has" : "have") none "
                    + "(`featuregen validate --coverage` lists them)")
        }
        if result.ownedFilesNeedingChanges > 0 {
            let count = result.ownedFilesNeedingChanges
            console.print(
                "featuregen: \(count) of your files need\(count == 1 ? "s" : "") changes to work with the generated code (above: what to change)")
        }
        // A hand-edited file the spec changed was left as it was: the files around it moved on.
        let behind = result.report.items.filter(\.isBehind).map(\.path)
        if !behind.isEmpty, !write.dryRun, !write.check {
            console.printError(
                "featuregen: error: \(behind.count) generated file\(behind.count == 1 ? " was" : "s were") edited by hand and "
                    + "not updated, though the spec changed \(behind.count == 1 ? "it" : "them") (\(behind.joined(separator: ", "))); "
                    + "the files generated with it may not build against your edit")
            console.printError(
                "featuregen: note: move your edit into a file of your own (a transition, the service), then run again "
                    + "with --force to replace the generated file")
            return ExitCode.failure
        }
        if diagnostics.hasErrors { return ExitCode.failure }
        return write.check && summary.isStale ? ExitCode.failure : ExitCode.success
    }
}
