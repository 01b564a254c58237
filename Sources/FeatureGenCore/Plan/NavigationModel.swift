import Mustache

/// What a feature's navigation adds to its templates, as data: the destinations it pushes, whether it
/// asks its opener to close it, the values its inputs start with where tests and previews make its
/// state, and per message the destination it opens with its inputs' values. The Swift is the templates'.
extension FeatureViewModel {
    var navigationContext: [String: MustacheValue] {
        let pushes = feature.destinations.filter { $0.kind == .push }.map { destination -> MustacheValue in
            .object(["name": .string(SwiftNames.escaped(destination.name)), "feature": .string(destination.feature)])
        }
        // A screen another one opens, where the style unwraps its slot (`guard let orderDetailState = …`):
        // while it is closed, nothing of it runs, and its effects in flight are cancelled.
        var started: [String] = []
        for run in effects where !started.contains(run.effect.name) { started.append(run.effect.name) }
        let slot = SwiftNames.escaped(style.statePropertyName(feature.name))
        let openedSlot: MustacheValue = isOpenedSlot
            ? .object([
                "name": .string(slot),
                "isRead": .bool(effects.contains { $0.captures.contains { ExpressionNames.uses(slot, in: $0.value) } }),
                "effects": .string(started.map { "\"\($0)\"" }.joined(separator: ", ")),
            ])
            : .null
        let presentations = feature.destinations.filter(\.kind.isPresentation).map { destination -> MustacheValue in
            .object([
                "name": .string(SwiftNames.escaped(destination.name)),
                "feature": .string(destination.feature),
                // SwiftUI's `sheet(item:)`, `fullScreenCover(item:)` or `popover(item:)`, within 100 columns.
                "modifierLines": .lines(Self.presentationLines(destination)),
                "modifier": .string(destination.kind.rawValue),
                "ownsStack": .bool(fixtures.stackOwners.contains(destination.feature)),
            ])
        }
        return [
            "hasDestination": .bool(!presentations.isEmpty),
            "lowerFeature": .string(SwiftNames.lowerCamel(feature.name)),
            "presentations": .list(Positions.mark(presentations)),
            "hasNavigation": .bool(!pushes.isEmpty || !presentations.isEmpty),
            "openedSlot": openedSlot,
            "navigationProperty": .string(style.navigationProperty),
            "hasStack": .bool(!pushes.isEmpty),
            "pushes": .list(Positions.mark(pushes)),
            "usesDismiss": .bool(feature.dismissesItself),
            "startArguments": .string(SwiftNames.argumentList(inputStarts)),
            // Before the other arguments of an initializer (`order: …, repository: repository`).
            "startArgumentsPrefix": .string(inputStarts.isEmpty ? "" : SwiftNames.argumentList(inputStarts) + ", "),
            "hasInputs": .bool(!inputStarts.isEmpty),
            "inputFields": .list(feature.inputs.compactMap { name in
                feature.fields.first { $0.name == name }.map { field in
                    .object([
                        "name": .string(SwiftNames.escaped(name)),
                        "type": .string(SwiftTypeText.replacingErrors(field.type.text)),
                    ])
                }
            }),
        ]
    }

    /// The destination `message` opens (`open:`), the feature shown and the arguments of its state's
    /// initializer (`order: payload`), in the order the opened feature lists its inputs; null for none.
    func opening(_ message: MessageModel) -> MustacheValue {
        guard let (opening, destination, arguments) = fixtures.opened(by: message.message, in: feature) else {
            return .null
        }
        let values = arguments.map { (label: $0.label, value: message.rendered($0.value.text)) }
        return .object([
            "destination": .string(SwiftNames.escaped(destination.name)),
            "feature": .string(destination.feature),
            "isPresentation": .bool(destination.kind.isPresentation),
            "arguments": .string(SwiftNames.argumentList(values)),
            "canDismiss": .bool(fixtures.dismissing.contains(destination.feature)),
            "line": .string(String(opening.location.line)),
        ])
    }

    /// `.sheet(item: $store.scope(…)) { store in` at 8 columns, or its argument on a line of its own.
    static func presentationLines(_ destination: Destination) -> [String] {
        let name = SwiftNames.escaped(destination.name)
        let item = "item: $store.scope(state: \\.destination?.\(name), action: \\.destination.\(name))"
        let line = ".\(destination.kind.rawValue)(\(item)) { store in"
        return 8 + line.count <= 100 ? [line] : [".\(destination.kind.rawValue)(", "  " + item, ") { store in"]
    }

    /// A message's `close:` of presentations: the feature's `destination` set to nil, whatever it
    /// shows when the message closes every presentation (`all`), else only when it shows one of `cases`.
    func closingPresentations(_ closings: [Closing]) -> MustacheValue {
        guard let first = closings.first else { return .null }
        let all = feature.destinations.filter(\.kind.isPresentation).allSatisfy { destination in
            closings.contains { $0.destination == destination.name }
        }
        return .object([
            "all": .bool(all),
            "cases": .list(closings.map { .string(SwiftNames.escaped($0.destination)) }),
            "line": .string(String(first.location.line)),
        ])
    }

    /// A value for each input, made as a test's sample values are (an optional one starts as `nil`, as
    /// its declaration would without `input`); and the feature with those values as its inputs'
    /// defaults, which is how the tests (built with them) and the examples see it.
    static func inputStarts(of feature: Feature, fixtures: Fixtures) -> ([(label: String?, value: String)], Feature) {
        guard !feature.inputs.isEmpty else { return ([], feature) }
        var maker = SampleMaker(fixtures: fixtures)
        var starts: [(label: String?, value: String)] = []
        var testFeature = feature
        for name in feature.inputs {
            guard let index = feature.fields.firstIndex(where: { $0.name == name }) else { continue }
            let field = feature.fields[index]
            let type = SwiftTypeText.replacingErrors(field.type.text)
            let isOptional = type.hasSuffix("?") || type.hasPrefix("Optional<")
            let value = isOptional ? "nil" : maker.value(for: type, hint: name)?.text ?? "nil"
            starts.append((name, value))
            testFeature.fields[index].defaultValue = SwiftCode(value, at: field.location)
        }
        return (starts, testFeature)
    }
}
