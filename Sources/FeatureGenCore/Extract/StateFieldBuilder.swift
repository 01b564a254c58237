/// Turns a view's properties into state fields (`@State`) and comments (every other wrapper).
struct StateFieldBuilder {
    let stream: TokenStream

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
        for property in members.properties where !property.isStatic {
            if property.hasAttribute("State") {
                if property.inAlternateBranch, fields.contains(where: { $0.name == property.name }) { continue }
                var field = field(from: property)
                if property.inAlternateBranch { field.comments.append("review: declared in an `#else` branch of the prototype") }
                if Self.typingNames.contains(property.name) || bound.contains(property.name) {
                    field.couldStayLocal = true
                    field.comments.append("could stay view-local: text being typed (the skill keeps it as @State in the view)")
                }
                fields.append(field)
            } else if let wrapper = property.attributes.first(where: { Self.otherWrappers[$0.name] != nil }) {
                let prefix = ["StateObject", "ObservedObject", "EnvironmentObject", "AppStorage", "Bindable"]
                    .contains(wrapper.name) ? "review: " : "not state: "
                notes.append(prefix + "`\(declarationText(property))`: \(Self.otherWrappers[wrapper.name] ?? "")")
            }
        }
        return (fields, notes)
    }

    private func field(from property: PropertyDeclaration) -> DraftField {
        var field = DraftField(name: property.name)
        field.type = property.type.map { stream.text($0) }
        field.defaultValue = property.defaultValue.map { stream.text($0) }
        if field.type == nil, let value = property.defaultValue {
            if let (type, certain) = TypeInference(stream: stream).infer(value) {
                field.type = type
                field.inferredType = true
                field.comments.append(
                    certain ? "inferred: type `\(type)` from the default value"
                        : "review: type `\(type)` guessed from the default value `\(field.defaultValue ?? "")`")
            } else {
                field.disabled = true
                field.comments.append(
                    "review: cannot infer the type of `\(property.name)` from `\(field.defaultValue ?? "")`: write `Type = default`")
            }
        }
        if property.defaultValue == nil, let type = field.type, !Self.isOptional(type) {
            field.disabled = true
            field.comments.append("review: `\(property.name): \(type)` has no default value here: add one (or make it optional)")
        }
        if property.hasObservers {
            field.comments.append("review: the prototype observes changes (didSet/willSet): move that logic into the reducer")
        }
        return field
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

    /// Fields passed as `text: $name` (a `TextField`, `SecureField`, `TextEditor`, `.searchable`).
    private func boundToTextInput() -> Set<String> {
        var names = Set<String>()
        for index in 0..<stream.count where stream[index].text == "text" && stream[index + 1].isSymbol(":") {
            let value = stream[index + 2]
            if value.kind == .identifier, value.text.hasPrefix("$"), !stream[index + 3].isSymbol(".") { names.insert(String(value.text.dropFirst())) }
        }
        return names
    }
}
