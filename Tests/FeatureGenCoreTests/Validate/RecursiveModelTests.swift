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
