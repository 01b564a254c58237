import FeatureGenCore

/// The work behind each command, one function per command (each in its own file). The parser has
/// already checked the command line against the command's spec, so these functions read `arguments`
/// and do the work. Return an `ExitCode`; throw `UsageError` for a combination of options the spec
/// cannot express, and it is reported like a parse error.
enum CommandImplementations {
    /// Prints the diagnostics, sorted by file and position (the first 100 errors and warnings, then
    /// how many more), and a count line when there are errors.
    static func report(_ diagnostics: DiagnosticCollector, console: Console, writes: Bool = true) {
        reportCapped(diagnostics, console: console)
        let errors = diagnostics.errorCount
        guard errors > 0 else { return }
        let count = "featuregen: \(errors) error\(errors == 1 ? "" : "s")"
        console.printError(writes ? count + "; nothing was written" : count)
    }

    /// The first diagnostics and a line saying how many more there are.
    static func reportCapped(_ diagnostics: DiagnosticCollector, console: Console) {
        let summary = DiagnosticSummary(diagnostics)
        for diagnostic in summary.shown { console.report(diagnostic) }
        if let hidden = summary.hiddenLine { console.printError(hidden) }
    }

    /// `--module NAME`, checked: it is written into `@testable import NAME`, so `App;import Foo` must
    /// not get through. nil when the option is not given.
    static func module(_ arguments: ParsedArguments) throws(UsageError) -> String? {
        guard let name = arguments.value("--module") else { return nil }
        guard Identifiers.isModuleName(name) else {
            throw UsageError(
                "`--module` must be a module name (a Swift identifier), not `\(Excerpt.cut(name))`",
                notes: [.init("the generated tests write `@testable import` followed by it")])
        }
        return name
    }

    /// `--style NAME`, checked; nil when the option is not given.
    static func style(_ arguments: ParsedArguments) throws(UsageError) -> OutputStyle.Name? {
        guard let name = arguments.value("--style") else { return nil }
        guard let style = OutputStyle.Name(rawValue: name) else {
            let error = UsageError.unknown("style", name, among: OutputStyle.Name.allCases.map(\.rawValue))
            throw UsageError(error.message + "; use " + OutputStyle.Name.choices, notes: error.notes)
        }
        return style
    }
}
