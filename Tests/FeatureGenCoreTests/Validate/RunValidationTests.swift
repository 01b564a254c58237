import Testing
@testable import FeatureGenCore

@Suite struct RunValidationTests {
    private func feature(_ name: String, _ path: String, models: [String] = []) -> Feature {
        Feature(name: name, specPath: path,
                models: models.map { Model(name: $0, fields: [], location: at(5, 3, path)) },
                location: at(1, 1, path))
    }

    private func run(_ features: [Feature], style: OutputStyle.Name = .skill, app: String = "App") -> [String] {
        let diagnostics = DiagnosticCollector()
        SpecValidator.validateRun(features, style: style, app: app, diagnostics: diagnostics)
        return diagnostics.diagnostics.flatMap { $0.description.split(separator: "\n").map(String.init) }
    }

    @Test func distinctFeaturesPass() {
        #expect(run([feature("Order", "a.yml", models: ["Order"]), feature("Profile", "b.yml", models: ["Profile"])]) == [])
    }

    @Test func duplicateFeatureNames() {
        #expect(run([feature("Order", "a.yml"), feature("Order", "b.yml")]) == [
            "b.yml:1:1: error: feature `Order` is defined twice", "a.yml:1:1: note: first defined here",
        ])
    }

    @Test func namesDifferingOnlyInCase() {
        #expect(run([feature("Order", "a.yml"), feature("ORDER", "b.yml")]) == [
            "b.yml:1:1: error: feature name `ORDER` differs from `Order` only in case; "
                + "their files would collide on case-insensitive file systems",
            "a.yml:1:1: note: first defined here",
        ])
    }

    @Test func featureNamedAppClashesWithAppTypes() {
        #expect(run([feature("App", "a.yml")]) == [
            "a.yml:1:1: error: feature name `App` clashes with the generated App types (`AppState`, `AppAction`, …)",
            "a.yml:1:1: note: try `AppFeature`",
        ])
    }

    /// With `app: Shop` the App types are `ShopState`, `ShopFeature`, …: a feature `App` is fine then.
    @Test func theAppTypesNamedOtherwiseClashWithTheirOwnNames() {
        #expect(run([feature("Shop", "a.yml")], app: "Shop") == [
            "a.yml:1:1: error: feature name `Shop` clashes with the generated App types (`ShopState`, `ShopAction`, …)",
            "a.yml:1:1: note: try `ShopFeature`",
        ])
        #expect(run([feature("App", "a.yml")], app: "Shop").isEmpty)
        #expect(run([feature("Cart", "b.yml", models: ["ShopFeature"])], style: .tca, app: "Shop").first?
            .hasPrefix("b.yml:5:3: error: model name `ShopFeature` cannot be used") == true)
        #expect(run([feature("Cart", "b.yml", models: ["AppFeature"])], style: .tca, app: "Shop").isEmpty)
    }

    @Test func modelDefinedByTwoFeatures() {
        #expect(run([feature("Order", "a.yml", models: ["Item"]), feature("Cart", "b.yml", models: ["Item"])]) == [
            "b.yml:5:3: error: model `Item` is also defined by feature `Order`", "a.yml:5:3: note: first defined here",
        ])
    }

    @Test func modelClashingWithGeneratedTypes() {
        #expect(run([feature("Order", "a.yml"), feature("Cart", "b.yml", models: ["OrderState", "AppStore"])]) == [
            "b.yml:5:3: error: model name `OrderState` cannot be used: featuregen generates `OrderState` for feature `Order`",
            "b.yml:5:3: note: try `CartOrderState`",
            "b.yml:5:3: error: model name `AppStore` cannot be used: featuregen generates a type `AppStore`",
            "b.yml:5:3: note: try `CartAppStore`",
        ])
    }

    /// The names the issue found breaking the generated code: Swift's own, and the support types.
    @Test func modelsAndEnumsHidingTypesTheGeneratedCodeUses() {
        let messages = run([feature("Todo", "a.yml", models: ["Task", "String", "Error", "StoreTask", "ServiceNotImplemented", "TestError", "EquatableError", "Item"])])
        #expect(messages.filter { $0.contains("error:") }.count == 7)
        #expect(messages.first == "a.yml:5:3: error: model name `Task` cannot be used: it would hide `Task` (Swift, Foundation or SwiftUI), which the generated code uses")
        #expect(messages.contains("a.yml:5:3: note: try `TodoTask`"))
        #expect(!messages.contains { $0.contains("`Item`") })
    }

    @Test func modelClashingWithTheStoresTypesOrAFeaturesLiveService() {
        let messages = run([feature("Order", "a.yml"), feature("Cart", "b.yml", models: ["Effect", "OrderService"])])
        #expect(messages.contains { $0.hasPrefix("b.yml:5:3: error: model name `Effect` cannot be used: featuregen generates a type `Effect`") })
        #expect(messages.contains { $0.hasPrefix("b.yml:5:3: error: model name `OrderService` cannot be used: featuregen generates `OrderService` for feature `Order`") })
    }

    // MARK: Each style's names

    private func feature(_ name: String, _ path: String, messages: [String], models: [String] = []) -> Feature {
        var feature = feature(name, path, models: models)
        feature.actions = messages.map { Message(name: $0, location: at(3, 3, path)) }
        return feature
    }

    @Test func eachStyleRefusesItsOwnNamesOnly() {
        let models = ["Store", "Action", "Middleware", "OrderRepository", "OrderLoadAction", "AppStore", "OrderView"]
        let order = feature("Order", "a.yml", messages: ["load"], models: models)
        let skill = run([order], style: .skill).filter { $0.contains("error:") }
        let middleware = run([order], style: .middleware).filter { $0.contains("error:") }
        #expect(skill == [
            "a.yml:5:3: error: model name `AppStore` cannot be used: featuregen generates a type `AppStore`",
            "a.yml:5:3: error: model name `OrderView` cannot be used: featuregen generates `OrderView` for feature `Order`",
        ])
        #expect(middleware == [
            "a.yml:5:3: error: model name `Store` cannot be used: featuregen generates a type `Store`",
            "a.yml:5:3: error: model name `Action` cannot be used: featuregen generates a type `Action`",
            "a.yml:5:3: error: model name `Middleware` cannot be used: featuregen generates a type `Middleware`",
            "a.yml:5:3: error: model name `OrderRepository` cannot be used: featuregen generates `OrderRepository` for feature `Order`",
            "a.yml:5:3: error: model name `OrderLoadAction` cannot be used: featuregen generates `OrderLoadAction` for feature `Order`",
        ])
    }

    @Test func theTCAStyleRefusesTheLibrarysNamesItsReducersAndItsMembers() {
        var order = feature("Order", "a.yml", messages: ["body"], models: ["Store", "State", "OrderClient", "Item"])
        order.effects = ["body", "orderClient", "load"].map { name in
            Effect(
                name: name, call: Signature(function: name, parameters: [], isAsync: true, isThrowing: false,
                                            returnType: nil, location: at(9, 3, "a.yml")),
                location: at(9, 3, "a.yml"))
        }
        let errors = run([order], style: .tca).filter { $0.contains("error:") }
        #expect(errors == [
            "a.yml:5:3: error: model name `Store` cannot be used: it would hide `Store` (The Composable Architecture or SwiftUI), which the generated code uses",
            "a.yml:5:3: error: model name `State` cannot be used: featuregen generates a type `State`",
            "a.yml:5:3: error: model name `OrderClient` cannot be used: featuregen generates `OrderClient` for feature `Order`",
            "a.yml:9:3: error: effect name `body` cannot be used in the `tca` style: the effect's function would clash with the member `body` of the type generated for `Order`",
            "a.yml:9:3: error: effect name `orderClient` cannot be used in the `tca` style: the effect's function would clash with the member `orderClient` of the type generated for `Order`",
        ])
        // TCA's `@ObservableState` cannot expand `` var `default` ``: a keyword cannot name a state field.
        var profile = feature("Profile", "b.yml")
        profile.fields = [
            StateField(name: "default", type: SwiftCode("Int", at: at(3, 3, "b.yml")), defaultValue: nil,
                       location: at(3, 3, "b.yml"))
        ]
        #expect(run([profile], style: .tca).filter { $0.contains("error:") } == [
            "b.yml:3:3: error: field name `default` cannot be used in the `tca` style: TCA's `@ObservableState` macro turns a property written with backticks into code that does not compile"
        ])
        #expect(run([profile], style: .skill).filter { $0.contains("error:") }.isEmpty)
        // A message may be called `body`: it is a case of `Action`. The other styles take all of it.
        #expect(run([order], style: .skill).filter { $0.contains("error:") && $0.contains("body") }.isEmpty)
    }

    @Test func twoFeaturesGeneratingTheSameActionStruct() {
        let catalog = feature("Catalog", "a.yml", messages: ["setQuery"])
        let catalogSet = feature("CatalogSet", "b.yml", messages: ["query"])
        #expect(run([catalog, catalogSet], style: .skill) == [])
        #expect(run([catalog, catalogSet], style: .middleware) == [
            "b.yml:1:1: error: feature `CatalogSet` would generate `CatalogSetQueryAction`, which feature `Catalog` generates too",
            "b.yml:1:1: note: rename a feature or a message",
            "a.yml:1:1: note: `Catalog` is defined here",
        ])
    }
}
