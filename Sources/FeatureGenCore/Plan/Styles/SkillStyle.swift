import Mustache

extension OutputStyle {
    /// The Redux-style code of the screen-architecture skill (seed 000; `Templates/skill`): one root
    /// `AppState` held by one `AppStore`, an action enum and a `static` reducer per feature, effects
    /// returned as values that the store runs, one service protocol per feature.
    static let skill = OutputStyle(
        name: .skill,
        rules: [
            FileRule(template: "State", path: "Features/{F}/{F}State.swift", ownership: .generated, scope: .feature),
            FileRule(template: "Action", path: "Features/{F}/{F}Action.swift", ownership: .generated, scope: .feature),
            FileRule(template: "Reducer", path: "Features/{F}/{F}Reducer.swift", ownership: .generated, scope: .feature),
            FileRule(template: "Effects", path: "Features/{F}/{F}Effects.swift", ownership: .generated, scope: .feature),
            FileRule(
                template: "Models", path: "Features/{F}/{F}Models.swift", ownership: .generated, scope: .feature,
                condition: .hasTypes),
            FileRule(
                template: "Transitions", path: "Features/{F}/{F}Reducer+Transitions.swift", ownership: .owned,
                scope: .feature, condition: .hasTransitions),
            FileRule(template: "View", path: "Features/{F}/{F}View.swift", ownership: .owned, scope: .feature),
            FileRule(
                template: "Stack", path: "Features/{F}/{F}Stack.swift", ownership: .generated, scope: .feature,
                condition: .ownsStack),
            FileRule(
                template: "Destinations", path: "Features/{F}/{F}Destinations.swift", ownership: .generated,
                scope: .feature, condition: .presents),
            FileRule(
                template: "ServiceProtocol", path: "Services/{F}ServiceProtocol.swift", ownership: .generated,
                scope: .feature),
            FileRule(template: "Service", path: "Services/{F}Service.swift", ownership: .owned, scope: .feature),
            FileRule(template: "AppState", path: "App/{A}State.swift", ownership: .generated, scope: .app),
            FileRule(template: "AppAction", path: "App/{A}Action.swift", ownership: .generated, scope: .app),
            FileRule(template: "AppReducer", path: "App/{A}Reducer.swift", ownership: .generated, scope: .app),
            FileRule(template: "AppStore", path: "App/{A}Store.swift", ownership: .generated, scope: .app),
            FileRule(template: "AppServices", path: "App/{A}Services.swift", ownership: .generated, scope: .app),
            FileRule(template: "Effect", path: "App/Effect.swift", ownership: .generated, scope: .app),
            FileRule(template: "AppSupport", path: "App/AppSupport.swift", ownership: .generated, scope: .app),
            FileRule(template: "AppLive", path: "App/{A}Store+Live.swift", ownership: .owned, scope: .app),
            FileRule(template: "ReducerTests", path: "{F}ReducerTests.swift", ownership: .generated, scope: .featureTests),
            FileRule(template: "StoreTests", path: "{F}StoreTests.swift", ownership: .generated, scope: .featureTests),
            FileRule(
                template: "ExampleTests", path: "{F}ExampleTests.swift", ownership: .generated, scope: .featureTests,
                condition: .hasExamples),
            FileRule(template: "MockService", path: "Mock{F}Service.swift", ownership: .generated, scope: .featureTests),
            FileRule(
                template: "Samples", path: "{F}Samples.swift", ownership: .generated, scope: .featureTests,
                condition: .hasModels),
            FileRule(template: "AppTestSupport", path: "AppTestSupport.swift", ownership: .generated, scope: .appTests),
            FileRule(template: "AppStoreTests", path: "{A}StoreTests.swift", ownership: .generated, scope: .appTests),
            FileRule(
                template: "ReadableDescriptionTests", path: "ReadableDescriptionTests.swift", ownership: .generated,
                scope: .appTests),
        ],
        partials: [
            "StoreTestCase", "TestSupportTypes", "CallGate", "TestClock", "StorePolicyTest", "RootStart", "FixedDependencies", "StreamLoop",
            "ThrottleWindow", "ThrottleSends", "InitializerTest", "UntilCancelled", "NavigationState", "ContainerCall", "RootExpected",
            "NavigationClosing",
        ],
        names: Names(
            message: "{F}Action", service: "{F}ServiceProtocol", liveService: "{F}Service",
            previewService: "Preview{F}Service", mockService: "Mock{F}Service", stateProperty: "{f}",
            transition: "{m}"),
        messages: .enumCase,
        view: ViewWiring(state: "store.{lowerF}State", send: "store.send(.{f}({message}))", access: .properties),
        tests: TestWiring(
            reduce: "{F}Reducer.reduce(state: &state, action: {message})", reduceIgnoresWhen: true,
            send: "await store.send(.{f}({message})).finish()", startRun: "store.send(.{f}({message}))", mock: "service",
            mockParameter: "{f}Service",
            systemDismiss: "await store.send(.navigation(.dismiss{F}Destination)).finish()",
            pathStack: "#expect(store.navigationState.{stack} == [{routes}]{location})",
            pathScreen: "#expect(store.{p}State == {screen}({arguments}){location})",
            pathClosed: "#expect(store.{p}State == nil{location})",
            destinationCheck: "#expect(store.navigationState.{presenter} == {value}{location})",
            systemPop: "await store.send(.navigation(.set{F}Path([{routes}]))).finish()",
            dismissed: "store.state.{state} == nil", staysOpen: "store.state.{state} != nil"),
        navigatesFromRoot: true,
        rootMessage: ".{f}({message})",
        convertedViewTemplate: "View",
        reserved: ReservedNames(
            supportTypes: [
                "ReadableDescriptionTests", "CallGate", "TestClock",
                "{A}State", "{A}Action", "{A}Reducer", "{A}Store", "{A}Services", "StoreTask", "Effect",
                "EffectPolicy", "EquatableError", "NavigationState", "NavigationAction", "{A}Navigation", "ServiceNotImplemented", "TestError", "SpecFile", "{A}StoreTests", "{A}Dependencies", "FixedDependencies", "UUIDCounter",
            ],
            featureTypes: [
                "{F}State", "{F}Action", "{F}Reducer", "{F}Effects", "{F}ServiceProtocol", "{F}Service", "{F}View",
                "{F}ContainerView", "{F}Stack", "{F}Route", "{F}Destination", "{F}Destinations", "{F}Transitions", "{F}ReducerTests", "{F}StoreTests", "{F}ExampleTests",
                "Mock{F}Service",
            ]),
        appEntry: { feature, _ in
            // `AppStore`: the feature's state property (`orderState`), and its effect call and guard on
            // one line each when they fit in 100 columns (indented by 6); for a screen another one opens,
            // the same read from `state`, its unwrapped slot.
            let plain = SwiftNames.lowerCamel(feature.name)
            let property = SwiftNames.escaped(plain)
            func fits(_ state: String) -> [String: Bool] {
                let call = "return \(feature.name)Effects.effect(for: action, state: \(state), service: services.\(property))"
                let guardHead = "guard \(feature.name)Reducer.accepts(action, in: \(state)) else {"
                return [
                    "effectCallFits": SwiftLayout.columns(call, indent: 6) <= SwiftLayout.width,
                    "guardFits": SwiftLayout.columns(guardHead + " return StoreTask() }", indent: 6) <= SwiftLayout.width,
                    // Else `guard` on a line of its own, as swift-format breaks a condition that does not fit.
                    "guardHeadFits": SwiftLayout.columns(guardHead, indent: 6) <= SwiftLayout.width,
                ]
            }
            var entry = fits("\(plain)State").mapValues(MustacheValue.bool)
            entry["slot"] = .object(fits("state").mapValues(MustacheValue.bool))
            return entry
        })
}
