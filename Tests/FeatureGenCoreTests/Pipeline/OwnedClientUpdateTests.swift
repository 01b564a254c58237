import Foundation
import Testing

@testable import FeatureGenCore

/// TCA: the developer's `OrderClient+Live.swift` (its `liveValue` and `previewValue`) follows the spec
/// with `--update-owned`: an endpoint the spec adds is added in the client's order, as a new project
/// gets it; one whose closure no longer fits (a changed signature) or that is gone is put inside a
/// marked comment. Insertions only, whole lines: every line of the developer's file stays.
@Suite struct OwnedClientUpdateTests {
    static let spec = """
        feature: Order
        state:
          items: "[Int] = []"
          note: String = ""
        actions:
          load:
            set: {}
            effect: fetchItems
        results:
          loaded:
            payload: "[Int]"
            set: { items: payload }
          failed:
            payload: String
            set: { note: payload }
        effects:
          fetchItems:
            call: fetchItems() async throws -> [Int]
            success: loaded
            failure: failed
        """
    static let live = "Out/Dependencies/OrderClient+Live.swift"

    /// Adds an action `name` calling `call` (effects listed in the order given: `first` puts it first).
    static func adding(_ name: String, call: String, arguments: String? = nil, first: Bool, to spec: String = spec)
        -> String
    {
        var effect = "  \(name):\n    call: \"\(call)\"\n"
        if let arguments { effect += "    arguments: { \(arguments) }\n" }
        effect += "    failure: failed\n"
        let action = "  \(name)Tapped:\n    set: {}\n    effect: \(name)\n"
        var text = spec.replacingOccurrences(of: "results:\n", with: action + "results:\n")
        text = first
            ? text.replacingOccurrences(of: "effects:\n", with: "effects:\n" + effect)
            : text + "\n" + effect
        return text
    }

    private func plan(_ yaml: String) throws -> (features: [Feature], plan: FilePlan) {
        let read = FeatureGenCoreTests.feature(yaml)
        let parsed = try #require(read)
        let options = GenerateOptions(output: "Out", testsOutput: nil, module: "App", style: .tca)
        let plan = Planner.plan(
            [parsed], options: options, templates: .defaults(for: .tca), diagnostics: DiagnosticCollector())
        return ([parsed], plan)
    }

    /// The live file a new project of `before` gets, with the developer's line in it, then what
    /// `--update-owned` makes of it for `after`, and what `generate` reports before that. Checked for
    /// every test: every line of the developer's is still there, in order (or with a `,` added at its
    /// end, where an argument now follows it; `OrderClient()` has no line to add one on, `splitsALine`),
    /// and a second run has nothing to add or report.
    private func update(
        _ before: String, to after: String, splitsALine: Bool = false,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> (text: String, diagnostics: [Diagnostic]) {
        let base = NSTemporaryDirectory() + "featuregen-client-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: base) }
        let created = try #require(plan(before).plan.files.first { $0.path == Self.live }?.contents)
        let original = created.replacingOccurrences(of: "DependencyKey {\n", with: "DependencyKey {\n  // mine\n")
        try FileManager.default.createDirectory(atPath: base + "/Out/Dependencies", withIntermediateDirectories: true)
        try original.write(toFile: base + "/" + Self.live, atomically: true, encoding: .utf8)
        let (features, newPlan) = try plan(after)
        let diagnostics = DiagnosticCollector()
        _ = OwnedFileCheck.check(features, plan: newPlan, style: .tca, diagnostics: diagnostics, base: base)
        let text = try #require(
            OwnedFileCheck.additions(features, plan: newPlan, style: .tca, base: base).first { $0.path == Self.live }?
                .contents, sourceLocation: sourceLocation)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        for line in original.split(separator: "\n", omittingEmptySubsequences: false) where !splitsALine {
            guard let index = lines.firstIndex(where: { $0 == line || $0 == line + "," }) else {
                Issue.record("lost the line \(line.debugDescription) in\n\(text)", sourceLocation: sourceLocation)
                break
            }
            lines = lines[(index + 1)...]
        }
        try text.write(toFile: base + "/" + Self.live, atomically: true, encoding: .utf8)
        #expect(OwnedFileCheck.additions(features, plan: newPlan, style: .tca, base: base).isEmpty, sourceLocation: sourceLocation)
        let again = DiagnosticCollector()
        _ = OwnedFileCheck.check(features, plan: newPlan, style: .tca, diagnostics: again, base: base)
        #expect(again.diagnostics.isEmpty, "\(again.diagnostics.map(\.description))", sourceLocation: sourceLocation)
        return (text, diagnostics.diagnostics)
    }

