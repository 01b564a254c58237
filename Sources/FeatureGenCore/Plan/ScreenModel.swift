import Mustache

/// What a feature's starting view shows and which messages it sends: the data behind `View.swift`.
///
/// The pure view's body is SwiftUI whatever the architecture, so it is built here as lines
/// (`ViewBody`); the container, which talks to the store, stays in the template of each style. The
/// style's table says where the container finds the state and how it sends a message.
struct ScreenModel {
    let model: FeatureViewModel

    private var feature: Feature { model.feature }
    private var style: OutputStyle { model.style }
    private var featureProperty: String { SwiftNames.escaped(SwiftNames.lowerCamel(feature.name)) }

    /// A view-wiring pattern with `{f}` (the feature's escaped lower-camel name), `{lowerF}` (the same
    /// unescaped, for names built from it: `store.{lowerF}State`) and `{state}` (its property in the
    /// root state) filled in.
    private func wiring(_ pattern: String) -> String {
        style.view.filling(pattern, feature: feature.name, state: style.statePropertyName(feature.name))
    }

    /// An input has no default (its opener gives it): the preview shows a sample of its type, one
    /// expression long, else the value the tests start it from.
    private func inputPreview(_ field: StateField) -> String? {
        guard feature.inputs.contains(field.name) else { return nil }
        if let sample = model.previews.value(for: field.type.text), sample.prelude.isEmpty { return sample.expression }
        return model.inputStarts.first { $0.label == field.name }?.value
    }

    var context: [String: MustacheValue] {
        let converted = model.convertedView
        let stateRoot = wiring(style.view.state)
        // A screen whose state is a slot of the root, open or not: the container unwraps it into `state`
        // once, and its bindings read it there when the slot is gone (the screen is closing).
        let opened = model.isOpenedSlot
        let bindingRoot = opened ? "state" : stateRoot
        let bindings = converted.map { EditBindings(feature: feature, converted: $0.bindings, stateRoot: bindingRoot) }
            ?? EditBindings(feature: feature, stateRoot: bindingRoot)
        let rows = rowTaps(bindings: bindings)
        let properties = feature.fields.map { field -> MustacheValue in
            let binding = bindings.byField[field.name]
            let type = SwiftTypeText.replacingErrors(field.type.text)
            // A converted view's field may be of a type its folder does not declare (the prototype's app
            // does): the setter spells its parameter's type out, so the compiler stops at the missing name
            // instead of also failing to infer `$0` from the `Binding`.
            let newValue = converted == nil ? "$0" : "newValue"
            let values = binding?.values(setting: field.name, to: newValue) ?? []
            let setter = binding.map { sendExpression($0.message, values: values) } ?? ""
            return .object([
                "name": .string(ScreenModel.propertyName(field.name)),
                "argumentLabel": .string(
                    SwiftNames.argumentLabel(field.name == "body" ? "bodyValue" : field.name)),
                "type": .string(type),
                "isBinding": .bool(binding != nil),
                "stateRead": .string("state.\(SwiftNames.escaped(field.name))"),
                "getter": .string(
                    opened
                        ? "\(stateRoot)?.\(SwiftNames.escaped(field.name)) ?? state.\(SwiftNames.escaped(field.name))"
                        : "\(stateRoot).\(SwiftNames.escaped(field.name))"),
                "setter": .string(setter),
                // What the setter closure starts with, before its body: `@MainActor (newValue: Donut) in`.
                "setterSignature": .string(
                    converted == nil ? "@MainActor in" : "@MainActor (\(newValue): \(type)) in"),
                "preview": .string(field.defaultValue?.text ?? inputPreview(field) ?? "nil"),
            ])
        }
        let callbacks = model.actions.filter { bindings.byMessage[$0.message.name] == nil }.map { action in
            let isAsync = Self.isAsync(action.message)
            let values = action.payloadNames.indices.map { "$\($0)" }
            let send = sendExpression(action.message, values: values)
            return MustacheValue.object([
                "name": .string(action.callbackName),
                // `@Sendable`: `.refreshable` takes a `@Sendable` closure, which may only capture Sendable values.
                "type": .string(
                    (isAsync ? "@Sendable " : "") + "(\(action.payloadTypes.joined(separator: ", ")))"
                        + (isAsync ? " async" : "") + " -> Void"),
                "send": .string(send),
                "isAsync": .bool(isAsync),
                "previewClosure": .string(
                    action.payloadNames.isEmpty ? "{}" : "{ \(action.payloadNames.map { _ in "_" }.joined(separator: ", ")) in }"),
            ])
        }
        // A converted view brings its own body (and may take values its prototype was given).
        let built =
            converted == nil
            ? ViewBody(
                feature: feature, bindings: bindings, rowTaps: rows, actions: model.actions, access: style.view.access)
            : nil
        let body = built?.lines ?? []
        let inputs = converted?.inputs ?? []
        var context: [String: MustacheValue] = [
            // Where the container reads the feature's state (`store.orderState`).
            "stateRoot": .string(stateRoot),
            "isOpenedSlot": .bool(opened),
            "viewProperties": .list(Positions.mark(properties)),
            "viewCallbacks": .list(Positions.mark(callbacks)),
            "hasViewCallbacks": .bool(!callbacks.isEmpty),
            "hasViewArguments": .bool(!properties.isEmpty || !callbacks.isEmpty || !inputs.isEmpty),
            "argumentsFollowViewProperties": .bool(!callbacks.isEmpty || !inputs.isEmpty),
            "viewBody": .lines(body),
            // Modifiers a template adds after the body continue a one-line `List {}` indented, as
            // `swift format` has them (after a closing brace, at its column).
            "modifierIndent": .string(body.first == "List {}" ? "  " : ""),
            // A view that holds the store derives some binding from `$store`: it needs `@Bindable`.
            "viewDerivesBindings": .bool(built?.derivesBindings ?? false),
        ]
        if let converted { context.merge(converted.context(feature: feature)) { $1 } }
        return context
    }

