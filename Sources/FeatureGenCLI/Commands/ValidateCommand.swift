import FeatureGenCore

extension CommandImplementations {
    /// `featuregen validate SPEC…`: every problem of every spec, and of the specs together; writes nothing.
    static func validate(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> Int32 {
        let diagnostics = DiagnosticCollector()
        let files = SpecDiscovery.specFiles(in: arguments.positionalValues("SPEC"), diagnostics: diagnostics)
        let features = diagnostics.hasErrors ? nil : FeatureGenerator.loadFeatures(files, diagnostics: diagnostics)
        report(diagnostics, console: console, writes: false)
        guard let features else { return ExitCode.failure }
        let names = features.map(\.name).joined(separator: ", ")
        console.print("featuregen: \(files.count) spec\(files.count == 1 ? "" : "s") valid (\(names))")
        return ExitCode.success
    }
}
