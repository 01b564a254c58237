/// Turns a view's properties into state fields (`@State`) and comments (every other wrapper).
struct StateFieldBuilder {
    let stream: TokenStream
    let view: TypeDeclaration
    let types: TypeTable

    /// Names the skill would keep in the view: text being typed.
    static let typingNames: Set<String> = ["text", "query", "draft", "searchText", "searchQuery", "input", "inputText",
        "newItemText", "newTodoText", "message", "comment", "filterText"]

    /// Wrappers that are never state of this feature, with why.
    static let otherWrappers: [String: String] = [
        "Binding": "owned by the parent view (passed in): not state of this feature",
        "StateObject": "an observable object: move the state it holds into this spec by hand",
        "ObservedObject": "an observable object owned elsewhere: move its state into the owning feature",
        "Environment": "read from the environment: stays in the view",
        "EnvironmentObject": "shared object from the environment: its state belongs in AppState",
        "AppStorage": "persisted in UserDefaults: consider a field plus an effect that saves it",
        "SceneStorage": "restored per scene: consider keeping it in the view",
        "FocusState": "focus is view-local: keep it as @FocusState in the view",
        "Namespace": "an animation namespace: stays in the view",
        "GestureState": "gesture state is view-local: stays in the view",
        "Bindable": "a bindable observable object: move its state into this spec by hand",
    ]

    func fields(of members: TypeMembers) -> (fields: [DraftField], notes: [String]) {
        var fields: [DraftField] = []
        var notes: [String] = []
        let bound = boundToTextInput()
        let initialValues = InitialValues(stream: stream, initializers: members.initializers)
        let stateNames = Set(members.properties.filter { $0.hasAttribute("State") }.map(\.name))
        let viewLocal = ViewLocalState(stream: stream, view: view, stateNames: stateNames)
        for property in members.properties where !property.isStatic {
            if property.hasAttribute("State") {
                if property.inAlternateBranch, fields.contains(where: { $0.name == property.name }) { continue }
                var field = field(from: property, initialValues: initialValues, viewLocal: viewLocal)
                if property.inAlternateBranch { field.comments.append("review: declared in an `#else` branch of the prototype") }
                if !field.notState, Self.typingNames.contains(property.name) || bound.contains(property.name) {
                    field.couldStayLocal = true
                    field.comments.append("could stay view-local: text being typed (the skill keeps it as @State in the view)")
                }
                fields.append(field)
            } else if let wrapper = property.attributes.first(where: { Self.otherWrappers[$0.name] != nil }) {
                let prefix = ["StateObject", "ObservedObject", "EnvironmentObject", "AppStorage", "Bindable"]
                    .contains(wrapper.name) ? "review: " : "not state: "
                notes.append(prefix + "`\(SpecText.snippet(declarationText(property)))`: \(Self.otherWrappers[wrapper.name] ?? "")")
            }
        }
        return (fields, notes)
    }

    private func field(from property: PropertyDeclaration, initialValues: InitialValues, viewLocal: ViewLocalState) -> DraftField {
        var field = DraftField(name: property.name)
        field.type = property.type.map { stream.text($0) }
        let initial = initialValues.initialValue(of: property)
        field.initialValueSource = initial?.source
        field.defaultValue = initial.map { stream.text($0.range) }
        field.specDefault = field.defaultValue.map(SwiftFragments.escapingInvisibleCharacters)
        if field.type == nil, let value = initial?.range {
            if let (type, inferredCertain) = TypeInference(stream: stream).infer(value) {
                var certain = inferredCertain
                // `Phase.loading` where the prototype declares `enum Phase`: a case of it.
                if !certain, types.entries[type]?.kind == "enum" { certain = true }
                field.type = type
                field.inferredType = true
                field.guessedType = !certain
                field.comments.append(
                    certain ? "inferred: type `\(type)` from the default value"
                        : "review: type `\(type)` guessed from the default value `\(SpecText.snippet(field.defaultValue ?? ""))`")
            }
        }
        if let reason = NonStateTypes(types: types).reason(type: field.type, value: field.defaultValue) {
            field.notState = true
            field.disabled = true
            field.comments = ["review: `\(SpecText.snippet(declarationText(property)))`: \(reason)"]
            return field
        }
        if let reason = viewLocal.reason(name: property.name, type: field.type) {
            // Transient UI state: the view keeps it as `@State`, the spec only says why.
            field.notState = true
            field.disabled = true
            field.staysInView = reason
            field.comments = ["inferred: `\(SpecText.snippet(declarationText(property)))` stays in the view: \(reason)"]
            return field
        }
        if let parameter = GenericParameters.mentioned(in: field.type, names: view.genericParameters)
            ?? GenericParameters.mentioned(in: field.defaultValue, names: view.genericParameters)
        {
            // Valid YAML, but `[T]` names a type the generated code never declares: it would not compile.
            field.disabled = true
            field.comments.append(
                "review: `\(property.name)` uses the view's type parameter `\(parameter)`: "
                    + "write a concrete type to keep it in the state, or leave it in the view")
            return field
        }
        if let type = field.type, let (problem, note) = TypeRestrictions.valueProblem(type) {
            // Kept as written, commented out: the generated state could not hold it (a tuple, `Any`).
            field.disabled = true
            field.comments.append("review: `\(property.name)`: \(problem.message); \(note)")
        }
        if let type = field.type, !field.disabled,
            let generated = ModelCollector.typeNames(in: type).first(where: ReservedNames.style(.default).supportTypes.contains)
        {
            // The prototype's own `AppState` (or one of another module): in the generated code the name is
            // featuregen's root state, which holds this feature's state (a cycle), not the prototype's type.
            field.disabled = true
            field.comments.append(
                "review: `\(property.name)` is typed with `\(generated)`, a name featuregen generates for the App: "
                    + "rename the prototype's type, then add the field")
        }
        if let initial, initial.source == .initializer {
            describeInitializerValue(&field, initial: initial, initialValues: initialValues)
        } else if initial?.source == .attribute {
            field.comments.append("inferred: starting value from `@State(\(stream[initial!.range.lowerBound - 2].text): …)`")
        }
        if field.type == nil {
            field.disabled = true
            field.comments.append(
                field.defaultValue.map {
                    "review: cannot infer the type of `\(property.name)` from `\(SpecText.snippet($0))`: write `Type = default`"
                }
                    ?? "review: `\(property.name)` has neither a type nor a value here: write `Type = default`")
        } else if field.specDefault == nil, let type = field.type, !Self.isOptional(type), !field.disabled {
            field.disabled = true
            if initial?.source != .initializer {
                field.comments.append(
                    "review: `\(property.name): \(SpecText.snippet(type))` has no default value here: add one (or make it optional)")
            }
        }
        if let value = field.specDefault, SpecText.isTooLarge(value) {
            field.disabled = true
            field.specDefault = nil
            field.comments.append("review: the starting value is too large to copy into the spec: write it by hand")
        }
        if property.hasObservers {
            field.comments.append("review: the prototype observes changes (didSet/willSet): move that logic into the reducer")
        }
        if let value = field.specDefault, let read = Self.clockOrNewID(in: value) {
            field.comments.append(
                "review: `\(property.name)` starts at `\(read)`, another value each time the state is made: tests "
                    + "cannot state it; start at a fixed value and set it in an action with `\(read == "UUID()" ? "uuid()" : "now")`")
        }
        return field
    }

