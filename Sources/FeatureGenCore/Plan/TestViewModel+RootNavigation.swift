import Mustache

/// For a style that opens and closes screens on the root state (skill: `AppNavigation`), as data for
/// its test templates. A message that opens or dismisses a screen is tested through the root reducer,
/// and the whole root state compared after: the route pushed and the opened screen's state made from
/// its inputs, or the route and the slot gone. A screen another one opens starts open in every test:
/// its state (`screen`) in a root state that holds it, on its opener's stack.
extension FeatureViewModel {
    /// Whether this screen's state is a slot of the root that is `nil` until its opener opens it.
    var isOpenedSlot: Bool { style.navigatesFromRoot && fixtures.navigation.isOpened(feature.name) }
}

extension TestViewModel {
    var isOpenedSlot: Bool { model.isOpenedSlot }

    /// This screen's stack in `NavigationState`, when it owns one (`orderList`).
    private var stack: String { navigationNames.stack(feature.name) }

    private var navigationNames: AppNavigationNames { AppNavigationNames(style: style, features: []) }

    /// The root state a test starts from (`RootStart`): this screen's fields at their start values,
    /// and when another screen opens it, the screen made from its inputs and shown where its opener
    /// shows it.
    func rootStart(_ start: [TestCase.FieldValue]) -> [String: MustacheValue] {
        guard isOpenedSlot, let opener = model.fixtures.navigation.opener(of: feature.name) else {
            return startArguments(start).merging(
                ["start": assignments(withoutInputs(start), to: fill(wiring.state)), "openedSlot": .null]) { $1 }
        }
        // An input the test starts at a value of its own is given to the initializer.
        let fields = withoutInputs(start)
        return [
            "start": assignments(start, to: fill(wiring.state)),
            "openedSlot": .object([
                "screenType": .string(style.name(style.names.state, feature: feature.name)),
                "screenArguments": .string(startArgumentList(start)),
                "screenStart": assignments(fields, to: "screen"),
                "hasScreenStart": .bool(!fields.isEmpty),
                "slotLabel": .string(SwiftNames.argumentLabel(style.statePropertyName(feature.name))),
                "openerStack": .string(navigationNames.stack(opener.feature)),
                "openerPresenter": opener.destination.kind.isPresentation
                    ? .string(navigationNames.presenter(opener.feature)) : .null,
                "openerDestination": .string(SwiftNames.escaped(opener.destination.name)),
            ]),
        ]
    }

    /// The `root` test of `test` when it opens or dismisses a screen in such a style; nil otherwise:
    /// the action sent to the root, the feature's own changes, the screens pushed or the one closed.
    func rootNavigationTest(_ test: TestCase) -> [String: MustacheValue]? {
        let pushes = test.changes.flatMap(\.pushes)
        let closed = test.startPath.filter { screen in test.changes.contains { $0.closes.contains(screen.destination) } }
        let presented = test.changes.compactMap(\.presents).last
        let dismissed = test.startDestination.flatMap { shown in
            test.changes.contains { $0.closesPresentations.contains(shown.destination) } ? shown : nil
        }
        guard style.navigatesFromRoot,
            !pushes.isEmpty || test.dismisses || !closed.isEmpty || presented != nil || dismissed != nil,
            !test.isParameterized,
            test.unchecked.isEmpty, test.steps.count == 1, let step = test.steps.first
        else { return nil }
        var taken: Set<String> = ["screen"]
        // The longer of the lines that name the action: `AppReducer.reduce(…, action: .order(…))`.
        let line = 4 + "\(style.app)Reducer.reduce(state: &state, action: .())".count + plainProperty.count
        let single = self.step(step, lineWithout: line, taken: &taken)
        var context = rootStart(test.start)
        context["prelude"] = .lines(single.prelude)
        context["rootAction"] = .string(style.messageAtRoot(single.action, feature: feature.name))
        if test.dismisses, let opener = model.fixtures.navigation.opener(of: feature.name) {
            context["closes"] = .list([.object([
                "stack": .string(navigationNames.stack(opener.feature)),
                "presenter": opener.destination.kind.isPresentation
                    ? .string(navigationNames.presenter(opener.feature)) : .null,
                "slot": .string(stateProperty),
            ])])
            // Its own changes are gone with it.
            context["expected"] = .lines([])
            return context
        }
        // What the message closes is open at the start.
        context["startPath"] = .list(test.startPath.map(pushedScreen))
        // A presentation replaces the one shown: the test starts with another of the feature's shown.
        let replaced = presented == nil || test.startDestination != nil ? nil
            : feature.destinations.first { $0.kind.isPresentation && $0.name != presented?.destination }
                .map { sampleScreen($0) }
        context["startPresented"] = .list((test.startDestination ?? replaced).map { [presentedScreen($0)] } ?? [])
        context["closes"] = .list(closed.map(pushedScreen) + (dismissed.map { [presentedScreen($0)] } ?? []))
        context["replaced"] = .list(replaced.map { [presentedScreen($0)] } ?? [])
        context["presented"] = presented.map(presentedScreen) ?? .null
        context["expected"] = assignments(
            test.expected, to: isOpenedSlot ? "expected.\(stateProperty)?" : "expected.\(stateProperty)")
        context["pushed"] = pushes.isEmpty ? .null : .object([
            "stack": .string(stack),
            "routes": .string(pushes.map { ".\(SwiftNames.escaped($0.destination))" }.joined(separator: ", ")),
            "pushes": .list(pushes.map(pushedScreen)),
        ])
        return context
    }

