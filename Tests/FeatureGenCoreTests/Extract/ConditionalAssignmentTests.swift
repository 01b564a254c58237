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

    /// Found on held-out apps: a branch that changes the field its condition reads. A `set` reads the
    /// state before it assigns (`validate` refuses a read after an assignment, and the view was skipped
    /// whole): the condition's field comes last.
    @Test func theConditionsFieldIsAssignedAfterTheFieldsThatReadIt() throws {
        let yaml = Self.yaml("""
                    if isOn {
                        isOn = false
                        count = 0
                    } else {
                        isOn = true
                        count += 1
                    }
            """)
        #expect(yaml.contains(
            "set: { count: \"state.isOn ? 0 : state.count + 1\", isOn: \"state.isOn ? false : true\" }"), "\(yaml)")
        #expect(validateSpec(yaml).lines.allSatisfy { !$0.contains("error:") }, "\(validateSpec(yaml).lines)")
    }

    /// Changed before the `if` (the condition would read the old value) or after it (the later change
    /// would replace the branch's): left for review.
    @Test(arguments: [
        "        count += 1\n        if count > 3 { count = 0 }",
        "        if isOn { count = 1 }\n        count += 1",
        "        if isOn { count = 1 }\n        label = \"\\(count)\"",
    ])
    func aFieldChangedBeforeOrAfterTheIfStaysForReview(action: String) {
        let yaml = Self.yaml(action)
        #expect(yaml.contains("review: no `set`"), "\(yaml)")
    }

    /// `count -= step - 1` subtracts the whole operand.
    @Test func aCompoundAssignmentKeepsItsOperandWhole() {
        #expect(Self.yaml("        count -= countLimit - 1").contains("set: { count: state.count - (state.countLimit - 1) }"))
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

/// Found on held-out apps: `x = true; Task { try? await Task.sleep(…); x = false }` became `set: { x: false }`
/// (the delayed reset undid the change, silently), and with the task kept in a handle (`resetTask = Task
/// { … }`) the reset was dropped. A change after a sleep is not the action's `set`: left for review.
@Suite("Extraction of a delayed change")
struct DelayedChangeTests {
    @Test(arguments: ["", "resetTask = "])
    func aChangeAfterASleepIsLeftForReview(handle: String) {
        let source = """
            import SwiftUI
            struct CopyView: View {
                @State private var copied = false
                @State private var resetTask: Task<Void, Never>?
                var body: some View {
                    Button("Copy") {
                        copied = true
                        \(handle)Task {
                            try? await Task.sleep(for: .seconds(1))
                            copied = false
                        }
                    }
                }
            }
            """
        let yaml = Extractor.extract(SourceText(path: "CopyView.swift", text: source), diagnostics: DiagnosticCollector())
            .first?.yaml ?? ""
        #expect(yaml.contains("review: no `set`"), "\(yaml)")
        #expect(!yaml.contains("set: { copied: false }"), "\(yaml)")
    }
}
