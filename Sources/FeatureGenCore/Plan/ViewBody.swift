/// The body of a feature's pure SwiftUI view, as lines (indented by two spaces a level, relative to
/// `var body`): a `List` that shows each state field the way its type suggests, a `Binding` control
/// for each edited field, row buttons for actions that take a row's model, buttons for the other
/// actions without payload, and `.task` / `.refreshable` / `.onDisappear` for triggered actions.
///
/// Only standard SwiftUI (iOS 17, macOS 14) is used, since the view cannot be type-checked on Linux;
/// CI parses every generated view with `swiftc -parse`.
struct ViewBody {
    /// How the body reaches what it shows: the view's own properties (`orders`, `$query`,
    /// `onLoadOrders()`), or those of a value it holds (`props.orders`, `props.query`, a `Binding`).
    struct Access: Sendable {
        /// Written before a value's or a callback's name.
        var prefix = ""
        /// A control's binding to a field, and the value of a field with a binding; `{name}` is the
        /// field's property name, `{message}` the action that edits it (when it edits no other field).
        var binding = "${name}"
        var boundValue = "{name}"
        /// How the body sends an action itself, when it holds the store rather than callbacks (`{message}`:
        /// the action built); nil: it calls the action's callback (`onSave()`). With a store, a field
        /// edited together with others gets a `Binding(get:set:)` that sends their current values too.
        var send: String?
        /// The same, awaiting the effects the action starts (`.task`, `.refreshable`).
        var awaitedSend: String?
        /// How `.task`, `.refreshable` and `.onDisappear` reach an action.
        var trigger = Trigger.callback
        /// The column the body's lines start at in the view's file (for lines that must fit in 100).
        var indent = 6

        enum Trigger: Sendable {
            /// The view's own callback: `await onLoadOrders()`.
            case callback
            /// A callback held by another value, captured alone (a `@Sendable` closure cannot capture
            /// that value): `[onLoadOrders = props.onLoadOrders] in await onLoadOrders()`.
            case capturedCallback
            /// An event method of the object `prefix` names, on the main actor, awaiting the task the
            /// method returns when it starts an effect (cancelled with the view's task):
            /// `@MainActor in await viewState.onLoadOrders().finish()`.
            case eventMethod
            /// The store's `send` (`awaitedSend`): a store is `Sendable`, and `send` returns a task to
            /// await; it needs no awaiting to start.
            case storeSend
        }

        static let properties = Access()
        static let props = Access(
            prefix: "props.", binding: "props.{name}", boundValue: "props.{name}.wrappedValue",
            trigger: .capturedCallback)
        /// A view that owns its view state: values read from it, bindings as the view's own properties.
        static let viewState = Access(
            prefix: "viewState.", binding: "{name}", boundValue: "viewState.{name}", trigger: .eventMethod)
        /// TCA: the view holds `store` and reads it, binds with `$store.x.sending(\.setX)`, sends actions.
        static let store = Access(
            prefix: "store.", binding: "$store.{name}.sending(\\.{message})", boundValue: "store.{name}",
            send: "store.send({message})", awaitedSend: "await store.send({message}).finish()",
            trigger: .storeSend, indent: 6)
    }

    let feature: Feature
    let bindings: EditBindings
    /// Model name → the action a tap on its row sends.
    let rowTaps: [String: MessageModel]
    let actions: [MessageModel]
    let access: Access

    private(set) var lines: [String] = []
    /// Some control binds with `binding` through `$store` (the view needs `@Bindable`).
    var derivesBindings = false
    /// How deep the fields' views sit below the body's lines (in a `List`, and maybe a `Group`).
    var depth = 2
    /// The `Binding(get:set:)` comment is written once.
    var explainedSendableBinding = false

    init(
        feature: Feature, bindings: EditBindings, rowTaps: [String: MessageModel], actions: [MessageModel],
        access: Access = .properties
    ) {
        self.feature = feature
        self.bindings = bindings
        self.rowTaps = rowTaps
        self.actions = actions
        self.access = access
        build()
    }

    /// The name the body reads a field by: the view's own property (`body` would clash with
    /// `View.body`: `bodyValue`), or, in a view that holds the store, the state's own name.
    func property(_ field: String) -> String {
        access.send == nil ? ScreenModel.propertyName(field) : SwiftNames.escaped(field)
    }

    /// How the body reads a field's value or calls a callback.
    private func read(_ name: String) -> String { access.prefix + name }

    /// How the body sends `action` with `values`: through the store, or by calling its callback.
    func send(_ action: MessageModel, _ values: [String] = [], awaited: Bool = false) -> String {
        if let pattern = awaited ? access.awaitedSend : access.send {
            return pattern.replacing("{message}", with: action.construction(values: values))
        }
        return (awaited ? "await " : "") + "\(read(action.callbackName))(\(values.joined(separator: ", ")))"
    }