    /// For a message that sets fields and closes its own screen, where the root test sees the screen
    /// gone with its fields: the same message on the feature's reducer alone, whose test checks them
    /// (`orderSaved_setsIsSaving` beside `orderSaved_setsIsSavingAndDismisses`). Nil otherwise.
    func ownChangesOfADismissal(_ test: TestCase) -> TestCase? {
        let suffix = "AndDismisses"
        guard style.navigatesFromRoot, test.dismisses, !test.expected.isEmpty, test.name.hasSuffix(suffix),
            rootNavigationTest(test) != nil
        else { return nil }
        var own = test
        own.dismisses = false
        own.name = String(test.name.dropLast(suffix.count))
        return own
    }

    /// A screen on this feature's stack: its slot in the root state, and its state made from its inputs.
    func pushedScreen(_ push: TestCase.Push) -> MustacheValue {
        .object([
            "stack": .string(stack),
            "slot": .string(SwiftNames.escaped(style.statePropertyName(push.feature))),
            "stateType": .string(style.name(style.names.state, feature: push.feature)),
            "arguments": .string(SwiftNames.argumentList(push.arguments.map { ($0.label, $0.value) })),
            "destination": .string(SwiftNames.escaped(push.destination)),
            "presenter": .null,
        ])
    }

    /// A screen this feature presents: as `pushedScreen`, with this feature's destination in
    /// `NavigationState` (`orderListDestination`).
    func presentedScreen(_ screen: TestCase.Push) -> MustacheValue {
        guard case .object(var object) = pushedScreen(screen) else { return .null }
        object["presenter"] = .string(navigationNames.presenter(feature.name))
        return .object(object)
    }

    /// For each message that pushes a screen: going back (the system's pop, the stack emptied) closes
    /// the screen it pushed (once per destination); and, for one that starts no effect, the push through the store, which
    /// writes the stack and the screen back to its own properties.
    func stackTests(_ cases: [TestCase], names: inout TestNames) -> [MustacheValue] {
        guard style.navigatesFromRoot else { return [] }
        // Going back is tested once per destination, however many messages open it.
        var backTested: Set<String> = []
        return cases.compactMap { test -> MustacheValue? in
            guard let last = test.changes.flatMap(\.pushes).last, var root = rootNavigationTest(test),
                let step = test.steps.first
            else { return nil }
            let startsEffect = (feature.actions + feature.results).first { $0.name == step.message }?.effect != nil
            root["name"] = .string(names.fitting(test.name + "ThroughTheStore"))
            // Nothing to start from but the app's defaults: the store makes them.
            root["fromDefaults"] = .bool(test.start.isEmpty && !isOpenedSlot)
            let testsBack = backTested.insert(last.destination).inserted
            return .object([
                "backName": testsBack
                    ? .string(names.fitting("goingBack_closes" + SwiftNames.upperFirst(last.destination))) : .null,
                "stack": .string(stack),
                "opener": .string(feature.name),
                "back": testsBack ? withOpenedBelow(pushedScreen(last), last.feature) : .null,
                "store": startsEffect ? .null : .object(root),
            ])
        }
    }

