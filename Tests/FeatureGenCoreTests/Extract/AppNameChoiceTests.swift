import Testing
@testable import FeatureGenCore

/// What the App types begin with when the prototypes declare one of them themselves.
@Suite struct AppNameChoiceTests {
    private func source(_ text: String) -> SourceText { SourceText(path: "V.swift", text: text) }

    @Test func appServesUnlessTheAppDeclaresOneOfItsTypes() {
        #expect(AppNameChoice.choose(for: [source("struct CounterView: View { var body: some View { Text(\"AppState\") } }")], features: []) == nil)
        let choice = AppNameChoice.choose(for: [source("@Observable\nfinal class AppState {}\nenum AppAction {}")], features: [])
        #expect(choice?.name == "Root")
        #expect(choice?.clashes == ["AppAction", "AppState"])
    }

    @Test func theChosenNameClashesWithNoTypeOfAnyStyleNorAFeature() {
        // `RootView` is TCA's App view with `Root`; a feature `Screens` would make `ScreensState`.
        let sources = [source("class AppStore {}"), source("struct RootView: View {}")]
        #expect(AppNameChoice.choose(for: sources, features: ["Screens"])?.name == "Prototype")
    }

    @Test func declarationsAreFoundByTheirKeyword() {
        let names = AppNameChoice.declaredTypeNames(in: [source("public actor AppFeature<T>: Sendable {}\ntypealias AppView = V")])
        #expect(names.isSuperset(of: ["AppFeature", "AppView"]))
        #expect(!names.contains("Sendable"))
    }
}
