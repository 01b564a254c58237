extension OutputStyle {
    /// Store / ViewState / View (seed 002, as in chatwork/iosdc2025_svvs-sample; `Templates/svvs`): a
    /// shared `@Observable` store per data domain (the fields whose `store:` names it), a view state per
    /// screen that holds the screen's other fields, with one event method per message and the tasks its
    /// effects run on, and a view that owns its view state. The layout follows the reference app's
    /// packages (`Entities/`, `Repositories/`, `Stores/`, `ViewStates/`, `Views/`).
    static let svvs = OutputStyle(
        name: .svvs,
        rules: [
            FileRule(
                template: "Store", path: "Stores/{S}.swift", ownership: .generated, scope: .store,
                fixedPath: "Stores/AppStores.swift"),
            FileRule(
                template: "ViewState", path: "ViewStates/{F}ViewState.swift", ownership: .generated, scope: .feature),
            FileRule(
                template: "Transitions", path: "ViewStates/{F}ViewState+Transitions.swift", ownership: .owned,
                scope: .feature, condition: .hasTransitions),
            FileRule(
                template: "Models", path: "Entities/{F}Models.swift", ownership: .generated, scope: .feature,
                condition: .hasTypes),
            FileRule(
                template: "RepositoryProtocol", path: "Repositories/{F}RepositoryProtocol.swift",
                ownership: .generated, scope: .feature),
            FileRule(
                template: "Repository", path: "Repositories/{F}Repository.swift", ownership: .owned, scope: .feature),
            FileRule(template: "View", path: "Views/{F}View.swift", ownership: .owned, scope: .feature),
            FileRule(template: "AppSupport", path: "App/AppSupport.swift", ownership: .generated, scope: .app),
            FileRule(template: "TaskSupport", path: "App/TaskSupport.swift", ownership: .generated, scope: .app),
            FileRule(
                template: "ViewStateTests", path: "{F}ViewStateTests.swift", ownership: .generated, scope: .featureTests),
            FileRule(template: "EffectTests", path: "{F}EffectTests.swift", ownership: .generated, scope: .featureTests),
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
                template: "ReadableDescriptionTests", path: "ReadableDescriptionTests.swift", ownership: .generated,
                scope: .appTests),
            FileRule(template: "TaskSupportTests", path: "TaskSupportTests.swift", ownership: .generated, scope: .appTests),
        ],
        partials: [
            "MethodBody", "RunBody", "RunCall", "ViewStateLet", "EffectTestCase", "TestSupportTypes", "CallGate", "TestClock",
            "FixedDependencies", "StreamEvents", "UntilCancelled", "ThrottleSends",
        ],
        names: Names(
            state: "{F}ViewState", message: "on{M}", service: "{F}RepositoryProtocol", liveService: "{F}Repository",
            previewService: "Preview{F}Repository", mockService: "Mock{F}Repository", stateProperty: "{f}ViewState",
            transition: "{m}"),
        messages: .eventMethod,
        view: ViewWiring(state: "viewState", send: "viewState.{message}", access: .viewState),
        tests: TestWiring(
            reduce: "viewState.{message}", send: "await viewState.{message}.value",
            sendStartingNothing: "viewState.{message}", inFlightSend: "viewState.{message}", finishRun: "await {run}.value",
            state: "viewState", storeState: "viewState",
            mock: "repository", mockParameter: "repository", checksFieldByField: true,
            systemDismiss: "viewState.{destination} = nil", startStack: "[{elements}]",
            stackElement: ".{destination}({state}({arguments}))",
            systemPop: "viewState.path.removeLast()", systemPopSeveral: "viewState.path.removeLast({count})",
            systemPopRequirement: "try #require(viewState.path.count == {count}{location})",
            pushCheck: [
                "#expect(viewState.path.count == {count}{location})",
                "guard case .{destination}{binding}? = viewState.path.last else {",
                "  {testing}Issue.record(\"the screen on top is not `{destination}`\"{location})",
                "  return",
                "}",
            ],
            pushedInput: "#expect(pushed.{label} == {value}{location})",
            emptyStackCheck: "#expect(viewState.path.isEmpty{location})",
            pushedDismissal: [
                "pushed.dismiss()",
                "#expect(viewState.path.count == {remaining}, \"the pushed screen leaves the stack when it dismisses itself\")",
            ],
            presentCheck: [
                "guard case .{destination}{binding}? = viewState.destination else {",
                "  {testing}Issue.record(\"`{destination}` is not presented\"{location})",
                "  return",
                "}",
            ],
            presentedInput: "#expect(presented.{label} == {value}{location})",
            noPresentationCheck: "#expect(viewState.destination == nil{location})",
            presentedDismissal: [
                "presented.dismiss()",
                "#expect(viewState.destination == nil, \"the presented screen closes when it dismisses itself\")",
            ]),
        effectState: "self",
        setState: "self",
        reserved: ReservedNames(
            supportTypes: [
                "ReadableDescriptionTests", "TaskSupportTests", "TestClock", "AppStores", "EquatableError", "ServiceNotImplemented", "TestError", "SpecFile", "CallGate", "AppDependencies", "FixedDependencies", "UUIDCounter"],
            featureTypes: [
                "{F}ViewState", "{F}View", "{F}RepositoryProtocol", "{F}Repository", "Preview{F}Repository",
                "Mock{F}Repository", "{F}ViewStateTests", "{F}EffectTests", "{F}ExampleTests",
            ],
            members: ["on{M}", "{e}Task", "{e}Tasks", "{s}", "repository"],
            keywordFields: "fields are `@Observable` properties, and the macro cannot expand a name that needs "
                + "backticks"))
}
