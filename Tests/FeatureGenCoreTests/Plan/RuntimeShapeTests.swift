import Foundation
import Testing

@testable import FeatureGenCore

/// The shapes of the generated store, effects, models and views that other code builds on.
@Suite struct RuntimeShapeTests {
    private static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Specs/good/Search.feature.yml")

    private func searchFiles(sourceLocations: Bool = false) throws -> [String: String] {
        let text = try String(contentsOf: Self.fixture, encoding: .utf8)
        let search = try #require(feature(text, path: "Specs/Search.feature.yml"))
        return renderedFiles([search], sourceLocations: sourceLocations)
    }

    /// One plain observable property per feature (Observation tracks each on its own), reduced in place.
    @Test func theStoreIsPlainSwift() throws {
        let store = try #require(try searchFiles()["Out/App/AppStore.swift"])
        #expect(store.contains("  private(set) var searchState: SearchState\n"))
        #expect(store.contains("    case .search(let action):\n      SearchReducer.reduce(state: &searchState, action: action)\n"))
        #expect(store.contains("  var state: AppState {\n    var state = AppState()\n    state.search = searchState\n"))
        for machinery in ["Unsafe", "withMutation", "access(keyPath:", "@unchecked", "nonisolated(unsafe)"] {
            #expect(!store.contains(machinery), "\(machinery)")
        }
    }

    @Test func effectsNameTheirPolicyAndTheRunsTheyCancel() throws {
        let effects = try #require(try searchFiles()["Out/Features/Search/SearchEffects.swift"])
        #expect(effects.contains(#"return .run(id: "Search.search", policy: .latest) {"#))
        #expect(effects.contains(#"return .cancel(["Search.search"])"#))
        #expect(effects.contains(#".cancel(["Search.search", "Search.log"]),"#))
        #expect(effects.contains(#".run(id: "Search.log", policy: .parallel) {"#))
    }

    @Test func aFailureResultNeverComesFromACancellation() throws {
        let order = try #require(feature("""
            feature: Order
            state: { error: "String?" }
            actions:
              load: { set: {}, effect: fetch }
            results:
              failed: { payload: String, set: { error: payload } }
            effects:
              fetch: { call: fetch() async throws, failure: failed }
            """))
        let effects = try #require(renderedFiles([order])["Out/Features/Order/OrderEffects.swift"])
        #expect(effects.contains("} catch is CancellationError {\n          return nil\n        } catch {"))
        #expect(effects.contains("return .failed(error.readableDescription)"))
    }

    @Test func modelsCarryTheirConformancesAndDocs() throws {
        let models = try #require(try searchFiles()["Out/Features/Search/SearchModels.swift"])
        #expect(models.contains("/// One search result.\nnonisolated struct Hit: Equatable, Sendable, Identifiable, Codable, Hashable {"))
    }

    @Test func docTextBecomesDocComments() throws {
        let files = try searchFiles()
        #expect(files["Out/Features/Search/SearchState.swift"]?.contains("/// Search as you type.\n///\n/// The state") == true)
        #expect(files["Out/Services/SearchServiceProtocol.swift"]?.contains(
            "  /// Asks the search backend.\n  func search(query: String) async throws -> [Hit]") == true)
    }

    @Test func sourceLocationsAreCommentsUnlessAskedFor() throws {
        let plain = try searchFiles()
        #expect(!plain.values.contains { $0.contains("#sourceLocation") })
        #expect(plain["Out/Features/Search/SearchReducer.swift"]?.contains(
            "case .setQuery(let payload):\n      // Search.feature.yml:10\n      state.query = payload") == true)
        let mapped = try searchFiles(sourceLocations: true)
        #expect(mapped["Out/Features/Search/SearchReducer.swift"]?.contains(
            "      #sourceLocation(file:\"Specs/Search.feature.yml\",line:10)\n      state.query = payload\n      #sourceLocation()") == true)
    }

    @Test func theViewWiresTriggersAndEditActions() throws {
        let view = try #require(try searchFiles()["Out/Features/Search/SearchView.swift"])
        #expect(view.contains("@Binding var query: String"))
        #expect(view.contains("TextField(\"Query\", text: $query)"))
        #expect(view.contains("set: { @MainActor in\n            store.send(.search(.setQuery($0)))\n          }"))
        #expect(view.contains("let onAppeared: @Sendable () async -> Void"))
        #expect(view.contains("onAppeared: { await store.send(.search(.appeared)).finish() }"))
        #expect(view.contains(".task {\n        await onAppeared()\n      }"))
        #expect(view.contains(".refreshable {\n        await onAppeared()\n      }"))
        #expect(view.contains(".onDisappear {\n        onDisappeared()\n      }"))
        #expect(view.contains("ForEach(results) { hit in\n            Text(hit.title)"))
    }

    @Test func aStoreForTheAppAndForPreviewsIsTheDevelopers() throws {
        let diagnostics = DiagnosticCollector()
        let text = try String(contentsOf: Self.fixture, encoding: .utf8)
        let search = try #require(feature(text, path: "Specs/Search.feature.yml"))
        let plan = Planner.plan(
            [search], options: GenerateOptions(output: "Out"), templates: .defaults, diagnostics: diagnostics)
        let live = try #require(plan.files.first { $0.path == "Out/App/AppStore+Live.swift" })
        #expect(live.ownership == .owned)
        #expect(live.contents.contains("static func live() -> AppStore"))
        #expect(live.contents.contains("static func preview(state: AppState = .preview) -> AppStore"))
        #expect(live.contents.contains("private nonisolated struct PreviewSearchService: SearchServiceProtocol"))
        let services = try #require(plan.files.first { $0.path == "Out/App/AppServices.swift" })
        #expect(services.contents.contains("var search: any SearchServiceProtocol = SearchService()"))
    }

    @Test func aFeatureWithoutMessagesHasNoEffectFunction() throws {
        let empty = try #require(feature("feature: Empty\n"))
        let files = renderedFiles([empty])
        #expect(files["Out/Features/Empty/EmptyEffects.swift"]?.contains("enum EmptyEffects {}") == true)
        #expect(files["Out/Features/Empty/EmptyReducer.swift"]?.contains(
            "static func reduce(state: inout EmptyState, action: EmptyAction) {}") == true)
        // Nothing can be sent to it: `AppAction` has no case for it, and here (its only feature) no case at all.
        #expect(files["Out/App/AppAction.swift"]?.contains("enum AppAction: Equatable, Sendable {\n}") == true)
        #expect(files["Out/App/AppStore.swift"]?.contains(
            "func send(_ action: AppAction) -> StoreTask {\n    // No feature has actions yet") == true)
    }
}
