import Testing
@testable import FeatureGenCore

/// What the App types begin with when the prototypes declare (or use) one of them themselves.
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

    /// A type the prototypes use without declaring it is the app's, declared in a file the folder does
    /// not hold (Enchanted's `AppStore.shared`): the generated `AppStore` clashed with it ("type
    /// 'AppStore' has no member 'shared'"). In a comment or a string, or as a member, it is no type.
    @Test func aTypeThePrototypesUseWithoutDeclaringItClashesToo() {
        let view = source("""
            struct ChatView: View {
                @EnvironmentObject var appStore: AppStore
                var body: some View { Text(AppState.shared.title) }
            }
            """)
        let choice = AppNameChoice.choose(for: [view], features: [])
        #expect(choice?.name == "Root")
        #expect(choice?.clashes == ["AppState", "AppStore"])
        let mentions = source("// AppState\nstruct V: View { var body: some View { Text(\"AppStore\").font(.AppFeature) } }")
        #expect(AppNameChoice.choose(for: [mentions], features: []) == nil)
        // The chosen name is not one the prototypes use either.
        let root = source("struct V: View { @Environment(AppStore.self) var store; let root: RootStore }")
        #expect(AppNameChoice.choose(for: [root], features: [])?.name == "Screens")
    }

    @Test func declarationsAreFoundByTheirKeyword() {
        let names = AppNameChoice.declaredTypeNames(in: [source("public actor AppFeature<T>: Sendable {}\ntypealias AppView = V")])
        #expect(names.isSuperset(of: ["AppFeature", "AppView"]))
        #expect(!names.contains("Sendable"))
    }
}
