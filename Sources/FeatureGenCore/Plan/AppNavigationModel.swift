import Mustache

/// The app-wide navigation of a style that keeps it in the root state (skill), as data: each stack
/// with the routes it can hold, and each message that opens or dismisses a screen, with the
/// pattern that matches it in the app's action, the opened screen's slot and its state's inputs.
extension AppViewModel {
    var navigationContext: [String: MustacheValue] {
        let graph = fixtures.navigation
        guard !graph.isEmpty else { return ["hasStacks": .bool(false)] }
        // A stack is named after the feature that owns it (`orderList`), a slot as the feature's part
        // of the root state is (`orderDetail`, `orderDetailState`).
        let property = { (name: String) in SwiftNames.escaped(SwiftNames.lowerCamel(name)) }
        let slot = { (name: String) in SwiftNames.escaped(style.statePropertyName(name)) }
        var stacks: [MustacheValue] = []
        var openings: [MustacheValue] = []
        var dismissals: [MustacheValue] = []
        for feature in features {
            if feature.ownsStack {
                let routes = feature.destinations.filter { $0.kind == .push }.map { destination -> MustacheValue in
                    .object([
                        "destination": .string(SwiftNames.escaped(destination.name)),
                        "feature": .string(destination.feature),
                        "slot": .string(slot(destination.feature)),
                    ])
                }
                stacks.append(.object([
                    "feature": .string(feature.name),
                    "property": .string(property(feature.name)),
                    "routes": .list(Positions.mark(routes)),
                ]))
            }
            let specFile = SourceMarkers.fileName(of: feature.specPath)
            for message in feature.actions + feature.results {
                let model = MessageModel(message: message, feature: feature, style: style)
                if let (opening, destination, values) = fixtures.opened(by: message, in: feature) {
                    // `state` in an `open:` value is the opener's state, a part of the app's.
                    let arguments = values.map { argument in
                        (label: argument.label, value: model.rendered(ExpressionNames.renaming(
                            ["state": "state.\(slot(feature.name))"], in: argument.value.text)))
                    }
                    let used = Set(model.payloadNames.filter { name in
                        values.contains { ExpressionNames.uses(name, in: $0.value.text) }
                    })
                    openings.append(.object([
                        "pattern": .string(style.messageAtRoot(model.pattern(binding: used), feature: feature.name)),
                        "specFileName": .string(specFile),
                        "line": .string(String(opening.location.line)),
                        "stack": .string(property(feature.name)),
                        "destination": .string(SwiftNames.escaped(destination.name)),
                        "slot": .string(slot(destination.feature)),
                        "feature": .string(destination.feature),
                        "arguments": .string(SwiftNames.argumentList(arguments)),
                    ]))
                }
                if message.dismisses, let opener = graph.opener(of: feature.name) {
                    dismissals.append(.object([
                        "pattern": .string(style.messageAtRoot(model.pattern(binding: []), feature: feature.name)),
                        "specFileName": .string(specFile),
                        "line": .string(String(message.location.line)),
                        "stack": .string(property(opener.feature)),
                        "destination": .string(SwiftNames.escaped(opener.destination.name)),
                        "slot": .string(slot(feature.name)),
                    ]))
                }
            }
        }
        // Every action some case names (each message of a feature opens or closes a screen): Swift
        // warns about a `default` that can never run.
        let named = features.allSatisfy { feature in
            (feature.actions + feature.results).allSatisfy { message in
                message.opens != nil || (message.dismisses && graph.isOpened(feature.name))
            }
        }
        return [
            "navigationProperty": .string(style.navigationProperty),
            "navigationNeedsDefault": .bool(!named),
            "hasStacks": .bool(!stacks.isEmpty),
            "stacks": .list(Positions.mark(stacks)),
            "openings": .list(openings),
            "dismissals": .list(dismissals),
        ]
    }
}
