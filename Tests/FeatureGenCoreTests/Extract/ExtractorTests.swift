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
                trigger: appear
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

    /// IceCubes' `ServerFilter` declares `Keyword`, `Context` and `Action` inside it: a spec's model is
    /// a flat struct, so it stays the app's (a review line), and `ServerFilter.Action` is no reason to
    /// model another `struct Action`.
    @Test func aStructWithTypesInsideItIsNotAModel() throws {
        let source = """
            struct ServerFilter: Identifiable {
                struct Keyword: Identifiable { let id: String; let keyword: String }
                enum Action: String { case warn, hide }
                let id: String
                let keywords: [Keyword]
                let filterAction: Action
            }
            struct Action { let id: UUID; let handler: () -> Void }
            struct EditFilterView: View {
                @State private var filter: ServerFilter?
                @State private var keywords: [ServerFilter.Keyword] = []
                @State private var action: ServerFilter.Action = .warn
                var body: some View { Text("") }
            }
            """
        let yaml = try #require(extract(source).specs.first?.yaml)
        #expect(yaml.contains(
            "# review: `ServerFilter` declares types inside it (`Keyword`, `Action`), which a model cannot: declare it in the app module"),
            "\(yaml)")
        #expect(!yaml.contains("ServerFilter: {") && !yaml.contains("Keyword: {") && !yaml.contains("  Action: {"))
        #expect(yaml.contains("keywords: \"[ServerFilter.Keyword] = []\""))
    }

    /// What the view sends by itself is said with `trigger:` (so generated views wire it the same way),
    /// only for actions without a payload (the view sends those without values).
    @Test func lifecycleModifiersBecomeTriggers() throws {
        let source = """
            struct FeedView: View {
                @State var posts: [String] = []
                @State var isVisible = true
                var body: some View {
                    List(posts, id: \\.self) { Text($0) }
                        .task { await load() }
                        .refreshable { await load() }
                        .task(id: posts.count) { await loadPage(posts.count) }
                        .onDisappear { isVisible = false }
                }
                func load() async { posts = await api.posts() }
                func loadPage(_ page: Int) async { posts = await api.page(page) }
            }
            """
        let spec = try #require(extract(source).specs.first)
        #expect(spec.yaml.contains("  load:\n    set: {}\n    effect: postsEffect\n    trigger: [appear, refresh]\n"))
        #expect(spec.yaml.contains("  loadPage:\n    payload: Int\n    set: {}\n    effect: page\nresults:"))
        #expect(spec.yaml.contains("  disappeared:\n    set: { isVisible: false }\n    trigger: disappear\n"))
        let diagnostics = DiagnosticCollector()
        let root = SpecReader.read(SourceText(path: "Feed.feature.yml", text: spec.yaml), diagnostics: diagnostics)
        let feature = root.flatMap { SpecValidator.validate($0, specPath: "Feed.feature.yml", diagnostics: diagnostics) }
        #expect(diagnostics.diagnostics.map(\.message) == [])
        #expect(feature?.actions.first { $0.name == "load" }?.triggers == [.appear, .refresh])
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

    /// State is `Equatable` and a tuple or `Any` is not: the field is kept as written, commented out, with
    /// what to do; the spec still validates (as on a public app's `(left: [X], right: [X])` grid).
    @Test func aFieldStateCannotHoldIsCommentedOutWithAReviewLine() {
        let source = """
            struct GridView: View {
                @State private var halves: (left: [Int], right: [Int]) = (left: [], right: [])
                @State private var payload: [String: Any] = [:]
                @State private var count = 0
                var body: some View { Text("\\(count)") }
                func handle(_ event: any Event) { count += 1 }
            }
            """
        let result = extract(source)
        let yaml = result.specs.first?.yaml ?? ""
        #expect(yaml.contains(
            "  # review: `halves`: tuple types cannot be stored in state, messages or models; state, actions and "
                + "models are `Equatable`, and tuples are not: declare a model (`models:`) with the tuple's elements "
                + "as its fields\n"
                + #"  # halves: "(left: [Int], right: [Int]) = (left: [], right: [])""#), "\(yaml)")
        #expect(yaml.contains("  # review: `payload`: `Any` cannot be stored in state, messages or models; "), "\(yaml)")
        #expect(yaml.contains(#"  count: "Int = 0""#) || yaml.contains("  count: Int = 0"), "\(yaml)")
        #expect(yaml.contains(
            "  # review: `event: any Event` cannot be a payload (`any Event` cannot be stored in state, messages or "
                + "models): give the action a payload it can carry\n  handle:\n"), "\(yaml)")
        #expect(validateSpec(yaml).lines.allSatisfy { !$0.contains("error:") }, "\(validateSpec(yaml).lines)")
    }

    /// An `if` around the change keeps its condition (ConditionalAssignmentTests: what stays for review).
    @Test func aConditionalChangeKeepsItsCondition() {
        let source = """
            struct V: View {
                @State var n = 0
                var body: some View { Text("") }
                func bump() { if n < 3 { n += 1 } }
            }
            """
        let yaml = extract(source).specs.first?.yaml ?? ""
        #expect(yaml.contains("  bump:\n    set: { \"n\": \"state.n < 3 ? state.n + 1 : state.n\" }\n"), "\(yaml)")
    }

    @Test func viewsWithoutStateGiveNoSpec() {
        #expect(extract("struct V: View { let title: String\n var body: some View { Text(title) } }").specs.isEmpty)
    }

    @Test func badInputIsReportedAndNeverStopsTheOtherFiles() {
        let collector = DiagnosticCollector()
        let binary = SourceText(path: "b.swift", bytes: [0x73, 0x00, 0x01])
        #expect(Extractor.extract(binary, diagnostics: collector).isEmpty)
        let invalid = SourceText(path: "u.swift", bytes: Array("struct V: View { @State var a = 1 }".utf8) + [0xC3])
        #expect(Extractor.extract(invalid, diagnostics: collector).isEmpty)
        let unbalanced = extract("struct V: View {\n @State var a = 1\n var body: some View { Text(\"x\" }\n")
        #expect(collector.sorted.map(\.description) == [
            "b.swift:1:2: warning: file contains NUL bytes and does not look like Swift source: skipped",
            "u.swift:1:36: error: file is not valid UTF-8 (byte 0xC3): save it as UTF-8",
        ])
        #expect(unbalanced.diagnostics == ["V.swift:3:28: warning: unbalanced `(`: declarations after it may be missed"])
        let unterminated = extract("struct V: View {\n @State var a = \"open\n}")
        #expect(unterminated.diagnostics == ["V.swift:2:17: warning: unterminated string literal"])
    }

    @Test func aNestedViewsButtonsAreItsOwnActions() {
        let source = """
            struct LibraryView: View {
                @State private var showsAdd = false
                struct Row: View {
                    @State private var isStarred = false
                    var body: some View { Button("Details") { isStarred.toggle() } }
                }
                var body: some View { List { Row() }.toolbar { Button("Add") { showsAdd = true } } }
            }
            """
        let specs = extract(source).specs
        #expect(specs.map(\.featureName) == ["Library", "Row"])
        #expect(specs.map(\.actions) == [["addTapped"], ["detailsTapped"]])
    }

    @Test func invalidUTF8AnywhereIsAnErrorAndAByteOrderMarkIsNot() {
        let inString = SourceText(path: "s.swift", bytes: Array("struct V: View { @State var a = \"".utf8) + [0xC0, 0x22, 0x7D])
        let collector = DiagnosticCollector()
        #expect(Extractor.extract(inString, diagnostics: collector).isEmpty)
        #expect(collector.sorted.map(\.description) == ["s.swift:1:34: error: file is not valid UTF-8 (byte 0xC0): save it as UTF-8"])
        let utf16 = SourceText(path: "w.swift", bytes: [0xFF, 0xFE, 0x73, 0x00])
        #expect(Extractor.extract(utf16, diagnostics: collector).isEmpty)
        #expect(collector.sorted.last?.description == "w.swift:1:1: error: file is UTF-16 text, not UTF-8: save it as UTF-8")
        let bom = SourceText(path: "b.swift", bytes: [0xEF, 0xBB, 0xBF] + Array("struct V: View { @State var a = 1 }".utf8))
        let clean = DiagnosticCollector()
        #expect(Extractor.extract(bom, diagnostics: clean).first?.fields.map(\.name) == ["a"])
        #expect(clean.diagnostics.isEmpty)
    }

    @Test func effectsNeverTakeTheNameOfAnActionOrField() {
        let source = """
            struct FeedView: View {
                @State var posts: [String] = []
                @State var count = 0
                var body: some View { Text("") }
                func posts2() async { posts = await api.posts() }
                func loadCount() async { count = await api.count() }
            }
            """
        let spec = extract(source).specs.first
        #expect(spec?.effects == ["posts", "count"].map { $0 + "Effect" })
        #expect(spec?.yaml.contains("call: \"posts() async -> [String]\"") == true)
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
