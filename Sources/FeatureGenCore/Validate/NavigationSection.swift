/// `input:`, `navigation:`, and the messages' `open:` and `dismiss:` — what a screen opens and what it
/// needs from the screen that opens it. The checks across specs are in `NavigationChecks.swift`.
extension FeatureBuilder {
    /// `input: order` or `input: [order, note]`: read before `state`, whose fields they let go without a default.
    mutating func inputs(_ node: Node) {
        for (name, location) in names(node, "a field name") {
            if let first = inputLocations[name] {
                checker.error("`input` lists `\(name)` twice", at: location, notes: [.init("first listed here", at: first)])
                continue
            }
            inputLocations[name] = location
            feature.inputs.append(name)
        }
    }

    /// After `state`: each input names a field of this screen's own state.
    func checkInputs() {
        let fields = feature.fields.map(\.name)
        for name in feature.inputs {
            guard let location = inputLocations[name] else { continue }
            guard let field = feature.fields.first(where: { $0.name == name }) else {
                // A field that was declared but broken has been reported already.
                if memberNames[name]?.role == "field" { continue }
                // Fields refused for want of a default are candidates too: the input may name one of them.
                let candidates = fields + memberNames.filter { $0.value.role == "field" }.map(\.key).sorted()
                checker.error("`input` names unknown field `\(name)`", at: location,
                              notes: Suggestion.note(for: name, among: candidates).map { [$0] } ?? [])
                continue
            }
            if field.store != nil {
                checker.error(
                    "input `\(name)` is kept in the shared store `\(field.store!.name)`; an input belongs to the screen's own state",
                    at: location, notes: [.init("remove `store:` from `\(name)`, or take it out of `input`")])
            }
        }
        if !feature.inputs.isEmpty, feature.access == .public, let first = feature.inputs.first,
            let location = inputLocations[first]
        {
            checker.error("`input` is not generated for `access: public` features yet", at: location,
                          notes: [.init("remove `access: public`, or give the fields defaults instead")])
        }
    }

    /// `navigation: { detail: { push: OrderDetail } }`.
    mutating func navigation(_ node: Node) {
        guard let entries = checker.mapping(node, "a mapping of destinations (`detail: { push: OrderDetail }`)") else {
            return
        }
        for entry in entries {
            let valid = checkMemberName(entry.key, role: "destination", at: entry.keyLocation)
            declareMember(entry.key, role: "destination", at: entry.keyLocation)
            guard let destination = destination(entry), valid else { continue }
            feature.destinations.append(destination)
        }
    }

    private func destination(_ entry: Entry) -> Destination? {
        let kinds = Destination.Kind.allCases.map(\.rawValue)
        guard let entries = checker.mapping(entry.value, "the destination's kind (`push: OrderDetail`)") else { return nil }
        let byKey = checker.checkKeys(entries, allowed: kinds + ["delegate"])
        let written = entries.filter { kinds.contains($0.key) }
        guard let first = written.first, let kind = Destination.Kind(rawValue: first.key) else {
            checker.error("destination `\(entry.key)` has no kind; write `push: Feature`, `sheet: Feature`, "
                + "`fullScreenCover: Feature` or `popover: Feature`", at: entry.keyLocation)
            return nil
        }
        if written.count > 1, written[1].key != first.key {
            checker.error("destination `\(entry.key)` has two kinds, `\(first.key)` and `\(written[1].key)`",
                          at: written[1].keyLocation, notes: [.init("first written here", at: first.keyLocation)])
            return nil
        }
        if let delegate = byKey["delegate"] {
            checker.error("`delegate` reactions are not generated yet", at: delegate.keyLocation,
                          notes: [.init("featuregen generates destinations with inputs; events back come later")])
        }
        guard kind == .push || kind.isPresentation else {
            checker.error("destination `\(entry.key)`: `\(kind.rawValue)` is not generated yet", at: first.keyLocation,
                          notes: [.init("featuregen generates `push`, `sheet`, `fullScreenCover` and `popover` "
                                        + "destinations; dialogs come later")])
            return nil
        }
        guard let name = checker.text(first.value, "a feature name"),
            checkTypeName(name, role: "feature", at: first.value.location)
        else { return nil }
        return Destination(
            name: entry.key, kind: kind, feature: name, featureLocation: first.value.location, location: entry.keyLocation)
    }

