import Foundation
import Testing
@testable import FeatureGenCore

/// The style tables and their template folders: every style is complete, and the plan is the same
/// data whatever the style.
@Suite struct StyleTests {
    @Test(arguments: OutputStyle.Name.allCases)
    func everyRuleHasItsTemplate(_ name: OutputStyle.Name) {
        let style = OutputStyle.named(name)
        let templates = Set(TemplateSet.defaults(for: name).names)
        for template in style.templateNames {
            #expect(templates.contains(template), "\(name.rawValue) has no template `\(template)`")
        }
        #expect(style.name == name)
    }

    /// A style's folder and the shared one never name the same template: one name, one template.
    /// A style whose code imports a library warns when the package does not depend on it, saying what
    /// to add; the others never do.
    @Test(arguments: OutputStyle.Name.allCases)
    func aMissingLibraryDependencyIsReported(_ name: OutputStyle.Name) throws {
        let bare = "let package = Package(name: \"Shop\", targets: [.target(name: \"Shop\")])"
        let warning = name.dependencyWarning(manifest: "Package.swift", manifestText: bare, target: "Shop")
        guard name == .tca else {
            #expect(warning == nil)
            return
        }
        let lines = try #require(warning).description.split(separator: "\n").map(String.init)
        #expect(lines == [
            "featuregen: warning: Package.swift does not depend on swift-composable-architecture; the `tca` style's code imports "
                + "ComposableArchitecture, so the package will not build",
            "featuregen: note: add to the package's `dependencies:` .package(url: "
                + "\"https://github.com/pointfreeco/swift-composable-architecture\", from: \"1.25.5\"),",
            "featuregen: note: and to target `Shop`'s `dependencies:` .product(name: \"ComposableArchitecture\", "
                + "package: \"swift-composable-architecture\"),",
        ])
        // The sample depends on it: no warning; and the version advised is the one it pins and checks.
        let sample = try String(
            contentsOf: ParseTestSupport.packageRoot.appendingPathComponent("Samples/TCA/Package.swift"), encoding: .utf8)
        #expect(name.dependencyWarning(manifest: "Package.swift", manifestText: sample, target: "App") == nil)
        #expect(sample.contains(".upToNextMinor(from: \"\(try #require(OutputStyle.tca.library).version)\")"))
    }

    @Test func styleTemplatesDoNotShadowSharedOnes() throws {
        let shared = Set(try #require(BundledTemplates.folders["shared"]).keys)
        for name in OutputStyle.Name.allCases {
            let own = Set(try #require(BundledTemplates.folders[name.rawValue]).keys)
            #expect(own.isDisjoint(with: shared), "\(name.rawValue) redefines \(own.intersection(shared).sorted())")
        }
        #expect(Set(BundledTemplates.folders.keys) == Set(OutputStyle.Name.allCases.map(\.rawValue) + ["shared"]))
    }

    @Test(arguments: OutputStyle.Name.allCases)
    func generatedPathsAreDistinct(_ name: OutputStyle.Name) {
        let paths = OutputStyle.named(name).rules.map { "\($0.scope)/\($0.path)" }
        #expect(Set(paths).count == paths.count)
    }

    private let catalog = """
        feature: Catalog
        state:
          query: String = ""
          title: String = ""
          phase: Phase = .idle
        enums:
          Phase: [idle, loading, "loaded([Item])"]
        actions:
          setQuery:
            payload: String
            set: { query: payload, title: '"\\(payload) results"', phase: .loading }
            effect: searchItems
          tapped:
            payload: { item: Item, action: Int }
            set: {}
            effect: track
          reset:
          gone:
            cancel: searchItems
            set: {}
        results:
          itemsLoaded:
            payload: "[Item]"
            set: { phase: '.loaded(payload.filter { item in item.id > 0 })' }
        effects:
          searchItems:
            call: "searchItems(query: String) async throws -> [Item]"
            success: itemsLoaded
            failure: ignore
          track:
            call: "track(id: Int, count: Int) async"
            arguments: { id: item.id, count: action }
        models:
          Item: { id: Int, name: String }
        """

    @Test func theMiddlewareStyleWritesTheReferenceAppsLayout() throws {
        let files = renderedFiles([try #require(feature(catalog))], style: .middleware)
        #expect(files.keys.sorted() == [
            "Out/App/AppSupport.swift", "Out/App/Store+Live.swift", "Out/Model/CatalogModels.swift",
            "Out/Repository/Catalog/CatalogRepository.swift", "Out/Repository/Catalog/CatalogRepositoryImpl.swift",
            "Out/Store/Actions/CatalogActions.swift", "Out/Store/Middlewares/AppMiddlewares.swift",
            "Out/Store/Middlewares/CatalogMiddleware.swift", "Out/Store/Middlewares/EffectRuns.swift",
            "Out/Store/Reducers/AppReducer.swift", "Out/Store/Reducers/CatalogReducer+Transitions.swift",
            "Out/Store/Reducers/CatalogReducer.swift", "Out/Store/States/AppState.swift",
            "Out/Store/States/CatalogState.swift", "Out/Store/Store.swift", "Out/View/Screens/CatalogScreenView.swift",
            "Tests/AppTestSupport.swift", "Tests/CatalogMiddlewareTests.swift", "Tests/CatalogReducerTests.swift",
            "Tests/CatalogSamples.swift", "Tests/MockCatalogRepository.swift", "Tests/ReadableDescriptionTests.swift",
            "Tests/StoreRuntimeTests.swift",
        ])
    }

    /// Payload values are read from the action struct wherever the spec's expression names them,
    /// inside string interpolations and closures too.
    @Test func middlewareReducersReadThePayloadFromTheAction() throws {
        let files = renderedFiles([try #require(feature(catalog))], tests: false, style: .middleware)
        let reducer = try #require(files["Out/Store/Reducers/CatalogReducer.swift"])
        #expect(reducer.contains("case let action as CatalogSetQueryAction:"))
        #expect(reducer.contains("state.query = action.payload\n"))
        #expect(reducer.contains(#"state.title = "\(action.payload) results""#))
        #expect(reducer.contains("state.phase = .loaded(action.payload.filter { item in item.id > 0 })"))
        #expect(reducer.contains("case let action as CatalogResetAction:\n    state = catalogReset(state, action)"))
        #expect(!reducer.contains("CatalogGoneAction"), "a message that changes nothing needs no case")
        let middleware = try #require(files["Out/Store/Middlewares/CatalogMiddleware.swift"])
        // A payload labelled `action` is the action's member, not the action.
        #expect(middleware.contains("let id = action.item.id\n"))
        #expect(middleware.contains("await repository.track(id: id, count: action.action)"))
        #expect(middleware.contains("case is CatalogGoneAction:\n      runs.cancel([\"searchItems\"])"))
        #expect(middleware.contains("let query = state.catalogState.query"))
    }

    @Test func theSkillStyleKeepsItsEnumCases() throws {
        let files = renderedFiles([try #require(feature(catalog))], tests: false, style: .skill)
        let reducer = try #require(files["Out/Features/Catalog/CatalogReducer.swift"])
        #expect(reducer.contains("case .setQuery(let payload):\n      // Test.feature.yml:11\n      state.query = payload\n"))
        #expect(reducer.contains("case .reset:\n      Self.reset(state: &state)"))
        let effects = try #require(files["Out/Features/Catalog/CatalogEffects.swift"])
        #expect(effects.contains("case .tapped(let item, let action):\n      let id = item.id\n"))
        #expect(effects.contains("await service.track(id: id, count: action)"))
    }

    @Test func newNamesTheDevelopersServiceOfEachStyle() {
        #expect(OutputStyle.Name.skill.developerService(for: "Order") == ("OrderService", "Services/OrderService.swift"))
        #expect(OutputStyle.Name.middleware.developerService(for: "Order")
            == ("OrderRepositoryImpl", "Repository/Order/OrderRepositoryImpl.swift"))
        #expect(OutputStyle.Name.tca.developerService(for: "Order") == ("OrderClient", "Dependencies/OrderClient+Live.swift"))
    }

    // MARK: The Composable Architecture

    @Test func theTCAStyleWritesAReducerAClientAndAViewPerFeature() throws {
        let files = renderedFiles([try #require(feature(catalog))], style: .tca)
        #expect(files.keys.sorted() == [
            "Out/App/AppFeature.swift", "Out/App/AppSupport.swift", "Out/App/AppView.swift",
            "Out/Dependencies/CatalogClient+Live.swift", "Out/Dependencies/CatalogClient.swift",
            "Out/Features/Catalog/CatalogFeature+Transitions.swift", "Out/Features/Catalog/CatalogFeature.swift",
            "Out/Features/Catalog/CatalogModels.swift", "Out/Features/Catalog/CatalogView.swift",
            "Tests/AppFeatureTests.swift", "Tests/AppTestSupport.swift", "Tests/CatalogClientCall.swift",
            "Tests/CatalogExampleTests.swift", "Tests/CatalogFeatureTests.swift", "Tests/ReadableDescriptionTests.swift",
        ])
    }

    /// One `switch` per reducer: each case applies its `set`, then returns the effect it starts (the
    /// effect's method, with the case's arguments) or cancels, binding only the payload values it reads.
    @Test func tcaReducerCasesReturnTheirEffects() throws {
        let files = renderedFiles([try #require(feature(catalog))], tests: false, style: .tca)
        let reducer = try #require(files["Out/Features/Catalog/CatalogFeature.swift"])
        #expect(reducer.contains("""
                  case .setQuery(let payload):
                    // Test.feature.yml:11
                    state.query = payload
                    state.title = "\\(payload) results"
                    state.phase = .loading
                    return searchItems(query: state.query)
            """))
        #expect(reducer.contains("      case .tapped(let item, let action):\n        return track(id: item.id, count: action)\n"))
        #expect(reducer.contains("      case .reset:\n        self.reset(state: &state)\n        return .none\n"))
        #expect(reducer.contains("      case .gone:\n        return .cancel(id: CancelID.searchItems)\n"))
        #expect(reducer.contains("  private nonisolated enum CancelID {\n    case searchItems\n    case track\n  }"))
        #expect(reducer.contains("""
              private func searchItems(query: String) -> Effect<Action> {
                .run { send in
                  let response = try await catalogClient.searchItems(query: query)
                  await send(.itemsLoaded(response))
                } catch: { _, _ in
            """))
        #expect(reducer.contains("    .cancellable(id: CancelID.searchItems, cancelInFlight: true)\n"))
        #expect(reducer.contains("protocol CatalogTransitions {\n  func reset(state: inout CatalogFeature.State)\n}"))
        let client = try #require(files["Out/Dependencies/CatalogClient.swift"])
        #expect(client.contains("  var searchItems: @Sendable (_ query: String) async throws -> [Item]\n"))
        #expect(client.contains("  var track: @Sendable (_ id: Int, _ count: Int) async -> Void\n"))
        #expect(reducer.contains("@Dependency(CatalogClient.self) var catalogClient"))
    }

    private let feed = """
        feature: Feed
        state:
          items: "[Int] = []"
        actions:
          refresh:
            payload: { load: Int }
            set: {}
            cancel: [load, notify]
            effect: load
          ping:
            set: {}
            effect: notify
        results:
          loaded: { payload: "[Int]", set: { items: payload } }
        effects:
          load:
            call: "load(page: Int) async throws -> [Int]"
            arguments: { page: load }
            success: loaded
            failure: ignore
          notify:
            call: "notify(send: Bool) async"
            arguments: { send: "true" }
            policy: parallel
        """

    /// A message that cancels and starts returns them merged; a payload value named like the effect
    /// needs `self.` to reach its method; a parameter named like the run's `send` is renamed inside.
    @Test func tcaEffectsAreMergedAndNamesDoNotShadow() throws {
        let files = renderedFiles([try #require(feature(feed))], tests: false, style: .tca)
        let reducer = try #require(files["Out/Features/Feed/FeedFeature.swift"])
        #expect(reducer.contains("""
                  case .refresh(let load):
                    return .merge(
                      .cancel(id: CancelID.load),
                      .cancel(id: CancelID.notify),
                      self.load(page: load)
                    )
            """))
        #expect(reducer.contains("private func notify(send sendValue: Bool) -> Effect<Action> {"))
        #expect(reducer.contains("await feedClient.notify(send: sendValue)"))
        // `parallel`, but cancellable: a `cancel` names it.
        #expect(reducer.contains("    .cancellable(id: CancelID.notify)\n"))
        #expect(!reducer.contains("Effect.map") && !reducer.contains(".concatenate"))
    }

    /// Exhaustive `TestStore` tests from the shared test plan: each step states what it changes, each
    /// result is received with its change, each endpoint the messages reach is overridden (recording
    /// its calls when the test checks them), and the calls are compared at the end.
    @Test func tcaFeatureTestsStateEveryStep() throws {
        let files = renderedFiles([try #require(feature(catalog))], style: .tca)
        let tests = try #require(files["Tests/CatalogFeatureTests.swift"])
        let tapped: [String] = [
            "  @Test func tapped_whenTrackSucceeds_sendsNothing() async {",
            "    let calls = LockIsolated<[CatalogClientCall]>([])",
            "    let store = TestStore(initialState: CatalogFeature.State()) {", "      CatalogFeature()",
            "    } withDependencies: {", "      $0.catalogClient.track = { id, count in",
            "        calls.withValue { $0.append(.track(id: id, count: count)) }", "      }", "    }", "",
            "    await store.send(.tapped(item: Item(id: 2, name: \"name 3\"), action: 4))",
            "    await store.finish()", "    #expect(calls.value == [.track(id: 2, count: 4)])",
        ]
        #expect(tests.contains(tapped.joined(separator: "\n")))
        // The test starts with `phase` at another value than the `.loading` the trigger sets (and
        // than the result's), so the trigger's step states that change too.
        let steps: [String] = [
            "    state.phase = .loaded([Item(id: 7, name: \"name 8\")])",
            "    let store = TestStore(initialState: state) {",
        ]
        #expect(tests.contains(steps.joined(separator: "\n")))
        let sent: [String] = [
            "    await store.send(.setQuery(\"query 2\")) {", "      $0.query = \"query 2\"",
            "      $0.title = \"query 2 results\"", "      $0.phase = .loading", "    }",
            "    await store.receive(\\.itemsLoaded) {",
        ]
        #expect(tests.contains(sent.joined(separator: "\n")))
        let failing: [String] = [
            "    await store.send(.setQuery(\"query 2\")) {", "      $0.query = \"query 2\"",
            "      $0.title = \"query 2 results\"", "      $0.phase = .loading",
            "    }", "    await store.finish()",
        ]
        #expect(tests.contains(failing.joined(separator: "\n")))
        // A value featuregen does not work out alone (`title` interpolates the payload) is computed from
        // the test's literals, so the store stays exhaustive.
        #expect(!tests.contains("exhaustivity"))
        // `reset` is a transition the developer writes: a generated test cannot state its outcome.
        #expect(!tests.contains("func reset"))
        // A message that only cancels runs without a double, from a state in which every field holds
        // another value than its default: a write of any value would fail the exhaustive store.
        let gone: [String] = [
            "  @Test func gone_changesNothing() async {", "    var state = CatalogFeature.State()",
            "    state.query = \"query 2\"", "    state.title = \"title 3\"", "    state.phase = .loading",
            "    let store = TestStore(initialState: state) {", "      CatalogFeature()", "    }", "",
            "    await store.send(.gone)", "  }",
        ]
        #expect(tests.contains(gone.joined(separator: "\n")))
        #expect(files["Tests/CatalogClientCall.swift"]?.contains("enum CatalogClientCall: Equatable, Sendable {") == true)
        #expect(files["Tests/AppTestSupport.swift"]?.contains("struct TestError: LocalizedError, Equatable {") == true)
        #expect(files.keys.allSatisfy { !$0.contains("Mock") && !$0.contains("Samples") })
    }

    /// A feature named like a keyword (`Default`) takes another member in `AppFeature`: TCA's
    /// `@ObservableState` cannot expand `` var `default` ``.
    @Test func tcaAppFeatureMembersAreNeverKeywords() throws {
        let files = renderedFiles([try #require(feature("feature: Default\nstate: { count: Int = 0 }\n"))], style: .tca)
        let app = try #require(files["Out/App/AppFeature.swift"])
        #expect(app.contains("    var defaultFeature = DefaultFeature.State()\n"))
        #expect(app.contains("    case defaultFeature(DefaultFeature.Action)\n"))
        #expect(app.contains("    Scope(state: \\.defaultFeature, action: \\.defaultFeature) {\n"))
        #expect(files["Out/App/AppView.swift"]?.contains("store.scope(state: \\.defaultFeature, action: \\.defaultFeature)") == true)
    }

    @Test func tcaExamplesAreCheckedAtTheirSpecLine() throws {
        let spec = catalog + """

            examples:
              - name: typing searches
                given: { title: '"old"' }
                send: [ { setQuery: '"tea"' } ]
                respond: { searchItems: '[Item(id: 1, name: "Tea")]' }
                expect: { query: '"tea"', phase: '.loaded([Item(id: 1, name: "Tea")])' }
            """
        let files = renderedFiles([try #require(feature(spec))], style: .tca)
        let examples = try #require(files["Tests/CatalogExampleTests.swift"])
        let lines: [String] = [
            "      $0.catalogClient.searchItems = { _ in [Item(id: 1, name: \"Tea\")] }", "    }",
            "    // The example states the outcome, not the state between its messages.",
            "    store.exhaustivity = .off", "", "    await store.send(.setQuery(\"tea\")).finish()",
            "    await store.receive(\\.itemsLoaded)", "",
            "    var expected = state", "    expected.query = \"tea\"",
        ]
        #expect(examples.contains(lines.joined(separator: "\n")))
        #expect(examples.contains("    #expect(store.state == expected, sourceLocation: spec.line(36))\n"))
    }

    /// A field its own single-value action edits binds through `$store` (`sending`); fields edited
    /// together get a `Binding` that sends the others' current values, and the view needs no `@Bindable`.
    @Test func tcaViewsBindThroughTheStore() throws {
        let files = renderedFiles([try #require(feature(catalog))], tests: false, style: .tca)
        let view = try #require(files["Out/Features/Catalog/CatalogView.swift"])
        #expect(view.contains("#if canImport(SwiftUI)\n  import ComposableArchitecture\n  import SwiftUI\n"))
        #expect(view.hasSuffix("#endif\n"))
        #expect(view.contains("    @Bindable var store: StoreOf<CatalogFeature>\n"))
        #expect(view.contains("TextField(\"Query\", text: $store.query.sending(\\.setQuery))"))
        #expect(view.contains("Button(\"Reset\") { store.send(.reset) }"))
        let profile = try #require(feature("""
            feature: Profile
            state: { name: String = "", bio: String = "" }
            actions:
              edited:
                payload: { name: String, bio: String }
                set: { name: name, bio: bio }
              appeared:
                set: {}
                trigger: [appear, disappear]
            """))
        let profileView = try #require(
            renderedFiles([profile], tests: false, style: .tca)["Out/Features/Profile/ProfileView.swift"])
        #expect(profileView.contains("    let store: StoreOf<ProfileFeature>\n"))
        #expect(profileView.contains("""
                    TextField(
                      "Bio",
                      text: Binding(
                        get: { @MainActor in store.bio },
                        set: { @MainActor in store.send(.edited(name: store.name, bio: $0)) }
                      )
                    )
            """))
        #expect(profileView.contains(".task {\n        await store.send(.appeared).finish()\n      }"))
        #expect(profileView.contains(".onDisappear {\n        store.send(.appeared)\n      }"))
    }
}
