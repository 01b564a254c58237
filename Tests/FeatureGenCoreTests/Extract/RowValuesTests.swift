import Foundation
import Testing
@testable import FeatureGenCore

private func rows(_ body: String, helpers: String = "") -> [ViewConversion.Result] {
    let source = """
        import SwiftUI
        struct Item: Identifiable, Equatable { let id: Int; var name: String }
        struct Group: Equatable { var title: String; var items: [Item] }
        struct RowsView: View {
            @State private var items: [Item] = []
            @State private var groups: [Group] = []
            @State private var selected: Item?
            @State private var title = ""
            var body: some View {
                List {
                    \(body)
                }
            }
            \(helpers)
        }
        """
    return ViewConversion.convert([SourceText(path: "Rows.swift", text: source)])
}

/// A row's button sends the row's value as its payload wherever the value comes from, as for a loop
/// variable; one it cannot send is named in a review line (issue 24, item 1: values were lost silently).
@Suite("Row values")
struct RowValuesTests {
    /// A button in a view helper (`row(for:)`, called from a `ForEach`) sends the helper's parameter.
    @Test func aHelpersParameterIsThePayload() throws {
        let result = try #require(rows(
            "ForEach(items) { item in row(for: item) }",
            helpers: "@ViewBuilder func row(for item: Item) -> some View {\n        Button(\"Select\") { selected = item }\n    }"
        ).first)
        #expect(result.spec.yaml.contains("""
              # inferred: from Button "Select" (line 15)
              selectTapped:
                payload: Item
                set: { selected: payload }
            """))
        #expect(result.text.contains("Button(\"Select\") { onSelectTapped(item) }"))
        #expect(result.text.contains("let onSelectTapped: (Item) -> Void"))
        #expect(ViewConversion.problems(result) == [])
    }

    /// A local of the row (`let g = groups[i]`) is sent like the loop variable; both, as a labelled payload.
    @Test func aLocalOfTheRowIsThePayload() throws {
        let result = try #require(rows("""
            ForEach(groups.indices, id: \\.self) { i in
                        let g = groups[i]
                        Button("Delete") { groups.remove(at: i) }
                        Button("Pick") { title = g.title }
                        Button("Both") { title = g.title + "\\(i)" }
                        if let first = g.items.first {
                            Button("First") { selected = first }
                        }
                    }
            """).first)
        let yaml = result.spec.yaml
        #expect(yaml.contains("  deleteTapped:\n    payload: Int\n"))
        #expect(yaml.contains("  pickTapped:\n    payload: Group\n    set: { title: payload.title }\n"))
        #expect(yaml.contains("  bothTapped:\n    payload: { i: Int, g: Group }\n"))
        #expect(yaml.contains("  firstTapped:\n    payload: Item\n    set: { selected: payload }\n"))
        #expect(result.text.contains("Button(\"Pick\") { onPickTapped(g) }"))
        #expect(result.text.contains("Button(\"Both\") { onBothTapped(i, g) }"))
        #expect(result.text.contains("Button(\"First\") { onFirstTapped(first) }"))
        #expect(ViewConversion.problems(result) == [])
    }

    /// `.sheet(item: $field) { item in … }`: the field's type.
    @Test func aSheetsItemIsThePayload() throws {
        let result = try #require(rows(
            "Text(\"x\").sheet(item: $selected) { item in Button(\"Rename\") { title = item.name } }").first)
        #expect(result.spec.yaml.contains("  renameTapped:\n    payload: Item\n    set: { title: payload.name }\n"))
    }

    /// What cannot be sent is named: a local of unknown type, a parameter that is no value.
    @Test func aValueThatCannotBeSentIsNamedForReview() throws {
        let result = try #require(rows(
            """
            ForEach(items) { item in
                        let label = makeLabel(item)
                        Button("Use") { title = label }
                    }
                    ForEach(items) { item in row(item) { } }
            """,
            helpers: """
                func makeLabel(_ item: Item) -> String { item.name }
                    @ViewBuilder func row(_ item: Item, done: @escaping () -> Void) -> some View {
                        Button("Done") { title = item.name; done() }
                    }
                """
        ).first)
        let yaml = result.spec.yaml
        #expect(yaml.contains("""
              # review: uses the local `label` whose type is unknown: add a payload
              # review: no `set`: write this transition in the reducer (the prototype does `title = label`)
              useTapped: {}
            """))
        #expect(yaml.contains(
            "# review: uses the parameter `done` of `row(_:done:)`, whose type `@escaping () -> Void` cannot be a payload ("))
        #expect(result.text.contains("Button(\"Use\") { onUseTapped() }"))
    }
}
