/// What a button does, read from the code around it, so its action gets a name a developer would
/// give it (`removeCoverTapped`, `trashTapped`, `saveTapped`) rather than `buttonTapped3`: its title,
/// its label's text or symbol, its accessibility label, or the one method its action calls.
struct ButtonMeaning {
    /// The title as written, for the spec's `inferred:` line.
    var titleText: String?
    /// `Button("Save")`, `Label("Save", …)` or `Text("Save")` in its label.
    var title: String?
    /// `.accessibilityLabel("Settings")` on the button, as written and as a name.
    var accessibilityText: String?
    var accessibilityLabel: String?
    /// The one method the action calls (`save()`, `model.save()`), without `onTap…`.
    var method: String?
    /// `Image(systemName: "trash")` in its label, or `systemImage: "trash"`.
    var image: String?
    /// `.help("Delete the item")` (a tooltip) on the button, as a name.
    var help: String?
    /// The view its label shows (`AvatarView(user: user)` → `avatar`): the last meaning left.
    var view: String?

    /// Name stems, best first.
    var stems: [String] { [title, accessibilityLabel, method, image, help, view].compactMap { $0 } }

    /// Only the label's view names it (`AvatarView` → `avatar`): a row's value says more (`filterTapped`).
    var onlyViewNamesIt: Bool { stems == [view].compactMap { $0 } && view != nil }

    /// The whole localization key of the title (`programRemoveSelectedBlocklist`): the first qualifier on
    /// a clash, as keys often differ only before their last word.
    var wholeKey: String? { titleText.flatMap(Naming.identifier(fromWholeKey:)).flatMap { $0 == title ? nil : $0 } }
}

extension ButtonMeaning {
    /// Calls that say how, not what: animation, tasks, collection edits, logging.
    static let plumbing: Set<String> = [
        "withAnimation", "withTransaction", "Task", "print", "async", "asyncAfter", "sleep", "toggle", "append",
        "insert", "remove", "removeAll", "removeFirst", "removeLast", "formUnion", "subtract", "send", "fireHaptic",
        "impactOccurred", "notificationOccurred", "assertionFailure", "precondition", "fatalError",
    ]

    init(button syntax: ButtonSyntax, in stream: TokenStream) {
        if let arguments = syntax.arguments {
            titleText = Self.titleArgument(arguments, in: stream)
            image = Self.labelledString("systemImage", in: arguments, stream: stream).flatMap(Naming.identifier(fromSymbol:))
        }
        if let label = syntax.label {
            titleText = titleText ?? Self.labelTitle(label, in: stream)
            image = image ?? Self.labelImage(label, in: stream)
            view = Self.labelView(label, in: stream)
        }
        title = titleText.flatMap(Naming.identifier(fromTitle:))
        if title == nil {
            // `Button("Delete \(name)")`, `Text("Delete \(name)")`: the words around the interpolation.
            let text = syntax.arguments.flatMap { Self.interpolatedText(at: $0.lowerBound, in: stream) }
                ?? syntax.label.flatMap { Self.labelInterpolatedText($0, in: stream) }
            title = text.flatMap(Naming.identifier(fromTitle:))
        }
        accessibilityText = Self.modifierString("accessibilityLabel", after: syntax.end, in: stream)
        accessibilityLabel = accessibilityText.flatMap(Naming.identifier(fromTitle:))
        help = Self.modifierString("help", after: syntax.end, in: stream).flatMap(Naming.identifier(fromTitle:))
        method = Self.singleCall(in: (syntax.action.open + 1)..<syntax.action.close, stream: stream)
    }

    /// `Button("Save")`, `Button(NSLocalizedString("Save", comment: …))`, `Button(String(localized: "Save"))`;
    /// not a computed title (`Button(order.title)`, `cond ? "A" : "B"`).
    private static func titleArgument(_ arguments: Range<Int>, in stream: TokenStream) -> String? {
        var cursor = arguments.lowerBound
        if ["NSLocalizedString", "String", "LocalizedStringKey", "Text"].contains(stream[cursor].text), stream[cursor + 1].isSymbol("(") {
            cursor += 2
            if stream[cursor].text == "localized", stream[cursor + 1].isSymbol(":") { cursor += 2 }
        }
        return stringArgument(at: cursor, in: stream)
    }