    @Test func anEndpointTheSpecAddsIsAddedInTheClientsOrder_asANewProjectGetsIt() throws {
        let after = Self.adding("deleteItem", call: "deleteItem(id: Int) async throws", arguments: "id: 1", first: true)
        let (text, diagnostics) = try update(Self.spec, to: after)
        // Before `fetchItems`, as `@DependencyClient`'s init takes them; the preview answers at once.
        #expect(text.contains("""
              static let liveValue = OrderClient(
                deleteItem: { id in
                  throw ClientNotImplemented(endpoint: "OrderClient.deleteItem(id:)")
                },
                fetchItems: {
            """))
        #expect(text.contains("  static let previewValue = OrderClient(\n    deleteItem: { id in },\n    fetchItems: {"))
        #expect(diagnostics.map(\.message).contains {
            $0.contains("leaves out `deleteItem`, which the spec's effect `deleteItem` calls")
        })
    }

    @Test func anEndpointAfterTheLastIsAddedAfterIt_withAComma() throws {
        let after = Self.adding("save", call: "save(note: String) async throws", arguments: "note: state.note", first: false)
        let (text, _) = try update(Self.spec, to: after)
        #expect(text.contains("""
                  throw ClientNotImplemented(endpoint: "OrderClient.fetchItems()")
                },
                save: { note in
                  throw ClientNotImplemented(endpoint: "OrderClient.save(note:)")
                }
              )
            """))
    }

    @Test func aClosureWhoseSignatureChangedStaysInAMarkedComment_beforeTheNewOne() throws {
        let after = Self.spec.replacingOccurrences(
            of: "call: fetchItems() async throws -> [Int]",
            with: "call: \"fetchItems(page: Int) async throws -> [Int]\"\n    arguments: { page: 1 }")
        let (text, diagnostics) = try update(Self.spec, to: after)
        #expect(text.contains("""
              static let liveValue = OrderClient(
                /* featuregen: `OrderClient` no longer takes `fetchItems` as written here: move what you need into the endpoint as the spec now has it, then delete this comment.
                fetchItems: {
                  throw ClientNotImplemented(endpoint: "OrderClient.fetchItems()")
                }
                */
                fetchItems: { page in
                  throw ClientNotImplemented(endpoint: "OrderClient.fetchItems(page:)")
                }
              )
            """), "\(text)")
        // The preview's sample answer is the new closure's too.
        #expect(text.contains("    */\n    fetchItems: { page in\n      [1]\n    }\n  )"))
        #expect(diagnostics.contains {
            $0.severity == .error && $0.message.contains("`OrderClient.fetchItems` now takes 1 argument")
        })
    }

    @Test func anEndpointTheSpecDropsIsPutInsideAComment_andTheRestStays() throws {
        let before = Self.adding("deleteItem", call: "deleteItem(id: Int) async throws", arguments: "id: 1", first: true)
        let (text, diagnostics) = try update(before, to: Self.spec)
        #expect(text.contains("""
              static let liveValue = OrderClient(
                /* featuregen: `OrderClient` no longer takes `deleteItem` as written here: move what you need into the endpoint as the spec now has it, then delete this comment.
                deleteItem: { id in
                  throw ClientNotImplemented(endpoint: "OrderClient.deleteItem(id:)")
                },
                */
                fetchItems: {
            """), "\(text)")
        #expect(diagnostics.contains { $0.severity == .error && $0.message.contains("has no endpoint `deleteItem` any more") })
    }

    @Test func aClientWithoutArgumentsGetsItsFirstEndpoint() throws {
        let none = Self.spec.replacingOccurrences(of: "    effect: fetchItems\n", with: "")
            .replacingOccurrences(of: "effects:\n  fetchItems:\n    call: fetchItems() async throws -> [Int]\n    success: loaded\n    failure: failed", with: "")
        #expect(try plan(none).plan.files.contains { $0.contents.contains("static let liveValue = OrderClient()") })
        let (text, _) = try update(none, to: Self.spec, splitsALine: true)
        #expect(text.contains("""
              static let liveValue = OrderClient(
                fetchItems: {
                  throw ClientNotImplemented(endpoint: "OrderClient.fetchItems()")
                }
              )
            """), "\(text)")
    }

    @Test func closureParametersAreCountedFromTheClosuresHeadOnly() {
        func count(_ value: String) -> Int?? {
            let tokens = SwiftTokenizer.tokenize(SourceText(path: "T.swift", text: "let x = C(a: \(value))"))
                .filter { $0.kind != .comment }
            return SwiftDeclarations.calls(in: tokens)["C"]?.first?.arguments.first.map(\.closureParameters)
        }
        #expect(count("{ throw E() }") == .some(0))
        #expect(count("{ id, page in [] }") == .some(2))
        #expect(count("{ (id: Int) async throws -> Int in id }") == .some(1))
        #expect(count("{ (1...3).map { index in index } }") == .some(0))
        #expect(count("{ $0 + 1 }") == .some(nil))
        #expect(count("value") == .some(nil))
    }
}