    /// `store.send(.profile(.edited(name: $0, bio: store.profileState.bio)))`
    private func sendExpression(_ message: Message, values: [String]) -> String {
        wiring(style.view.send).filling("{message}", with: construction(message, values: values))
    }

    private func construction(_ message: Message, values: [String]) -> String {
        MessageModel(message: message, feature: feature, style: style).construction(values: values)
    }

    /// A triggered action that runs on appear or refresh: its callback awaits the store's task.
    static func isAsync(_ message: Message) -> Bool {
        message.triggers.contains(.appear) || message.triggers.contains(.refresh)
    }

    /// A view's property for a field: `body` would clash with `View.body`.
    static func propertyName(_ field: String) -> String {
        field == "body" ? "bodyValue" : SwiftNames.escaped(field)
    }

    /// The action a tap on a row of a model sends: the first action whose single payload is the model.
    private func rowTaps(bindings: EditBindings) -> [String: MessageModel] {
        var taps: [String: MessageModel] = [:]
        for action in model.actions where bindings.byMessage[action.message.name] == nil {
            guard case .single(let type) = action.message.payload,
                feature.models.contains(where: { $0.name == type.text && $0.isIdentifiable }),
                taps[type.text] == nil
            else { continue }
            taps[type.text] = action
        }
        return taps
    }
}

/// Edit actions, inferred: an action whose `set` copies each payload value unchanged into a state
/// field of the same type (`setQuery: { payload: String, set: { query: payload } }`). The view gets a
/// `Binding` for such a field, whose setter sends the action.
struct EditBindings {
    private(set) var byField: [String: BoundField] = [:]
    private(set) var byMessage: [String: [String]] = [:]

    /// A field with a `Binding`: the action that edits it and where each of its payload values comes from.
    struct BoundField {
        let message: Message
        let fields: [(payload: String, field: String)]
        /// Where the container reads the feature's state (`store.profileState`).
        let stateRoot: String

        /// The payload values of the edit action that sets `field` to `newValue` (the setter's parameter).
        func values(setting field: String, to newValue: String = "$0") -> [String] {
            fields.map { pair in
                pair.field == field ? newValue : "\(stateRoot).\(SwiftNames.escaped(pair.field))"
            }
        }
    }

    /// Field types a standard control edits: `TextField`, `Toggle`, `Stepper`, a number `TextField`.
    static let editableTypes: Set<String> = ["String", "Bool", "Int", "Double"]

    init(feature: Feature, stateRoot: String) {
        for action in feature.actions {
            guard let assignments = action.assignments, action.triggers.isEmpty else { continue }
            let payload: [(name: String, type: String)]
            switch action.payload {
            case .none: continue
            case .single(let type): payload = [("payload", type.text)]
            case .labelled(let values): payload = values.map { ($0.label, $0.type.text) }
            }
            var pairs: [(payload: String, field: String)] = []
            for value in payload {
                let target = assignments.first { assignment in
                    guard assignment.value.text.trimmingSpaces == value.name,
                        let field = feature.fields.first(where: { $0.name == assignment.field })
                    else { return false }
                    let type = SwiftTypeText.normalized(field.type.text)
                    return type == SwiftTypeText.normalized(value.type) && Self.editableTypes.contains(type)
                        // `$default` and `body` would need renaming in the view, and so would a field named
                        // like what the view reads the state from (`viewState`): leave those to the developer.
                        && SwiftNames.escaped(field.name) == field.name && field.name != "body" && field.name != stateRoot
                        && byField[field.name] == nil
                }
                guard let target else { break }
                pairs.append((value.name, target.field))
            }
            guard pairs.count == payload.count, Set(pairs.map(\.field)).count == pairs.count else { continue }
            for pair in pairs {
                byField[pair.field] = BoundField(message: action, fields: pairs, stateRoot: stateRoot)
            }
            byMessage[action.name] = pairs.map(\.field)
        }
    }

    /// The bindings of a converted view: the fields its prototype binds (`$profile`), each with its edit
    /// action (one payload value, copied into the field), whatever the field's type.
    init(feature: Feature, converted: [String: String], stateRoot: String) {
        for (field, action) in converted {
            guard let message = feature.actions.first(where: { $0.name == action }) else { continue }
            byField[field] = BoundField(message: message, fields: [("payload", field)], stateRoot: stateRoot)
            byMessage[action] = [field]
        }
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
