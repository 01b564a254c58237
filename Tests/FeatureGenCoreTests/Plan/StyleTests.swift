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
            "Tests/CatalogSamples.swift", "Tests/MockCatalogRepository.swift", "Tests/StoreRuntimeTests.swift",
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
    }
}
