/// The values the generated tests need (`TestValueRules`), checked when validating, so that `validate`
/// refuses what `generate` could not write, with the same rules the planner uses.
extension SpecValidator {
    static func checkTestValues(_ features: [Feature], diagnostics: DiagnosticCollector) {
        for problem in TestValueRules.problems(in: features) {
            if problem.isError {
                diagnostics.error(problem.message, at: problem.location, notes: problem.notes)
            } else {
                diagnostics.warning(problem.message, at: problem.location, notes: problem.notes)
            }
        }
    }
}
