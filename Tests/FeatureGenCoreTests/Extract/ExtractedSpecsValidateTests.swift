import Foundation
import Testing
@testable import FeatureGenCore

/// Every spec `extract` writes passes `featuregen validate`, one by one and all together (one run
/// generates them into one module): the in-repository corpus always, the held-out corpus when present.
@Suite("Extracted specs validate")
struct ExtractedSpecsValidateTests {
    /// The errors `validate` reports for these specs, written side by side in one folder.
    static func validationErrors(_ specs: [ExtractedSpec]) -> [String] {
        let diagnostics = DiagnosticCollector()
        var features: [Feature] = []
        for spec in specs {
            let path = "Specs/" + spec.suggestedFileName
            guard let root = SpecReader.read(SourceText(path: path, text: spec.yaml), diagnostics: diagnostics),
                let feature = SpecValidator.validate(root, specPath: path, diagnostics: diagnostics)
            else { continue }
            features.append(feature)
        }
        SpecValidator.validateRun(features, diagnostics: diagnostics)
        return diagnostics.sorted.filter { $0.severity == .error }.map(\.description)
    }

    @Test func inRepositoryCorpus() throws {
        let sources = try Corpus.sourceFiles().map { try Corpus.source($0) }
        let (specs, _) = Extractor.extract(sources: sources, diagnostics: DiagnosticCollector())
        #expect(specs.count >= sources.count)
        let errors = Self.validationErrors(specs)
        #expect(errors.isEmpty, "\(errors)")
        // Each file alone too: a spec must not lean on a model another spec of the run declares.
        for source in sources {
            let alone = Self.validationErrors(Extractor.extract(source, diagnostics: DiagnosticCollector()))
            #expect(alone.isEmpty, "\(source.path): \(alone)")
        }
    }

    @Test(.enabled(if: HeldOutCorpus.isPresent, HeldOutCorpusTests.skipReason))
    func heldOutCorpus() throws {
        guard let corpus = try HeldOutCorpus() else { return }
        let (specs, report) = try Extractor.extract(paths: [corpus.folder], diagnostics: DiagnosticCollector())
        let errors = Self.validationErrors(specs)
        print("held-out corpus: \(specs.count) specs from \(report.files) files, \(errors.count) validation errors")
        #expect(errors.isEmpty, "\(errors.prefix(20))")
        // The bulk run loses no view: every view with `@State` has its spec.
        let prefix = corpus.folder + "/"
        let extracted = Set(specs.map { String($0.sourcePath.dropFirst(prefix.count)) + "\t" + $0.viewName })
        let views = Set(corpus.members.map { $0.file + "\t" + $0.view })
        #expect(views.subtracting(extracted).isEmpty, "views without a spec: \(views.subtracting(extracted).sorted())")
    }

    /// Code that has broken specs before: keyword and YAML 1.1 names, multi-line text that would land
    /// in a comment, a view named `AppView`, huge and deeply nested values. (Named cases: the inputs
    /// are built in the test, so a failure report stays readable.)
    static let awkwardInputs: [String: String] = [
        "AppView and `on`": "struct AppView: View { @State var on = false\n var body: some View { Toggle(\"\", isOn: $on) } }",
        "YAML words": "struct YView: View { @State var y = 1\n @State var `default` = 2\n @State var no = 0\n"
            + " var body: some View { Button(\"n\") { y = 2; no = 1 } } }",
        "multi-line attribute": "struct AView: View {\n @AppStorage(\n \"k\"\n ) var k = \"\"\n @State var s = 0\n"
            + " var body: some View { Text(\"\") } }",
        "underscore name": "struct _PrivateView: View { @State var s = 0\n var body: some View { Text(\"\") } }",
        "Windows name": "struct ConView: View { @State var s = 0\n var body: some View { Text(\"\") } }",
        "YAML 1.1 line breaks": "struct V: View { @State var t = \"a\u{2028}b\"\n var body: some View { Text(\"\") }\n"
            + " func f() { t = \"x\u{85}y\" } }",
        "200 brackets": "struct V: View { @State var v = " + String(repeating: "[", count: 200)
            + String(repeating: "]", count: 200) + "\n var body: some View { Text(\"\") }\n func f() { v = "
            + String(repeating: "(", count: 200) + "1" + String(repeating: ")", count: 200) + " } }",
        "a long value": "struct V: View { @State var long = \"" + String(repeating: "x", count: 5_000)
            + "\"\n var body: some View { Text(\"\") } }",
    ]

    /// Deeper than the readers go (256 brackets): the file is skipped with a warning, nothing crashes.
    @Test func fortyThousandBracketsAreSkippedWithAWarning() {
        let source = "struct V: View { @State var v = " + String(repeating: "[", count: 40_000)
            + String(repeating: "]", count: 40_000) + "\n var body: some View { Text(\"\") } }"
        let diagnostics = DiagnosticCollector()
        #expect(Extractor.extract(SourceText(path: "V.swift", text: source), diagnostics: diagnostics).isEmpty)
        #expect(diagnostics.sorted.map(\.description) == ["V.swift:1:288: warning: brackets nested more than 256 levels deep: skipped"])
    }

    @Test(arguments: awkwardInputs.keys.sorted())
    func awkwardInputsGiveValidSpecs(_ name: String) {
        let source = Self.awkwardInputs[name] ?? ""
        let specs = Extractor.extract(SourceText(path: "V.swift", text: source), diagnostics: DiagnosticCollector())
        #expect(specs.count == 1)
        let errors = Self.validationErrors(specs)
        #expect(errors.isEmpty, "\(errors) in\n\(specs.first?.yaml.prefix(2_000) ?? "")")
        #expect(specs.allSatisfy { $0.yaml.utf8.count < 20_000 })
    }
}
