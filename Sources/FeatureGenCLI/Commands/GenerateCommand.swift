import FeatureGenCore

extension CommandImplementations {
    /// `featuregen generate SPEC|DIR… --output DIR`: every spec of the run, one App wiring, one summary.
    static func generate(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> Int32 {
        let write = try writeOptions(arguments)
        let options = GenerateOptions(
            output: arguments.value("--output") ?? ".", testsOutput: arguments.value("--tests-output"),
            module: try module(arguments) ?? "App")
        let diagnostics = DiagnosticCollector()
        let specs = SpecDiscovery.specFiles(in: arguments.positionalValues("SPEC|DIR"), diagnostics: diagnostics)
        if write.removeOrphans, specs.isEmpty, !diagnostics.hasErrors {
            let given = arguments.positionalValues("SPEC|DIR").map { "`\($0)`" }.joined(separator: ", ")
            diagnostics.error(
                "no feature specs found in \(given); `--remove-orphans` would delete every generated file",
                at: nil,
                notes: [
                    .init("check the spec paths; to remove all generated files, delete the output folders yourself")
                ])
        }
        return run(
            specs: specs, options: options, templates: arguments.value("--templates"), write: write,
            quiet: arguments.flag("--quiet"), diagnostics: diagnostics, console: console)
    }

    static func writeOptions(_ arguments: ParsedArguments) throws(UsageError) -> WriteOptions {
        let options = WriteOptions(
            dryRun: arguments.flag("--dry-run"), check: arguments.flag("--check"), force: arguments.flag("--force"),
            removeOrphans: arguments.flag("--remove-orphans"))
        if options.check && options.dryRun { throw UsageError("`--check` and `--dry-run` cannot be used together") }
        if options.check && options.force { throw UsageError("`--check` writes nothing, so `--force` has no effect") }
        return options
    }

    /// Runs the pipeline and prints what happened: diagnostics, per-file lines, diffs, the summary.
    static func run(
        specs: [String], options: GenerateOptions, templates: String?, write: WriteOptions, quiet: Bool,
        diagnostics: DiagnosticCollector, console: Console
    ) -> Int32 {
        var result: FeatureGenerator.Result?
        if !diagnostics.hasErrors {
            do {
                result = try FeatureGenerator.generate(
                    specPaths: specs, options: options, templatesDirectory: templates, writeOptions: write,
                    diagnostics: diagnostics)
            } catch let error as FatalError {
                diagnostics.emit(error.diagnostic)
            } catch {
                diagnostics.error("\(error)", at: nil)
            }
        }
        report(diagnostics, console: console)
        guard let result else { return ExitCode.failure }
        let summary = GenerateSummary(result: result, write: write)
        if !quiet {
            for line in summary.fileLines { console.print(line) }
        }
        for diff in summary.diffs { console.print(diff) }
        console.print(summary.line)
        return write.check && summary.isStale ? ExitCode.failure : ExitCode.success
    }
}
