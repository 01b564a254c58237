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
        let moduleName = try module(arguments) ?? "App"
        let generate = arguments.flag("--generate")
            ? GenerateOptions(output: codeOutput ?? ".", testsOutput: arguments.value("--tests-output"), module: moduleName)
            : nil
        let json = arguments.flag("--json")
        let quiet = arguments.flag("--quiet")
        let diagnostics = DiagnosticCollector()
        let progress = ProgressLine(console: console, label: "extracting", enabled: !json && !quiet)
        var result: ExtractPipeline.Result?
        do {
            result = try ExtractPipeline.run(
                paths: arguments.positionalValues("PATH"), output: output, generate: generate, diagnostics: diagnostics,
                progress: progress.update)
        } catch let error as FatalError {
            diagnostics.emit(error.diagnostic)
        } catch {
            diagnostics.error("\(error)", at: nil)
        }
        progress.finish()
        report(diagnostics, console: console)
        guard let result else { return ExitCode.failure }
        if json {
            console.print(ExtractReportJSON.encode(result.report))
            return ExitCode.success
        }
        if !quiet {
            for view in result.report.perView { console.print(ExtractionReport.text(view)) }
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
