import FeatureGenCore
import Foundation

extension CommandImplementations {
    /// `featuregen new NAME`: a starter spec, then `generate` over every spec in its folder (so the
    /// App wiring keeps the features that are already there).
    static func new(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> Int32 {
        let name = arguments.positional("NAME") ?? ""
        let folder = arguments.value("--path") ?? "."
        let output = arguments.value("--output") ?? folder
        let force = arguments.flag("--force")
        let diagnostics = DiagnosticCollector()
        let specPath = Planner.join(folder, "\(name).feature.yml")
        guard let starter = StarterSpec.text(for: name, diagnostics: diagnostics) else {
            report(diagnostics, console: console)
            return ExitCode.failure
        }
        if FileManager.default.fileExists(atPath: specPath), !force {
            diagnostics.error("`\(specPath)` already exists; edit it and run `featuregen generate`, or pass --force", at: nil)
            report(diagnostics, console: console)
            return ExitCode.failure
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try starter.write(toFile: specPath, atomically: true, encoding: .utf8)
        } catch {
            diagnostics.error("cannot write `\(specPath)`: \(error.localizedDescription)", at: nil)
            report(diagnostics, console: console)
            return ExitCode.failure
        }
        console.print("  created: \(specPath)")
        let options = GenerateOptions(
            output: output, testsOutput: arguments.value("--tests-output"), module: arguments.value("--module") ?? "App")
        let specs = SpecDiscovery.specFiles(in: [folder], diagnostics: diagnostics)
        let code = run(
            specs: specs, options: options, templates: nil, write: WriteOptions(force: force), quiet: false,
            diagnostics: diagnostics, console: console)
        guard code == ExitCode.success else { return code }
        console.print("""

            Next steps:
              1. Edit \(specPath): state, actions, results and effects (see docs/spec-reference.md).
              2. Run `featuregen generate \(folder) --output \(output)\(options.testsOutput.map { " --tests-output \($0)" } ?? "")`.
              3. Implement \(name)Service in \(Planner.join(output, "Services/\(name)Service.swift")), and the view.
            """)
        return code
    }
}
