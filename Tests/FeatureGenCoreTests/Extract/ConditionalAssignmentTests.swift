import Testing
@testable import FeatureGenCore

/// Issue 24 item 2: an `if` around state changes keeps its condition. Assignments under one condition the
/// spec can say become one `set` value per field, the condition in a ternary; anything the spec cannot
/// say stays for review, as before.
@Suite("Extraction keeps an if around state changes")
struct ConditionalAssignmentTests {
    private static func yaml(_ action: String) -> String {
        let source = """
            import SwiftUI
            struct CounterView: View {
                @State private var count = 0
                @State private var isOn = false
                @State private var label = ""
                @State private var countLimit = 10
                var body: some View {
                    Button("Bump") {
            \(action)
                    }
                }
            }
            """
        return Extractor.extract(SourceText(path: "CounterView.swift", text: source), diagnostics: DiagnosticCollector())
            .first?.yaml ?? ""
    }

    @Test func ifAndElseBecomeATernaryPerField() {
        let yaml = Self.yaml("""
                    if isOn {
                        count += 1
                        label = "more"
                    } else {
                        count = 0
                    }
            """)
        #expect(yaml.contains("""
              bumpTapped:
                set: { count: "state.isOn ? state.count + 1 : 0", label: "state.isOn ? \\"more\\" : state.label" }
            """), "\(yaml)")
    }

    /// Without `else`, the field keeps its value; a comparison in the condition needs no parentheses.
    @Test func anIfWithoutElseKeepsTheFieldOtherwise() {
        let yaml = Self.yaml("        if count > countLimit { count = 0 }")
        #expect(yaml.contains("set: { count: \"state.count > state.countLimit ? 0 : state.count\" }"), "\(yaml)")
    }

    /// A branch value with a loose operator is parenthesized, so the ternary reads as the prototype did.
    @Test func aBranchValueWithAComparisonIsParenthesized() {
        let yaml = Self.yaml("        if isOn { isOn = count < 3 }")
        #expect(yaml.contains("set: { isOn: \"state.isOn ? (state.count < 3) : state.isOn\" }"), "\(yaml)")
    }

    /// What a `set` cannot say stays for review: a field read after its own branch changed it (`set`
    /// reads the state as it was), `else if`, a binding condition, a call in a branch.
    @Test(arguments: [
        "        if isOn { count = 1; label = \"\\(count)\" }",
        "        if isOn { count = 1 } else if count > 3 { count = 2 }",
        "        if let first = label.first { label = String(first) }",
        "        if isOn { count = 1; print(count); reset() }",
    ])
    func whatASetCannotSayIsLeftForReview(action: String) {
        let yaml = Self.yaml(action)
        #expect(yaml.contains("review: no `set`"), "\(yaml)")
        #expect(!yaml.contains("? "), "\(yaml)")
    }
}
