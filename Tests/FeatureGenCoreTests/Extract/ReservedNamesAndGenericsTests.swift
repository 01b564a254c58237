import Testing
@testable import FeatureGenCore

/// Specs `validate` accepts but that would not be named or compile as written: a view named like a
/// reserved type (`SelfView`) gets a usable feature name, and what uses a generic view's type
/// parameter (`items: [T]`) is left out, since the generated code declares no `T`.
@Suite("Reserved names and generic views")
struct ReservedNamesAndGenericsTests {
    private func drafts(_ sources: [String: String]) -> (specs: [ExtractedSpec], diagnostics: [String]) {
        let collector = DiagnosticCollector()
        let texts = sources.keys.sorted().map { SourceText(path: $0, text: sources[$0] ?? "") }
        let result = Extractor.drafts(sources: texts, diagnostics: collector)
        return (result.specs, collector.sorted.map(\.description))
    }

    @Test(arguments: ["Self", "Type", "Protocol"])
    func aViewNamedLikeAReservedTypeBecomesAFeature(_ name: String) throws {
        let source = "struct \(name)View: View {\n @State var count = 0\n var body: some View { Text(\"\") }\n}"
        let result = drafts(["V.swift": source])
        let spec = try #require(result.specs.first)
        #expect(spec.featureName == "\(name)Feature")
        #expect(spec.yaml.contains("# review: feature named `\(name)Feature`: `\(name)` is reserved by Swift and cannot name a type\nfeature: \(name)Feature\n"))
        #expect(result.diagnostics == [
            "V.swift:1:1: warning: feature name `\(name)` is reserved by Swift and cannot name a type: named `\(name)Feature`"
        ])
        #expect(ExtractedSpecsValidateTests.validationErrors(result.specs).isEmpty)
    }

    /// IceCubes declares `enum ConversationDetailState` beside `ConversationDetailView`: the feature
    /// `ConversationDetail` would generate a `ConversationDetailState` of its own, and its field typed
    /// with the app's enum would name the generated struct. The feature is named otherwise.
    @Test func aFeatureIsNotNamedLikeATypeThePrototypesDeclare() throws {
        let view = """
            struct ConversationDetailView: View {
              @State private var viewState: ConversationDetailState = .loading
              var body: some View { Text("") }
            }
            """
        let result = drafts(["State.swift": "enum ConversationDetailState { case loading, loaded }", "View.swift": view])
        let spec = try #require(result.specs.first)
        #expect(spec.featureName == "ConversationDetailScreen")
        #expect(result.diagnostics == [
            "View.swift:1:1: warning: feature name `ConversationDetail` would generate `ConversationDetailState`, "
                + "which the prototypes declare: named `ConversationDetailScreen`"
        ])
        // The view itself is the one the generated view replaces, and a type declared in its file goes
        // with it: no clash.
        #expect(drafts(["View.swift": "enum ConversationDetailState { case loading, loaded }\n" + view]).specs.first?.featureName
            == "ConversationDetail")
    }

    /// TCA's case studies import `PresentationState` and `PresentationAction` (`@PresentationState var
    /// destination`): a feature `Presentation` generated types of those names, which shadowed TCA's in
    /// the module, and the views using them did not compile. A type the prototypes use and do not declare
    /// is taken like one they declare.
    @Test func aFeatureIsNotNamedLikeATypeThePrototypesUse() throws {
        let view = """
            import ComposableArchitecture
            struct PresentationView: View {
              @State private var count = 0
              let action: PresentationAction<Int>?
              var body: some View { Text("\\(count)") }
            }
            """
        let result = drafts(["View.swift": view])
        let spec = try #require(result.specs.first)
        #expect(spec.featureName == "PresentationScreen")
        #expect(result.diagnostics == [
            "View.swift:1:1: warning: feature name `Presentation` would generate `PresentationAction`, "
                + "which the prototypes use (declared elsewhere): named `PresentationScreen`"
        ])
    }

    /// `items: "[T] = []"` validates but cannot compile (no `T` in the generated code): left out.
    @Test func stateAndPayloadsUsingATypeParameterAreLeftOut() throws {
        let source = """
            struct ListView<T: Hashable, each U>: View {
                @State var items: [T] = []
                @State var pending = [T]()
                @State var selection: T?
                @State var count = 0
                var body: some View { Button("More") { count += 1 } }
                func select(_ item: T) { selection = item; count += 1 }
                func mark<V>(_ value: V) { count += 1 }
            }
            """
        let result = drafts(["ListView.swift": source])
        let spec = try #require(result.specs.first)
        #expect(spec.fields.filter { $0.isState && !$0.needsReview }.map(\.name) == ["count"])
        #expect(spec.yaml.contains("""
              # review: `items` uses the view's type parameter `T`: write a concrete type to keep it in the state, or leave it in the view
              # items: "[T] = []"
            """))
        #expect(spec.review.contains("`pending` uses the view's type parameter `T`: write a concrete type to keep it in the state, or leave it in the view"))
        #expect(spec.review.contains("`selection` uses the view's type parameter `T`: write a concrete type to keep it in the state, or leave it in the view"))
        #expect(spec.review.first?.hasPrefix("`ListView` is generic (`T`, `U`): a feature is one concrete screen") == true)
        #expect(spec.review.contains("`item: T` cannot be a payload (it uses the type parameter `T`): give the action a payload it can carry"))
        #expect(spec.review.contains("`value: V` cannot be a payload (it uses the type parameter `V`): give the action a payload it can carry"))
        #expect(!spec.yaml.contains("payload: T") && !spec.yaml.contains("payload: V"))
        #expect(ExtractedSpecsValidateTests.validationErrors(result.specs).isEmpty)
    }

    @Test func aViewInsideAGenericTypeSeesItsParameters() throws {
        let source = """
            struct Picker<Value: Hashable> {
                struct RowView: View {
                    @State var chosen: Value?
                    @State var isOpen = false
                    var body: some View { Text("") }
                }
            }
            """
        let spec = try #require(drafts(["Picker.swift": source]).specs.first)
        #expect(spec.fields.filter { !$0.needsReview }.map(\.name) == ["isOpen"])
        #expect(spec.review.contains { $0.hasPrefix("`chosen` uses the view's type parameter `Value`") })
    }

    /// Plain views are no different: a type named like a parameter elsewhere is left alone.
    @Test func aPlainViewKeepsItsState() throws {
        let source = "struct TView: View {\n @State var items: [T] = []\n var body: some View { Text(\"\") }\n}"
        let spec = try #require(drafts(["T.swift": source]).specs.first)
        #expect(spec.yaml.contains("  items: \"[T] = []\"\n"))
    }
}
