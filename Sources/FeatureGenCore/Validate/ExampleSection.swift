/// Keys of one example, in the order the reference documents them.
let exampleKeys = ["name", "given", "send", "pending", "respond", "expect", "calls", "dismisses"]

/// `examples:` — a list of `{ name, given, send, pending, respond, expect, calls }`. Read after every other
/// section, since an example refers to fields, messages, effects and service calls.
extension FeatureBuilder {
    mutating func examples(_ node: Node) {
        guard let elements = node.elements else {
            if node.scalar?.resolved == .null { return }
            checker.error("expected a list of examples (`- name: …`) here, but \(checker.found(node))", at: node.location)
            return
        }
        var names: [String: SourceLocation] = [:]
        var testNames: [String: (name: String, location: SourceLocation)] = [:]
        for element in elements {
            guard let entries = element.entries else {
                checker.error("expected an example (`- name: …`, `send: …`) here, but \(checker.found(element))",
                              at: element.location)
                continue
            }
            let byKey = checker.checkKeys(entries, allowed: exampleKeys)
            let name = exampleName(byKey["name"], at: element.location)
            if let (text, location) = name {
                if let first = names[text] {
                    checker.error("duplicate example name `\(text)`", at: location,
                                  notes: [.init("first used here", at: first)])
                } else if let testName = SpecValidator.exampleTestName(text) {
                    names[text] = location
                    if let first = testNames[testName] {
                        checker.error(
                            "example name `\(text)` gives the same test name `\(testName)` as `\(first.name)`",
                            at: location, notes: [.init("first used here", at: first.location)])
                    } else {
                        testNames[testName] = (text, location)
                    }
                } else {
                    names[text] = location
                    checker.error("example name `\(text)` has no letter or digit to name its test", at: location)
                }
            }
            feature.examples.append(example(byKey, name: name?.text ?? "", at: element.location))
        }
    }

    /// The text and position of `name:`, after reporting a missing or empty one.
    private func exampleName(_ entry: Entry?, at location: SourceLocation) -> (text: String, location: SourceLocation)? {
        guard let entry else {
            checker.error("example has no `name`; write what it shows, e.g. `name: loading shows the orders`",
                          at: location)
            return nil
        }
        let isBlank = entry.value.scalar.map { $0.resolved == .null && $0.text.isEmpty } ?? false
        guard isBlank || checker.text(entry.value, "an example name") != nil else { return nil }
        let text = entry.value.scalar?.text ?? ""
        if text.allSatisfy(\.isWhitespace) {
            checker.error("empty example name; write what the example shows", at: entry.value.location)
            return nil
        }
        return (text, entry.value.location)
    }

    private func example(_ byKey: [String: Entry], name: String, at location: SourceLocation) -> Example {
        let given = fieldValues(byKey["given"])
        let expect = fieldValues(byKey["expect"])
        let (steps, allResolved) = steps(byKey["send"], at: location)
        let (responses, answered) = responses(byKey["respond"])
        let calls = byKey["calls"].map(calls)
        var example = Example(name: name, given: given, steps: steps, responses: responses, expect: expect,
                              calls: calls?.calls, location: location)
        example.expectPath = stack(in: byKey["expect"])
        // A deep link: the screens pushed before the first message.
        example.givenPath = stack(in: byKey["given"])
        example.givenDestination = presented(in: byKey["given"]) ?? nil
        example.expectDestination = presented(in: byKey["expect"])
        example.pending = byKey["pending"].map(pending) ?? []
        if let entry = byKey["dismisses"] { example.dismisses = exampleDismisses(entry) }
        // A screen that closed has no state left to compare (in every style: the opener dropped it).
        if example.dismisses == true,
            let field = byKey["expect"]?.value.entries?.first(where: { !isNavigationKey($0.key) })
        {
            checker.error(
                "the screen closes in this example (`dismisses: true`), so `expect` cannot name its fields: its state is gone",
                at: field.keyLocation, notes: [.init("remove `expect`; `calls` says what the screen did")])
        }
        // A refused call would make a guarded message look refused: its own error says enough.
        if allResolved, calls?.allRead ?? true {
            let pending = example.pending.isEmpty ? nil : PendingFlow(example, feature: feature)
            checkFlow(of: example, answered: answered, pending: pending)
            if let pending { checkPending(example, flow: pending) }
            checkThrottles(in: example)
        }
        return example
    }

