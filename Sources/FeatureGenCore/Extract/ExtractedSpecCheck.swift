import Foundation

/// The last step of `extract`: every spec is read and validated as `featuregen validate` reads it (its
/// size, alone, then with the other specs of the run), so no spec `validate` refuses is ever written.
/// Where the errors point at parts of the spec (an action's `set`, payload or effect, a field, a model),
/// `Extractor` leaves out those parts (`SpecRepair`) and checks again; a view still refused is skipped
/// with a warning at its declaration, the validator's errors as notes; the other views go on.
enum ExtractedSpecCheck {
    /// Why `validate` would refuse a spec: too large to read, or its errors (alone, or with the others
    /// of the run: `together`).
    struct Refusal {
        var errors: [Diagnostic]
        var tooLarge = false
        var together = false
    }

    /// The indices of the `specs` (parallel to `drafts`) that `validate` would refuse, each reported.
    /// `header`: what is written above each spec (the schema line), checked with it.
    static func refused(
        _ specs: [ExtractedSpec], drafts: [ViewDraft], header: String = "", maxBytes: Int = ReaderLimits.maxBytes,
        style: OutputStyle.Name = .default, diagnostics: DiagnosticCollector
    ) -> Set<Int> {
        let found = refusals(specs, header: header, maxBytes: maxBytes, style: style)
        for (index, refusal) in found.sorted(by: { $0.key < $1.key }) {
            report(drafts[index], refusal, bytes: (header + specs[index].yaml).utf8.count, maxBytes: maxBytes, diagnostics: diagnostics)
        }
        return Set(found.keys)
    }

    /// Why `validate` would refuse each spec it refuses, by index.
    static func refusals(
        _ specs: [ExtractedSpec], header: String = "", maxBytes: Int = ReaderLimits.maxBytes, style: OutputStyle.Name = .default
    ) -> [Int: Refusal] {
        let alone = specs.concurrentMap { spec -> (feature: Feature?, errors: [Diagnostic]) in
            let text = header + spec.yaml
            guard text.utf8.count <= maxBytes else { return (nil, []) }
            let collector = DiagnosticCollector()
            let source = SourceText(path: spec.suggestedFileName, text: text)
            let feature = SpecReader.read(source, diagnostics: collector).flatMap {
                SpecValidator.validate($0, specPath: source.path, diagnostics: collector)
            }
            return (feature, collector.sorted.filter { $0.severity == .error })
        }
        var refused: [Int: Refusal] = [:]
        for (index, result) in alone.enumerated() where result.feature == nil || !result.errors.isEmpty {
            refused[index] = Refusal(errors: result.errors, tooLarge: (header + specs[index].yaml).utf8.count > maxBytes)
        }
        // Together: the specs of one run are generated into one module. `validateRun` reports a clash
        // at the later spec, so that one is refused.
        let kept = alone.indices.filter { refused[$0] == nil }
        let run = DiagnosticCollector()
        SpecValidator.validateRun(kept.compactMap { alone[$0].feature }, style: style, diagnostics: run)
        let errors = run.sorted.filter { $0.severity == .error }
        for index in kept {
            let own = errors.filter { $0.location?.path == specs[index].suggestedFileName }
            if !own.isEmpty { refused[index] = Refusal(errors: own, together: true) }
        }
        return refused
    }

    /// The warning of a view skipped for its refused spec, at its declaration, the errors as notes.
    static func report(_ draft: ViewDraft, _ refusal: Refusal, bytes: Int, maxBytes: Int, diagnostics: DiagnosticCollector) {
        let problem = refusal.tooLarge
            ? "its spec would be \(size(bytes)), more than the \(size(maxBytes)) `validate` reads: skipped; split the view into smaller ones"
            : refusal.together
                ? "its spec would not pass `validate` with the others of this run: skipped" : "its spec would not pass `validate`: skipped"
        report(draft, problem, errors: refusal.errors, diagnostics: diagnostics)
    }

    private static func report(
        _ draft: ViewDraft, _ problem: String, errors: [Diagnostic], diagnostics: DiagnosticCollector
    ) {
        diagnostics.warning(
            "`\(draft.view)`: \(problem)", at: draft.stream.location(draft.declaration.nameIndex),
            notes: errors.map { .init("the spec: " + $0.message) })
    }

    /// `14.1 MiB`, `8 MiB`; `2000 bytes` under a mebibyte.
    static func size(_ bytes: Int) -> String {
        let value = Double(bytes) / (1024 * 1024)
        if bytes < 1024 * 1024 { return "\(bytes) bytes" }
        return value == value.rounded() ? "\(Int(value)) MiB" : String(format: "%.1f MiB", value)
    }
}