    /// A message's `open:` value: `detail`, `{ detail: value }` or `{ detail: { label: value } }`; also
    /// an element of an example's `path` (`key`), which has the same shape.
    func opening(_ node: Node, key: String = "open") -> Opening? {
        if node.scalar != nil {
            guard let name = checker.text(node, "a destination name") else { return nil }
            return Opening(destination: name, values: .none, location: node.location)
        }
        guard let entries = checker.mapping(node, "a destination (`detail` or `{ detail: payload }`)") else { return nil }
        guard let entry = entries.first else {
            checker.error("`\(key)` names no destination; write `detail` or `{ detail: payload }`",
                          at: node.location)
            return nil
        }
        if entries.count > 1 {
            checker.error("`\(key)` names `\(entry.key)` and `\(entries[1].key)`; one destination at a time",
                          at: entries[1].keyLocation)
            return nil
        }
        if let labelled = entry.value.entries {
            var values: [(label: String, value: SwiftCode)] = []
            for input in labelled {
                if values.contains(where: { $0.label == input.key }) {
                    checker.error("`\(key)` gives input `\(input.key)` twice", at: input.keyLocation)
                    return nil
                }
                guard let text = checker.expression(input.value) else { return nil }
                values.append((input.key, SwiftCode(text, at: checker.location(in: input.value, offset: 0))))
            }
            return Opening(destination: entry.key, values: .labelled(values), location: entry.keyLocation)
        }
        if entry.value.scalar?.resolved == .null {
            return Opening(destination: entry.key, values: .none, location: entry.keyLocation)
        }
        guard let text = checker.expression(entry.value) else { return nil }
        return Opening(
            destination: entry.key, values: .single(SwiftCode(text, at: checker.location(in: entry.value, offset: 0))),
            location: entry.keyLocation)
    }

    /// `dismiss: true`; `false` and other values say nothing a reader should keep.
    func dismisses(_ node: Node) -> Bool {
        if let scalar = node.scalar, scalar.resolved == .bool, scalar.text.lowercased() == "true" { return true }
        checker.error("`dismiss` is `true` or left out", at: node.location)
        return false
    }

    /// Within the spec: what `open` and `dismiss` name, and what a message cannot do at once.
    func checkNavigation() {
        let destinations = feature.destinations.map(\.name)
        let pushes = feature.ownsStack
        for message in feature.actions + feature.results {
            if let opening = message.opens, !destinations.contains(opening.destination),
                memberNames[opening.destination]?.role != "destination"
            {
                checker.error("`open` names unknown destination `\(opening.destination)`", at: opening.location,
                              notes: Suggestion.note(for: opening.destination, among: destinations).map { [$0] }
                                ?? [.init("declare it under `navigation:`")])
            }
            var closed: [String: SourceLocation] = [:]
            for closing in message.closes {
                if let first = closed[closing.destination] {
                    checker.error("`close` names `\(closing.destination)` twice", at: closing.location,
                                  notes: [.init("first named here", at: first)])
                } else if !destinations.contains(closing.destination) {
                    checker.error("`close` names unknown destination `\(closing.destination)`", at: closing.location,
                                  notes: Suggestion.note(for: closing.destination, among: destinations).map { [$0] }
                                    ?? [.init("a message closes a destination of its own feature's `navigation:`")])
                } else if message.opens?.destination == closing.destination {
                    checker.error(
                        "`\(message.name)` opens and closes `\(closing.destination)`; a message does one", at: closing.location)
                }
                closed[closing.destination] = closed[closing.destination] ?? closing.location
            }
            if message.dismisses, let opening = message.opens {
                checker.error("`\(message.name)` opens `\(opening.destination)` and dismisses its screen; a message does one",
                              at: opening.location)
            }
            if message.dismisses, let effect = message.effect {
                checker.error(
                    "`\(message.name)` dismisses its screen and starts `\(effect)`, which the closing would cancel",
                    at: message.location, notes: [.init("start the effect from the screen that opened this one")])
            }
        }
        checkExamplesStateTheirStack()
        // A screen that dismisses itself has a member `dismiss` (TCA's dependency, SVVS's closure).
        if feature.dismissesItself {
            let reason = "the generated code has a `dismiss` of its own"
            refuse("field", "dismiss", at: feature.fields.map { ($0.name, $0.location) }, in: "dismisses itself",
                   because: reason, note: "try `isDismissed`")
            refuse("effect", "dismiss", at: feature.effects.map { ($0.name, $0.location) }, in: "dismisses itself",
                   because: reason, note: "try `dismissEffect`")
        }
        if let first = feature.destinations.first, feature.access == .public {
            checker.error("`navigation` is not generated for `access: public` features yet", at: first.location,
                          notes: [.init("remove `access: public`")])
        }
        if feature.presents { checkPresentationNames() }
        guard pushes else { return }
        // The stack is `path` in examples and in the generated code (TCA's `path` action, too).
        refuse("field", "path", at: feature.fields.map { ($0.name, $0.location) }, in: "pushes",
               because: "its stack is `path` in the generated code", note: "try `pathValue`")
        refuse("message", "path", at: (feature.actions + feature.results).map { ($0.name, $0.location) }, in: "pushes",
               because: "its stack's actions are `path`", note: "try `pathChanged`")
    }

    /// An example's `dismisses: true` or `false`: whether the screen asked its opener to close it.
    func exampleDismisses(_ entry: Entry) -> Bool? {
        guard let scalar = entry.value.scalar, scalar.resolved == .bool else {
            checker.error("`dismisses` is `true` or `false`", at: entry.value.location)
            return nil
        }
        let value = scalar.text.lowercased() == "true"
        if !feature.dismissesItself {
            checker.error("`dismisses: \(value)`, but no message of `\(feature.name)` dismisses its screen", at: entry.value.location,
                          notes: [.init(value ? "a message asks its opener to close the screen with `dismiss: true`"
                                          : "remove it: this screen never asks to be closed")])
        }
        return value
    }

