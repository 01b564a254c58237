/// An output style: which template makes which file, where it goes, who owns it, and when it exists.
/// Styles differ by this table and their templates only (Redux today; middleware, SVVS and TCA later).
struct OutputStyle: Sendable {
    enum Scope: Sendable {
        /// Once per feature, under the sources output.
        case feature
        /// Once per run (the App wiring), under the sources output.
        case app
        /// Once per feature, under the tests output.
        case featureTests
        /// Once per run, under the tests output.
        case appTests
    }

    struct FileRule: Sendable {
        var template: String
        /// Path relative to the scope's root; `{F}` is the feature name.
        var path: String
        var ownership: Ownership
        var scope: Scope
        var condition: @Sendable (FeatureViewModel) -> Bool = { _ in true }
    }

    var name: String
    var rules: [FileRule]

    static let redux = OutputStyle(
        name: "redux",
        rules: [
            FileRule(template: "State", path: "Features/{F}/{F}State.swift", ownership: .generated, scope: .feature),
            FileRule(template: "Action", path: "Features/{F}/{F}Action.swift", ownership: .generated, scope: .feature),
            FileRule(template: "Reducer", path: "Features/{F}/{F}Reducer.swift", ownership: .generated, scope: .feature),
            FileRule(template: "Effects", path: "Features/{F}/{F}Effects.swift", ownership: .generated, scope: .feature),
            FileRule(
                template: "Models", path: "Features/{F}/{F}Models.swift", ownership: .generated, scope: .feature,
                condition: { !$0.feature.models.isEmpty || !$0.feature.enums.isEmpty }),
            FileRule(
                template: "Transitions", path: "Features/{F}/{F}Reducer+Transitions.swift", ownership: .owned,
                scope: .feature, condition: { $0.messages.contains(where: \.isHook) }),
            FileRule(template: "View", path: "Features/{F}/{F}View.swift", ownership: .owned, scope: .feature),
            FileRule(
                template: "ServiceProtocol", path: "Services/{F}ServiceProtocol.swift", ownership: .generated,
                scope: .feature),
            FileRule(template: "Service", path: "Services/{F}Service.swift", ownership: .owned, scope: .feature),
            FileRule(template: "AppState", path: "App/AppState.swift", ownership: .generated, scope: .app),
            FileRule(template: "AppAction", path: "App/AppAction.swift", ownership: .generated, scope: .app),
            FileRule(template: "AppReducer", path: "App/AppReducer.swift", ownership: .generated, scope: .app),
            FileRule(template: "AppStore", path: "App/AppStore.swift", ownership: .generated, scope: .app),
            FileRule(template: "AppServices", path: "App/AppServices.swift", ownership: .generated, scope: .app),
            FileRule(template: "Effect", path: "App/Effect.swift", ownership: .generated, scope: .app),
            FileRule(template: "AppSupport", path: "App/AppSupport.swift", ownership: .generated, scope: .app),
            FileRule(template: "AppLive", path: "App/AppStore+Live.swift", ownership: .owned, scope: .app),
            FileRule(template: "ReducerTests", path: "{F}ReducerTests.swift", ownership: .generated, scope: .featureTests),
            FileRule(template: "StoreTests", path: "{F}StoreTests.swift", ownership: .generated, scope: .featureTests),
            FileRule(
                template: "ExampleTests", path: "{F}ExampleTests.swift", ownership: .generated, scope: .featureTests,
                condition: { !$0.feature.examples.isEmpty }),
            FileRule(template: "MockService", path: "Mock{F}Service.swift", ownership: .generated, scope: .featureTests),
            FileRule(
                template: "Samples", path: "{F}Samples.swift", ownership: .generated, scope: .featureTests,
                condition: { !$0.feature.models.isEmpty }),
            FileRule(template: "AppTestSupport", path: "AppTestSupport.swift", ownership: .generated, scope: .appTests),
            FileRule(template: "AppStoreTests", path: "AppStoreTests.swift", ownership: .generated, scope: .appTests),
        ])

    /// Every template name the style uses (the set `--templates` may override): the files' templates and
    /// the partials they include.
    var templateNames: [String] { rules.map(\.template) + partials }

    /// Templates included by others (`{{>StoreTestCase}}`), not rendered as files of their own.
    var partials: [String] = ["StoreTestCase"]
}
