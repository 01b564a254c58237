import Testing

@testable import FeatureGenCore

/// A model that holds itself cannot compile as a struct: refused at the model, with the chain.
@Suite struct RecursiveModelTests {
    private func errors(_ yaml: String) -> [String] {
        let diagnostics = DiagnosticCollector()
        if let root = SpecReader.read(SourceText(path: "T.feature.yml", text: yaml), diagnostics: diagnostics) {
            _ = SpecValidator.validate(root, specPath: "T.feature.yml", diagnostics: diagnostics)
        }
        return diagnostics.sorted.filter { $0.severity == .error }.map(\.message)
    }

    @Test func aModelThatHoldsItselfIsRefused_inACollectionItIsNot() {
        let spec = """
            feature: Tree
            state:
              root: "Node?"
            models:
              Node:
                fields: { value: Int, next: "Node?" }
              Pair:
                fields: { left: Leaf }
              Leaf:
                fields: { back: "Optional<Pair>", kids: "[Leaf]" }
              Branch:
                fields: { children: "[Branch]", names: "[String: Branch]" }
            """
        #expect(errors(spec) == [
            "model `Node` holds itself (`Node` → `Node`): a struct cannot contain itself",
            "model `Pair` holds itself (`Pair` → `Leaf` → `Pair`): a struct cannot contain itself",
            "model `Leaf` holds itself (`Leaf` → `Pair` → `Leaf`): a struct cannot contain itself",
        ])
    }
}

/// Message names that differ only in their first letter's case name one middleware action struct.
@Suite struct CapitalisedMessageNameTests {
    @Test func goAndGoAreOneActionInMiddleware_andFineInSkill() throws {
        let spec = "feature: Walk\nstate:\n  n: Int = 0\nactions:\n  go:\n    set: { n: 1 }\n  Go:\n    set: { n: 2 }\n"
        let diagnostics = DiagnosticCollector()
        let root = try #require(SpecReader.read(SourceText(path: "W.feature.yml", text: spec), diagnostics: diagnostics))
        let parsed = SpecValidator.validate(root, specPath: "W.feature.yml", diagnostics: diagnostics)
        let feature = try #require(parsed)
        let middleware = DiagnosticCollector()
        SpecValidator.validateRun([feature], style: .middleware, diagnostics: middleware)
        #expect(middleware.sorted.map(\.message) == ["messages `go` and `Go` would both be `WalkGoAction` in the `middleware` style"])
        let skill = DiagnosticCollector()
        SpecValidator.validateRun([feature], style: .skill, diagnostics: skill)
        #expect(!skill.hasErrors)
    }
}