    /// An example whose step (or a result its effects send) pushes or presents a screen, or closes one it
    /// started with, says where it ends: the stack in `expect` (`path: [{ detail: … }]`), what is presented
    /// (`destination: { edit: … }` or `nil`), so that its test checks the screens and their inputs.
    private func checkExamplesStateTheirStack() {
        for example in feature.examples {
            // The screens open as the steps go, from the `given` stack and presentation.
            var stack = ExampleStack(given: (example.givenPath ?? []).map(\.destination))
            var presented = example.givenDestination?.destination
            var stated = example.expectPath != nil
            var statedPresentation = example.expectDestination != nil
            func mustState(_ what: String, at location: SourceLocation, note: String) {
                guard !stated else { return }
                checker.error("\(what); the example must say so in `expect`", at: location, notes: [.init(note)])
                stated = true
            }
            func mustStatePresentation(_ what: String, at location: SourceLocation, note: String) {
                guard !statedPresentation else { return }
                checker.error("\(what); the example must say so in `expect`", at: location, notes: [.init(note)])
                statedPresentation = true
            }
            let results = ExampleFlow(example, feature: feature).results
            for (index, step) in example.steps.enumerated() {
                if let dismissed = step.dismissed {
                    if feature.isPresentation(dismissed) {
                        guard presented == dismissed else {
                            checker.error("`\(step.message)` closes `\(dismissed)`, which is not presented here",
                                          at: step.location,
                                          notes: [.init("present it first: in `given` (`destination: { \(dismissed): … }`) "
                                                        + "or by an earlier message")])
                            continue
                        }
                        presented = nil
                        mustStatePresentation("`\(step.message)` closes `\(dismissed)`", at: step.location,
                                              note: "add `destination: nil` to `expect`")
                        continue
                    }
                    guard !stack.pop(dismissed).isEmpty else {
                        checker.error("`\(step.message)` closes `\(dismissed)`, which is not open here", at: step.location,
                                      notes: [.init("open it first: in `given` (`path: [{ \(dismissed): … }]`) or by an earlier message")])
                        continue
                    }
                    mustState("`\(step.message)` closes `\(dismissed)`", at: step.location,
                              note: "add `path: […]` to `expect`: the screens left on the stack")
                    continue
                }
                for message in ExampleStack.messages(step: index, step.message, results: results, of: feature) {
                    let via = message.name == step.message ? "" : " (through `\(message.name)`)"
                    if let current = presented, message.closes.contains(where: { $0.destination == current }) {
                        presented = nil
                        mustStatePresentation("`\(step.message)`\(via) closes `\(current)`", at: step.location,
                                              note: "add `destination: nil` to `expect`")
                    }
                    if let opening = message.opens, feature.isPresentation(opening.destination) {
                        presented = opening.destination
                        mustStatePresentation("`\(step.message)`\(via) presents `\(opening.destination)`", at: step.location,
                                              note: "add `destination: { \(opening.destination): … }` to `expect`, with the "
                                                + "value it presents it with")
                        continue
                    }
                    let (closed, opened) = stack.send(message)
                    if let closing = closed.first {
                        mustState("`\(step.message)`\(via) closes `\(closing.destination)`", at: step.location,
                                  note: "add `path: […]` to `expect`: the screens left on the stack")
                    }
                    if let opened {
                        mustState("`\(step.message)`\(via) opens `\(opened.destination)`", at: step.location,
                                  note: "add `path: [{ \(opened.destination): … }]` to `expect`, with the value it opens it with")
                    }
                }
            }
        }
    }

    /// What a feature presents is its `destination` in examples and in the generated code (TCA's
    /// `destination` action, too).
    private func checkPresentationNames() {
        // TCA declares `Destination` in the reducer, where it would hide a model of that name.
        let declared = "the generated reducer declares a `Destination` of its own"
        refuse("model", "Destination", at: feature.models.map { ($0.name, $0.location) }, in: "presents screens",
               because: declared, note: "try `Place`, or another name")
        refuse("enum", "Destination", at: feature.enums.map { ($0.name, $0.location) }, in: "presents screens",
               because: declared, note: "try `Place`, or another name")
        refuse("field", "destination", at: feature.fields.map { ($0.name, $0.location) }, in: "presents screens",
               because: "what it presents is `destination` in the generated code", note: "try `destinationValue`")
        refuse("message", "destination", at: (feature.actions + feature.results).map { ($0.name, $0.location) },
               in: "presents screens", because: "its presentation's actions are `destination`",
               note: "try `destinationChanged`")
    }

    /// Each of the spec's members (`role`: a field, a message, a model…) named `name`, which the
    /// generated code of a feature that `does` something declares itself: refused, saying why.
    private func refuse(
        _ role: String, _ name: String, at members: [(name: String, location: SourceLocation)], in does: String,
        because reason: String, note: String
    ) {
        for member in members where member.name == name {
            checker.error("\(role) name `\(name)` cannot be used in a feature that \(does): \(reason)",
                          at: member.location, notes: [.init(note)])
        }
    }
}