    /// No time passes within an example, so a throttled effect's window stays open to its end: a second
    /// start would call nothing, which the example could only show by listing fewer calls than messages.
    /// The generated throttle test shows the window instead.
    private func checkThrottles(in example: Example) {
        var firstStart: [String: SourceLocation] = [:]
        for step in example.steps {
            guard let name = feature.actions.first(where: { $0.name == step.message })?.effect,
                let effect = feature.effects.first(where: { $0.name == name }), let throttle = effect.throttleMilliseconds
            else { continue }
            if let first = firstStart[name] {
                checker.error(
                    "this example starts throttled effect `\(name)` twice; within one example no time passes, so the "
                        + "second start would call nothing",
                    at: step.location,
                    notes: [.init("first started here", at: first),
                            .init("show one start per example: the generated test checks the \(Effect.durationText(milliseconds: throttle)) window")])
            } else {
                firstStart[name] = step.location
            }
        }
    }

    // MARK: given / expect

    /// `given:` and `expect:` — state field → value.
    private func fieldValues(_ entry: Entry?) -> [Assignment] {
        guard let entry, let entries = checker.mapping(entry.value, "a mapping of `field: value` entries") else {
            return []
        }
        let fields = feature.fields.map(\.name)
        // Keys are unique: both readers refuse a key written twice.
        var assignments: [Assignment] = []
        for field in entries {
            // The stack of a feature that pushes (`stack(in:)`), not a field.
            if isNavigationKey(field.key) { continue }
            if field.key == "path", !fields.contains("path"), memberNames["path"] == nil {
                checker.error("`\(feature.name)` pushes no screen, so its examples have no `path`", at: field.keyLocation,
                              notes: [.init("`path` is the stack of a screen that pushes (`navigation:` with `push:`)")])
                continue
            }
            guard fields.contains(field.key) else {
                // A field that was declared but broken has been reported already.
                if memberNames[field.key]?.role != "field" {
                    checker.error("`\(entry.key)` names unknown field `\(field.key)`", at: field.keyLocation,
                                  notes: Suggestion.note(for: field.key, among: fields).map { [$0] } ?? [])
                }
                continue
            }
            if let value = exampleValue(field.value) { assignments.append(Assignment(field: field.key, value: value)) }
        }
        return assignments
    }

    /// `path` in a feature that pushes, `destination` in one that presents: not fields (`stack(in:)`,
    /// `presented(in:)`).
    private func isNavigationKey(_ key: String) -> Bool {
        (key == "path" && feature.ownsStack) || (key == "destination" && feature.presents)
    }

    /// `expect: { destination: { edit: value } }`, `destination: nil` (or in `given`): the screen the
    /// feature presents, written as an `open:` value; `.some(nil)`: none; nil: not written.
    private func presented(in entry: Entry?) -> Opening?? {
        guard feature.presents, let node = entry?.value.entries?.first(where: { $0.key == "destination" })?.value else {
            return nil
        }
        if let scalar = node.scalar, scalar.resolved == .null || scalar.text == "nil" { return .some(nil) }
        guard let opening = opening(node, key: "destination") else { return nil }
        let presented = feature.destinations.filter(\.kind.isPresentation).map(\.name)
        guard presented.contains(opening.destination) else {
            let note: Diagnostic.Note =
                feature.destination(named: opening.destination)?.kind == .push
                ? .init("`\(opening.destination)` is pushed: write it in `path`")
                : Suggestion.note(for: opening.destination, among: presented)
                    ?? .init("`\(feature.name)` presents " + presented.map { "`\($0)`" }.joined(separator: ", "))
            checker.error("`destination` names `\(opening.destination)`, which `\(feature.name)` does not present",
                          at: opening.location, notes: [note])
            return nil
        }
        return .some(opening)
    }

    /// `expect: { path: [detail, { detail: value }] }` (or in `given`): the screens on the feature's stack,
    /// bottom first, each written as an `open:` value.
    private func stack(in entry: Entry?) -> [Opening]? {
        guard feature.ownsStack, let path = entry?.value.entries?.first(where: { $0.key == "path" }) else { return nil }
        guard let elements = path.value.elements else {
            checker.error("expected a list of screens (`[detail]`, `[{ detail: value }]`) here, but "
                + checker.found(path.value), at: path.value.location)
            return nil
        }
        let destinations = feature.destinations.filter { $0.kind == .push }.map(\.name)
        var stack: [Opening] = []
        for element in elements {
            guard let opening = opening(element, key: "path") else { continue }
            guard destinations.contains(opening.destination) else {
                checker.error("`path` names unknown destination `\(opening.destination)`", at: opening.location,
                              notes: Suggestion.note(for: opening.destination, among: destinations).map { [$0] }
                                  ?? [.init("`\(feature.name)` pushes " + destinations.map { "`\($0)`" }.joined(separator: ", "))])
                continue
            }
            stack.append(opening)
        }
        return stack
    }

