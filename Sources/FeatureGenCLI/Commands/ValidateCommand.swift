import FeatureGenCore

extension CommandImplementations {
    /// `featuregen validate SPEC…`: every problem of every spec, and of the specs together; writes nothing.
    static func validate(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> Int32 {
        let diagnostics = DiagnosticCollector()
        let inputs = arguments.positionalValues("SPEC")
        // Some names only clash in one style's code: check for the style `generate` would use.
        var style = try self.style(arguments)
        if style == nil, let configPath = nearestConfig(to: inputs, packageRoot: nil) {
            style = readConfig(configPath, diagnostics: diagnostics)?.style
        }
        let files = SpecDiscovery.specFiles(in: inputs, diagnostics: diagnostics)
        let features = diagnostics.hasErrors
            ? nil : FeatureGenerator.loadFeatures(files, style: style ?? .default, diagnostics: diagnostics)
        report(diagnostics, console: console, writes: false)
        guard let features else { return ExitCode.failure }
        let names = features.map(\.name).joined(separator: ", ")
        console.print("featuregen: \(files.count) spec\(files.count == 1 ? "" : "s") valid (\(names))")
        let required = arguments.flag("--require-coverage")
        guard required || arguments.flag("--coverage") else { return ExitCode.success }
        let coverage = features.map(ExampleCoverage.init)
        let gaps = DiagnosticCollector()
        for gap in coverage.flatMap(\.gaps) {
            if required { gaps.error(gap.message, at: gap.location) } else { gaps.warning(gap.message, at: gap.location) }
        }
        reportCapped(gaps, console: console)
        let paths = coverage.map(\.paths).reduce(0, +)
        let missing = coverage.map(\.gaps.count).reduce(0, +)
        console.print(
            "featuregen: examples cover \(paths - missing) of \(paths) paths only they can check "
                + "(hand-written transitions, effect outcomes, guards, state cases)")
        return required && missing > 0 ? ExitCode.failure : ExitCode.success
    }
}
