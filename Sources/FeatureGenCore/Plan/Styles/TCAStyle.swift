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
            FileRule(template: "AppFeature", path: "App/{A}Feature.swift", ownership: .generated, scope: .app),
            FileRule(template: "AppSupport", path: "App/AppSupport.swift", ownership: .generated, scope: .app),
            FileRule(template: "AppView", path: "App/{A}View.swift", ownership: .owned, scope: .app),
            FileRule(
                template: "FeatureTests", path: "{F}FeatureTests.swift", ownership: .generated, scope: .featureTests),
            FileRule(
                template: "ExampleTests", path: "{F}ExampleTests.swift", ownership: .generated, scope: .featureTests),
            FileRule(template: "ClientCall", path: "{F}ClientCall.swift", ownership: .generated, scope: .featureTests),
            FileRule(template: "AppFeatureTests", path: "{A}FeatureTests.swift", ownership: .generated, scope: .appTests),
            FileRule(
                template: "ReadableDescriptionTests", path: "ReadableDescriptionTests.swift", ownership: .generated,
                scope: .appTests),
            FileRule(template: "AppTestSupport", path: "AppTestSupport.swift", ownership: .generated, scope: .appTests),
        ],
        partials: ["TestStoreSetup", "NonExhaustiveStore", "FixedDependencyValues", "InitializerTest"],
        names: Names(
            state: "{F}Feature.State", message: "{F}Feature.Action", service: "{F}Client", liveService: "{F}Client",
            previewService: "{F}Client", mockService: "{F}Client", stateProperty: "{f}", transition: "{m}",
            keywordStatePropertySuffix: "Feature", suffixedStateProperties: ["never"]),
        messages: .enumCase,
        view: ViewWiring(state: "store", send: "store.send({message})", access: .store),
        // Examples wait for each message's effects; the feature tests state each step instead.
        tests: TestWiring(
            reduce: "await store.send({message})", send: "await store.send({message}).finish()",
            sendOpening: "await store.send({message})",
            inFlightSend: "await store.send({message})", finishRun: nil, finishAll: "await store.finish()\n// What the runs sent back, taken in the order it came: the state below checks it.\nawait store.skipReceivedActions(strict: false)", gate: "gate",
            clockWait: nil, advance: "await clock.advance(by: {duration})", allAwake: nil, state: "state",
            storeState: "store.state", mock: "calls", mockParameter: "{f}Client", calls: "{mock}.value", callType: "{F}ClientCall",
            stepSend: "await store.send({message})", receive: "await store.receive(\\.{message})",
            change: "$0.{field} = {value}", record: "{mock}.withValue { $0.append({call}) }",
            appStep: "await store.send(.{state}({message}))", appChange: "$0.{state}.{field} = {value}",
            push: "$0.path[id: {id}] = .{destination}({feature}Feature.State({arguments}))",
            pop: "$0.path[id: {id}] = nil",
            present: "$0.destination = .{destination}({feature}Feature.State({arguments}))",
            presentationClosed: "$0.destination = nil", systemDismiss: "await store.send(.destination(.dismiss))",
            startStack: "StackState([{elements}])",
            stackElement: ".{destination}({state}({arguments}))",
            systemPop: "await store.send(.path(.popFrom(id: {id})))",
            dismissed: "dismissed.value > 0", staysOpen: "dismissed.value == 0"),
        // The reducer declares `@Dependency(\.date.now) var now` and `@Dependency(\.uuid) var uuid`.
        dependencies: [:],
        skeletonError: SkeletonError(
            type: "ClientNotImplemented", property: "endpoint", thrownBy: "client", example: "OrderClient.fetchOrders()"),
        keepsThrottlesInState: true,
        // The version `Samples/TCA` pins and `.ci/tca-api-check` checks the templates against.
        library: Library(
            url: "https://github.com/pointfreeco/swift-composable-architecture", version: "1.25.5",
            product: "ComposableArchitecture"),
        reserved: ReservedNames(
            // `State`, `Action` and `CancelID` are declared in each feature's reducer.
            supportTypes: [
                "ReadableDescriptionTests", "CallGate", "TestClock",
                "{A}Feature", "{A}View", "EquatableError", "ClientNotImplemented", "TestError", "State", "Action",
                "CancelID",
            ],
            featureTypes: [
                "{F}Feature", "{F}Client", "{F}ClientCall", "{F}Transitions", "{F}View", "{F}FeatureTests",
                "{F}ExampleTests", "{F}Stack", "{F}Destinations",
            ],
            // TCA's names (and SwiftUI's), written unqualified by the generated code, and its module.
            libraryTypes: [
                "Effect", "Reduce", "Reducer", "EmptyReducer", "Scope", "Store", "StoreOf", "ReducerOf", "TestStore",
                "Send", "Dependency", "DependencyValues", "DependencyKey", "TestDependencyKey", "DependencyClient",
                "ObservableState", "LockIsolated", "Bindable", "NavigationStack", "NavigationLink",
                "ComposableArchitecture",
            ],
            library: "The Composable Architecture or SwiftUI",
            keywordFields: "TCA's `@ObservableState` macro turns a property written with backticks into code that "
                + "does not compile",
            keywordCalls: "each call is an endpoint of a `@DependencyClient`, and the macro turns an endpoint written "
                + "with backticks into code that does not compile",
            fieldNames: [
                "send", "scope", "state", "publisher", "withState", "binding", "currentState", "observableState",
                "debugDescription", "hashValue",
            ],
            fieldNamesReason: "a view reads a field as `store.{name}`, and TCA's `Store` has a member `{name}` of its own",
            effectNames: ["body", "{f}Client"],
            messageNames: ["never"],
            messageNamesReason: "the case key path `\\.never` would name CasePaths' own `never`, not the case"),
        appEntry: { feature, style in
            // What must fit in 100 columns: `AppFeature`'s `Scope(…) {` (at 4) and `AppView`'s link (at 10).
            let property = style.statePropertyName(feature.name)
            let keyPaths = "state: \\.\(property), action: \\.\(property)"
            let scope = "store: store.scope(\(keyPaths))"
            let view = "\(feature.name)View(\(scope))"
            let link: [String] =
                if 12 + view.count <= 100 {
                    [view, "  .navigationTitle(\"\(feature.name)\")"]
                } else if 14 + scope.count <= 100 {
                    ["\(feature.name)View(", "  " + scope, ")", ".navigationTitle(\"\(feature.name)\")"]
                } else if 16 + keyPaths.count + 1 <= 100 {
                    ["\(feature.name)View(", "  store: store.scope(", "    " + keyPaths + ")", ")",
                     ".navigationTitle(\"\(feature.name)\")"]
                } else {
                    ["\(feature.name)View(", "  store: store.scope(", "    state: \\.\(property),",
                     "    action: \\.\(property))", ")", ".navigationTitle(\"\(feature.name)\")"]
                }
            // A screen with a stack is shown by its `{F}Stack` (at 8 in a `TabView`).
            let stack = "\(feature.name)Stack(\(scope))"
            let stackLines = 8 + stack.count <= 100
                ? [stack] : ["\(feature.name)Stack(", "  store: store.scope(", "    " + keyPaths + ")", ")"]
            return ["linkLines": .lines(link), "stackLines": .lines(stackLines)]
        },
        featureLayout: TCALayout.layout)
}
