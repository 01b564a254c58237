import Mustache

extension OutputStyle {
    /// The Composable Architecture 1.25 (seed 004; `Templates/tca`): a `@Reducer struct {F}Feature` per
    /// feature with `@ObservableState` state, an action enum and one private method per effect; a
    /// `@DependencyClient struct {F}Client` per feature; an `AppFeature` that scopes every feature;
    /// views that hold the feature's store; `TestStore` tests. Target: `Samples/TCA`.
    static let tca = OutputStyle(
        name: .tca,
        rules: [
            FileRule(template: "Feature", path: "Features/{F}/{F}Feature.swift", ownership: .generated, scope: .feature),
            FileRule(
                template: "Models", path: "Features/{F}/{F}Models.swift", ownership: .generated, scope: .feature,
                condition: .hasTypes),
            FileRule(
                template: "Transitions", path: "Features/{F}/{F}Feature+Transitions.swift", ownership: .owned,
                scope: .feature, condition: .hasTransitions),
            FileRule(template: "View", path: "Features/{F}/{F}View.swift", ownership: .owned, scope: .feature),
            FileRule(template: "Client", path: "Dependencies/{F}Client.swift", ownership: .generated, scope: .feature),
            FileRule(
                template: "ClientLive", path: "Dependencies/{F}Client+Live.swift", ownership: .owned, scope: .feature),
            FileRule(template: "AppFeature", path: "App/AppFeature.swift", ownership: .generated, scope: .app),
            FileRule(template: "AppSupport", path: "App/AppSupport.swift", ownership: .generated, scope: .app),
            FileRule(template: "AppView", path: "App/AppView.swift", ownership: .owned, scope: .app),
            FileRule(template: "AppTestSupport", path: "AppTestSupport.swift", ownership: .generated, scope: .appTests),
        ],
        names: Names(
            state: "{F}Feature.State", message: "{F}Feature.Action", service: "{F}Client", liveService: "{F}Client",
            previewService: "{F}Client", mockService: "{F}Client", stateProperty: "{f}", transition: "{m}"),
        messages: .enumCase,
        view: ViewWiring(state: "store", send: "store.send({message})", access: .store),
        skeletonError: SkeletonError(
            type: "ClientNotImplemented", property: "endpoint", thrownBy: "client", example: "OrderClient.fetchOrders()"),
        reserved: ReservedNames(
            supportTypes: [
                "AppFeature", "AppView", "EquatableError", "ClientNotImplemented", "TestError",
                // TCA's names, written unqualified by the generated code (and its module).
                "State", "Action", "CancelID", "Effect", "Reduce", "Reducer", "EmptyReducer", "Scope", "Store",
                "StoreOf", "ReducerOf", "TestStore", "Send", "Dependency", "DependencyValues", "DependencyKey",
                "TestDependencyKey", "DependencyClient", "ObservableState", "LockIsolated", "Bindable",
                "NavigationStack", "NavigationLink", "ComposableArchitecture",
            ],
            featureTypes: [
                "{F}Feature", "{F}Client", "{F}ClientCall", "{F}Transitions", "{F}View", "{F}FeatureTests",
                "{F}ExampleTests",
            ],
            memberNames: ["body", "{f}Client"]),
        appEntry: { feature, _ in
            // `AppView`: the link's view on one line when it fits in 100 columns (indented by 10).
            let property = SwiftNames.lowerCamel(feature.name)
            let view = "\(feature.name)View(store: store.scope(state: \\.\(property), action: \\.\(property)))"
            return ["scopeFits": .bool(10 + view.count <= 100)]
        })
}
