import FeatureGenCore
import Foundation

extension CommandImplementations {
    /// `featuregen new NAME`: a starter spec plus the code of every spec beside it (so the App wiring
    /// keeps the features already there), written together: a run that fails writes nothing.
    static func new(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> Int32 {
        let name = arguments.positional("NAME") ?? ""
        let folder = arguments.value("--path") ?? "."
        let output = arguments.value("--output") ?? folder
        let force = arguments.flag("--force")
        let diagnostics = DiagnosticCollector()
        let specPath = Planner.join(folder, "\(name).feature.yml")
        let exists = FileManager.default.fileExists(atPath: specPath)
        if exists, !force {
            diagnostics.error("`\(specPath)` already exists; edit it and run `featuregen generate`, or pass --force", at: nil)
        }
        let options = GenerateOptions(
            output: output, testsOutput: arguments.value("--tests-output"), module: try module(arguments) ?? "App")
        var result: FeatureGenerator.Result?
        if !diagnostics.hasErrors, let starter = StarterSpec.text(for: name, diagnostics: diagnostics),
            let root = SpecReader.read(SourceText(path: specPath, text: starter), diagnostics: diagnostics),
            let feature = SpecValidator.validate(root, specPath: specPath, diagnostics: diagnostics)
        {
            let others = FileManager.default.fileExists(atPath: folder)
                ? SpecDiscovery.specFiles(in: [folder], recursive: false, diagnostics: diagnostics).filter { $0 != specPath }
                : []
            if let existing = FeatureGenerator.loadFeatures(others, diagnostics: diagnostics) {
                let features = existing + [feature]
                SpecValidator.validateRun(features, diagnostics: diagnostics)
                if !diagnostics.hasErrors {
                    do {
                        // A new spec goes into the same transaction; a replaced one (--force) after it.
                        let spec = PlannedFile(path: specPath, contents: starter, ownership: .owned)
                        result = try FeatureGenerator.generate(
                            features: features, extraFiles: exists ? [] : [spec], options: options,
                            writeOptions: WriteOptions(force: force), diagnostics: diagnostics)
                        if result != nil, exists { try starter.write(toFile: specPath, atomically: true, encoding: .utf8) }
                    } catch let error as FatalError {
                        diagnostics.emit(error.diagnostic)
                    } catch {
                        diagnostics.error("cannot write `\(specPath)`: \(error.localizedDescription)", at: nil)
                    }
                }
            }
        }
        report(diagnostics, console: console)
        guard let result else { return ExitCode.failure }
        let summary = GenerateSummary(result: result, write: WriteOptions(force: force))
        for line in summary.fileLines { console.print(line) }
        console.print(summary.line)
        let tests = options.testsOutput.map { " --tests-output \($0)" } ?? ""
        console.print("""

            Next steps:
              1. Edit \(specPath): state, actions, results and effects (see docs/spec-reference.md).
              2. Run `featuregen generate \(folder) --output \(output)\(tests)` after each change.
              3. Implement \(name)Service in \(Planner.join(output, "Services/\(name)Service.swift")), and the view.
            """)
        return ExitCode.success
    }
}
