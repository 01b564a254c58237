/// Navigation across the specs of a run: every destination shows a feature of the run, which gets
/// the inputs it lists; each feature has one opener; a pushed screen does not push (its opener owns
/// the stack); and a screen that needs an opener has one.
extension SpecValidator {
    static func checkNavigation(_ features: [Feature], style: OutputStyle.Name, diagnostics: DiagnosticCollector) {
        guard features.contains(where: { !$0.destinations.isEmpty || !$0.inputs.isEmpty || $0.dismissesItself }) else {
            return
        }
        let table = OutputStyle.named(style)
        let hadErrors = diagnostics.errorCount > 0
        if table.navigatesFromRoot { checkOneScreenAtATime(features, style: style, diagnostics: diagnostics) }
        // skill: the root state holds `navigation: NavigationState`, and the app's action `navigation(…)`.
        if table.navigatesFromRoot, features.contains(where: { !$0.destinations.isEmpty }),
            let clash = features.first(where: { $0.name == "Navigation" })
        {
            diagnostics.error(
                "feature name `Navigation` clashes with the app's navigation in the `\(style.rawValue)` style "
                    + "(`AppState.\(table.navigationProperty)`, `NavigationState`)",
                at: clash.location, notes: [.init("try `NavigationScreen`, or another name")])
        }
        var byName: [String: Feature] = [:]
        for feature in features where byName[feature.name] == nil { byName[feature.name] = feature }
        // The first destination that shows a feature is its opener; a second opener is the error.
        let graph = NavigationGraph(features: features)
        for feature in features {
            for destination in feature.destinations {
                guard let child = byName[destination.feature] else {
                    // After errors, the feature may be declared by a spec that was refused.
                    guard !hadErrors else { continue }
                    diagnostics.error(
                        "destination `\(destination.name)` \(destination.kind == .push ? "pushes" : "presents") "
                            + "`\(destination.feature)`, which no spec of this run declares",
                        at: destination.featureLocation,
                        notes: Suggestion.note(for: destination.feature, among: byName.keys.sorted()).map { [$0] }
                            ?? [.init("read the specs together: `featuregen validate <folder>`")])
                    continue
                }
                if let first = graph.opener(of: child.name),
                    first.feature != feature.name || first.destination.name != destination.name
                {
                    diagnostics.error(
                        "`\(child.name)` is opened by `\(first.feature)` (`\(first.destination.name)`) and by "
                            + "`\(feature.name)` (`\(destination.name)`); a screen has one opener",
                        at: destination.featureLocation,
                        notes: [.init("its state has one place; first opened here", at: first.destination.featureLocation)])
                    continue
                }
                // A presented screen may own a stack of its own (shown in its sheet); a pushed one may not.
                if destination.kind == .push, let push = child.destinations.first(where: { $0.kind == .push }) {
                    diagnostics.error(
                        "`\(child.name)` is pushed onto `\(feature.name)`'s stack, so it cannot push `\(push.name)`",
                        at: push.location,
                        notes: [.init("`\(feature.name)` pushes it here", at: destination.featureLocation),
                                .init("one stack per screen tree; let the stack's owner push `\(push.feature)`")])
                }
                for message in feature.actions + feature.results {
                    guard let opening = message.opens, opening.destination == destination.name else { continue }
                    checkInputs(of: opening, in: message, of: feature, child: child, diagnostics: diagnostics)
                }
                for example in feature.examples {
                    for element in (example.givenPath ?? []) + (example.expectPath ?? [])
                    where element.destination == destination.name {
                        checkInputs(of: element, in: nil, of: feature, child: child, diagnostics: diagnostics)
                    }
                    for element in [example.givenDestination, example.expectDestination ?? nil].compactMap({ $0 })
                    where element.destination == destination.name {
                        checkInputs(of: element, in: nil, key: "destination", of: feature, child: child, diagnostics: diagnostics)
                    }
                }
            }
        }
        for feature in features where !graph.isOpened(feature.name) && !hadErrors {
            if let first = feature.inputs.first, let field = feature.fields.first(where: { $0.name == first }) {
                diagnostics.error(
                    "`\(feature.name)` takes input `\(first)`, but no spec of this run opens it", at: field.location,
                    notes: [.init("open it from another screen's `navigation:`, or give `\(first)` a default and "
                        + "remove it from `input`")])
            }
            for message in feature.actions + feature.results where message.dismisses {
                diagnostics.error(
                    "`\(message.name)` dismisses `\(feature.name)`, but no spec of this run opens it", at: message.location,
                    notes: [.init("open it from another screen's `navigation:`, or remove `dismiss`")])
            }
        }
    }

