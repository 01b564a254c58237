import Testing

@testable import FeatureGenCore

@Suite struct PlannerTests {
    private let search = """
        feature: Search
        state:
          query: String = ""
          page: Int = 1
          results: "[String] = []"
          busy: Bool = false
        actions:
          search:
            payload: { query: String, page: Int }
            set: { query: query }
            effect: find
          refresh:
            set: { busy: true }
          reload:
            set: { busy: true }
          reset:
        results:
          found:
            payload: "[String]"
            set: { results: payload, busy: false }
        effects:
          find:
            call: "find(text query: String, page: Int) async -> [String]"
            success: found
        """

    @Test func reducerBindsOnlyThePayloadNamesItUses() throws {
        let files = renderedFiles([try #require(feature(search))])
        let reducer = try #require(files["Out/Features/Search/SearchReducer.swift"])
        #expect(reducer.contains("case .search(let query, _):"))
        #expect(reducer.contains("case .reset:\n      Self.reset(state: &state)"))
        #expect(reducer.contains("static func reset(state: inout SearchState)"))
    }

    @Test func effectsUseThePayloadAndCaptureNoState() throws {
        let files = renderedFiles([try #require(feature(search))])
        let effects = try #require(files["Out/Features/Search/SearchEffects.swift"])
        #expect(effects.contains("case .search(let query, let page):"))
        #expect(effects.contains("let response = await service.find(text: query, page: page)"))
        #expect(!effects.contains("do {"), "a call that cannot throw needs no do/catch")
    }

    @Test func actionsWithTheSameChangeShareAParameterisedTest() throws {
        let files = renderedFiles([try #require(feature(search))])
        let tests = try #require(files["Tests/SearchReducerTests.swift"])
        #expect(tests.contains("@Test(arguments: [.refresh, .reload] as [SearchAction])"))
        #expect(tests.contains("func refreshOrReload_setsBusy(action: SearchAction)"))
        #expect(!tests.contains("func reset_"), "a transition the developer writes gets no generated test")
    }

    @Test func generatedFilesCarryTheHeaderAndOwnedFilesDoNot() throws {
        let diagnostics = DiagnosticCollector()
        let plan = Planner.plan(
            [try #require(feature(search))], options: GenerateOptions(output: "Out", testsOutput: "Tests"),
            templates: .defaults, diagnostics: diagnostics)
        for file in plan.files {
            let inspection = GeneratedFileHeader.inspect(file.contents)
            #expect(inspection == (file.ownership == .generated ? .pristine : .notGenerated), "\(file.path)")
        }
        #expect(plan.files.contains { $0.path == "Out/Features/Search/SearchReducer+Transitions.swift" && $0.ownership == .owned })
    }

    @Test func pluginModeWritesOnlyGeneratedFiles() throws {
        let diagnostics = DiagnosticCollector()
        let plan = Planner.plan(
            [try #require(feature(search))], options: GenerateOptions(output: "Out", generatedOnly: true),
            templates: .defaults, diagnostics: diagnostics)
        #expect(plan.files.allSatisfy { $0.ownership == .generated })
        #expect(!plan.files.contains { $0.path.hasPrefix("Tests/") })
    }

    @Test func theWiringIsPublicOnlyWhenEveryFeatureIs() throws {
        let open = try #require(feature("feature: Open\naccess: public\nstate:\n  a: Int = 0\n", path: "Open.feature.yml"))
        let closed = try #require(feature("feature: Closed\nstate:\n  b: Int = 0\n", path: "Closed.feature.yml"))
        #expect(renderedFiles([open])["Out/App/AppState.swift"]?.contains("public nonisolated struct AppState") == true)
        #expect(renderedFiles([open, closed])["Out/App/AppState.swift"]?.contains("\nnonisolated struct AppState") == true)
    }
}
