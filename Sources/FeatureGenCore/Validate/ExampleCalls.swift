/// An example's `calls:` and the checks that need the whole example: every effect that sends a result is
/// answered, every answer and every call belongs to an effect the example starts, and every chain ends.
extension FeatureBuilder {
    // MARK: calls

    /// `calls:` — `['fetchOrders()', 'searchItems(query: "tea", page: 2)']`; null is an empty list.
    /// `allRead` is false when an entry was refused (reported): the list is then not the whole story.
    func calls(_ entry: Entry) -> (calls: [Example.Call], allRead: Bool) {
        let node = entry.value
        guard let elements = node.elements ?? (node.scalar?.resolved == .null ? [] : nil) else {
            let written = node.scalar.map { "'\($0.text)'" } ?? "'fetchOrders()'"
            checker.error("expected a list of service calls here, but \(checker.found(node))", at: node.location,
                          notes: [.init("write `calls: [\(written)]`")])
            return ([], false)
        }
        let calls = elements.compactMap(call)
        return (calls, calls.count == elements.count)
    }

    private func call(_ node: Node) -> Example.Call? {
        guard let text = checker.text(node, "a service call such as `fetchOrders()`") else { return nil }
        let parsed: ParsedCall
        switch CallParser.parse(text) {
        case .failure(let problem):
            checker.error("\(problem.message) in call `\(text)`", at: checker.location(in: node, offset: problem.offset))
            return nil
        case .success(let call):
            parsed = call
        }
        let name = parsed.function.text
        let location = checker.location(in: node, offset: parsed.function.offset)
        guard let effect = feature.effects.first(where: { $0.call.function == name }) else {
            var notes: [Diagnostic.Note] = []
            if let owner = feature.effects.first(where: { $0.name == name }) {
                notes.append(.init("effect `\(name)` calls `\(owner.call.function)`; write \(form(of: owner.call))"))
            } else if let note = Suggestion.note(for: name, among: feature.effects.map(\.call.function)) {
                notes.append(note)
            } else if !feature.effects.isEmpty {
                notes.append(.init("service calls: " + feature.effects.map { "`\($0.call.function)`" }.joined(separator: ", ")))
            }
            checker.error("unknown service call `\(name)`", at: location, notes: notes)
            return nil
        }
        guard checkLabels(parsed, of: effect.call, in: node) else { return nil }
        var arguments: [Example.Call.Argument] = []
        for argument in parsed.arguments {
            guard let value = exampleValue(node, piece: argument.value) else { return nil }
            arguments.append(.init(label: argument.label?.text, value: value))
        }
        return Example.Call(function: name, arguments: arguments, location: location)
    }

    /// The call's arguments carry the requirement's labels, in order; reports each mismatch.
    private func checkLabels(_ parsed: ParsedCall, of signature: Signature, in node: Node) -> Bool {
        let name = signature.function
        let hint = Diagnostic.Note("write \(form(of: signature))")
        let expected = signature.parameters.map(\.label)
        guard parsed.arguments.count == expected.count else {
            let takes = expected.isEmpty ? "no arguments"
                : expected.count == 1 ? "1 argument" : "\(expected.count) arguments"
            checker.error("`\(name)` takes \(takes), but this call passes \(parsed.arguments.count)",
                          at: checker.location(in: node, offset: parsed.function.offset), notes: [hint])
            return false
        }
        var ok = true
        for (index, (argument, label)) in zip(parsed.arguments, expected).enumerated() where argument.label?.text != label {
            let message = switch (label, argument.label?.text) {
            case (let label?, nil): "argument \(index + 1) of `\(name)` needs the label `\(label):`"
            case (nil, let written?): "argument \(index + 1) of `\(name)` has no label; remove `\(written):`"
            case (let label?, let written?): "argument \(index + 1) of `\(name)` is labelled `\(label):`, not `\(written):`"
            case (nil, nil): ""
            }
            checker.error(message, at: checker.location(in: node, offset: argument.offset), notes: [hint])
            ok = false
        }
        return ok
    }

    /// `saveProfile(name: …, bio: …)`, `logEvent(…)`.
    private func form(of signature: Signature) -> String {
        let arguments = signature.parameters.map { $0.label.map { "\($0): …" } ?? "…" }
        return "`\(signature.function)(\(arguments.joined(separator: ", ")))`"
    }

    // MARK: The whole example

    /// Checks the example against what its messages start. `answered` holds every effect named in
    /// `respond` (even with a broken answer).
    func checkFlow(of example: Example, answered: Set<String>, pending: PendingFlow?) {
        let flow = ExampleFlow(example, feature: feature)
        // A pending run that a later message cancels or replaces: its answer is never seen.
        let unseen = pending?.unseenAnswers ?? []
        let unanswered = flow.unanswered.filter { !unseen.contains($0.effect.name) }
        for run in unanswered where !answered.contains(run.effect.name) {
            let effect = run.effect
            let value = effect.answerType.map { "<\($0) value>" } ?? "ok"
            var note = "add `respond: { \(effect.name): \(value) }`"
            if effect.canFail { note += ", or `{ \(effect.name): { fail: message } }` to make it throw" }
            checker.error(
                "no `respond` for effect `\(effect.name)`, which \(role(of: run.startedBy)) `\(run.startedBy.name)` starts",
                at: example.steps[run.step].location, notes: [.init(note)])
        }
        for run in flow.loops {
            checker.error(
                "this example never ends: \(role(of: run.startedBy)) `\(run.startedBy.name)` starts "
                    + "effect `\(run.effect.name)` again",
                at: example.steps[run.step].location)
        }
        // With a chain cut short, later effects are unknown: do not blame their answers or calls.
        guard unanswered.isEmpty, flow.loops.isEmpty else { return }
        let started = Set(flow.runs.map(\.effect.name))
        for response in example.responses where !started.contains(response.effect) {
            let starters = (feature.actions + feature.results).filter { $0.effect == response.effect }.map { "`\($0.name)`" }
            let note = starters.isEmpty
                ? "no message starts `\(response.effect)`"
                : "`\(response.effect)` is started by " + starters.joined(separator: ", ")
            checker.error("this example never starts effect `\(response.effect)`, so it needs no `respond`",
                          at: response.location, notes: [.init(note)])
        }
        // A mock answers every call of one requirement alike: two effects that call it need one answer.
        var answers: [String: Example.Response] = [:]
        for response in example.responses {
            guard let effect = feature.effects.first(where: { $0.name == response.effect }) else { continue }
            if let first = answers[effect.call.function] {
                if !Self.sameAnswer(first.outcome, response.outcome) {
                    checker.error(
                        "effects `\(first.effect)` and `\(response.effect)` both call `\(effect.call.function)`, so they "
                            + "answer alike; give them the same answer", at: response.location,
                        notes: [.init("first answered here", at: first.location)])
                }
            } else {
                answers[effect.call.function] = response
            }
        }
        let called = Set(flow.runs.map(\.effect.call.function))
        for call in example.calls ?? [] where !called.contains(call.function) {
            checker.error("this example never calls `\(call.function)`: none of the effects it starts calls it",
                          at: call.location)
        }
    }

    /// Equal answers, wherever they are written.
    private static func sameAnswer(_ a: Example.Outcome, _ b: Example.Outcome) -> Bool {
        switch (a, b) {
        case (.returns(let x), .returns(let y)): x.text == y.text
        case (.returnsNothing, .returnsNothing): true
        case (.fails(let x), .fails(let y)): x == y
        default: false
        }
    }

    func role(of message: Message) -> String {
        feature.results.contains { $0.name == message.name } ? "result" : "action"
    }
}
