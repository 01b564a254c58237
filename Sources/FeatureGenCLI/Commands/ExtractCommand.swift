import FeatureGenCore
import Foundation

extension CommandImplementations {
    /// `featuregen extract PATH… --output DIR`: prototype views → specs (never over an existing one),
    /// a conversion report per view (or JSON), and with `--generate` the code of those specs, written
    /// together with them: a run with an error writes nothing.
    static func extract(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> Int32 {
        let output = arguments.value("--output") ?? "."
        let codeOutput = arguments.value("--code-output")
        if arguments.flag("--generate"), codeOutput == nil {
            throw UsageError("`--generate` needs `--code-output DIR` for the generated code")
        }
        let style = try style(arguments)
        if style != nil, !arguments.flag("--generate") {
            throw UsageError("`--style` chooses the code `--generate` writes; add `--generate --code-output DIR`")
        }
        let diagnostics = DiagnosticCollector()
        // Like `generate`: inside a package, tests go to the test target of the target holding the code.
        var generate: GenerateOptions?
        var sourceRoot: String?
        if arguments.flag("--generate") {
            guard let location = try locate(arguments, output: "--code-output", style: style, diagnostics: diagnostics) else {
                report(diagnostics, console: console)
                return ExitCode.failure
            }
            generate = GenerateOptions(
                output: location.output, testsOutput: location.testsOutput, module: location.module,
                style: style ?? .default)
            sourceRoot = location.package?.root
        }
        let json = arguments.flag("--json")
        let quiet = arguments.flag("--quiet")
        let progress = ProgressLine(console: console)
        var result: ExtractPipeline.Result?
        do {
            // Each new spec's first line names the editor schema (installed below), relative to the spec.
            result = try ExtractPipeline.run(
                paths: arguments.positionalValues("PATH"), output: output,
                specHeader: schemaModeline(forSpecFolder: output) + "\n", generate: generate, sourceRoot: sourceRoot,
                diagnostics: diagnostics, progress: progress.report)
        } catch let error as FatalError {
            diagnostics.emit(error.diagnostic)
        } catch {
            diagnostics.error("\(error)", at: nil)
        }
        progress.finish()
        report(diagnostics, console: console)
        guard let result else { return ExitCode.failure }
        let createdSpecs = result.report.perView.contains { $0.specStatus == "created" }
        let schemaLine = installSchema(forSpecFolder: output, create: createdSpecs)
        if json {
            console.print(ExtractReportJSON.encode(result.report))
            return ExitCode.success
        }
        if !quiet {
            for view in result.report.perView { console.print(ExtractionReport.text(view)) }
            if let schemaLine { console.print(schemaLine) }
        }
        console.print("featuregen: extracted " + result.report.summary)
        if let generated = result.generated {
            let summary = GenerateSummary(result: generated, write: WriteOptions())
            if !quiet {
                for line in summary.fileLines { console.print(line) }
            }
            console.print(summary.line)
        }
        return ExitCode.success
    }
}

/// The extraction report as JSON, for scripts and CI dashboards.
enum ExtractReportJSON {
    static func encode(_ report: ExtractionReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(report) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
