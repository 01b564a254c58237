import Testing
@testable import FeatureGenCore

private func extract(_ text: String, path: String = "V.swift") -> (specs: [ExtractedSpec], diagnostics: [String]) {
    let collector = DiagnosticCollector()
    let specs = Extractor.extract(SourceText(path: path, text: text), diagnostics: collector)
    return (specs, collector.sorted.map(\.description))
}

@Suite("Extractor")
struct ExtractorTests {
    @Test func counterWithButtonAndMethod() {
        let source = """
            import SwiftUI
            struct CounterView: View {
                @State private var count = 0
                @State private var isOn: Bool = false
                var body: some View {
                    Button("Add one") { count += 1 }
                }
                func reset() { count = 0; isOn.toggle() }
            }
            """
        let result = extract(source)
        #expect(result.diagnostics.isEmpty)
        #expect(result.specs.count == 1)
        #expect(result.specs.first?.yaml == """
            # Extracted by `featuregen extract` from V.swift (`CounterView`).
            # `inferred:` lines say where a value came from; `review:` lines need a decision.
            feature: Counter
            state:
              # inferred: type `Int` from the default value
              count: Int = 0
              isOn: Bool = false
            actions:
              # inferred: from Button "Add one" (line 6)
              addOneTapped:
                set: { count: state.count + 1 }
              # inferred: from the method `reset(…)` (line 8)
              reset:
                set: { count: 0, isOn: "!state.isOn" }

            """)
    }

    @Test func asyncLoadBecomesEffectWithResults() {
        let source = """
            struct Item { let id: Int; var name: String }
            struct ItemsScreen: View {
                @State var items: [Item] = []
                @State var failure: String?
                var body: some View { List(items) { Text($0.name) }.task { await load() } }
                func load() async {
                    do { items = try await api.fetchItems() } catch { failure = error.localizedDescription }
                }
            }
            """
        let yaml = extract(source).specs.first?.yaml ?? ""
        #expect(yaml.contains("""
            actions:
              # inferred: from the method `load(…)` (line 6)
              # inferred: sent by .task
              load:
                set: {}
                effect: fetchItems
            results:
              # inferred: result of `fetchItems`
              itemsLoaded:
                payload: "[Item]"
                set: { items: payload }
              # inferred: the error of `fetchItems`, as text
              fetchItemsFailed:
                payload: String
                set: { failure: payload }
            effects:
              # inferred: from `await …fetchItems(…)` in the prototype
              fetchItems:
                call: "fetchItems() async throws -> [Item]"
                success: itemsLoaded
                failure: fetchItemsFailed
            models:
              # inferred: from `struct Item` in the prototype
              Item: { id: Int, name: String }
            """))
    }

    @Test func otherWrappersBecomeCommentsAndUnknownTypesAreCommentedOut() {
        let source = """
            struct FormView: View {
                @Binding var isPresented: Bool
                @Environment(\\.dismiss) private var dismiss
                @State private var phase = .idle
                @State private var query = ""
                var body: some View { TextField("Search", text: $query) }
            }
            """
        let yaml = extract(source).specs.first?.yaml ?? ""
        #expect(yaml.contains("  # not state: `@Binding var isPresented: Bool`: owned by the parent view (passed in): not state of this feature"))
        #expect(yaml.contains("  # not state: `@Environment(\\.dismiss) var dismiss`: read from the environment: stays in the view"))
        #expect(yaml.contains("  # review: cannot infer the type of `phase` from `.idle`: write `Type = default`\n  # phase: .idle"))
        #expect(yaml.contains(#"  query: "String = \"\"""#))
        #expect(yaml.contains("  # could stay view-local: text being typed (the skill keeps it as @State in the view)\n  query:"))
        #expect(yaml.contains("  queryChanged:\n    payload: String\n    set: { query: payload }"))
    }

    @Test func conditionalTransitionsAreLeftToTheDeveloper() {
        let source = """
            struct V: View {
                @State var n = 0
                var body: some View { Text("") }
                func bump() { if n < 3 { n += 1 } }
            }
            """
        let yaml = extract(source).specs.first?.yaml ?? ""
        #expect(yaml.contains("  # review: no `set`: write this transition in the reducer (the prototype does `n += 1; if n < 3 { n += 1 }`)\n  bump: {}"))
    }

    @Test func viewsWithoutStateGiveNoSpec() {
        #expect(extract("struct V: View { let title: String\n var body: some View { Text(title) } }").specs.isEmpty)
    }

    @Test func badInputWarnsAndNeverStops() {
        let collector = DiagnosticCollector()
        let binary = SourceText(path: "b.swift", bytes: [0x73, 0x00, 0xFF])
        #expect(Extractor.extract(binary, diagnostics: collector).isEmpty)
        let invalid = SourceText(path: "u.swift", bytes: Array("struct V: View { @State var a = 1 }".utf8) + [0xC3])
        #expect(Extractor.extract(invalid, diagnostics: collector).isEmpty)
        let unbalanced = extract("struct V: View {\n @State var a = 1\n var body: some View { Text(\"x\" }\n")
        #expect(collector.sorted.map(\.description) == [
            "b.swift:1:2: warning: file contains NUL bytes and does not look like Swift source: skipped",
            "u.swift:1:36: warning: file is not valid UTF-8 text: skipped",
        ])
        #expect(unbalanced.diagnostics == ["V.swift:3:28: warning: unbalanced `(`: declarations after it may be missed"])
        let unterminated = extract("struct V: View {\n @State var a = \"open\n}")
        #expect(unterminated.diagnostics == ["V.swift:2:17: warning: unterminated string literal"])
    }

    @Test func yamlScalarsAreQuotedWhenNeeded() {
        #expect(YAMLWriter.scalar("Bool = false") == "Bool = false")
        #expect(YAMLWriter.scalar("[Order] = []") == "\"[Order] = []\"")
        #expect(YAMLWriter.scalar("String = \"a\\b\"") == #""String = \"a\\b\"""#)
        #expect(YAMLWriter.scalar("!state.on", inFlow: true) == "\"!state.on\"")
        #expect(YAMLWriter.scalar("a, b", inFlow: true) == "\"a, b\"")
        #expect(YAMLWriter.scalar("x #1") == "\"x #1\"")
        #expect(YAMLWriter.scalar("line\nbreak") == "\"line\\nbreak\"")
    }
}