    /// Above this many views, a `@ViewBuilder` block is split into `Group`s.
    private static let blockLimit = 10

    private mutating func build() {
        var items = fieldItems()
        if items.count + (hasButtons ? 1 : 0) > Self.blockLimit {
            // The fields' views sit in `Group`s, one level deeper: lay them out again.
            depth = 4
            explainedSendableBinding = false
            items = fieldItems()
        }
        let buttons = actions.filter { action in
            action.payloadNames.isEmpty && action.message.triggers.isEmpty
                && bindings.byMessage[action.message.name] == nil
        }
        if !buttons.isEmpty {
            // A closure rather than `action: onSave`: SwiftUI's action is `@MainActor`, and a closure written
            // in `body` is main-actor isolated, where a stored function value is not.
            items.append(
                ["Section {"]
                    + buttons.flatMap { button -> [String] in
                        // In the `Section`: a button too long for one line gets its action on the next.
                        let title = "Button(\(Self.quoted(SwiftNames.words(button.message.name))))"
                        let line = "\(title) { \(send(button)) }"
                        return access.indent + depth + 2 + line.count <= 100
                            ? ["  " + line] : ["  \(title) {", "    \(send(button))", "  }"]
                    }
                    + ["}"])
        }
        if items.count > Self.blockLimit {
            items = stride(from: 0, to: items.count, by: Self.blockLimit).map { start in
                ["Group {"] + items[start..<min(start + Self.blockLimit, items.count)].flatMap { $0 }.map { "  " + $0 } + ["}"]
            }
        }
        lines = items.isEmpty ? ["List {}"] : ["List {"] + items.flatMap { $0 }.map { "  " + $0 } + ["}"]
        // Modifiers after a one-line `List {}` continue its line: indented, as `swift format` has them.
        let modifiersStart = lines.count
        let progress = feature.fields.filter { isProgressFlag($0) }.map { read(property($0.name)) }
        if !progress.isEmpty {
            lines += [".overlay {", "  if \(progress.joined(separator: " || ")) {", "    ProgressView()", "  }", "}"]
        }
        // Triggers are actions without payload. SwiftUI runs one `.refreshable` per view: the actions
        // a refresh sends share one, each awaited in turn.
        let triggered = actions.filter { !$0.message.triggers.isEmpty && $0.payloadNames.isEmpty }
        let refreshing = triggered.filter { $0.message.triggers.contains(.refresh) }
        var refresh: (captures: [String], header: String, awaited: [String]) = ([], "", [])
        var refreshAt: Int?
        for action in triggered {
            let name = action.callbackName
            let call = send(action)
            // `.task` and `.refreshable` take `@Sendable` closures: a callback held by another value
            // (`props`, not `Sendable`) is captured alone (an async callback is `@Sendable`).
            var capture: String?
            var header = ""
            let awaited: String
            var isAsync = ScreenModel.isAsync(action.message)
            switch access.trigger {
            case .callback: awaited = "await " + call
            case .capturedCallback:
                // A long callback name is captured as `action`, so the capture list fits on its line.
                var local = name.count > 30 ? "action" : name
                // Several share the one `.refreshable`'s capture list: `action1`, `action2`.
                if refreshing.count > 1, local == "action", action.message.triggers.contains(.refresh) {
                    local += String(refresh.captures.count + 1)
                }
                capture = "\(local) = \(read(name))"
                awaited = "await \(local)()"
            case .eventMethod:
                // On the main actor, where the view state lives, whatever the closure's own isolation;
                // awaiting the task the method returns when it starts an effect.
                header = " @MainActor in"
                awaited = action.message.effect == nil ? call : "await \(call).finish()"
                // `.onDisappear` calls the method directly: it need not wait for what it starts.
                isAsync = false
            case .storeSend: (awaited, isAsync) = (send(action, awaited: true), false)
            }
            let captured = capture.map { " [\($0)] in" } ?? header
            for trigger in action.message.triggers {
                switch trigger {
                case .appear: lines += [".task {\(captured)", "  \(awaited)", "}"]
                case .refresh:
                    refreshAt = refreshAt ?? lines.count
                    refresh.captures += capture.map { [$0] } ?? []
                    refresh.header = header
                    refresh.awaited.append(awaited)
                case .disappear:
                    // `.onDisappear` cannot await: an action that also loads on appear runs on a task.
                    let body = isAsync ? "Task {\(captured) \(awaited) }" : call
                    lines += [".onDisappear {", "  \(body)", "}"]
                }
            }
        }
        if let refreshAt {
            // Where the first action that a refresh sends would have put it.
            var head = [".refreshable {" + (refresh.captures.isEmpty ? refresh.header : " [\(refresh.captures.joined(separator: ", "))] in")]
            // A capture list too long for its line (the body starts 6 columns in, a one-line `List {}`'s
            // modifiers 8) is broken as `swift format` breaks it.
            if head[0].count + (items.isEmpty ? 8 : 6) > 100 {
                head = [".refreshable {", "  ["] + refresh.captures.enumerated().map { index, capture in
                    "    " + capture + (index < refresh.captures.count - 1 ? "," : "")
                } + ["  ] in"]
            }
            lines.insert(contentsOf: head + refresh.awaited.map { "  " + $0 } + ["}"], at: refreshAt)
        }
        if items.isEmpty { lines[modifiersStart...] = lines[modifiersStart...].map { "  " + $0 }[...] }
    }

