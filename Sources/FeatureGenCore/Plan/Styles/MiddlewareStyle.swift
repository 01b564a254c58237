extension OutputStyle {
    /// Redux with middleware (seed 003, as in fumiyasac/SwiftUIAndReduxExample; `Templates/middleware`):
    /// a `Store` that dispatches `Action` structs through reducer functions, then hands
    /// each action to middleware, which calls repositories and dispatches result actions. The layout
    /// follows the reference app (`Store/`, `Repository/`, `View/Screens/`).
    static let middleware = OutputStyle(
        name: .middleware,
        rules: [
            FileRule(template: "State", path: "Store/States/{F}State.swift", ownership: .generated, scope: .feature),
            FileRule(template: "Actions", path: "Store/Actions/{F}Actions.swift", ownership: .generated, scope: .feature),
            FileRule(template: "Reducer", path: "Store/Reducers/{F}Reducer.swift", ownership: .generated, scope: .feature),
            FileRule(
                template: "Transitions", path: "Store/Reducers/{F}Reducer+Transitions.swift", ownership: .owned,
                scope: .feature, condition: .hasTransitions),
            FileRule(
                template: "Middleware", path: "Store/Middlewares/{F}Middleware.swift", ownership: .generated,
                scope: .feature),
            FileRule(
                template: "Models", path: "Model/{F}Models.swift", ownership: .generated, scope: .feature,
                condition: .hasTypes),
            FileRule(
                template: "Repository", path: "Repository/{F}/{F}Repository.swift", ownership: .generated,
                scope: .feature),
            FileRule(
                template: "RepositoryImpl", path: "Repository/{F}/{F}RepositoryImpl.swift", ownership: .owned,
                scope: .feature),
            FileRule(template: "ScreenView", path: "View/Screens/{F}ScreenView.swift", ownership: .owned, scope: .feature),
            FileRule(
                template: "Stack", path: "View/Screens/{F}Stack.swift", ownership: .generated, scope: .feature,
                condition: .ownsStack),
            FileRule(
                template: "Destinations", path: "View/Screens/{F}Destinations.swift", ownership: .generated,
                scope: .feature, condition: .presents),
            FileRule(template: "Store", path: "Store/Store.swift", ownership: .generated, scope: .app),
            FileRule(template: "AppState", path: "Store/States/{A}State.swift", ownership: .generated, scope: .app),
            FileRule(template: "AppReducer", path: "Store/Reducers/AppReducer.swift", ownership: .generated, scope: .app),
            FileRule(
                template: "AppMiddlewares", path: "Store/Middlewares/AppMiddlewares.swift", ownership: .generated,
                scope: .app),
            FileRule(
                template: "EffectRuns", path: "Store/Middlewares/EffectRuns.swift", ownership: .generated, scope: .app),
            FileRule(template: "AppSupport", path: "App/AppSupport.swift", ownership: .generated, scope: .app),
            FileRule(template: "AppLive", path: "App/Store+Live.swift", ownership: .owned, scope: .app),
            FileRule(template: "ReducerTests", path: "{F}ReducerTests.swift", ownership: .generated, scope: .featureTests),
            FileRule(
                template: "MiddlewareTests", path: "{F}MiddlewareTests.swift", ownership: .generated,
                scope: .featureTests),
            FileRule(
                template: "ExampleTests", path: "{F}ExampleTests.swift", ownership: .generated, scope: .featureTests,
                condition: .hasExamples),
            FileRule(
                template: "MockRepository", path: "Mock{F}Repository.swift", ownership: .generated, scope: .featureTests),
            FileRule(
                template: "Samples", path: "{F}Samples.swift", ownership: .generated, scope: .featureTests,
                condition: .hasModels),
            FileRule(template: "AppTestSupport", path: "AppTestSupport.swift", ownership: .generated, scope: .appTests),
            FileRule(
                template: "StoreRuntimeTests", path: "StoreRuntimeTests.swift", ownership: .generated, scope: .appTests),
            FileRule(
                template: "ReadableDescriptionTests", path: "ReadableDescriptionTests.swift", ownership: .generated,
                scope: .appTests),
        ],
        partials: [
            "StoreTestCase", "TestSupportTypes", "CallGate", "TestClock", "StorePolicyTest", "RootStart", "FixedDependencies", "StreamLoop",
            "ThrottleWindow", "ThrottleSends", "InitializerTest", "UntilCancelled", "NavigationState", "RootExpected", "ScreenBody",
        ],
        names: Names(
            message: "{F}{M}Action", service: "{F}Repository", liveService: "{F}RepositoryImpl",
            previewService: "Preview{F}Repository", mockService: "Mock{F}Repository", stateProperty: "{f}State",
            transition: "{f}{M}"),
        messages: .actionStruct(binding: "action"),
        view: ViewWiring(
            state: "store.{state}", send: "store.dispatch(action: {message})", access: .props),
        tests: TestWiring(
            reduce: "state = {f}Reducer(state, {message})", reduceIgnoresWhen: true,
            send: "await store.dispatch(action: {message}).finish()",
            startRun: "store.dispatch(action: {message})", store: "Store", mock: "repository", mockParameter: "{f}Repository",
            sentResult: "#expect(dispatcher.actions.first as? {type} == dispatched)",
            systemDismiss: "await store.dispatch(action: NavigationDismiss{F}DestinationAction()).finish()",
            pathStack: "#expect(store.navigationState.{stack} == [{routes}]{location})",
            pathScreen: "#expect(store.{p}State == {screen}({arguments}){location})",
            pathClosed: "#expect(store.{p}State == nil{location})",
            destinationCheck: "#expect(store.navigationState.{presenter} == {value}{location})",
            systemPop: "await store.dispatch(action: NavigationSet{F}PathAction(path: [{routes}])).finish()",
            dismissed: "store.{state} == nil", staysOpen: "store.{state} != nil"),
        effectState: "state.{f}State",
        openedEffectState: "{f}State",
        navigatesFromRoot: true,
        retired: [
            // The store was generic (`Store<AppState>`) until it held each screen's state on its own.
            RetiredSpelling(
                tokens: ["extension", "Store", "where", "State", "==", "*"], message: "`Store` is no longer generic",
                fix: "write `extension Store {`: it holds the app's state, a property per screen"),
        ] + ["Store", "Reducer", "Middleware"].map { type in
            RetiredSpelling(
                tokens: [type, "<", "*", ">"], message: "`\(type)` is no longer generic",
                fix: "write `\(type)`: the store holds the app's state, a property per screen")
        },
        reserved: ReservedNames(
            supportTypes: [
                "ReadableDescriptionTests", "CallGate", "TestClock",
                "Store", "Action", "ReduxState", "Reducer", "Middleware", "Dispatcher", "DispatchTask", "EffectRuns",
                "EffectPolicy", "{A}State", "{A}Repositories", "EquatableError", "ServiceNotImplemented", "TestError",
                "RecordingDispatcher", "SpecFile", "StoreRuntimeTests", "{A}Dependencies", "FixedDependencies", "UUIDCounter",
                "NavigationState",
            ],
            featureTypes: [
                "{F}State", "{F}Repository", "{F}RepositoryImpl", "{F}ScreenView", "{F}ReducerTests",
                "{F}MiddlewareTests", "{F}ExampleTests", "Mock{F}Repository", "{F}Stack", "{F}Route",
                "NavigationSet{F}PathAction", "{F}Destination", "{F}Destinations", "NavigationDismiss{F}DestinationAction",
            ],
            messageTypes: ["{F}{M}Action"]),
        appEntry: { feature, style in
            // `appReducer`: the call on one line when it fits in 100 columns (indented by 2).
            let property = SwiftNames.escaped(style.statePropertyName(feature.name))
            let reducer = SwiftNames.lowerCamel(feature.name) + "Reducer"
            let call = "state.\(property) = \(reducer)(state.\(property), action)"
            // A screen another one opens: its optional slot, reduced while it is open.
            let slotCall = "state.\(property) = state.\(property).map { \(reducer)($0, action) }"
            return ["reducerCallFits": .bool(2 + call.count <= 100), "slotCallFits": .bool(2 + slotCall.count <= 100)]
        })
}