    /// `Date()`, `Date.now`, `.now` or `UUID()` in a default: what reads the clock or makes an ID.
    static func clockOrNewID(in value: String) -> String? {
        let tokens = SwiftTokenizer.tokenize(value).filter { $0.kind != .comment && $0.kind != .endOfFile }
        for (index, token) in tokens.enumerated() where token.kind == .identifier {
            let next = tokens.dropFirst(index + 1).prefix(2).map(\.text)
            switch token.identifierName {
            case "Date" where next == ["(", ")"]: return "Date()"
            case "Date" where next == [".", "now"]: return "Date.now"
            case "UUID" where next == ["(", ")"]: return "UUID()"
            case "now" where index > 0 && tokens[index - 1].isSymbol(".") && (index == 1 || tokens[index - 2].kind != .identifier):
                return ".now"
            default: continue
            }
        }
        return nil
    }

    /// `_name = State(initialValue: …)` in `init`: a constant value becomes the default; one that reads
    /// the `init`'s parameters cannot, so the field starts empty (when its type has an empty value)
    /// and a review line says where the real value comes from.
    private func describeInitializerValue(_ field: inout DraftField, initial: InitialValues.Found, initialValues: InitialValues) {
        let line = stream.location(initial.range.lowerBound).line
        let statement = SpecText.snippet(initial.statement.map { stream.text($0) } ?? field.defaultValue ?? "")
        if initialValues.isConstant(initial.range) {
            field.comments.append("inferred: starting value from `init` (line \(line))")
            return
        }
        let empty = field.type.flatMap(Self.emptyValue)
        field.specDefault = empty
        field.comments.append(
            "review: `init` sets it from its arguments (`\(statement)`, line \(line)): "
                + (empty.map { "the spec starts it as `\($0)`; " } ?? "")
                + "send the real value with an action (e.g. on appear), or let the parent pass it in")
    }

    /// The value a field of `type` can start from when the prototype's value cannot be copied.
    static func emptyValue(of type: String) -> String? {
        if isOptional(type) { return nil }
        switch type {
        case "String", "Substring": return "\"\""
        case "Bool": return "false"
        case "Int", "Double", "Float", "CGFloat", "Int64", "Int32", "UInt", "TimeInterval": return "0"
        default: break
        }
        if type.hasPrefix("["), type.hasSuffix("]") { return type.contains(":") ? "[:]" : "[]" }
        if type.hasPrefix("Set<") { return "[]" }
        return nil
    }

    static func isOptional(_ type: String) -> Bool {
        type.hasSuffix("?") || type.hasPrefix("Optional<")
    }

    /// `@Binding var isPresented: Bool`, as written (without access modifiers).
    func declarationText(_ property: PropertyDeclaration) -> String {
        var parts = property.attributes.map { attribute in
            "@" + attribute.name + (attribute.arguments.map { "(" + stream.text($0) + ")" } ?? "")
        }
        var declaration = (property.isLet ? "let " : "var ") + property.name
        if let type = property.type { declaration += ": " + stream.text(type) }
        if let value = property.defaultValue { declaration += " = " + stream.text(value) }
        parts.append(declaration)
        return parts.joined(separator: " ")
    }

    /// Fields passed as `text: $name` (a `TextField`, `SecureField`, `TextEditor`, `.searchable`) in
    /// this view's own code.
    private func boundToTextInput() -> Set<String> {
        var names = Set<String>()
        for index in view.ownBody where stream[index].text == "text" && stream[index + 1].isSymbol(":") {
            let value = stream[index + 2]
            if value.kind == .identifier, value.text.hasPrefix("$"), !stream[index + 3].isSymbol(".") { names.insert(String(value.text.dropFirst())) }
        }
        return names
    }
}