    /// The `open:` values against the inputs the opened feature lists: as many, with its labels, and a
    /// payload of the declared type where the value is the payload itself. Without a message: an element
    /// of an example's `path`, in the same shape.
    private static func checkInputs(
        of opening: Opening, in message: Message?, key: String = "path", of opener: Feature, child: Feature,
        diagnostics: DiagnosticCollector
    ) {
        let key = message == nil ? key : "open"
        let inputs = child.inputs.map { name in (name, child.fields.first { $0.name == name }?.type.text ?? "") }
        let written = inputs.map { "`\($0.0): \($0.1)`" }.joined(separator: ", ")
        switch opening.values {
        case .none:
            guard !inputs.isEmpty else { return }
            let shape = inputs.count == 1
                ? "{ \(opening.destination): <value> }"
                : "{ \(opening.destination): { " + inputs.map { "\($0.0): …" }.joined(separator: ", ") + " } }"
            diagnostics.error(
                "destination `\(opening.destination)` opens `\(child.name)`, which takes "
                    + (inputs.count == 1 ? "one input" : "\(inputs.count) inputs") + " (\(written)); write `\(key): \(key == "path" ? "[\(shape)]" : shape)`",
                at: opening.location)
        case .single(let value):
            guard inputs.count == 1 else {
                let advice = inputs.isEmpty
                    ? "takes no input; write `\(key): \(opening.destination)`"
                    : "takes \(inputs.count) inputs (\(written)); give them by name"
                diagnostics.error("destination `\(opening.destination)` opens `\(child.name)`, which \(advice)",
                                  at: value.location)
                return
            }
            checkType(of: value, in: message, of: opener, input: inputs[0], child: child, diagnostics: diagnostics)
        case .labelled(let values):
            for (label, value) in values {
                guard let input = inputs.first(where: { $0.0 == label }) else {
                    diagnostics.error(
                        "`\(child.name)` has no input `\(label)`", at: value.location,
                        notes: Suggestion.note(for: label, among: inputs.map(\.0)).map { [$0] }
                            ?? [.init(inputs.isEmpty ? "it takes none" : "its inputs: \(written)")])
                    continue
                }
                checkType(of: value, in: message, of: opener, input: input, child: child, diagnostics: diagnostics)
            }
            for input in inputs where !values.contains(where: { $0.label == input.0 }) {
                diagnostics.error("`\(key)` gives `\(child.name)` no value for its input `\(input.0)`", at: opening.location)
            }
        }
    }

    /// `open: { detail: payload }` (or a payload value by its label, or `state.field` of the opener)
    /// where the value's declared type is not the input's.
    private static func checkType(
        of value: SwiftCode, in message: Message?, of opener: Feature, input: (String, String), child: Feature,
        diagnostics: DiagnosticCollector
    ) {
        guard let message else { return }
        let text = value.text.trimmingCharacters(in: .whitespaces)
        let stateField = text.hasPrefix("state.")
            ? opener.fields.first { $0.name == text.dropFirst("state.".count) }?.type : nil
        let given: SwiftCode? =
            switch message.payload {
            case _ where stateField != nil: stateField
            case .single(let type) where text == "payload": type
            case .labelled(let values): values.first { $0.label == text }?.type
            default: nil
            }
        guard let given else { return }
        // The same type, or an optional input given a value of its wrapped type.
        let givenType = SwiftTypeText.normalized(given.text), inputType = SwiftTypeText.normalized(input.1)
        guard givenType != inputType, givenType + "?" != inputType, "Optional<\(givenType)>" != inputType else { return }
        let article = given.text.first.map { "AEIOUaeiou".contains($0) } == true ? "an" : "a"
        diagnostics.error(
            "`open` gives input `\(input.0)` of `\(child.name)` \(article) `\(given.text)`, but it is `\(input.1)`",
            at: value.location,
            notes: child.fields.first { $0.name == input.0 }.map { [.init("`\(child.name)` declares `\(input.0)` here", at: $0.location)] } ?? [])
    }

    /// skill, middleware: a pushed screen's state has one place in `AppState`, so an example may not
    /// have a destination open twice, in `given` or by a message while it is open (the test would
    /// expect two states where the app keeps one). svvs and tca keep each screen's state in its route.
    private static func checkOneScreenAtATime(
        _ features: [Feature], style: OutputStyle.Name, diagnostics: DiagnosticCollector
    ) {
        for feature in features where feature.ownsStack {
            func refuse(_ destination: String, at location: SourceLocation, _ what: String) {
                let shown = feature.destinations.first { $0.name == destination }?.feature ?? destination
                diagnostics.error(
                    "\(what): the `\(style.rawValue)` style keeps one `\(shown)` screen at a time "
                        + "(its state has one place in the app's state)",
                    at: location, notes: [.init("close it first, or use the `svvs` or `tca` style, which keep one state per screen")])
            }
            for example in feature.examples {
                var given: [String] = []
                for element in example.givenPath ?? [] {
                    if given.contains(element.destination) {
                        refuse(element.destination, at: element.location, "`path` opens `\(element.destination)` twice")
                    }
                    given.append(element.destination)
                }
                var stack = ExampleStack(given: given)
                let results = ExampleFlow(example, feature: feature).results
                for (index, step) in example.steps.enumerated() {
                    if let dismissed = step.dismissed {
                        stack.pop(dismissed)
                        continue
                    }
                    for message in ExampleStack.messages(step: index, step.message, results: results, of: feature) {
                        let wasOpen = message.opens.map { stack.isOpen($0.destination) } ?? false
                        let opened = stack.send(message).opened
                        if let opened, wasOpen, !message.closes.contains(where: { $0.destination == opened.destination }) {
                            refuse(opened.destination, at: step.location, "`\(step.message)` opens `\(opened.destination)` while it is open")
                        }
                    }
                }
            }
        }
    }
}
