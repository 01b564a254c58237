import Foundation

/// A place in a view where the user (or the view's lifecycle) triggers a state change.
struct CandidateAction {
    enum Origin {
        case method(MethodDeclaration)
        /// A closure: `Button("Reload") { … }`, `.refreshable { … }`.
        case closure(description: String)
    }

    var name: String
    var origin: Origin
    var body: Range<Int>
    var index: Int
    /// Parameter names bound to the payload (`order` → `payload`).
    var payloadNames: [String: String] = [:]
    var payload: DraftPayload?
    var notes: [String] = []
    /// For a closure: its braces, the modifier it belongs to (`task`), and the values the view passes
    /// as the payload (the loop variable), so the converted view can call the action's callback.
    var braces: (open: Int, close: Int)?
    var modifier: String?
    var arguments: [String] = []
    /// Names to take, in order, when `name` is taken (`deleteTapped` → `deleteNoteTapped`).
    var alternatives: [String] = []
    /// Named from a title, label, symbol or method rather than from where it sits.
    var namedFromMeaning = false
    /// Named only after the view its label shows: a loop's row names it better.
    var namedFromLabelView = false
}

/// Finds candidate actions in a view: its methods, and the closures of buttons and lifecycle modifiers.
struct ActionFinder {
    let stream: TokenStream
    let view: TypeDeclaration
    let members: TypeMembers
    let fieldTypes: [String: String]
    /// The prototypes' types, for the type of a local a row's closure reads (`item.tag`).
    var types = TypeTable()

    /// Modifier → action name stem (`onAppear` → `appeared`).
    static let modifiers: [String: String] = [
        "onAppear": "appeared", "task": "taskStarted", "refreshable": "refreshed", "onTapGesture": "tapped",
        "onLongPressGesture": "longPressed", "onDisappear": "disappeared", "onSubmit": "submitted",
        "onChange": "changed",
    ]

    func methodCandidates() -> [CandidateAction] {
        members.methods.compactMap { method in
            // A method that returns something computes a value (or builds a view): it is not an action.
            let returnType = (method.returnType ?? "").trimmingCharacters(in: .whitespaces)
            guard !method.isStatic, method.name != "body", ["", "Void", "()"].contains(returnType) else { return nil }
            var candidate = CandidateAction(
                name: method.name, origin: .method(method), body: (method.bodyOpen + 1)..<method.bodyClose,
                index: method.nameIndex)
            // A parameter a message cannot carry (`any StreamEvent`, a tuple, a type parameter `T`):
            // no payload, and a note.
            let generics = view.genericParameters + method.genericParameters
            if let (parameter, problem) = method.parameters.lazy.compactMap({ parameter in
                TypeRestrictions.valueProblem(parameter.type).map { (parameter, $0.problem.message) }
                    ?? GenericParameters.mentioned(in: parameter.type, names: generics).map {
                        (parameter, "it uses the type parameter `\($0)`")
                    }
            }).first {
                candidate.notes.append(
                    "review: `\(parameter.name): \(parameter.type)` cannot be a payload (\(problem)): "
                        + "give the action a payload it can carry")
            } else if method.parameters.count == 1, let parameter = method.parameters.first {
                candidate.payload = .single(parameter.type)
                candidate.payloadNames = [parameter.name: "payload"]
            } else if method.parameters.count > 1 {
                candidate.payload = .labelled(method.parameters.map { ($0.name, $0.type) })
                candidate.payloadNames = Dictionary(method.parameters.map { ($0.name, $0.name) }, uniquingKeysWith: { a, _ in a })
            }
            return candidate
        }
    }