    private var hasButtons: Bool {
        actions.contains { action in
            action.payloadNames.isEmpty && action.message.triggers.isEmpty && bindings.byMessage[action.message.name] == nil
        }
    }

    private mutating func fieldItems() -> [[String]] {
        var items: [[String]] = []
        // A throttle's last call (TCA keeps it in the state) is bookkeeping, not something to show.
        let lastCalls = Set(feature.effects.filter { $0.throttleMilliseconds != nil }.map(Feature.lastCallField(of:)))
        for field in feature.fields where !lastCalls.contains(field.name) {
            if let item = item(field) { items.append(item.flatMap(fitted)) }
        }
        return items
    }

    /// A line of an item that ends a call (`LabeledContent(…)`), broken as `swift format` breaks it
    /// when it does not fit in 100 columns at its place in the body.
    private func fitted(_ line: String) -> [String] {
        let indentation = line.prefix { $0 == " " }
        let code = String(line.dropFirst(indentation.count))
        guard code.hasSuffix(")"), code.first?.isUppercase == true else { return [line] }
        return SwiftLayout.lines(code, indent: access.indent + depth + indentation.count).map { indentation + $0 }
    }

    // MARK: One state field

    private mutating func item(_ field: StateField) -> [String]? {
        let name = property(field.name)
        let title = Self.quoted(SwiftNames.words(field.name))
        let type = SwiftTypeText.normalized(SwiftTypeText.replacingErrors(field.type.text))
        if let bound = bindings.byField[field.name] {
            guard access.send != nil else { return [control(name: name, title: title, type: type)] }
            return storeControl(field: field.name, bound: bound, title: title, type: type)
        }
        if isProgressFlag(field) { return nil }
        if let element = listElement(type) {
            return ["Section(\(title)) {"] + rows(of: element, in: read(name)).map { "  " + $0 } + ["}"]
        }
        if let stateEnum = feature.enums.first(where: { $0.name == type }) { return switchLines(stateEnum, read(name)) }
        let (wrapped, isOptional) = Self.unwrapped(type)
        let (binding, unwrap) = Self.unwrap(field.name, prefix: access.prefix, property: property(field.name))
        func optional(_ inner: [String]) -> [String] {
            isOptional ? ["if let \(unwrap) {"] + inner.map { "  " + $0 } + ["}"] : inner
        }
        let value = isOptional ? binding : read(name)
        switch wrapped {
        case SwiftTypeText.equatableError:
            return optional(["Text(\(value).description)", "  .foregroundStyle(.red)"])
        case "String" where isOptional:
            let isError = field.name.lowercased().contains("error")
            return optional(["Text(\(value))"] + (isError ? ["  .foregroundStyle(.red)"] : []))
        case "String":
            return ["LabeledContent(\(title), value: \(value))"]
        case "Int", "Double":
            return optional(["LabeledContent(\(title), value: \(value), format: .number)"])
        case "Bool":
            return optional(["LabeledContent(\(title), value: \(value) ? \"Yes\" : \"No\")"])
        default:
            if let model = feature.models.first(where: { $0.name == wrapped }) {
                return optional(["LabeledContent(\(title), value: \(label(of: model, value)))"])
            }
            return optional(["LabeledContent(\(title), value: String(describing: \(value)))"])
        }
    }

    func control(name: String, title: String, type: String, binding pattern: String? = nil) -> String {
        let binding = (pattern ?? access.binding).replacing("{name}", with: name)
        let (first, label, last) = Self.controlParts(name: name, title: title, type: type, value: value(name))
        return "\(first), \(label): \(binding)\(last.map { ", " + $0 } ?? ""))"
    }

    func value(_ name: String) -> String { access.boundValue.replacing("{name}", with: name) }

