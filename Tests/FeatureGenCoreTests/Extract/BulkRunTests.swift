import Foundation
import Testing
@testable import FeatureGenCore

/// Issue 24, bulk runs: many apps extracted in one run into one folder give a valid set of specs, and
/// one app's declarations never change another app's specs.
@Suite("Bulk runs over many apps")
struct BulkRunTests {
    /// Sources by path, each in the app (scope) named by its first path component.
    private func extract(_ sources: [String: String], scoped: Bool = true) -> (specs: [ExtractedSpec], diagnostics: [String]) {
        let collector = DiagnosticCollector()
        let texts = sources.keys.sorted().map { SourceText(path: $0, text: sources[$0] ?? "") }
        let scopes = scoped ? ExtractionScopes.of(texts, paths: ["A", "B/"]) : nil
        let result = Extractor.drafts(sources: texts, scopes: scopes, diagnostics: collector)
        return (result.specs, collector.sorted.map(\.description))
    }

    @Test func eachSourceBelongsToTheLongestPathItIsUnder() {
        let sources = ["A/V.swift", "A/Sub/W.swift", "B/X.swift", "AB/Y.swift", "C.swift"].map { SourceText(path: $0, text: "") }
        #expect(ExtractionScopes.of(sources, paths: ["A", "A/Sub/", "B", "C.swift"]) == ["A", "A/Sub", "B", "", "C.swift"])
    }

    @Test func aTypeDeclaredInOneAppDoesNotChangeAnothersSpec() throws {
        let sources = [
            "A/Storage.swift": "final class Storage { var size = 0 }",
            "B/SettingsView.swift": "struct SettingsView: View {\n @State var storage = Storage()\n var body: some View { Text(\"\") }\n}",
        ]
        let alone = try #require(extract(["B/SettingsView.swift": sources["B/SettingsView.swift"] ?? ""]).specs.first)
        let together = try #require(extract(sources).specs.first)
        #expect(together.yaml == alone.yaml)
        #expect(together.fields.first?.isState == true)
        // One scope for both (as before): app A's class made app B's value an object.
        let merged = try #require(extract(sources, scoped: false).specs.first)
        #expect(merged.fields.first?.isState == false)
    }

    @Test func twoAppsModelsOfOneNameAreNotMerged() throws {
        func view(_ name: String) -> String {
            "struct \(name)View: View {\n @State var items: [Item] = []\n var body: some View { Text(\"\") }\n}"
        }
        let result = extract([
            "A/Item.swift": "struct Item { var title: String }", "A/ListView.swift": view("List"),
            "B/Item.swift": "struct Item { var id: Int }", "B/GridView.swift": view("Grid"),
        ])
        let specs = Dictionary(uniqueKeysWithValues: result.specs.map { ($0.featureName, $0) })
        #expect(specs["List"]?.yaml.contains("models:\n  # inferred: from `struct Item` in the prototype\n  Item: { title: String }") == true)
        #expect(specs["Grid"]?.review.contains {
            $0.contains("`Item` differs from the `Item` of another app (declared in the spec of `List`)")
        } == true)
        #expect(ExtractedSpecsValidateTests.validationErrors(result.specs).isEmpty)
    }

    @Test func theSameModelInTwoAppsIsDeclaredOnce() throws {
        let view = "struct ListView: View {\n @State var items: [Item] = []\n var body: some View { Text(\"\") }\n}"
        let result = extract([
            "A/Item.swift": "struct Item { var title: String }", "A/ListView.swift": view,
            "B/Item.swift": "struct Item { var title: String }", "B/ListView.swift": view,
        ])
        #expect(result.specs.map(\.featureName) == ["List", "List2"])
        #expect(result.specs.last?.yaml.contains("# inferred: `Item` is declared in the spec of `List`") == true)
        #expect(result.specs.last?.review.contains { $0.contains("Item") } == false)
    }

    /// `Preview` generates `PreviewContainerView`, the pure view of a feature `PreviewContainer`: the
    /// later one is numbered (before, `validate` refused the pair and one view was skipped).
    @Test func aFeatureThatWouldGenerateAnothersTypeIsRenamed() throws {
        func view(_ name: String) -> String { "struct \(name): View {\n @State var count = 0\n var body: some View { Text(\"\") }\n}" }
        let result = extract(["A/P.swift": view("PreviewContainerView"), "B/Q.swift": view("PreviewView")])
        #expect(result.specs.map(\.featureName) == ["PreviewContainer", "Preview2"])
        #expect(result.diagnostics == [
            "B/Q.swift:1:1: warning: feature name `Preview` would generate `PreviewContainerView`, which another feature generates: named `Preview2`"
        ])
        #expect(ExtractedSpecsValidateTests.validationErrors(result.specs).isEmpty)
    }

    /// An app's own `AppState` cannot be a field's type: the generated `AppState` holds every feature's state.
    @Test func aFieldTypedWithAnAppTypeFeaturegenGeneratesIsCommentedOut() throws {
        let source = """
            struct AppState { var count = 0 }
            struct CounterView: View {
                @State private var app = AppState()
                @State private var last: AppAction?
                @State private var count = 0
                var body: some View { Text("") }
            }
            """
        let spec = try #require(extract(["A/V.swift": source]).specs.first)
        #expect(spec.fields.filter { $0.isState && !$0.needsReview }.map(\.name) == ["count"])
        #expect(spec.review.contains {
            $0.hasPrefix("`app` is typed with `AppState`, a name featuregen generates for the App")
        })
        #expect(spec.yaml.contains("  # last: AppAction?\n"))
    }
}