    func closureCandidates() -> [CandidateAction] {
        let loops = LoopScope.all(in: view, members: members, stream: stream, fieldTypes: fieldTypes, types: types)
        var result: [CandidateAction] = []
        var cursor = view.bodyOpen + 1
        while cursor < view.bodyClose {
            // A nested view's buttons are its own actions, not this view's.
            if let nested = view.nested.first(where: { $0.contains(cursor) }) {
                cursor = nested.upperBound + 1
                continue
            }
            let token = stream[cursor]
            if token.kind == .identifier, token.text == "Button", !stream[cursor - 1].isSymbol(".") {
                if var candidate = buttonClosure(at: cursor) {
                    bindLoopVariables(&candidate, loops: loops, stem: "Tapped")
                    result.append(candidate)
                }
            } else if token.isSymbol("."), let stem = Self.modifiers[stream[cursor + 1].text] {
                if var candidate = modifierClosure(at: cursor + 1, stem: stem) {
                    bindLoopVariables(&candidate, loops: loops, stem: stem.prefix(1).uppercased() + stem.dropFirst())
                    result.append(candidate)
                }
            }
            cursor += 1
        }
        return result
    }

    private func buttonClosure(at index: Int) -> CandidateAction? {
        guard let syntax = ButtonSyntax(at: index, in: stream) else { return nil }
        let meaning = ButtonMeaning(button: syntax, in: stream)
        let stems = meaning.stems
        let (open, close) = syntax.action
        var candidate = CandidateAction(
            name: (stems.first ?? "button") + "Tapped",
            origin: .closure(description: Self.describe(meaning)),
            body: ClosureHead.body(of: (open + 1)..<close, in: stream), index: index)
        // On a clash, the next meaning qualifies the name (`deleteTapped`, then `deleteStashEntryTapped`).
        if let stem = stems.first {
            candidate.alternatives = ([meaning.wholeKey].compactMap { $0 } + stems.dropFirst().filter { $0 != stem }.map { other in
                other.hasPrefix(stem) ? other : stem + Naming.upperFirst(other)
            }).map { $0 + "Tapped" }
        }
        candidate.namedFromMeaning = !stems.isEmpty
        candidate.namedFromLabelView = meaning.onlyViewNamesIt
        candidate.braces = (open, close)
        return candidate
    }

    /// `Button "Save"`, or `a Button labelled "Settings"` when only its accessibility label names it.
    private static func describe(_ meaning: ButtonMeaning) -> String {
        if let title = meaning.titleText { return "Button \"\(title)\"" }
        return meaning.accessibilityText.map { "a Button labelled \"\($0)\"" } ?? "a Button"
    }

    /// The types an `onChange` handler's payload can take: the state fields', and a standard value type
    /// of the view's other properties (`@FocusState var isFocused: Bool`, `let isInstalled: Bool`).
    private func observableTypes() -> [String: String] {
        var types = fieldTypes
        for property in members.properties where types[property.name] == nil {
            guard let range = property.type else { continue }
            let type = stream.text(range)
            let base = type.hasSuffix("?") ? String(type.dropLast()) : type
            if ["Bool", "Int", "Double", "String", "Date", "URL", "UUID"].contains(base) { types[property.name] = type }
        }
        return types
    }

    private func modifierClosure(at index: Int, stem: String) -> CandidateAction? {
        var cursor = index + 1
        var name = stem
        var observed: ObservedValue?
        if stream[cursor].isSymbol("("), let close = stream.closing(cursor) {
            if stream[index].text == "onChange", stream[cursor + 1].text == "of", stream[cursor + 2].isSymbol(":") {
                observed = ObservedValue(in: (cursor + 3)..<close, stream: stream, fieldTypes: observableTypes())
                name = (observed?.stem ?? "value") + "Changed"
            }
            if (cursor + 1..<close).contains(where: { stream[$0].text == "perform" }) { return nil }
            cursor = close + 1
        }
        guard stream[cursor].isSymbol("{"), let close = stream.closing(cursor) else { return nil }
        let block = (cursor + 1)..<close
        var candidate = CandidateAction(
            name: name, origin: .closure(description: ".\(stream[index].text)"),
            body: ClosureHead.body(of: block, in: stream), index: index)
        candidate.braces = (cursor, close)
        candidate.modifier = stream[index].text
        if let observed {
            observed.bind(to: &candidate, block: block, stream: stream)
        } else if ["tapped", "longPressed"].contains(stem),
            let meaning = ButtonMeaning.singleCall(in: candidate.body, stream: stream)
                ?? ButtonMeaning.receiver(ofModifierAt: index, in: stream)
        {
            // The method it calls, else what the view it is on shows (`Image(systemName: "trash")`).
            candidate.name = meaning + Naming.upperFirst(stem)
            candidate.namedFromMeaning = true
        }
        return candidate
    }

