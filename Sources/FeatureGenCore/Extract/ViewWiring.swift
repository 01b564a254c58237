/// What connects a converted pure view to the store: its parameters (state values, `Binding`s for
/// fields edited through an edit action, callbacks, async for actions the view awaits), the container
/// view that passes them from `AppStore`, and a preview. Follows the view conventions of the generated
/// code: `let orders: [Order]`, `let query: Binding<String>`, `let onSelectOrder: (Order) -> Void`,
/// `let onLoadOrders: () async -> Void`.
struct ViewWiring {
    /// A value the parent of the prototype passed in (`let title: String`, `@Binding var isOn: Bool`):
    /// the container takes it too and hands it on.
    struct Input {
        var name: String
        var type: String
        var isBinding: Bool
    }

    let feature: Feature
    /// Fields passed as `Binding`s, with the edit action their setter sends.
    let bindings: [String: String]
    /// Actions whose callbacks are `async` (the view awaits them in `.task` / `.refreshable`).
    let asyncActions: Set<String>
    let inputs: [Input]

    var access: String { feature.access == .public ? "public " : "" }
    private var property: String { SwiftNames.escaped(SwiftNames.lowerCamel(feature.name)) }

    /// The actions the view calls back (edit actions behind a `Binding` are sent by its setter).
    var callbackActions: [Message] {
        let editActions = Set(bindings.values)
        return feature.actions.filter { !editActions.contains($0.name) }
    }

    static func callbackName(_ action: String) -> String { "on" + SwiftNames.upperFirst(action) }

    func callbackType(_ action: Message) -> String {
        let types = MessageModel(message: action, feature: feature).payloadTypes.joined(separator: ", ")
        return "(\(types))" + (asyncActions.contains(action.name) ? " async" : "") + " -> Void"
    }

    /// `let orders: [Order]` … `let onLoadOrders: () async -> Void`, one per line.
    var parameterDeclarations: [String] {
        let fields = feature.fields.map { field in
            let type = SwiftTypeText.replacingErrors(field.type.text)
            return "let \(SwiftNames.escaped(field.name)): " + (bindings[field.name] != nil ? "Binding<\(type)>" : type)
        }
        return fields + callbackActions.map { "let \(Self.callbackName($0.name)): \(callbackType($0))" }
    }

    /// The container view, indented for the inside of `#if canImport(SwiftUI)`.
    func container(viewName: String) -> [String] {
        var lines = ["/// Connects `\(viewName)` to the store: reads the \(feature.name) state and sends actions."]
        lines.append("\(access)struct \(feature.name)ContainerView: View {")
        lines.append("  @Environment(AppStore.self) private var store")
        for input in inputs {
            lines.append(input.isBinding ? "  @Binding var \(input.name): \(input.type)" : "  let \(input.name): \(input.type)")
        }
        lines += ["", "  \(access)var body: some View {", "    let state = store.state.\(property)", "    \(viewName)("]
        var arguments: [[String]] = feature.fields.map { field in
            let label = SwiftNames.argumentLabel(field.name)
            guard let action = bindings[field.name], let message = feature.actions.first(where: { $0.name == action })
            else { return ["\(label): state.\(SwiftNames.escaped(field.name))"] }
            let construction = MessageModel(message: message, feature: feature).construction(values: ["$0"])
            return [
                "\(label): Binding(",
                "  get: { store.state.\(property).\(SwiftNames.escaped(field.name)) },",
                "  set: { store.send(.\(property)(\(construction))) }",
                ")",
            ]
        }
        for action in callbackActions {
            let model = MessageModel(message: action, feature: feature)
            let send = "store.send(.\(property)(\(model.construction(values: model.payloadNames.indices.map { "$\($0)" }))))"
            let closure = asyncActions.contains(action.name) ? "{ await \(send).finish() }" : "{ \(send) }"
            arguments.append(["\(Self.callbackName(action.name)): \(closure)"])
        }
        for input in inputs { arguments.append(["\(input.name): \(input.isBinding ? "$" : "")\(input.name)"]) }
        lines += Self.argumentLines(arguments, indent: "      ")
        lines += ["    )", "  }", "}"]
        return lines
    }

    /// `#Preview { … }` with the spec's defaults and empty callbacks; nil when the view needs inputs.
    func preview(viewName: String) -> [String]? {
        guard inputs.isEmpty else { return nil }
        var arguments: [[String]] = feature.fields.map { field in
            let value = field.defaultValue?.text ?? "nil"
            return ["\(SwiftNames.argumentLabel(field.name)): " + (bindings[field.name] != nil ? ".constant(\(value))" : value)]
        }
        for action in callbackActions {
            let count = MessageModel(message: action, feature: feature).payloadNames.count
            let closure = count == 0 ? "{}" : "{ \(Array(repeating: "_", count: count).joined(separator: ", ")) in }"
            arguments.append(["\(Self.callbackName(action.name)): \(closure)"])
        }
        return ["#Preview {", "  \(viewName)("] + Self.argumentLines(arguments, indent: "    ") + ["  )", "}"]
    }

    /// Arguments one per line (a multi-line one as given), commas after all but the last.
    private static func argumentLines(_ arguments: [[String]], indent: String) -> [String] {
        var lines: [String] = []
        for (index, argument) in arguments.enumerated() {
            for (line, text) in argument.enumerated() {
                let comma = index < arguments.count - 1 && line == argument.count - 1 ? "," : ""
                lines.append(indent + text + comma)
            }
        }
        return lines
    }
}
