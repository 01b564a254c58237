import Mustache

/// The app-wide navigation of a style that keeps it in the root state (skill), as data: each stack
/// with the routes it can hold, and each message that opens or dismisses a screen, with the
/// pattern that matches it in the app's action, the opened screen's slot and its state's inputs.
extension AppViewModel {
    var navigationContext: [String: MustacheValue] {
        let graph = fixtures.navigation
        guard !graph.isEmpty else { return ["hasStacks": .bool(false), "hasNavigation": .bool(false)] }
        // A stack is named after the feature that owns it (`orderList`), a slot as the feature's part
        // of the root state is (`orderDetail`, `orderDetailState`).
        let property = { (name: String) in SwiftNames.escaped(SwiftNames.lowerCamel(name)) }
        let slot = { (name: String) in SwiftNames.escaped(style.statePropertyName(name)) }
        var stacks: [MustacheValue] = []
        // One case per message that navigates: it closes what it names (or its own screen), then opens.
        var openings: [MustacheValue] = []
        var closings: [MustacheValue] = []
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
                var closes: [MustacheValue] = message.closes.compactMap { closing in
                    feature.destinations.first { $0.name == closing.destination }.map { destination in
                        .object([
                            "stack": .string(property(feature.name)),
                            "destination": .string(SwiftNames.escaped(destination.name)),
                            "slot": .string(slot(destination.feature)),
                        ])
                    }
                }
                if message.dismisses, let opener = graph.opener(of: feature.name) {
                    closes.append(.object([
                        "stack": .string(property(opener.feature)),
                        "destination": .string(SwiftNames.escaped(opener.destination.name)),
                        "slot": .string(slot(feature.name)),
                    ]))
                }
                var opens: MustacheValue = .null
                var used: Set<String> = []
                var line = message.closes.first?.location.line ?? message.location.line
                if let (opening, destination, values) = fixtures.opened(by: message, in: feature) {
                    // `state` in an `open:` value is the opener's state, a part of the app's.
                    let arguments = values.map { argument in
                        (label: argument.label, value: model.rendered(ExpressionNames.renaming(
                            ["state": "state.\(slot(feature.name))"], in: argument.value.text)))
                    }
                    used = Set(model.payloadNames.filter { name in
                        values.contains { ExpressionNames.uses(name, in: $0.value.text) }
                    })
                    line = opening.location.line
                    opens = .object([
                        "stack": .string(property(feature.name)),
                        "destination": .string(SwiftNames.escaped(destination.name)),
                        "slot": .string(slot(destination.feature)),
                        "feature": .string(destination.feature),
                        "arguments": .string(SwiftNames.argumentList(arguments)),
                    ])
                }
                guard opens != .null || !closes.isEmpty else { continue }
                let entry = MustacheValue.object([
                    "pattern": .string(style.messageAtRoot(model.pattern(binding: used), feature: feature.name)),
                    "specFileName": .string(specFile),
                    "line": .string(String(line)),
                    "closes": .list(closes),
                    "opens": opens,
                ])
                // Openings first, as the app reads: what opens a screen, then what closes one.
                if opens == .null { closings.append(entry) } else { openings.append(entry) }
            }
        }
        // Every action some case names (each message of a feature opens or closes a screen): Swift
        // warns about a `default` that can never run.
        let named = features.allSatisfy { feature in
            (feature.actions + feature.results).allSatisfy { message in
                message.opens != nil || !message.closes.isEmpty || (message.dismisses && graph.isOpened(feature.name))
            }
        }
        return [
            "navigationProperty": .string(style.navigationProperty),
            "navigationNeedsDefault": .bool(!named),
            "hasStacks": .bool(!stacks.isEmpty),
            // Some screen opens another: the root shows only the screens no other one opens.
            "hasNavigation": .bool(true),
            "stacks": .list(Positions.mark(stacks)),
            "navigations": .list(openings + closings),
        ]
    }
}
