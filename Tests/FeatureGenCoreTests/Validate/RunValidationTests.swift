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
            "b.yml:5:3: error: model name `OrderState` clashes with a type generated for feature `Order`",
            "a.yml:1:1: note: feature declared here",
            "b.yml:5:3: error: model name `AppStore` clashes with a generated App type",
        ])
    }

    @Test func modelClashingWithTheStoresTypesOrAFeaturesLiveService() {
        #expect(run([feature("Order", "a.yml"), feature("Cart", "b.yml", models: ["Effect", "OrderService"])]) == [
            "b.yml:5:3: error: model name `Effect` clashes with a generated App type",
            "b.yml:5:3: error: model name `OrderService` clashes with a type generated for feature `Order`",
            "a.yml:1:1: note: feature declared here",
        ])
    }
}