    /// The screens `feature`'s screen opens, open below it at the start of a test that closes it, so
    /// that the test sees them close with it: its first pushed screen and its first presented one, each
    /// with what it opens in turn, made from sample inputs.
    func openedBelow(_ feature: String) -> [MustacheValue] {
        let graph = model.fixtures.navigation
        let firsts = [
            graph.destinations(of: feature).first { $0.kind == .push },
            graph.destinations(of: feature).first { $0.kind.isPresentation },
        ].compactMap { $0 }
        return firsts.flatMap { destination -> [MustacheValue] in
            let sample = sampleScreen(destination)
            let screen = MustacheValue.object([
                "stack": destination.kind == .push ? .string(navigationNames.stack(feature)) : .null,
                "presenter": destination.kind.isPresentation ? .string(navigationNames.presenter(feature)) : .null,
                "destination": .string(SwiftNames.escaped(destination.name)),
                "slot": .string(SwiftNames.escaped(style.statePropertyName(destination.feature))),
                "stateType": .string(style.name(style.names.state, feature: destination.feature)),
                "arguments": .string(SwiftNames.argumentList(sample.arguments.map { ($0.label, $0.value) })),
            ])
            return [screen] + openedBelow(destination.feature)
        }
    }

    /// `destination`'s screen made from sample inputs (an optional one `nil`).
    private func sampleScreen(_ destination: Destination) -> TestCase.Push {
        var maker = SampleMaker(fixtures: model.fixtures)
        let arguments = (model.fixtures.inputs[destination.feature] ?? []).map { field in
            let type = SwiftTypeText.replacingErrors(field.type.text)
            let isOptional = type.hasSuffix("?") || type.hasPrefix("Optional<")
            return TestCase.Argument(
                label: field.name, value: isOptional ? "nil" : maker.value(for: type, hint: field.name)?.text ?? "nil")
        }
        return TestCase.Push(destination: destination.name, feature: destination.feature, arguments: arguments)
    }

    private func withOpenedBelow(_ screen: MustacheValue, _ feature: String) -> MustacheValue {
        guard case .object(var object) = screen else { return screen }
        object["below"] = .list(openedBelow(feature))
        return .object(object)
    }

    /// For each screen this feature presents (once per destination, from the first test that presents
    /// it): closing it by hand (a swipe down, a tap outside: the system's dismissal) drops it and its state.
    func presentationTests(_ cases: [TestCase], names: inout TestNames) -> [MustacheValue] {
        guard style.navigatesFromRoot else { return [] }
        var tested: Set<String> = []
        var tests: [MustacheValue] = []
        for test in cases {
            guard let presented = test.changes.compactMap(\.presents).last, tested.insert(presented.destination).inserted,
                case .object(var context) = withOpenedBelow(presentedScreen(presented), presented.feature)
            else { continue }
            let name = "closingByHand_closes" + SwiftNames.upperFirst(presented.destination)
            context["name"] = .string(names.fitting(name))
            context["opener"] = .string(feature.name)
            tests.append(.object(context))
        }
        return tests
    }

    /// For a screen that closes itself: closing it while a run of its effect is in flight (held at the
    /// mock's gate) cancels that run, whose late answer would otherwise reach the screen when it is
    /// opened again. One per effect, from its test of a run cancelled in flight.
    func closingTests(_ policies: [FeatureTestPlan.PolicyCase], names: inout TestNames) -> [MustacheValue] {
        guard isOpenedSlot, let closing = (feature.actions + feature.results).first(where: \.dismisses),
            closing.payload == .none
        else { return [] }
        var effects: Set<String> = []
        return policies.filter { $0.kind == .cancelledTask && effects.insert($0.effect.name).inserted }.map { policy in
            var context = policyTest(policy).objectValue
            let name = "\(closing.name)_cancelsThe\(SwiftNames.upperFirst(policy.effect.name))RunInFlight"
            context["name"] = .string(names.fitting(name))
            let closingAction = MessageModel(message: closing, feature: feature, style: style).construction(values: [])
            context["closingAction"] = .string(style.messageAtRoot(closingAction, feature: feature.name))
            return .object(context)
        }
    }

    /// An example's `dismisses:`: the screen asked its opener to close it, or did not.
    func dismissalCheck(_ test: TestCase, location: String) -> [String] {
        guard let expected = test.expectsDismissal else { return [] }
        let check = expected
            ? "#expect(\(fill(wiring.dismissed)), \"the screen asks the one that opened it to close it\"\(location))"
            : "#expect(\(fill(wiring.staysOpen)), \"the screen stays open\"\(location))"
        return SwiftLayout.lines(check, indent: 4)
    }
}
