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
        // The `#else` is compiled on watchOS and tvOS too, where the iOS container is not declared: it
        // is shown under its `#if` (`aContainerOfOtherPlatformsIsShownUnderTheirIf`).
        #expect(Array(lines[(branch + 1)...].prefix(7)) == [
            mac.feature.name + "ContainerView()", "#else",
            "// review: `PaneView` is carried over under `#if os(iOS)` only, as its prototype is: its",
            "//   container is shown there only", "#if os(iOS)", phone.feature.name + "ContainerView()", "#endif",
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

    /// A prototype's `var` with a default (`var firstTime: Bool = true`) is an optional argument of its
    /// memberwise initializer: the container takes it the same way and hands it on. It left it out, and
    /// a parent that passed it (`SetupView(firstTime: false)`, Whisky) did not compile.
    @Test func anInputWithADefaultIsTakenByTheContainer() throws {
        let results = ViewConversion.convert([SourceText(path: "Setup.swift", text: """
            import SwiftUI
            struct ParentView: View {
                @State private var count = 0
                var body: some View { SetupView(title: "Hi", firstTime: false) }
            }
            struct SetupView: View {
                let title: String
                var firstTime: Bool = true
                var limit = 3
                var style: Int = Self.base
                static let base = 1
                @State private var step = 0
                var body: some View { Text(firstTime ? title : "\\(step) \\(limit) \\(style)") }
            }
            """)])
        let parent = try #require(results.first { $0.feature.name == "Parent" })
        #expect(parent.text.contains("SetupContainerView(title: \"Hi\", firstTime: false)"), "\(parent.text)")
        let setup = try #require(results.first { $0.feature.name == "Setup" })
        #expect(setup.text.contains("    let title: String\n    var firstTime: Bool = true\n\n"), "\(setup.text)")
        #expect(setup.text.contains("SetupView(\n        step: state.step,\n        title: title,\n        firstTime: firstTime\n"))
        // No type to declare it with (`var limit = 3`), or a default only the view sees: left out.
        #expect(!setup.text.contains("limit: limit"))
        #expect(!setup.text.contains("style: style"))
    }

    /// A prototype view with its own `init` (`RenameView("Rename", name: name) { … }`) has a converted view
    /// without it, and a container taking the memberwise inputs: a use as written, renamed to the
    /// container, did not compile (Whisky). It is commented out under a review line, unless it passes what
    /// the container takes (as `BadgeView(count:)` does).
    @Test func aUseOfAViewWithItsOwnInitIsCommentedOut() throws {
        let results = ViewConversion.convert([SourceText(path: "Rename.swift", text: """
            import SwiftUI
            struct EntryView: View {
                @State private var name = "A"
                @State private var renaming = false
                var body: some View {
                    Text(name)
                        .sheet(isPresented: $renaming) {
                            RenameView("Rename", name: name) { newName in
                                name = newName
                            }
                        }
                        .overlay { BadgeView(count: 2).padding() }
                }
            }
            struct RenameView: View {
                let title: String
                var renameAction: (String) -> Void
                @State private var name: String = ""
                init(_ title: String, name: String, renameAction: @escaping (String) -> Void) {
                    self.title = title
                    self._name = State(initialValue: name)
                    self.renameAction = renameAction
                }
                var body: some View { TextField(title, text: $name).onSubmit { renameAction(name) } }
            }
            struct BadgeView: View {
                let count: Int
                @State private var seen = false
                init(count: Int) { self.count = count }
                var body: some View { Text("\\(count)").opacity(seen ? 0.5 : 1) }
            }
            """)])
        let entry = try #require(results.first { $0.feature.name == "Entry" })
        let lines = entry.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let review = try #require(lines.firstIndex { $0.hasPrefix("// review: `RenameView` had its own `init`") }, "\(entry.text)")
        let rest = lines[(review + 1)...].drop { $0.hasPrefix("//   ") }
        #expect(Array(rest.prefix(4)) == [
            "// RenameView(\"Rename\", name: name) { newName in", "// name = newName", "// }", "}",
        ], "\(entry.text)")
        #expect(!entry.text.contains("RenameContainerView(\""))
        // An `init` taking what the container takes (`count:`): the use is shown through it.
        #expect(lines.contains(".overlay { BadgeContainerView(count: 2).padding() }"), "\(entry.text)")
        #expect(try ViewConversion.parseErrors([(entry.feature.name, entry.text)]) ?? "" == "")
    }

    /// A generic prototype view is not carried over (its view is the template's, taking the state): a use
    /// with the prototype's arguments (`PickerListView(title:items:)`) did not compile (Pulse). It is
    /// commented out under a review line naming the container to show.
    @Test func aUseOfAGenericPrototypeViewIsCommentedOut() throws {
        let results = ViewConversion.convert([SourceText(path: "Pick.swift", text: """
            import SwiftUI
            struct HostView: View {
                @State private var names: [String] = []
                var body: some View {
                    VStack {
                        PickerListView(title: "Names", items: names.map { $0.uppercased() })
                        PickerListView(title: "More", items: names)
                            .onAppear { names.append("more") }
                    }
                }
            }
            struct PickerListView<Item: Hashable>: View {
                let title: String
                let items: [Item]
                @State private var search = ""
                var body: some View { TextField(title, text: $search) }
            }
            """)])
        let host = try #require(results.first { $0.feature.name == "Host" })
        let lines = host.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("// review: `PickerListView` is generic, so its view was not carried over (the"), "\(host.text)")
        #expect(lines.contains("// PickerListView(title: \"Names\", items: names.map { $0.uppercased() })"))
        #expect(lines.joined(separator: " ").contains("show //   `PickerListContainerView()` here"), "\(host.text)")
        // `$0` of a closure inside what is commented out is that closure's: the `VStack`'s takes none.
        #expect(!lines.contains("_ = $0"))
        // Code inside rewritten already (a closure that became an action) is not commented out: the
        // rewritten text would stay as code. A review line says what to show.
        #expect(lines.contains(".onAppear { onAppeared() }"), "\(host.text)")
        #expect(!lines.contains("// .onAppear { onAppeared() }"))
    }

    /// View code that stays in a closure whose state changes became an action (`.task { … }`) and uses a
    /// local declared by code that went into the action (`let info = await …`) is commented out: the
    /// local is no longer declared there (Whisky's `updateInfo`).
    @Test func viewCodeUsingALocalOfTheActionIsCommentedOut() throws {
        let result = try convert("""
            import SwiftUI
            struct UpdatesView: View {
                @State private var latest = ""
                var body: some View {
                    Text(latest)
                        .task {
                            let info = await Updater.shared.check()
                            latest = info.version
                            if info.isNew {
                                print(info.version)
                            }
                        }
                }
            }
            """)
        let lines = result.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let review = try #require(lines.firstIndex { $0.hasPrefix("// review: `info` was declared by code that went") }, "\(result.text)")
        let rest = lines[(review + 1)...].drop { $0.hasPrefix("//   ") }
        #expect(Array(rest.prefix(4)) == ["// if info.isNew {", "//     print(info.version)", "// }", "}"], "\(result.text)")
    }

    /// A view shown where its container is not declared (the prototype is under `#if os(iOS)`, the use
    /// is compiled on other platforms too) is kept under the container's `#if`: the container name alone
    /// did not compile there (Pulse, Enchanted).
    @Test func aContainerOfOtherPlatformsIsShownUnderTheirIf() throws {
        let results = ViewConversion.convert([
            SourceText(path: "Rich_iOS.swift", text: """
                import SwiftUI
                #if os(iOS) || os(visionOS)
                struct RichView: View {
                    let text: String
                    @State private var query = ""
                    var body: some View { TextField(text, text: $query) }
                }
                #endif
                """),
            SourceText(path: "Details.swift", text: """
                import SwiftUI
                struct DetailsView: View {
                    @State private var text = "A"
                    var body: some View {
                        if !text.isEmpty {
                            RichView(text: text)
                                .padding()
                        }
                        #if os(iOS)
                        RichView(text: text)
                        #endif
                    }
                }
                """),
        ])
        let details = try #require(results.first { $0.feature.name == "Details" })
        let lines = details.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let review = try #require(lines.firstIndex { $0.hasPrefix("// review: `RichView` is carried over under") }, "\(details.text)")
        let rest = lines[(review + 1)...].drop { $0.hasPrefix("//   ") }
        #expect(Array(rest.prefix(5)) == [
            "#if os(iOS) || os(visionOS)", "RichContainerView(text: text)", ".padding()", "#endif", "}",
        ], "\(details.text)")
        // Under `#if os(iOS)`, where the container is declared: shown as it is.
        #expect(Array(rest.dropFirst(5).prefix(3)) == ["#if os(iOS)", "RichContainerView(text: text)", "#endif"])
        #expect(try ViewConversion.parseErrors([(details.feature.name, details.text)]) ?? "" == "")
    }

    /// An argument for a `@State` of the shown view (`showUninstall: true`: the prototype's memberwise
    /// initializer took it as the initial value) is not taken by its container: on its own line, it is
    /// commented out under a review line (Whisky's setup screen).
    @Test func anArgumentForTheShownViewsStateIsCommentedOut() throws {
        let results = ViewConversion.convert([SourceText(path: "Status.swift", text: """
            import SwiftUI
            struct SetupView: View {
                @State private var done = false
                var body: some View {
                    StatusView(name: "Wine",
                               showUninstall: true,
                               isDone: done)
                }
            }
            struct StatusView: View {
                let name: String
                @State var showUninstall: Bool = false
                let isDone: Bool
                var body: some View { Text(name).opacity(showUninstall && isDone ? 1 : 0) }
            }
            """)])
        let setup = try #require(results.first { $0.feature.name == "Setup" })
        let lines = setup.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let call = try #require(lines.firstIndex(of: "StatusContainerView(name: \"Wine\","), "\(setup.text)")
        #expect(lines[call + 1].hasPrefix("// review: `StatusContainerView` does not take `showUninstall`"))
        let rest = lines[(call + 2)...].drop { $0.hasPrefix("//   ") }
        #expect(Array(rest.prefix(2)) == ["// showUninstall: true,", "isDone: done)"], "\(setup.text)")
        #expect(try ViewConversion.parseErrors([(setup.feature.name, setup.text)]) ?? "" == "")
    }

    /// A stored helper (`private let model = StatsModel()`) that a method of the view's extension uses
    /// stays: only the view's own body was looked at, and it was left out as unused while the extension,
    /// carried over, still named it (NetNewsWire's account stats).
    @Test func aHelperUsedInTheViewsExtensionStays() throws {
        let result = try convert("""
            import SwiftUI
            struct StatsView: View {
                private let model = StatsModel()
                @State private var count = 0
                var body: some View {
                    Text(title()).onTapGesture { count += 1 }
                }
            }
            private extension StatsView {
                func title() -> String { model.title }
            }
            """)
        #expect(result.text.contains("    private let model = StatsModel()\n"), "\(result.text)")
        #expect(result.text.contains("func title() -> String { model.title }"))
    }
}