    /// `Toggle("Flag", isOn: …)`: the control with its title, the binding's label and what follows it.
    static func controlParts(name: String, title: String, type: String, value: String)
        -> (String, String, String?)
    {
        switch type {
        case "Bool": ("Toggle(\(title)", "isOn", nil)
        case "Int": ("Stepper(\"\(SwiftNames.words(name)): \\(\(value))\"", "value", nil)
        case "Double": ("TextField(\(title)", "value", "format: .number")
        default: ("TextField(\(title)", "text", nil)
        }
    }

    /// `isLoading`, `isSaving`: a Bool named like work in progress is shown as a `ProgressView`.
    private func isProgressFlag(_ field: StateField) -> Bool {
        let name = field.name
        guard SwiftTypeText.normalized(field.type.text) == "Bool", bindings.byField[name] == nil,
            name.hasPrefix("is"), name.hasSuffix("ing"), name.count > 5
        else { return false }
        return name.dropFirst(2).first?.isUppercase == true
    }

    /// `Order` for `[Order]` or `Array<Order>` when `Order` is an identifiable model of the feature.
    private func listElement(_ type: String) -> Model? {
        let element: String
        if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") {
            element = String(type.dropFirst().dropLast())
        } else if type.hasPrefix("Array<"), type.hasSuffix(">") {
            element = String(type.dropFirst(6).dropLast())
        } else {
            return nil
        }
        return feature.models.first { $0.name == element && $0.isIdentifiable }
    }

    /// `ForEach(orders) { order in … }`: a button when an action takes the row's model, else text.
    private func rows(of model: Model, in collection: String) -> [String] {
        let row = SwiftNames.escaped(SwiftNames.lowerCamel(model.name))
        let text = label(of: model, row)
        guard let tap = rowTaps[model.name] else {
            return ["ForEach(\(collection)) { \(row) in", "  Text(\(text))", "}"]
        }
        return ["ForEach(\(collection)) { \(row) in", "  Button(\(text)) {", "    \(send(tap, [row]))", "  }", "}"]
    }

    /// What names a model in a row: its `title` or `name`, else its first `String` field.
    private func label(of model: Model, _ value: String) -> String {
        let strings = model.fields.filter { SwiftTypeText.normalized($0.type.text) == "String" }.map(\.name)
        guard let field = strings.first(where: { ["title", "name"].contains($0) }) ?? strings.first else {
            return "String(describing: \(value))"
        }
        return "\(value).\(SwiftNames.escaped(field))"
    }

    /// A `switch` over an enum-shaped state: a progress view for `loading`, rows for a list of models,
    /// the text of a `String` (red for a failure), the case's name otherwise.
    private func switchLines(_ stateEnum: StateEnum, _ value: String) -> [String] {
        var lines = ["switch \(value) {"]
        for enumCase in stateEnum.cases {
            let name = SwiftNames.escaped(enumCase.name)
            let types = enumCase.associatedTypes.map { SwiftTypeText.normalized(SwiftTypeText.replacingErrors($0.text)) }
            if types.count == 1, let model = listElement(types[0]) {
                let rowsName = SwiftNames.escaped(SwiftNames.lowerCamel(model.name) + "s")
                lines += ["case .\(name)(let \(rowsName)):"] + rows(of: model, in: rowsName).map { "  " + $0 }
            } else if types == ["String"] {
                let isFailure = ["fail", "error"].contains { enumCase.name.lowercased().contains($0) }
                lines += ["case .\(name)(let message):", "  Text(message)"] + (isFailure ? ["    .foregroundStyle(.red)"] : [])
            } else if types.isEmpty, ["loading", "refreshing", "saving", "searching"].contains(enumCase.name) {
                lines += ["case .\(name):", "  ProgressView()"]
            } else {
                lines += ["case .\(name):", "  Text(\(Self.quoted(SwiftNames.words(enumCase.name))))"]
            }
        }
        return lines + ["}"]
    }

    // MARK: Text helpers

    /// `T?` or `Optional<T>` → (`T`, true).
    static func unwrapped(_ type: String) -> (String, Bool) {
        if type.hasSuffix("?") { return (String(type.dropLast()), true) }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") { return (String(type.dropFirst(9).dropLast()), true) }
        return (type, false)
    }

    /// `if let error` for most names; `if let defaultValue = `default`` where the name is a keyword;
    /// `if let error = props.error` where the value is another's.
    static func unwrap(_ field: String, prefix: String = "", property: String? = nil) -> (binding: String, condition: String) {
        let property = property ?? ScreenModel.propertyName(field)
        guard property != field else { return (field, prefix.isEmpty ? field : "\(field) = \(prefix)\(field)") }
        let binding = field + "Value"
        return (binding, "\(binding) = \(prefix)\(property)")
    }

    /// A string literal for a title made of an identifier's words (no quotes or backslashes to escape).
    static func quoted(_ text: String) -> String { "\"\(text)\"" }
}
