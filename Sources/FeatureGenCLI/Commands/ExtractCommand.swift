import FeatureGenCore
import Foundation

extension CommandImplementations {
    /// `featuregen extract PATH… --output DIR`: prototype views → specs (never overwriting one),
    /// a summary or a JSON report, and with `--generate` the code of those specs.
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
        var location: FeatureLocation?
        if arguments.flag("--generate") {
            location = try locate(arguments, output: "--code-output", diagnostics: diagnostics)
            guard location != nil else {
                report(diagnostics, console: console)
                return ExitCode.failure
            }
        }
        var extraction: (specs: [ExtractedSpec], report: ExtractionReport)?
        var written: WriteReport?
        do {
            let result = try Extractor.extract(paths: arguments.positionalValues("PATH"), diagnostics: diagnostics)
            extraction = result
            // The first line names the editor schema (installed below), relative to the specs.
            let modeline = schemaModeline(forSpecFolder: output) + "\n"
            let files = result.specs.map {
                PlannedFile(path: Planner.join(output, $0.suggestedFileName), contents: modeline + $0.yaml, ownership: .owned)
            }
            written = try OutputWriter.write(FilePlan(files: files, generatedRoots: []), options: WriteOptions(), diagnostics: diagnostics)
        } catch let error as FatalError {
            diagnostics.emit(error.diagnostic)
        } catch {
            diagnostics.error("\(error)", at: nil)
        }
        report(diagnostics, console: console)
        guard let extraction, let written, !diagnostics.hasErrors else { return ExitCode.failure }
        let schemaLine = installSchema(forSpecFolder: output, create: !written.items.isEmpty)
        if arguments.flag("--json") {
            console.print(ExtractReportJSON.encode(extraction.report))
        } else {
            if !arguments.flag("--quiet") {
                for item in written.items {
                    console.print("  \(item.action == .created ? "created" : "kept (already exists)"): \(item.path)")
                }
            }
            if let schemaLine, !arguments.flag("--quiet") { console.print(schemaLine) }
            console.print("featuregen: extracted " + extraction.report.summary)
        }
        guard let location, let codeOutput else { return ExitCode.success }
        let specs = written.items.map(\.path)
        let options = GenerateOptions(
            output: codeOutput, testsOutput: location.testsOutput, module: location.module, style: style ?? .default)
        return run(
            specs: specs, options: options, templates: nil, write: WriteOptions(), quiet: arguments.flag("--quiet"),
            sourceRoot: location.package?.root, diagnostics: DiagnosticCollector(), console: console)
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
