/// The parts of an example that must fit a declaration: a sent message's payload, an effect's
/// response, a service call's arguments.
extension FeatureBuilder {
    // MARK: Payload values

    /// The values of one `send` item, shaped as `message` declares its payload; nil after an error.
    func values(for message: Message, _ node: Node?, at location: SourceLocation) -> Example.Values? {
        let name = message.name
        let isEmpty = node == nil || node?.scalar?.resolved == .null
        switch message.payload {
        case .none:
            if let node, !isEmpty {
                checker.error("`\(name)` has no payload; send it as `\(name)`", at: node.location)
                return nil
            }
            return Example.Values.none
        case .single(let type):
            guard let node else {
                checker.error("`\(name)` takes a payload (`\(type.text)`); write `\(name): <value>`", at: location)
                return nil
            }
            if node.entries != nil {
                checker.error(
                    "`\(name)` takes a single `\(type.text)`, not labelled values; write `\(name): '<value>'`",
                    at: node.location)
                return nil
            }
            return exampleValue(node).map(Example.Values.single)
        case .labelled(let labels):
            let form = "`\(name): { " + labels.map { "\($0.label): …" }.joined(separator: ", ") + " }`"
            guard let node, let entries = node.entries ?? (isEmpty ? [] : nil) else {
                checker.error("`\(name)` takes labelled values; write \(form)", at: node?.location ?? location)
                return nil
            }
            return labelledValues(entries, of: message, labels: labels.map(\.label), at: node.location, form: form)
        }
    }

    private func labelledValues(
        _ entries: [Entry], of message: Message, labels: [String], at location: SourceLocation, form: String
    ) -> Example.Values? {
        var byLabel: [String: Entry] = [:]
        var ok = true
        for entry in entries {
            if !labels.contains(entry.key) {
                let note = Suggestion.note(for: entry.key, among: labels)
                    ?? .init("labels: " + labels.map { "`\($0)`" }.joined(separator: ", "))
                checker.error("`\(message.name)` has no payload label `\(entry.key)`", at: entry.keyLocation, notes: [note])
                ok = false
            } else {
                byLabel[entry.key] = entry
            }
        }
        let missing = labels.filter { byLabel[$0] == nil }
        if !missing.isEmpty {
            let list = missing.map { "`\($0)`" }.joined(separator: ", ")
            checker.error("`\(message.name)` needs a value for \(list); write \(form)", at: location)
            ok = false
        }
        // In the order the message declares its labels: the order of the enum case's values.
        var values: [Example.Labelled] = []
        for label in labels {
            guard let entry = byLabel[label] else { continue }
            if let value = exampleValue(entry.value) {
                values.append(Example.Labelled(label: label, value: value))
            } else {
                ok = false
            }
        }
        return ok ? .labelled(values) : nil
    }

    // MARK: respond

    /// `respond:` — effect → value, `ok` or `{ fail: message }`. Also returns every effect name written
    /// (even with a broken answer), so a missing answer is not reported on top.
    func responses(_ entry: Entry?) -> ([Example.Response], Set<String>) {
        guard let entry, let entries = checker.mapping(entry.value, "a mapping of `effect: response` entries") else {
            return ([], [])
        }
        var responses: [Example.Response] = []
        var answered: Set<String> = []
        for answer in entries {
            answered.insert(answer.key)
            guard let effect = feature.effects.first(where: { $0.name == answer.key }) else {
                if memberNames[answer.key]?.role == "effect" { continue }  // declared but broken
                var notes: [Diagnostic.Note] = []
                if let owner = feature.effects.first(where: { $0.call.function == answer.key }) {
                    notes.append(.init("`respond` names effects: `\(answer.key)` is the call of effect `\(owner.name)`"))
                } else if let note = Suggestion.note(for: answer.key, among: feature.effects.map(\.name)) {
                    notes.append(note)
                } else if !feature.effects.isEmpty {
                    notes.append(.init("effects: " + feature.effects.map { "`\($0.name)`" }.joined(separator: ", ")))
                }
                checker.error("unknown effect `\(answer.key)`", at: answer.keyLocation, notes: notes)
                continue
            }
            if let outcome = outcome(answer.value, of: effect) {
                responses.append(Example.Response(effect: effect.name, outcome: outcome, location: answer.keyLocation))
            }
        }
        return (responses, answered)
    }

    /// A value of the call's return type, `ok` for a call that returns nothing, or `{ fail: text }`.
    private func outcome(_ node: Node, of effect: Effect) -> Example.Outcome? {
        let call = effect.call.function
        let failHint = effect.canFail ? ", or `{ fail: message }` to make it throw" : ""
        if let entries = node.entries {
            let byKey = checker.checkKeys(entries, allowed: ["fail"])
            guard let fail = byKey["fail"] else {
                if entries.isEmpty {
                    checker.error("expected `{ fail: message }` here", at: node.location)
                }
                return nil
            }
            guard effect.canFail else {
                checker.error("`\(call)` cannot fail: the call of effect `\(effect.name)` does not throw",
                              at: fail.keyLocation)
                return nil
            }
            if fail.value.scalar?.resolved == .null {
                checker.error("write the error's description: `{ fail: Offline }`", at: fail.value.location)
                return nil
            }
            guard let text = checker.text(fail.value, "the error's description") else { return nil }
            return .fails(text)
        }
        let isOK = node.scalar?.text == "ok" && node.scalar?.resolved == .string
        if let stream = effect.stream, isOK {
            checker.error("`\(call)` streams `\(stream.element.text)`; write the elements it sends, as an array",
                          at: node.location, notes: [.init("`[]` for a stream that ends at once")])
            return nil
        }
        guard let returnType = effect.call.returnType else {
            if isOK { return .returnsNothing }
            checker.error("`\(call)` returns nothing; write `ok`\(failHint)", at: node.location)
            return nil
        }
        if isOK {
            checker.error("`\(call)` returns `\(returnType.text)`; write the value it returns, not `ok`",
                          at: node.location)
            return nil
        }
        guard let value = exampleValue(node) else { return nil }
        if let stream = effect.stream, Example.streamedElementCount(value.text) == nil {
            checker.error("write the elements `\(call)` streams as an array literal, `[…]` of `\(stream.element.text)`",
                          at: node.location, notes: [.init("`[]` for a stream that ends at once")])
            return nil
        }
        return .returns(value)
    }
}