    /// A closure inside a `ForEach` that uses loop variables takes them as payload (`orderTapped(Order)`;
    /// `{ index: Int, order: Order }` when it uses two, of one loop or of nested ones). So do the other
    /// values of its row (`RowValues.swift`): a view helper's parameters, locals, closure parameters.
    /// One it cannot send (type unknown, or not a value) gets a review line naming it.
    private func bindLoopVariables(_ candidate: inout CandidateAction, loops: [LoopScope], stem: String) {
        let body = candidate.body
        // Innermost first, so an inner loop's `item` shadows an outer one's, as in Swift.
        var seen = Set<String>()
        let around = loops.filter { $0.range.contains(candidate.index) }.sorted { $0.range.lowerBound < $1.range.lowerBound }
        let used = around.reversed().flatMap { $0.variables.reversed() }.filter { variable in
            seen.insert(variable.name).inserted && body.contains { uses(variable.name, at: $0) }
        }.reversed()
        guard let row = used.last else { return }
        if case .closure = candidate.origin, stem == "Tapped" {
            let qualified = candidate.name.dropLast(stem.count) + Naming.upperFirst(row.name) + stem
            // A button that says nothing of itself is named after its row (`orderTapped`); one that does
            // keeps its name and takes the row as qualifier on a clash (`deleteTapped` → `deleteNoteTapped`).
            if candidate.namedFromMeaning, !candidate.namedFromLabelView {
                candidate.alternatives.insert(qualified, at: 0)
            } else {
                // Named after its label's view, it takes that name on a clash (`filterTapped`, then
                // `consoleCustomFilterSummaryTapped`).
                if candidate.namedFromLabelView { candidate.alternatives.insert(candidate.name, at: 0) }
                candidate.name = row.name + stem
            }
        }
        let names = used.map { "`\($0.name)`" }.joined(separator: ", ")
        let generics = view.genericParameters
        if candidate.payload != nil {
            // An `onChange` handler's payload is the new value; the row has to come another way.
            candidate.notes.append("review: also uses the loop variable \(names): the payload is the new value only")
        } else if let unknown = used.first(where: { $0.type == nil }) {
            candidate.notes.append("review: uses \(unknown.described) whose type is unknown: add a payload")
        } else if let (variable, problem) = used.lazy.compactMap({ variable -> (LoopScope.Variable, String)? in
            let type = variable.type ?? ""
            return TypeRestrictions.valueProblem(type).map { (variable, $0.problem.message) }
                ?? GenericParameters.mentioned(in: type, names: generics).map { (variable, "it uses the type parameter `\($0)`") }
        }).first {
            candidate.notes.append(
                "review: uses \(variable.described), whose type `\(variable.type ?? "")` cannot be a payload "
                    + "(\(problem)): give the action a payload it can carry")
        } else if used.count == 1, let type = row.type {
            candidate.payload = .single(type)
            candidate.payloadNames = [row.name: "payload"]
            candidate.arguments = [row.name]
        } else {
            candidate.payload = .labelled(used.map { ($0.name, $0.type ?? "") })
            candidate.payloadNames = Dictionary(used.map { ($0.name, $0.name) }, uniquingKeysWith: { first, _ in first })
            candidate.arguments = used.map(\.name)
        }
    }

    /// Whether token `index` reads `name`: the name itself (not a member `x.name`), or in a string's
    /// interpolation (`"\(i)"`).
    private func uses(_ name: String, at index: Int) -> Bool {
        let token = stream[index]
        if token.kind == .string { return token.text.contains("\\(") && SwiftTokenizer.freeIdentifiers(in: token.text).contains(name) }
        return token.kind == .identifier && token.identifierName == name && !stream[index - 1].isSymbol(".")
    }
}