    /// The string an argument at `index` shows: `"Save"`, or for `flag ? "Following" : "Follow"` the
    /// title when the flag is off (`Follow`), the one that says what a tap does from the resting state.
    static func stringArgument(at index: Int, in stream: TokenStream) -> String? {
        let ends: (Int) -> Bool = { stream[$0].isSymbol(",") || stream[$0].isSymbol(")") }
        if stream[index].kind == .string { return ends(index + 1) ? stream.plainStringValue(index) : nil }
        var cursor = index
        for _ in 0..<16 {
            if stream[cursor].isSymbol("?"), stream[cursor + 1].kind == .string, stream[cursor + 2].isSymbol(":"),
                stream[cursor + 3].kind == .string, ends(cursor + 4)
            {
                // `isActive ? "Set a key…" : "None"`: a title that names no action is not the one to take.
                let resting = stream.plainStringValue(cursor + 3)
                let placeholder = resting.flatMap(Naming.identifier(fromTitle:)).map { ["none", "off", "no"].contains($0) } ?? true
                return placeholder ? stream.plainStringValue(cursor + 1) : resting
            }
            guard !ends(cursor), !stream[cursor].isSymbol("{") else { return nil }
            cursor = stream.skipGroup(cursor, limit: stream.count)
        }
        return nil
    }

    /// The first `Text("…")` or `Label("…", …)` of a label.
    private static func labelTitle(_ label: Range<Int>, in stream: TokenStream) -> String? {
        label.lazy.compactMap { index -> String? in
            guard ["Text", "Label"].contains(stream[index].text), stream[index + 1].isSymbol("("), !stream[index - 1].isSymbol(".") else { return nil }
            return stringArgument(at: index + 2, in: stream)
        }.first
    }

    /// `Image(systemName: "trash")`, `Label(…, systemImage: "trash")`, `Image("logo")`.
    private static func labelImage(_ label: Range<Int>, in stream: TokenStream) -> String? {
        label.lazy.compactMap { index -> String? in
            let token = stream[index]
            if ["systemName", "systemImage"].contains(token.text), stream[index + 1].isSymbol(":") {
                return stringArgument(at: index + 2, in: stream).flatMap(Naming.identifier(fromSymbol:))
            }
            if token.text == "Image", stream[index + 1].isSymbol("("), stream[index + 2].kind == .string {
                return stream.plainStringValue(index + 2).flatMap(Naming.identifier(fromTitle:))
            }
            return nil
        }.first
    }

    private static func labelledString(_ label: String, in range: Range<Int>, stream: TokenStream) -> String? {
        range.lazy.compactMap { index in
            stream[index].text == label && stream[index + 1].isSymbol(":") ? stream.plainStringValue(index + 2) : nil
        }.first
    }

    /// `.accessibilityLabel("Settings")` (or `.help(…)`: `modifier`) among the modifiers that follow the button.
    private static func modifierString(_ modifier: String, after end: Int, in stream: TokenStream) -> String? {
        var cursor = end + 1
        for _ in 0..<12 {
            guard stream[cursor].isSymbol("."), stream[cursor + 1].kind == .identifier, stream[cursor + 2].isSymbol("("),
                let close = stream.closing(cursor + 2)
            else { return nil }
            if stream[cursor + 1].text == modifier {
                let value = stream[cursor + 3].text == "Text" ? cursor + 5 : cursor + 3
                return stream.plainStringValue(value)
            }
            cursor = close + 1
            if stream[cursor].isSymbol("{"), let block = stream.closing(cursor) { cursor = block + 1 }
        }
        return nil
    }

    /// The one method an action calls as a statement, by name (`save()`, `viewState.onTapLogin()` →
    /// `login`); nil when it calls none or several. A call inside an expression computes a value
    /// (`name = name.trimmingCharacters(…)`), and the plumbing calls say nothing of the intent.
    static func singleCall(in body: Range<Int>, stream: TokenStream) -> String? {
        var names = Set<String>()
        for index in body {
            let token = stream[index]
            guard token.kind == .identifier, stream[index + 1].isSymbol("(") || stream[index + 1].isSymbol("{"),
                token.text.first?.isLowercase == true, !plumbing.contains(token.text)
            else { continue }
            // `{` after a name is a call only with a trailing closure (`model.update { … }`), not `if flag {`.
            if stream[index + 1].isSymbol("{"), !stream[index - 1].isSymbol(".") { continue }
            if startsStatement(chainStart(of: index, in: stream), in: stream) { names.insert(token.text) }
        }
        guard names.count == 1, let name = names.first else { return nil }
        return Naming.identifier(fromMethod: name)
    }

    /// The first token of `self.a.b.c` for the token `c`.
    private static func chainStart(of index: Int, in stream: TokenStream) -> Int {
        var cursor = index
        while stream[cursor - 1].isSymbol("."), stream[cursor - 2].kind == .identifier || stream[cursor - 2].isKeyword("self") {
            cursor -= 2
        }
        return cursor
    }

    private static func startsStatement(_ index: Int, in stream: TokenStream) -> Bool {
        var previous = index - 1
        if stream[previous].isSymbol("?") || stream[previous].isSymbol("!") { previous -= 1 }
        if stream[previous].isKeyword("try") || stream[previous].isKeyword("await") { return true }
        let token = stream[previous]
        return stream[index].newlineBefore || token.isSymbol("{") || token.isSymbol(";") || token.isKeyword("in")
    }
}
