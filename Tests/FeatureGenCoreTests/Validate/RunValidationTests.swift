import Testing
@testable import FeatureGenCore

@Suite struct RunValidationTests {
    private func feature(_ name: String, _ path: String, models: [String] = []) -> Feature {
        Feature(name: name, specPath: path,
                models: models.map { Model(name: $0, fields: [], location: at(5, 3, path)) },
                location: at(1, 1, path))
    }

    private func run(_ features: [Feature]) -> [String] {
        let diagnostics = DiagnosticCollector()
        SpecValidator.validateRun(features, diagnostics: diagnostics)
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
}
