import Foundation
import Testing
@testable import FeatureGenCore

/// Converted views must type-check (issue 24), not only parse: the pure view has the state the spec
/// owns as `let`s (or `@Binding`s), so code that still changes or binds such a field would not compile.
/// Found by `.ci/extract-typecheck` on the corpora.
@Suite("Converted views type-check")
struct ConvertedViewTypeCheckTests {
    private func convert(_ source: String, file: String = "Prototype.swift") throws -> ViewConversion.Result {
        let result = try #require(ViewConversion.convert([SourceText(path: file, text: source)]).first)
        #expect(ViewConversion.problems(result) == [])
        #expect(try ViewConversion.parseErrors([(result.feature.name, result.text)]) ?? "" == "")
        return result
    }

    /// A change to a field the spec took over, outside any action (`.onReceive`, a helper), is commented
    /// out under its review line: left as written it assigns to a `let`.
    @Test func stateChangedOutsideAnActionIsCommentedOut() throws {
        let result = try convert("""
            import SwiftUI
            struct StopwatchView: View {
                @State private var elapsed = 0
                @State private var rows: [String] = []
                var body: some View {
                    List(rows, id: \\.self) { Text($0) }
                        .onReceive(timer) { _ in elapsed += 1 }
                        .onReceive(feed) { value in
                            self.rows = value
                                .sorted()
                            print(rows.count)
                        }
                        .onReceive(names) {
                            rows = $1
                        }
                }
            }
            """)
        let text = result.text
        #expect(text.contains("    let elapsed: Int\n"))
        #expect(text.contains("    let rows: [String]\n"))
        #expect(text.contains(".onReceive(timer) { _ in /* elapsed += 1 */ }"), "\(text)")
        // Its own lines: each one commented out, after the review line.
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let review = try #require(lines.firstIndex(of: "// review: `rows` is feature state now (a `let` of the view): the change is"))
        #expect(Array(lines[(review + 1)...].prefix(4)) == [
            "//   commented out; send an action that makes it instead", "// self.rows = value", "// .sorted()",
            "print(rows.count)",
        ])
        #expect(text.contains("`elapsed` is feature state now (a `let` of the view)"))
        // The closure's arguments stay used (it would take none otherwise).
        let names = try #require(lines.firstIndex(of: ".onReceive(names) {"))
        #expect(Array(lines[(names + 1)...].prefix(5)) == [
            "// review: `rows` is feature state now (a `let` of the view): the change is",
            "//   commented out; send an action that makes it instead", "_ = ($0, $1)", "// rows = $1", "}",
        ])
    }

    /// `if let x = y` with its `{` on the next line (Allman style) is one statement. It was cut at the
    /// line break: the button's closure became `onNoteTapped()`, `{ print(n) }`, `else` (which does not
    /// parse), and the `.onAppear` that only chooses to call `load` became an action of its own.
    @Test func anIfWhoseBraceIsOnTheNextLineStaysOneStatement() throws {
        let result = try convert("""
            import SwiftUI
            struct NotesView: View {
                @State private var note: String?
                @State private var ids: [Int] = []
                @State private var count = 0
                var body: some View {
                    Button("Note") {
                        if let n = note
                        {
                            print(n)
                        }
                        else
                        {
                            note = "x"
                        }
                    }
                    .onAppear {
                        if let last = ids.last
                        {
                            load(after: last)
                        }
                    }
                }
                func load(after id: Int) { count = id }
            }
            """)
        #expect(result.spec.actions == ["noteTapped", "load"])
        #expect(result.spec.yaml.contains(
            "(the prototype does `note = \"x\"; if let n = note { print(n) } else { note = \"x\" }`)\n  noteTapped: {}\n"))
        #expect(result.spec.yaml.contains("  # inferred: sent by .onAppear\n  load:\n"))
        #expect(result.text.contains("""
                  Button("Note") {
                    onNoteTapped()
                  }
                  .onAppear {
                    if let last = ids.last
                    {
                      onLoad(last)
                    }
                  }
            """))
    }

    /// `case .a: count = 0` with nothing after it cannot lose its statement: commented out, it is
    /// followed by a `break`.
    @Test func aCaseLeftWithoutAStatementGetsABreak() throws {
        let result = try convert("""
            import SwiftUI
            struct ModeView: View {
                @State private var count = 0
                var body: some View {
                    Text("\\(count)")
                        .onReceive(modes) { mode in
                            switch mode {
                            case .reset: count = 0
                            default: break
                            }
                        }
                }
            }
            """)
        #expect(result.text.contains("case .reset: /* count = 0 */ break"), "\(result.text)")
        #expect(result.text.contains("// review: `count` is feature state now (a `let` of the view): the change is"))
        // Two statements of one case (IceCubes' Explore), each on its lines: the `break` follows the last.
        let two = try convert("""
            import SwiftUI
            struct PagesView: View {
                @State private var count = 0
                @State private var total = 0
                var body: some View {
                    Text("\\(count)")
                        .onReceive(modes) { mode in
                            switch mode {
                            case .reset:
                                count = 0
                                total = 0
                            case .keep:
                                print(count)
                            }
                        }
                }
            }
            """)
        #expect(two.text.contains("// total = 0\n            break\n          case .keep:"), "\(two.text)")
        #expect(two.text.contains("// count = 0\n"))
    }

    /// `$searchText` in a same-file extension of the view binds the field as the body would: an edit action,
    /// and the field a `@Binding` of the pure view (it was a `let`, and `$searchText` did not compile).
    @Test func bindingInAnExtensionGivesAnEditAction() throws {
        let result = try convert("""
            import SwiftUI
            struct SearchView: View {
                @State private var searchText = ""
                @State private var results: [String] = []
                var body: some View {
                    List(results, id: \\.self) { Text($0) }
                        .safeAreaInset(edge: .top) { searchBar }
                }
            }
            extension SearchView {
                var searchBar: some View {
                    TextField("Search", text: $searchText)
                }
            }
            """)
        #expect(result.spec.yaml.contains("  searchTextChanged:\n    payload: String\n    set: { searchText: payload }\n"))
        #expect(result.text.contains("    @Binding var searchText: String\n"), "\(result.text)")
        #expect(result.text.contains("TextField(\"Search\", text: $searchText)"))
        #expect(!result.text.contains("// review"))
    }

    /// A bound field of a type the prototype's app declares but its folder does not (`Donut`, from a
    /// package): the container's `Binding` left the compiler to infer its setter's `$0`, and it could
    /// not ("cannot infer type of closure parameter '$0'", an error the prototype does not have). The
    /// setter spells its parameter's type out, so the only error is the missing name, as in the prototype.
    @Test func aBindingsSetterSpellsOutTheFieldsType() throws {
        let result = try convert("""
            import SwiftUI
            struct DonutEditorView: View {
                @State private var donut = Donut()
                var body: some View {
                    DonutForm(donut: $donut)
                }
            }
            """)
        #expect(result.text.contains("    @Binding var donut: Donut\n"), "\(result.text)")
        #expect(result.text.contains("""
                    donut: Binding(
                      get: { @MainActor in store.donutEditorState.donut },
                      set: { @MainActor (newValue: Donut) in
                        store.send(.donutEditor(.donutChanged(newValue)))
                      }
                    )
            """), "\(result.text)")
    }

    /// `self.$isPresented` is the view's binding as `$isPresented` is; `Logger.shared.$logs` is not.
    @Test func selfDollarIsTheFieldAndAnotherValuesDollarIsNot() throws {
        let result = try convert("""
            import SwiftUI
            struct RootView: View {
                @State var isPresented = false
                @State var logs: [String] = []
                var body: some View {
                    Button("Show") { self.isPresented = true }
                        .sheet(isPresented: self.$isPresented) { Text("Sheet") }
                        .onReceive(Logger.shared.$logs) { self.logs = $0 }
                }
            }
            """)
        let text = result.text
        #expect(result.spec.yaml.contains("  isPresentedChanged:\n    payload: Bool\n    set: { isPresented: payload }\n"))
        #expect(text.contains("    @Binding var isPresented: Bool\n"), "\(text)")
        #expect(text.contains(".sheet(isPresented: self.$isPresented)"))
        // The closure still uses its argument, or it would take none and not type-check.
        #expect(text.contains(".onReceive(Logger.shared.$logs) { _ = $0; /* self.logs = $0 */ }"), "\(text)")
        #expect(!text.contains("`$logs`"))
    }

    /// `$field` on a field whose edit action is not a plain write (the spec's `set` differs): a constant
    /// binding stands in, under a review line, where `$field` would bind a `let`.
    @Test func bindingWithoutAnEditActionIsAConstant() throws {
        let result = try convert("""
            import SwiftUI
            struct FilterView: View {
                @State private var items: [String] = []
                @State private var limit = 10
                var body: some View {
                    List(items, id: \\.self) { Text($0) }
                        .onReceive(feed) { _ in }
                    LimitPicker(limit: $limit)
                    Button("More") { limit += 10 }
                }
            }
            """)
        var feature = result.feature
        // Without the edit action (as when its payload or `set` is not the field's own write).
        feature.actions.removeAll { $0.name == "limitChanged" }
        let view = ViewConverter.convert(result.draft, feature: feature)
        let text = view.members.joined(separator: "\n")
        #expect(text.contains("LimitPicker(limit: Binding.constant(limit))"), "\(text)")
        #expect(text.contains("// review: `$limit` binds state the spec now owns, with no edit action"))
    }

    /// A converted view showing another converted prototype view shows that one's container: the pure
    /// view takes the feature's state too (`SecondView(value:)` would miss `second:`), the container
    /// takes the same inputs as the prototype and reads the state from the store.
    @Test func anotherConvertedViewIsShownThroughItsContainer() throws {
        let results = ViewConversion.convert([SourceText(path: "TwoViews.swift", text: """
            import SwiftUI
            struct FirstView: View {
                @State private var first = 1
                var body: some View { SecondView(value: first) }
            }
            struct SecondView: View {
                let value: Int
                @State private var second = "two"
                var body: some View { Text(second) }
            }
            """)])
        let first = try #require(results.first { $0.feature.name == "First" })
        #expect(first.text.contains("var body: some View { SecondContainerView(value: first) }"), "\(first.text)")
        let second = try #require(results.first { $0.feature.name == "Second" })
        #expect(second.text.contains("struct SecondContainerView: View {"))
        #expect(second.text.contains("    let value: Int\n"))
        #expect(second.text.contains("SecondView(\n        second: state.second,\n        value: value\n"), "\(second.text)")
    }

    /// `self.names = names` where a local `names` hides the field still changes the field (CodeEdit's
    /// font picker): commented out like any other change.
    @Test func selfFieldBehindALocalIsTheField() throws {
        let result = try convert("""
            import SwiftUI
            struct FontPickerView: View {
                @State private var names: [String] = []
                var body: some View {
                    List(names, id: \\.self) { Text($0) }
                        .onReceive(fonts) { value in
                            let names = value.sorted()
                            self.names = names
                        }
                }
            }
            """)
        let lines = result.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("// self.names = names"), "\(result.text)")
        #expect(lines.contains("let names = value.sorted()"))
    }

    /// A prototype declared under `#if os(macOS) || os(visionOS)` uses what only those platforms have: its
    /// converted view (and container) keeps the condition, as the prototype compiles nowhere else.
    /// An `#else` clause is the earlier conditions negated. (Enchanted, Pulse: whole files under `#if os`.)
    @Test func conditionOfThePrototypeIsKept() throws {
        let result = try convert("""
            import SwiftUI
            #if os(macOS) || os(visionOS)
            struct PanelView: View {
                @State private var text = ""
                var body: some View { TextField("Prompt", text: $text) }
            }
            #endif
            """)
        #expect(result.text.contains("#if canImport(SwiftUI) && (os(macOS) || os(visionOS))\n"), "\(result.text)")
        let otherwise = try convert("""
            import SwiftUI
            #if os(iOS)
            #else
            #if DEBUG
            struct PanelView: View {
                @State private var count = 0
                var body: some View { Text("\\(count)") }
            }
            #endif
            #endif
            """)
        #expect(otherwise.text.contains("#if canImport(SwiftUI) && !os(iOS) && DEBUG\n"), "\(otherwise.text)")
        let plain = try convert("""
            import SwiftUI
            #if os(iOS)
            struct Other {}
            #endif
            struct PanelView: View {
                @State private var count = 0
                var body: some View { Text("\\(count)") }
            }
            """)
        #expect(plain.text.contains("#if canImport(SwiftUI)\n"), "\(plain.text)")
    }

    /// An input of a type declared inside the view (`typealias TabID`, `enum Side`) is written qualified
    /// in the container, which is declared beside the view and does not see it (CodeEdit's tab bar).
    @Test func containerQualifiesTheViewsNestedTypes() throws {
        let result = try convert("""
            import SwiftUI
            struct ShelfView: View {
                typealias SlotID = String
                enum Side { case left, right }
                @State private var count = 0
                @State var dragged: SlotID?
                let side: Side
                let sizes: [SlotID: Side.RawValue]
                var body: some View {
                    Text("\\(count)").onTapGesture { count += 1 }
                }
            }
            """)
        #expect(result.text.contains("    let dragged: ShelfView.SlotID?\n"), "\(result.text)")
        #expect(result.text.contains("    let side: ShelfView.Side\n"))
        #expect(result.text.contains("    let sizes: [ShelfView.SlotID: ShelfView.Side.RawValue]\n"))
        #expect(result.text.contains("    @State var dragged: SlotID?\n"))
    }

    /// Two prototype views of one name, one per platform (each file under its `#if os`), are two
    /// features; a view showing that name under `#if os(macOS) … #else` shows the container of the one
    /// its clause is compiled with, not the first one's (Enchanted's two chat views).
    @Test func aViewOfTwoPlatformsIsShownThroughTheMatchingContainer() throws {
        let results = ViewConversion.convert([
            SourceText(path: "Pane_macOS.swift", text: """
                import SwiftUI
                #if os(macOS) || os(visionOS)
                struct PaneView: View {
                    @State private var width = 1
                    var body: some View { Text("\\(width)") }
                }
                #endif
                """),
            SourceText(path: "Pane_iOS.swift", text: """
                import SwiftUI
                #if os(iOS)
                struct PaneView: View {
                    @State private var height = 2
                    var body: some View { Text("\\(height)") }
                }
                #endif
                """),
            SourceText(path: "Root.swift", text: """
                import SwiftUI
                struct RootView: View {
                    @State private var title = "Root"
                    var body: some View {
                        #if os(macOS) || os(visionOS)
                        PaneView()
                        #else
                        PaneView()
                        #endif
                    }
                }
                """),
        ])
        let panes = results.filter { $0.draft.view == "PaneView" }
        let mac = try #require(panes.first { $0.text.contains("os(macOS) || os(visionOS)") })
        let phone = try #require(panes.first { $0.text.contains("#if canImport(SwiftUI) && os(iOS)\n") })
        let root = try #require(results.first { $0.feature.name == "Root" })
        let lines = root.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let branch = try #require(lines.firstIndex(of: "#if os(macOS) || os(visionOS)"))
        #expect(Array(lines[(branch + 1)...].prefix(4)) == [
            mac.feature.name + "ContainerView()", "#else", phone.feature.name + "ContainerView()", "#endif",
        ], "\(root.text)")
    }

    /// A closure parameter named like a method that became an action (`{ _, newNote in` beside
    /// `func newNote()`) is the parameter: it was renamed to the callback in the closure's head only, and
    /// its uses no longer compiled (Enchanted's chat view).
    @Test func aClosureParameterNamedLikeAnActionMethodStays() throws {
        let result = try convert("""
            import SwiftUI
            struct NotesView: View {
                @State private var notes: [String] = []
                @State private var selected: String?
                var body: some View {
                    List(notes, id: \\.self) { Text($0) }
                        .toolbar { Button("New", action: newNote) }
                        .onChange(of: selected) { _, newNote in
                            if let note = newNote { print(note) }
                        }
                }
                func newNote() { notes.append("") }
            }
            """)
        let lines = result.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains(".onChange(of: selected) { _, newNote in"), "\(result.text)")
        #expect(lines.contains("if let note = newNote { print(note) }"))
        #expect(lines.contains(".toolbar { Button(\"New\", action: onNewNote) }"))
    }
}
