/// Controls of a view that holds the store (TCA) rather than bindings: it derives them from the store.
extension ViewBody {
    /// `$store.query.sending(\.setQuery)` for a field its own action edits (`sending` needs a case whose
    /// value is the field's), else a `Binding` whose setter sends the action with the other fields'
    /// current values. A control too long for one line is broken before each argument, as
    /// `swift format` keeps it.
    mutating func storeControl(field: String, bound: EditBindings.BoundField, title: String, type: String)
        -> [String]
    {
        let name = property(field)
        let (control, label, last) = Self.controlParts(name: name, title: title, type: type, value: value(name))
        let column = access.indent + depth
        if case .single = bound.message.payload {
            derivesBindings = true
            let pattern = access.binding.replacing("{message}", with: bound.message.name)
            let line = self.control(name: name, title: title, type: type, binding: pattern)
            guard column + line.count > 100 else { return [line] }
            let binding = pattern.replacing("{name}", with: name)
            let argument = SwiftLayout.lines("\(label): \(binding)", indent: column + 2)
            return Self.broken(control, [argument] + (last.map { [[$0]] } ?? []))
        }
        var lines: [String] = []
        if bound.fields.first?.field == field {
            let several = bound.fields.count == 2 ? "both" : "all \(bound.fields.count)"
            let others = bound.fields.count == 2 ? "other's current value" : "others' current values"
            lines.append("// `\(bound.message.name)` carries \(several) fields, so each binding sends the \(others) too.")
            if !explainedSendableBinding {
                lines.append(
                    "// (`Binding` takes `@Sendable` closures: they read and send on the main actor, like the store.)")
                explainedSendableBinding = true
            }
        }
        guard let message = actions.first(where: { $0.message.name == bound.message.name }) else { return lines }
        let setter = send(message, bound.values(setting: field))
        let setLine = "set: { @MainActor in \(setter) }"
        // The setter sits two levels deeper than the control: in its argument, in the `Binding`.
        let setLines = column + 4 + setLine.count <= 100 ? [setLine] : ["set: { @MainActor in", "  \(setter)", "}"]
        let binding = ["\(label): Binding(", "  get: { @MainActor in \(value(name)) },"] + setLines.map { "  " + $0 } + [")"]
        return lines + Self.broken(control, [binding] + (last.map { [[$0]] } ?? []))
    }

    /// `TextField("Name"` and arguments → `TextField(` / `"Name",` / each argument (its lines) / `)`.
    static func broken(_ control: String, _ arguments: [[String]]) -> [String] {
        let open = control.firstIndex(of: "(")!
        let all = [[String(control[control.index(after: open)...])]] + arguments
        var lines = [String(control[...open])]
        for (index, argument) in all.enumerated() {
            let comma = index == all.count - 1 ? "" : ","
            lines += argument.dropLast().map { "  " + $0 } + ["  " + argument.last! + comma]
        }
        return lines + [")"]
    }
}
