import FeatureGenCore
import Foundation

extension CommandImplementations {
    /// `featuregen new NAME`: a starter spec plus the code of every spec beside it (so the App wiring
    /// keeps the features already there), written together: a run that fails writes nothing. Inside a
    /// package the target's folders are the defaults; a target whose code the build plugin generates
    /// gets the spec inside it and only the developer's files, as `swift package featuregen new` does.
    static func new(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> Int32 {
        let name = arguments.positional("NAME") ?? ""
        let force = arguments.flag("--force")
        let requestedStyle = try style(arguments)
        let diagnostics = DiagnosticCollector()
        // The name first: a bad one is reported before the package is read.
        guard StarterSpec.isFeatureName(name, diagnostics: diagnostics),
            let location = try locate(
                arguments, specFolder: arguments.value("--path"), needsSpecFolder: true, style: requestedStyle,
                diagnostics: diagnostics)
        else {
            report(diagnostics, console: console)
            return ExitCode.failure
        }
        let folder = location.specFolder ?? "."
        for line in locationLines(location, specs: folder, noTests: arguments.flag("--no-tests")) { console.print(line) }
        if let target = location.target, target.usesBuildPlugin, arguments.value("--output") == nil {
            return scaffold(
                name, location: location, target: target, style: requestedStyle, diagnostics: diagnostics,
                console: console)
        }
        // The nearest `featuregen.yml` gives the style, access and module the flags do not.
        var config = GeneratorConfig()
        if let configPath = nearestConfig(to: [folder], packageRoot: location.package?.root) {
            guard let read = readConfig(configPath, diagnostics: diagnostics) else {
                report(diagnostics, console: console)
                return ExitCode.failure
            }
            config = read
            console.print("  options: \(configPath) (style: \((requestedStyle ?? config.style).rawValue))")
        }
        let style = requestedStyle ?? config.style
        let module = arguments.value("--module") == nil ? config.module ?? location.module : location.module
        let specPath = Planner.join(folder, "\(name).feature.yml")
        let exists = FileManager.default.fileExists(atPath: specPath)
        if exists, !force {
            diagnostics.error("`\(specPath)` already exists; edit it and run `featuregen generate`, or pass --force", at: nil)
        }
        let options = GenerateOptions(
            output: location.output, testsOutput: location.testsOutput, module: module, style: style,
            app: config.appName)
        let starter = StarterSpec.text(for: name, modeline: schemaModeline(forSpecFolder: folder))
        var result: FeatureGenerator.Result?
        // What the starter spec's run says: if it fails, the spec is not written and nothing may point into it.
        let run = DiagnosticCollector()
        if !diagnostics.hasErrors,
            let root = SpecReader.read(SourceText(path: specPath, text: starter), diagnostics: run),
            var feature = SpecValidator.validate(root, specPath: specPath, diagnostics: run)
        {
            if let access = config.access { feature.access = access }
            let others = FileManager.default.fileExists(atPath: folder)
                ? SpecDiscovery.specFiles(in: [folder], recursive: false, emptyIsExpected: true, diagnostics: run).filter { $0 != specPath }
                : []
            if let existing = FeatureGenerator.loadFeatures(
                others, style: style, app: options.app, defaultAccess: config.access, diagnostics: run)
            {
                let features = existing + [feature]
                SpecValidator.validateRun(features, style: style, app: options.app, diagnostics: run)
                if !run.hasErrors {
                    do {
                        // A new spec goes into the same transaction; a replaced one (--force) after it.
                        let spec = PlannedFile(path: specPath, contents: starter, ownership: .owned)
                        result = try FeatureGenerator.generate(
                            features: features, extraFiles: exists ? [] : [spec], options: options,
                            writeOptions: WriteOptions(force: force), sourceRoot: location.package?.root,
                            diagnostics: run)
                        if result != nil, exists { try starter.write(toFile: specPath, atomically: true, encoding: .utf8) }
                    } catch let error as FatalError {
                        run.emit(error.diagnostic)
                    } catch {
                        run.error("cannot write `\(specPath)`: \(error.localizedDescription)", at: nil)
                    }
                }
            }
        }
        StarterSpec.forward(run, to: diagnostics, unwritten: result == nil ? specPath : nil)
        report(diagnostics, console: console)
        guard let result else { return ExitCode.failure }
        let summary = GenerateSummary(result: result, write: WriteOptions(force: force))
        for line in summary.fileLines { console.print(line) }
        if let line = installSchema(forSpecFolder: folder, create: true) { console.print(line) }
        console.print(summary.line)
        // Inside a package `featuregen generate` finds everything again; elsewhere it needs the paths.
        var regenerate = "featuregen generate"
        if location.package == nil || arguments.value("--path") != nil || arguments.value("--output") != nil {
            regenerate += " \(folder) --output \(location.output)"
            regenerate += location.testsOutput.map { " --tests-output \($0)" } ?? ""
            if arguments.value("--module") != nil || location.package == nil { regenerate += " --module \(location.module)" }
        } else if let target = location.target, location.package?.featureTargets.count ?? 0 > 1 {
            regenerate += " --target \(target.name)"
        }
        if style != config.style { regenerate += " --style \(style.rawValue)" }
        let service = style.developerService(for: name)
        console.print("""

            Next steps:
              1. Edit \(specPath): state, actions, results and effects (featuregen's docs/spec-reference.md).
              2. Run `\(regenerate)` after each change.
              3. Implement \(service.type) in \(Planner.join(location.output, service.path)), and the view.
            """)
        return ExitCode.success
    }

    /// `new` for a target that applies the build plugin: the spec inside the target and the developer's
    /// files; the plugin generates the rest on every build.
    private static func scaffold(
        _ name: String, location: FeatureLocation, target: SwiftPackage.Target, style: OutputStyle.Name?,
        diagnostics: DiagnosticCollector, console: Console
    ) -> Int32 {
        let run = PluginRun(
            output: location.output, testsOutput: nil, module: location.module, sourceLocations: true,
            diagnostics: diagnostics,
            console: console)
        let targetFolder = location.package.map { $0.folder(of: target) } ?? location.output
        let configPath = Planner.join(targetFolder, GeneratorConfig.fileName)
        var succeeded = false
        if let config = run.readConfig(FileManager.default.fileExists(atPath: configPath) ? configPath : nil) {
            // The build plugin generates the rest in the config's style: another would not fit it.
            if let style, style != config.style {
                diagnostics.error(
                    "target `\(target.name)` applies FeatureGenPlugin with the `\(config.style.rawValue)` style; `--style \(style.rawValue)` would not fit the code it generates",
                    at: nil, notes: [.init("set `style: \(style.rawValue)` in \(configPath) to change the target's style")])
                report(diagnostics, console: console)
                return ExitCode.failure
            }
            do {
                succeeded = try run.scaffold(name, config: config)
            } catch let error as FatalError {
                diagnostics.emit(error.diagnostic)
            } catch {
                diagnostics.error("\(error)", at: nil)
            }
        }
        report(diagnostics, console: console)
        return succeeded && !diagnostics.hasErrors ? ExitCode.success : ExitCode.failure
    }
}
