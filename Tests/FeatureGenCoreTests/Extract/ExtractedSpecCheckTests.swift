import Foundation
import Testing
@testable import FeatureGenCore

/// `extract` never hands out a spec `validate` refuses: one that would not validate (too large, or
/// refused alone or with the others of the run) is skipped with a warning at its view.
@Suite("Extracted spec check")
struct ExtractedSpecCheckTests {
    private func drafts(_ sources: [String: String], maxSpecBytes: Int = ReaderLimits.maxBytes)
        -> (specs: [ExtractedSpec], diagnostics: [String])
    {
        let collector = DiagnosticCollector()
        let texts = sources.keys.sorted().map { SourceText(path: $0, text: sources[$0] ?? "") }
        let result = Extractor.drafts(sources: texts, maxSpecBytes: maxSpecBytes, diagnostics: collector)
        return (result.specs, collector.sorted.map(\.description))
    }

    static let item = "struct Item { var name: String }\n"
    static func view(_ name: String, fields: Int) -> String {
        "struct \(name)View: View {\n @State var item = Item(name: \"\")\n"
            + (0..<fields).map { " @State var f\($0) = 0\n" }.joined() + " var body: some View { Text(\"\") }\n}\n"
    }

    /// Over the size `validate` reads, a spec is not written: the view is skipped with a warning and
    /// the rest goes on; a model the skipped spec declared is declared by the next spec using it.
    @Test func aSpecTooLargeForValidateIsSkipped_andTheOthersGoOn() throws {
        let sources = ["A.swift": Self.item + Self.view("Big", fields: 300), "B.swift": Self.view("Small", fields: 1)]
        let all = drafts(sources)
        #expect(all.specs.map(\.featureName) == ["Big", "Small"])
        #expect(all.specs[0].yaml.contains("models:\n  # inferred: from `struct Item` in the prototype\n  Item: { name: String }\n"))
        #expect(!all.specs[1].yaml.contains("Item: {"))
        let limit = all.specs[0].yaml.utf8.count - 1
        let result = drafts(sources, maxSpecBytes: limit)
        #expect(result.specs.map(\.featureName) == ["Small"])
        #expect(result.diagnostics == [
            "A.swift:2:8: warning: `BigView`: its spec would be \(limit + 1) bytes, more than the \(limit) bytes `validate` reads: skipped; split the view into smaller ones"
        ])
        #expect(result.specs[0].yaml.contains("  Item: { name: String }\n"))
        #expect(ExtractedSpecsValidateTests.validationErrors(result.specs).isEmpty)
    }

    private func extracted(_ sources: [String: String]) -> (specs: [ExtractedSpec], drafts: [ViewDraft]) {
        let texts = sources.keys.sorted().map { SourceText(path: $0, text: sources[$0] ?? "") }
        let result = Extractor.drafts(sources: texts, diagnostics: DiagnosticCollector())
        return (result.specs, result.drafts)
    }

    /// Whatever would still slip through (here a spec edited to be wrong) is refused with the
    /// validator's own errors, at the view.
    @Test func aSpecValidateRefusesIsReportedAtItsView() {
        var (specs, drafts) = extracted(["C.swift": Self.view("Counter", fields: 1), "D.swift": Self.view("Dial", fields: 1)])
        specs[0].yaml = specs[0].yaml.replacingOccurrences(of: "feature: Counter", with: "feature: Self")
        let diagnostics = DiagnosticCollector()
        #expect(ExtractedSpecCheck.refused(specs, drafts: drafts, diagnostics: diagnostics) == [0])
        #expect(diagnostics.sorted.map(\.description) == ["""
            C.swift:1:8: warning: `CounterView`: its spec would not pass `validate`: skipped
            C.swift:1:8: note: the spec: `Self` cannot name a feature; try `SelfValue`
            """])
    }

    /// Checked together too (one module): the later of two specs declaring one model is refused.
    @Test func specsThatClashTogetherAreRefusedAtTheLaterView() {
        var (specs, drafts) = extracted(["C.swift": Self.item + Self.view("Counter", fields: 1), "D.swift": Self.view("Dial", fields: 1)])
        specs[1].yaml += "models:\n  Item: { name: String }\n"
        let diagnostics = DiagnosticCollector()
        #expect(ExtractedSpecCheck.refused(specs, drafts: drafts, diagnostics: diagnostics) == [1])
        #expect(diagnostics.sorted.map(\.description) == ["""
            D.swift:1:8: warning: `DialView`: its spec would not pass `validate` with the others of this run: skipped
            D.swift:1:8: note: the spec: model `Item` is also defined by feature `Counter`
            """])
    }

    /// The line written above each spec counts: what is checked is what is written.
    @Test func theHeaderIsCheckedWithTheSpec() {
        let (specs, drafts) = extracted(["C.swift": Self.view("Counter", fields: 1)])
        let diagnostics = DiagnosticCollector()
        #expect(ExtractedSpecCheck.refused(specs, drafts: drafts, header: "# schema\n", diagnostics: diagnostics).isEmpty)
        #expect(ExtractedSpecCheck.refused(specs, drafts: drafts, header: "feature: Other\n", diagnostics: diagnostics) == [0])
    }

    @Test func sizesAreSaidInMebibytes() {
        #expect(ExtractedSpecCheck.size(8 * 1024 * 1024) == "8 MiB")
        #expect(ExtractedSpecCheck.size(14_778_070) == "14.1 MiB")
        #expect(ExtractedSpecCheck.size(2_000) == "2000 bytes")
    }
}
