import FeatureGenCore

/// The work behind each command, one function per command (each in its own file). The parser has
/// already checked the command line against the command's spec, so these functions read `arguments`
/// and do the work. Return an `ExitCode`; throw `UsageError` for a combination of options the spec
/// cannot express, and it is reported like a parse error.
enum CommandImplementations {
    /// Prints every diagnostic, sorted by file and position, and a count line when there are errors.
    static func report(_ diagnostics: DiagnosticCollector, console: Console, writes: Bool = true) {
        for diagnostic in diagnostics.sorted { console.report(diagnostic) }
        let errors = diagnostics.errorCount
        guard errors > 0 else { return }
        let count = "featuregen: \(errors) error\(errors == 1 ? "" : "s")"
        console.printError(writes ? count + "; nothing was written" : count)
    }
}
