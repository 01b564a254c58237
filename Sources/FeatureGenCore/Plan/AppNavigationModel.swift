import Mustache

/// The app-wide navigation of a style that keeps it in the root state (skill), as data: each stack
/// with the routes it can hold, each presenter with the screens it can present, and each message that
/// opens or closes a screen, with the pattern that matches it in the app's action, the opened screen's
/// slot and its state's inputs. Closing a screen closes what it opened too (`closing`).
extension AppViewModel {
    var navigationContext: [String: MustacheValue] {
        let graph = fixtures.navigation
        guard !graph.isEmpty else { return ["hasNavigationState": .bool(false), "hasNavigation": .bool(false)] }
        let names = AppNavigationNames(style: style, features: features)
        var stacks: [MustacheValue] = []
        var presenters: [MustacheValue] = []
        // One case per message that navigates: it closes what it names (or its own screen), then opens.
        var openings: [MustacheValue] = []
        var closings: [MustacheValue] = []
        for feature in features {
            if feature.ownsStack {
                let routes = feature.destinations.filter { $0.kind == .push }.map { destination -> MustacheValue in
                    .object([
                        "destination": .string(SwiftNames.escaped(destination.name)),
                        "feature": .string(destination.feature),
                        "slot": .string(names.slot(destination.feature)),
                        "closing": .list(names.closing(destination.feature)),
                        "cascades": .bool(names.closing(destination.feature).count > 1),
                    ])
                }
                stacks.append(.object([
                    "feature": .string(feature.name),
                    "property": .string(names.stack(feature.name)),
                    "routes": .list(Positions.mark(routes)),
                ]))
            }
            if feature.presents {
                let presented = feature.destinations.filter(\.kind.isPresentation)
                presenters.append(.object([
                    "feature": .string(feature.name),
                    "property": .string(names.presenter(feature.name)),
                    "cases": .list(presented.map { .string(SwiftNames.escaped($0.name)) }),
                    "closing": .list(presented.flatMap { names.closing($0.feature) }),
                ]))
            }
            let specFile = SourceMarkers.fileName(of: feature.specPath)
            for message in feature.actions + feature.results {
                let model = MessageModel(message: message, feature: feature, style: style)
                var closes = names.closes(message.closes.map(\.destination), of: feature)
                if message.dismisses, let opener = graph.opener(of: feature.name),
                    let openerFeature = features.first(where: { $0.name == opener.feature })
                {
                    closes += names.closes([opener.destination.name], of: openerFeature, all: true)
                }
                var opens: MustacheValue = .null
                var used: Set<String> = []
                var line = message.closes.first?.location.line ?? message.location.line
                if let (opening, destination, values) = fixtures.opened(by: message, in: feature) {
                    // `state` in an `open:` value is the opener's state, a part of the app's; an opener
                    // another screen opens is unwrapped from its slot first (it is open: it sent the action).
                    let readsState = values.contains { ExpressionNames.uses("state", in: $0.value.text) }
                    let unwraps = readsState && graph.isOpened(feature.name)
                    let opener = unwraps ? names.slot(feature.name) : "state.\(names.slot(feature.name))"
                    let arguments = values.map { argument in
                        (label: argument.label, value: model.rendered(ExpressionNames.renaming(
                            ["state": opener], in: argument.value.text)))
                    }
                    used = Set(model.payloadNames.filter { name in
                        values.contains { ExpressionNames.uses(name, in: $0.value.text) }
                    })
                    line = opening.location.line
                    let isPresentation = destination.kind.isPresentation
                    // A presentation replaces the one shown: what that one opened goes with it.
                    let replaced = isPresentation
                        ? feature.destinations.filter { $0.kind.isPresentation && $0.name != destination.name }
                            .flatMap { names.closing($0.feature) }
                        : []
                    opens = .object([
                        "unwrappedOpener": unwraps ? .string(names.slot(feature.name)) : .null,
                        "stack": isPresentation ? .null : .string(names.stack(feature.name)),
                        "presenter": isPresentation ? .string(names.presenter(feature.name)) : .null,
                        "replaced": .list(replaced),
                        "destination": .string(SwiftNames.escaped(destination.name)),
                        "slot": .string(names.slot(destination.feature)),
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
            "hasNavigationState": .bool(true),
            "hasPresenters": .bool(!presenters.isEmpty),
            // Some screen opens another: the root shows only the screens no other one opens.
            "hasNavigation": .bool(true),
            "stacks": .list(Positions.mark(stacks)),
            "presenters": .list(Positions.mark(presenters)),
            "navigations": .list(openings + closings),
        ]
    }
}

/// The names `AppNavigation` writes, and what closing a screen takes with it.
struct AppNavigationNames {
    let style: OutputStyle
    private let byName: [String: Feature]

    init(style: OutputStyle, features: [Feature]) {
        self.style = style
        byName = Dictionary(features.map { ($0.name, $0) }) { first, _ in first }
    }

    /// A stack is named after the feature that owns it (`orderList`), a presenter's destination after
    /// the feature too (`orderListDestination`), a slot as the feature's part of the root state is
    /// (`orderDetail`, `orderDetailState`).
    func stack(_ feature: String) -> String { SwiftNames.escaped(SwiftNames.lowerCamel(feature)) }
    func presenter(_ feature: String) -> String { SwiftNames.lowerCamel(feature) + "Destination" }
    func slot(_ feature: String) -> String { SwiftNames.escaped(style.statePropertyName(feature)) }

    /// Closing `feature`'s screen: its slot emptied, then what it opened (its stack emptied, its
    /// destination gone, and their screens' slots, each with what it opened in turn). Each entry
    /// names one of `closedSlot`, `clearedStack` or `clearedPresenter`.
    func closing(_ feature: String) -> [MustacheValue] {
        // Each entry names all three keys, so that a template's section never finds one of its parents'.
        func line(_ key: String, _ name: String) -> MustacheValue {
            var object: [String: MustacheValue] = ["closedSlot": .null, "clearedStack": .null, "clearedPresenter": .null]
            object[key] = .string(name)
            return .object(object)
        }
        var lines = [line("closedSlot", slot(feature))]
        guard let opened = byName[feature] else { return lines }
        if opened.ownsStack { lines.append(line("clearedStack", stack(feature))) }
        if opened.presents { lines.append(line("clearedPresenter", presenter(feature))) }
        for destination in opened.destinations { lines += closing(destination.feature) }
        return lines
    }

    /// `feature`'s closing of its destinations `names` (a message's `close:`, or a child's `dismiss`):
    /// a pushed screen leaves the stack; a presentation is dismissed, only where it is the one shown
    /// unless `all` (every presentation closed, or the dismissing screen, which is the one shown).
    func closes(_ names: [String], of feature: Feature, all: Bool = false) -> [MustacheValue] {
        let presentations = feature.destinations.filter(\.kind.isPresentation)
        let closesAll = all || presentations.allSatisfy { names.contains($0.name) }
        var closes: [MustacheValue] = []
        var presenterCleared = false
        for name in names {
            guard let destination = feature.destination(named: name) else { continue }
            var close: [String: MustacheValue] = [
                "destination": .string(SwiftNames.escaped(destination.name)),
                "slot": .string(slot(destination.feature)),
                "closing": .list(closing(destination.feature)),
                "stack": .null, "presenter": .null, "presenterIfShown": .null,
            ]
            if destination.kind.isPresentation {
                if closesAll {
                    // One `= nil` closes them all.
                    if !presenterCleared { close["presenter"] = .string(presenter(feature.name)) }
                    presenterCleared = true
                } else {
                    close["presenterIfShown"] = .string(presenter(feature.name))
                }
            } else {
                close["stack"] = .string(stack(feature.name))
            }
            closes.append(.object(close))
        }
        return closes
    }
}