    /// A Swift expression written in an example. Examples state literal values, so the names that
    /// `set` expressions bind (`state`, `payload`) mean nothing here.
    func exampleValue(_ node: Node, piece: Piece? = nil) -> SwiftCode? {
        let code: SwiftCode
        if let piece {
            code = checker.code(piece, in: node)
        } else {
            guard let text = checker.expression(node) else { return nil }
            code = checker.code(Piece(text: text, offset: 0), in: node)
        }
        let free = SwiftTokenizer.freeIdentifiers(in: code.text)
        let bound = SwiftTokenizer.tokenize(code.text).first { token in
            token.kind == .identifier && ["state", "payload"].contains(token.identifierName)
                && free.contains(token.identifierName)
        }
        if let bound {
            checker.error(
                "`\(bound.identifierName)` is not available in an example; write the value itself",
                at: checker.location(in: node, offset: (piece?.offset ?? 0) + bound.offset))
            return nil
        }
        return code
    }

    // MARK: send

    /// `send:` — one message or a list; returns the steps and whether every message resolved.
    private func steps(_ entry: Entry?, at location: SourceLocation) -> ([Example.Step], Bool) {
        guard let entry else {
            checker.error("example sends nothing; add `send: <action>`", at: location)
            return ([], false)
        }
        let node = entry.value
        var items: [Node]
        if let elements = node.elements {
            items = elements
        } else if node.scalar?.resolved == .null {
            items = []
        } else {
            items = [node]
        }
        if items.isEmpty {
            checker.error("example sends nothing; write `send: <action>` or a list of messages", at: node.location)
            return ([], false)
        }
        var steps: [Example.Step] = []
        var allResolved = true
        for item in items {
            if let step = step(item) { steps.append(step) } else { allResolved = false }
        }
        return (steps, allResolved)
    }

    /// One `send` item: `name`, `name: value` or `name: { label: value }`.
    private func step(_ item: Node) -> Example.Step? {
        let name: String
        let location: SourceLocation
        var valuesNode: Node?
        if let entries = item.entries, entries.count == 1 {
            name = entries[0].key
            location = entries[0].keyLocation
            valuesNode = entries[0].value
        } else if let scalar = item.scalar, scalar.resolved != .null {
            name = scalar.text
            location = item.location
        } else {
            checker.error(
                "expected one message here (`name`, `name: value` or `name: { label: value }`), but "
                    + checker.found(item),
                at: item.location, notes: item.entries == nil ? [] : [.init("write a list to send several messages")])
            return nil
        }
        // `detail.dismiss`: the system closes a pushed or presented screen (the back button, the swipe).
        if name.hasSuffix(".dismiss"), feature.ownsStack || feature.presents {
            let destination = String(name.dropLast(".dismiss".count))
            let shown = feature.destinations.filter { $0.kind == .push || $0.kind.isPresentation }.map(\.name)
            guard shown.contains(destination) else {
                checker.error("`\(name)` names unknown destination `\(destination)`", at: location,
                              notes: Suggestion.note(for: destination, among: shown).map { [$0] }
                                ?? [.init("`\(feature.name)` shows " + shown.map { "`\($0)`" }.joined(separator: ", "))])
                return nil
            }
            if valuesNode.map({ $0.scalar?.resolved != .null }) == true {
                checker.error("`\(name)` takes no value: the system closes the screen", at: location)
            }
            return Example.Step(message: name, location: location, dismissed: destination)
        }
        guard let message = (feature.actions + feature.results).first(where: { $0.name == name }) else {
            let role = memberNames[name]?.role
            if role == "action" || role == "result" { return nil }  // declared but broken: reported already
            var notes: [Diagnostic.Note] = []
            if role == "effect" {
                notes.append(.init("`\(name)` is an effect; send the action that starts it"))
            } else if role == "field" {
                notes.append(.init("`\(name)` is a state field; set it in `given`"))
            } else if let note = Suggestion.note(for: name, among: (feature.actions + feature.results).map(\.name)) {
                notes.append(note)
            }
            checker.error("unknown message `\(name)`", at: location, notes: notes)
            return nil
        }
        // Values that do not fit have been reported; the message still counts for the flow checks.
        let values = values(for: message, valuesNode, at: location) ?? .none
        return Example.Step(message: name, values: values, location: location)
    }
}
