import Foundation
import Testing
@testable import FeatureGenCore

private func extract(_ text: String) -> (specs: [ExtractedSpec], diagnostics: [String]) {
    let collector = DiagnosticCollector()
    let specs = Extractor.extract(SourceText(path: "V.swift", text: text), diagnostics: collector)
    return (specs, collector.sorted.map(\.description))
}

/// The errors `validate` reports for a draft written as `extract` writes it.
private func errors(_ draft: SpecDraft) -> [Diagnostic] {
    let collector = DiagnosticCollector()
    let source = SourceText(path: "T.feature.yml", text: YAMLWriter.write(draft))
    if let root = SpecReader.read(source, diagnostics: collector) { _ = SpecValidator.validate(root, specPath: source.path, diagnostics: collector) }
    return collector.sorted.filter { $0.severity == .error }
}

/// One bad part of a spec costs that part, with a review line, not the whole view (issue 24, item 2).
@Suite("Spec repair")
struct SpecRepairTests {
    /// Before: `FillView: its spec would not pass validate: skipped` (the Reload button runs the load's
    /// effect, whose parameter `id` it cannot fill). Now only the Reload button's effect goes.
    @Test func anEffectAnActionCannotRunIsLeftOutOfThatActionOnly() throws {
        let result = extract("""
            struct Entry: Equatable { var id: Int; var name: String }
            struct FillView: View {
                @State private var entry: Entry?
                @State private var selectedID = 0
                @State private var count = 0
                var body: some View {
                    Button("Add") { count += 1 }
                    Button("Reload") { Task { entry = try? await api.fetchEntry(selectedID) } }
                }
                func load(_ id: Int) async { entry = try? await api.fetchEntry(id) }
            }
            """)
        #expect(result.diagnostics.isEmpty)
        let spec = try #require(result.specs.first)
        #expect(spec.actions == ["addTapped", "reloadTapped", "load"])
        #expect(spec.yaml.contains("""
              # review: no effect: `validate` refuses `effect: fetchEntry` (cannot fill parameter `id` of `fetchEntry` for action `reloadTapped`; add `arguments: { id: … }` to effect `fetchEntry`)
              reloadTapped:
                set: {}
              # inferred: from the method `load(…)` (line 10)
              load:
                payload: Int
                set: {}
                effect: fetchEntry
            """))
        #expect(ExtractedSpecsValidateTests.validationErrors(result.specs).isEmpty)
    }

    /// Before: skipped for `model name `photo` must start with an uppercase letter` and the parameter
    /// type cut at its comma (`Result<[URL]`). Now the model alone is left out, the type is read whole.
    @Test func aLowerCaseModelIsLeftOutAndAGenericTypeIsReadWhole() throws {
        let result = extract("""
            struct photo: Equatable { var name: String }
            struct BadView: View {
                @State private var count = 0
                @State private var urls: [URL] = []
                @State private var photos: [photo] = []
                var body: some View { Button("Add") { count += 1 } }
                func handle(_ result: Result<[URL], Error>, limit: Dictionary<String, Int>, strict: Bool = 1 < 2) { count = 0 }
                func addPhoto(_ p: photo) { photos.append(p) }
            }
            """)
        #expect(result.diagnostics.isEmpty)
        let spec = try #require(result.specs.first)
        #expect(spec.actions == ["addTapped", "handle", "addPhoto"])
        #expect(spec.yaml.contains("""
              handle:
                payload: { result: "Result<[URL], Error>", limit: "Dictionary<String, Int>", strict: Bool }
                set: { count: 0 }
            """))
        #expect(spec.yaml.contains("""
            # models:
              # review: `photo` is left out: `validate` refuses `photo: { name: String }` (model name `photo` must start with an uppercase letter); declare it in the app, or rename it and add it here

            """))
        #expect(ExtractedSpecsValidateTests.validationErrors(result.specs).isEmpty)
    }

    /// Each part the validator points at goes, with what depends on it: a `when` takes the `set` and
    /// effect it guards (they must not run unconditionally), and an effect no action runs any more goes
    /// with its results. An error in the spec's frame cannot be mended.
    @Test func eachRefusedPartGoesWithWhatDependsOnIt() {
        var draft = SpecDraft(feature: "T")
        draft.fields = [DraftField(name: "count", type: "Int", specDefault: "0")]
        draft.actions = [
            DraftMessage(name: "a", set: [("count", "1")], effect: "e", condition: "payload > 0"),
            DraftMessage(name: "b", set: [("count", "(1")]),
            DraftMessage(name: "c", payload: .single("Result<[URL]"), set: [("count", "2")]),
            DraftMessage(name: "d", payload: .single("Result<[URL]"), set: [("count", "payload")]),
        ]
        draft.results = [DraftMessage(name: "eLoaded", payload: .single("Int"), set: [("count", "payload")])]
        draft.effects = [DraftEffect(name: "e", function: "e", call: "e() async -> Int", success: "eLoaded")]
        for _ in 0..<4 where !errors(draft).isEmpty {
            #expect(SpecRepair.mend(&draft, errors: errors(draft), lines: YAMLWriter.lines(draft), headerLines: 0))
        }
        #expect(errors(draft).isEmpty)
        #expect(YAMLWriter.write(draft) == """
            feature: T
            state:
              count: Int = 0
            actions:
              # review: no `when`: `validate` refuses `when: payload > 0` (`payload` is not in scope: action `a` has no payload); its `set` and effect too, which would run unconditionally: write this transition in the reducer
              # review: the effect `e` (`e() async -> Int`) is left out with it: add it back by hand
              a: {}
              # review: no `set`: `validate` refuses `set: { count: (1 }` (unbalanced `(`): write this transition in the reducer
              b: {}
              # review: no payload: `validate` refuses `payload: "Result<[URL]"` (unbalanced `<` in type `Result<[URL]`): give the message a payload it can carry
              c:
                set: { count: 2 }
              # review: no payload: `validate` refuses `payload: "Result<[URL]"` (unbalanced `<` in type `Result<[URL]`); left out with it: the `set` that reads it: give the message a payload it can carry
              d: {}

            """)
        var frame = SpecDraft(feature: "self")
        #expect(!errors(frame).isEmpty)
        #expect(!SpecRepair.mend(&frame, errors: errors(frame), lines: YAMLWriter.lines(frame), headerLines: 0))
    }
}
