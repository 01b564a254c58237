import Testing
@testable import FeatureGenCore

private func spec(_ body: String, state: String = "@State private var count = 0", methods: String = "") throws -> ExtractedSpec {
    let source = """
        struct Note: Identifiable, Equatable { let id: Int; var text: String }
        struct PanelView: View {
            \(state)
            var body: some View {
                \(body)
            }
            \(methods)
        }
        """
    let specs = Extractor.extract(SourceText(path: "Panel.swift", text: source), diagnostics: DiagnosticCollector())
    return try #require(specs.first)
}

/// Actions are named after what the button means, not numbered (issue 24, item 3).
@Suite("Action names")
struct ActionNamingTests {
    @Test func titles() {
        #expect(Naming.identifier(fromTitle: "Remove cover") == "removeCover")
        #expect(Naming.identifier(fromTitle: "Don't save") == "dontSave")
        #expect(Naming.identifier(fromTitle: "Café au lait") == "cafeAuLait")
        #expect(Naming.identifier(fromTitle: "OK") == "ok")
        #expect(Naming.identifier(fromTitle: "UIKit version") == "uiKitVersion")
        #expect(Naming.identifier(fromTitle: "Open URL") == "openURL")
        #expect(Naming.identifier(fromTitle: "CheckNow") == "checkNow")
        #expect(Naming.identifier(fromTitle: "Clean Up…") == "cleanUp")
        // A localization key means its last word that is not a filler.
        #expect(Naming.identifier(fromTitle: "button.createShortcut") == "createShortcut")
        #expect(Naming.identifier(fromTitle: "alert.button.ok") == "ok")
        // A number first is spelled out below 100; a larger one goes after the words (an identifier
        // cannot start with a digit); a number alone gives no name.
        #expect(Naming.identifier(fromTitle: "2 more") == "twoMore")
        #expect(Naming.identifier(fromTitle: "30 Days") == "thirtyDays")
        #expect(Naming.identifier(fromTitle: "21 Jump Street") == "twentyOneJumpStreet")
        #expect(Naming.identifier(fromTitle: "3D Touch") == "threeDTouch")
        #expect(Naming.identifier(fromTitle: "100 more") == "more100")
        #expect(Naming.identifier(fromTitle: "2024 Annual Report") == "annualReport2024")
        #expect(Naming.identifier(fromTitle: "100") == nil)
        // Nothing an ASCII identifier can hold.
        #expect(Naming.identifier(fromTitle: "🎉") == nil)
        #expect(Naming.identifier(fromTitle: "ログイン") == nil)
        #expect(Naming.identifier(fromSymbol: "square.and.arrow.up.fill") == "squareAndArrowUp")
        #expect(Naming.identifier(fromMethod: "onTapLogin") == "login")
        #expect(Naming.identifier(fromMethod: "onTapExistedAccountLoginButton") == "existedAccountLogin")
        #expect(Naming.identifier(fromMethod: "save") == "save")
        #expect(Naming.identifier(fromMethod: "tapIsStoredButtonAction") == "isStored")
        #expect(Naming.identifier(fromWholeKey: "program.remove.selected.blocklist") == "programRemoveSelectedBlocklist")
    }

    @Test func buttonsAreNamedFromTitleLabelSymbolAccessibilityLabelOrMethod() throws {
        let result = try spec(
            """
            Button("Remove cover") { count = 0 }
            Button { count = 1 } label: { Image(systemName: "trash.fill") }
            Button(action: { count = 2 }) { Label("Add one", systemImage: "plus") }
            Button(action: { count = 3 }, label: { Text("button.rename") })
            Button { count = 4 } label: { Image(systemName: "gear") }
                .padding()
                .accessibilityLabel("Settings")
            Button { count = 5; viewState.onTapLogin() } label: { Image(systemName: "") }
            Button("ログイン") { count = 6; try? save() }
            Button("", systemImage: "minus") { count = 7 }
            Button { count = 8 } label: { HStack { Image(systemName: "plus"); Text("Create bottle") } }
            Text("Hi").onTapGesture { count = 9; model.refresh() }
            Button { count = 10 } label: { Text(count > 0 ? "Following" : "Follow") }
            Button { count = 11 } label: { Text(count > 0 ? "Set a key…" : "None") }
            Button("program.add.selected.blocklist") { count = 12 }
            Button("program.remove.selected.blocklist") { count = 13 }
            """,
            methods: "func save() throws { count = 0 }")
        #expect(result.actions == [
            "removeCoverTapped", "trashTapped", "addOneTapped", "renameTapped", "settingsTapped", "loginTapped",
            "saveTapped", "minusTapped", "createBottleTapped", "refreshTapped",
            // A title that depends on a flag: the one shown when it is off says what a tap does.
            "followTapped", "setAKeyTapped",
            // Keys that end alike: the second takes its whole key.
            "blocklistTapped", "programRemoveSelectedBlocklistTapped", "save",
        ])
        #expect(result.yaml.contains("# inferred: from Button \"Remove cover\" (line 5)\n  removeCoverTapped:"))
    }

    /// Before, `Button("30 Days")` was `buttonTapped` (a number first gave no name), and a tap on an
    /// image, a tooltip, an interpolated title or a label showing an app's view were not read.
    @Test func numbersTooltipsInterpolationsViewsAndTappedImagesName() throws {
        let result = try spec(
            """
            Button("30 Days") { count = 30 }
            Button { count = 1 } label: { Image(systemName: "") }.help("Delete the note")
            Button("Delete \\(count)") { count = 2 }
            Button { count = 3 } label: { HStack { AvatarView(count: count) } }
            Image(systemName: "trash.fill").font(.title).onTapGesture { count = 4 }
            Text("Retry \\(count)").onLongPressGesture { count = 5 }
            Button { count = 6 } label: { Color.red }
            Button { count = 7 } label: { Color.red }
            """)
        #expect(result.actions == [
            "thirtyDaysTapped", "deleteTheNoteTapped", "deleteTapped", "avatarTapped", "trashTapped", "retryLongPressed",
            // Nothing says what these do: numbered, the last resort.
            "buttonTapped", "buttonTapped2",
        ])
    }

    /// In a row, the row names a button better than the view its label shows or a count beside it
    /// (held-out: Pulse's `filterTapped` was `consoleCustomFilterSummaryTapped`, IceCubes'
    /// `instanceTapped` was `instanceListUsersTapped`, from `Text("instance.list.users-\(n)")`).
    @Test func aRowNamesAButtonBetterThanItsLabelsViewOrALaterText() throws {
        let result = try spec(
            """
            ForEach(notes) { note in Button { selected = note } label: { NoteSummaryView(note: note) } }
            ForEach(notes) { entry in
                Button { selected = entry } label: { VStack { Text(entry.text); Text("list.users-\\(entry.id)") } }
            }
            // On a clash, the view's name.
            ForEach(notes) { note in Button { selected = note } label: { NoteSummaryView(note: note) } }
            """,
            state: "@State private var notes: [Note] = []\n    @State private var selected: Note?")
        #expect(result.actions == ["noteTapped", "entryTapped", "noteSummaryTapped"])
    }

    @Test func clashesTakeAQualifierThenANumber() throws {
        let result = try spec(
            """
            ForEach(notes) { note in
                Button("Delete") { notes.removeAll { $0.id == note.id } }
            }
            ForEach(notes) { note in
                Button("Delete") { count = note.id }
            }
            Button("Delete") { count = 0; deleteAll() }
            Button("Delete") { count = 0 }
            Button { count = 1 } label: { Text(title) }
            Button { count = 2 } label: { Text(title) }
            """,
            state: "@State private var count = 0\n    @State private var notes: [Note] = []\n    let title = \"\"",
            methods: "func deleteAll() {}")
        #expect(result.actions == [
            "deleteTapped", "deleteNoteTapped", "deleteAllTapped", "deleteTapped2", "buttonTapped", "buttonTapped2",
        ])
        // A button that says nothing of itself is named after its row, as before.
        let rows = try spec(
            "ForEach(notes) { note in Button(note.text) { selected = note } }",
            state: "@State private var notes: [Note] = []\n    @State private var selected: Note?")
        #expect(rows.actions == ["noteTapped"])
    }

    @Test func onChangeHandlersReceiveTheNewValue() throws {
        let source = """
            struct Hit: Equatable { var title: String }
            struct FinderView: View {
                @State private var query = ""
                @State private var lastQuery = ""
                @State private var count = 0
                @State private var selected: Hit?
                @State private var isShown = false
                @FocusState private var isFocused: Bool
                var body: some View {
                    List { Text(lastQuery) }
                        .onChange(of: isFocused) { _, focused in isShown = focused }
                        .onChange(of: query) { old, new in lastQuery = new }
                        .onChange(of: count) { newValue in isShown = newValue > 3 }
                        .onChange(of: selected) { _, hit in lastQuery = hit?.title ?? "" }
                        .onChange(of: self.isShown) { count = 0 }
                        .searchable(text: $query)
                }
            }
            """
        let result = try #require(ViewConversion.convert([SourceText(path: "Finder.swift", text: source)]).first)
        let yaml = result.spec.yaml
        // The bound field's edit keeps `queryChanged`; the handler says it reacts to the change.
        #expect(result.spec.actions == ["isFocusedChanged", "queryDidChange", "countChanged", "selectedChanged", "isShownChanged", "queryChanged"])
        #expect(yaml.contains("  queryDidChange:\n    payload: String\n    set: { lastQuery: payload }\n"))
        #expect(yaml.contains("  countChanged:\n    payload: Int\n    set: { isShown: payload > 3 }\n"))
        #expect(yaml.contains("  selectedChanged:\n    payload: Hit?\n"))
        // Not state, but a standard value type: the view's own `@FocusState` can be sent as well.
        #expect(yaml.contains("  isFocusedChanged:\n    payload: Bool\n    set: { isShown: payload }\n"))
        #expect(yaml.contains("  isShownChanged:\n    payload: Bool\n    set: { count: 0 }\n"))
        // The converted view sends the new value: the handler's parameter, or the value itself.
        let text = result.text
        #expect(ViewConversion.problems(result) == [])
        #expect(text.contains(".onChange(of: query) { old, new in onQueryDidChange(new) }"))
        #expect(text.contains(".onChange(of: count) { newValue in onCountChanged(newValue) }"))
        #expect(text.contains(".onChange(of: selected) { _, hit in onSelectedChanged(hit) }"))
        #expect(text.contains(".onChange(of: self.isShown) { onIsShownChanged(isShown) }"))
        #expect(text.contains("let onCountChanged: (Int) -> Void"))
    }
}

/// Loop variables and call arguments reach the payload and the converted view (issue 24, item 2).
@Suite("Loop variables and arguments")
struct LoopPayloadTests {
    @Test func rowsOfDerivedCollectionsAndIndicesAreSent() throws {
        let source = """
            struct Item: Identifiable, Equatable { let id: Int; var name: String }
            enum Mood: Int, CaseIterable { case calm, busy }
            struct RowsView: View {
                @State private var items: [Item] = []
                @State private var selectedID: Int?
                var body: some View {
                    List {
                        ForEach(Array(items.enumerated()), id: \\.offset) { index, item in
                            Button("Pick") { selectedID = index + item.id }
                        }
                        ForEach(Mood.allCases, id: \\.self) { mood in
                            Button("Mood") { selectedID = mood.rawValue }
                        }
                        ForEach(items.filter { $0.id > 0 }) { item in
                            Button("Open") { selectedID = item.id }
                        }
                        ForEach(0..<3, id: \\.self) { number in
                            Button("Number") { selectedID = number }
                            ForEach(items) { item in
                                ForEach(items) { item in Button("Nested") { selectedID = number + item.id } }
                            }
                        }
                        ForEach(items) { item in
                            Button { selectedID = nil; remove(item.id) } label: { Image(systemName: "xmark") }
                            Button("Undo") { let id = item.id; selectedID = id; remove(id) }
                        }
                    }
                }
                func remove(_ id: Int) { items.removeAll { $0.id == id } }
            }
            """
        let result = try #require(ViewConversion.convert([SourceText(path: "Rows.swift", text: source)]).first)
        let yaml = result.spec.yaml
        #expect(yaml.contains("  pickTapped:\n    payload: { index: Int, item: Item }\n    set: { selectedID: index + item.id }\n"))
        #expect(yaml.contains("  openTapped:\n    payload: Item\n    set: { selectedID: payload.id }\n"))
        #expect(yaml.contains("  numberTapped:\n    payload: Int\n    set: { selectedID: payload }\n"))
        #expect(yaml.contains("  moodTapped:\n    payload: Mood\n    set: { selectedID: payload.rawValue }\n"))
        // Variables of nested loops; an inner `item` shadows the outer one.
        #expect(yaml.contains("  nestedTapped:\n    payload: { number: Int, item: Item }\n"))
        #expect(!yaml.contains("whose type is unknown"))
        let text = result.text
        #expect(ViewConversion.problems(result) == [])
        #expect(text.contains("Button(\"Pick\") { onPickTapped(index, item) }"))
        #expect(text.contains("Button(\"Open\") { onOpenTapped(item) }"))
        #expect(text.contains("Button(\"Number\") { onNumberTapped(number) }"))
        #expect(text.contains("Button(\"Nested\") { onNestedTapped(number, item) }"))
        // A method the closure also calls gets its arguments, unless they name a local the closure lost.
        #expect(text.contains("  onXmarkTapped(item)\n            onRemove(item.id)\n"))
        #expect(text.contains("// review: the prototype also called `remove(…)` here"))
    }
}
