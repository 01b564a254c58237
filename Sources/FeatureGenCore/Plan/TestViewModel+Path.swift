import Mustache

/// An example's `expect: { path: … }`, as each style checks the screens a feature pushed.
extension TestViewModel {
    /// On the store (skill, middleware): the feature's stack, then each pushed screen's state, made
    /// from the inputs the example states. Empty for the other styles.
    func pathChecks(_ test: TestCase, location: String) -> [String] {
        guard let path = test.expectedPath, let stack = wiring.pathStack, let screen = wiring.pathScreen else { return [] }
        let routes = path.map { "." + SwiftNames.escaped($0.destination) }.joined(separator: ", ")
        let stackCheck = stack.replacing("{stack}", with: SwiftNames.escaped(SwiftNames.lowerCamel(feature.name)))
            .replacing("{routes}", with: routes).replacing("{location}", with: location)
        return SwiftLayout.lines(stackCheck, indent: 4)
            + path.flatMap { pushed in
                let check = screen.replacing("{p}", with: SwiftNames.lowerCamel(pushed.feature))
                    .replacing("{screen}", with: style.name(style.names.state, feature: pushed.feature))
                    .replacing("{arguments}", with: arguments(pushed.arguments)).replacing("{location}", with: location)
                return SwiftLayout.lines(check, indent: 4)
            }
            + feature.destinations.filter { destination in
                destination.kind == .push && !path.contains { $0.destination == destination.name }
            }.flatMap { closed in
                wiring.pathClosed.map { pattern in
                    let check = pattern.replacing("{p}", with: SwiftNames.lowerCamel(closed.feature))
                        .replacing("{location}", with: location)
                    return SwiftLayout.lines(check, indent: 4)
                } ?? []
            }
    }

    /// On the store (skill): an example's `expect: { destination: … }`, as the feature's destination in
    /// the navigation state, the presented screen's state made from the inputs the example states, and
    /// the slots of the screens it does not present gone. Empty for the other styles.
    func destinationChecks(_ test: TestCase, location: String) -> [String] {
        guard let expected = test.expectedDestination, let check = wiring.destinationCheck,
            let screen = wiring.pathScreen, let closed = wiring.pathClosed
        else { return [] }
        let presenter = AppNavigationNames(style: style, features: []).presenter(feature.name)
        let value = expected.map { "." + SwiftNames.escaped($0.destination) } ?? "nil"
        var checks = [
            check.replacing("{presenter}", with: presenter).replacing("{value}", with: value)
                .replacing("{location}", with: location)
        ]
        if let expected {
            checks.append(screen.replacing("{p}", with: SwiftNames.lowerCamel(expected.feature))
                .replacing("{screen}", with: style.name(style.names.state, feature: expected.feature))
                .replacing("{arguments}", with: arguments(expected.arguments)).replacing("{location}", with: location))
        }
        for destination in feature.destinations where destination.kind.isPresentation
            && destination.name != expected?.destination
        {
            checks.append(closed.replacing("{p}", with: SwiftNames.lowerCamel(destination.feature))
                .replacing("{location}", with: location))
        }
        return checks.flatMap { SwiftLayout.lines($0, indent: 4) }
    }

    /// A test's start for the state's initializer (`OrderDetailViewState(order: …)`): each input at
    /// the value the test starts it at, so that the lines after the initializer need not set it again.
    /// These keys stand in, inside the test, for the feature's own (its inputs' example values).
    func startArguments(_ start: [TestCase.FieldValue]) -> [String: MustacheValue] {
        guard !model.inputStarts.isEmpty else { return [:] }
        let arguments = startArgumentList(start)
        return ["startArguments": .string(arguments), "startArgumentsPrefix": .string(arguments + ", ")]
    }

    /// `order: <the test's order>, …`: the initializer's arguments for a test's start.
    func startArgumentList(_ start: [TestCase.FieldValue]) -> String {
        SwiftNames.argumentList(model.inputStarts.map { input in
            (label: input.label, value: start.first { $0.field == input.label }?.value ?? input.value)
        })
    }

    /// The start's fields other than the inputs, which `startArguments` gives to the initializer.
    func withoutInputs(_ start: [TestCase.FieldValue]) -> [TestCase.FieldValue] {
        start.filter { !feature.inputs.contains($0.field) }
    }

    /// A test's start: its fields, then the screens open on the stack (`state.path = StackState([…])`)
    /// where the style keeps the stack in the feature's state.
    func startLines(_ test: TestCase, to target: String) -> MustacheValue {
        var lines = assignmentLines(withoutInputs(test.start), to: target)
        if !test.startPath.isEmpty, let stack = wiring.startStack, let element = wiring.stackElement {
            let elements = test.startPath.map { screenElement(element, $0) }
            lines += SwiftLayout.lines(
                "\(target).path = " + stack.replacing("{elements}", with: elements.joined(separator: ", ")), indent: 4)
        }
        if let presented = test.startDestination, let element = wiring.stackElement {
            lines += SwiftLayout.lines("\(target).destination = " + screenElement(element, presented), indent: 4)
        }
        return .lines(lines)
    }

    /// `.detail(OrderDetailFeature.State(order: …))`: a screen as the style's state holds it.
    private func screenElement(_ pattern: String, _ screen: TestCase.Push) -> String {
        pattern.replacing("{destination}", with: SwiftNames.escaped(screen.destination))
            .replacing("{state}", with: style.name(style.names.state, feature: screen.feature))
            .replacing("{arguments}", with: arguments(screen.arguments))
    }

    /// An example's `expect: { destination: … }` in the expected state, where it differs from the start
    /// (TCA: `expected.destination = .edit(…)` or `nil`). Empty for the other styles.
    func expectedPresentation(_ test: TestCase) -> [String] {
        guard let expected = test.expectedDestination, expected != test.startDestination,
            !wiring.checksFieldByField, let element = wiring.stackElement, wiring.present != nil
        else { return [] }
        return SwiftLayout.lines("expected.destination = " + (expected.map { screenElement(element, $0) } ?? "nil"), indent: 4)
    }

    /// In the expected state (TCA, whose examples compare the whole state, copied from the start): each
    /// screen of the start no longer on the stack gone (`expected.path[id: 0] = nil`), then each screen
    /// pushed (`expected.path[id: 1] = .detail(…)`), with the IDs the test store gives them (the start's
    /// screens 0…n−1, each push the next). Empty for the other styles.
    func expectedPushes(_ test: TestCase) -> [String] {
        guard let path = test.expectedPath, wiring.pathStack == nil, !wiring.checksFieldByField, let push = wiring.push
        else { return [] }
        var remaining = path[...]
        var statements: [String] = []
        for (id, screen) in test.startPath.enumerated() {
            if remaining.first == screen {
                remaining.removeFirst()
            } else if let pop = wiring.pop {
                statements.append(pop.replacing("$0", with: "expected").replacing("{id}", with: String(id)))
            }
        }
        for (offset, pushed) in remaining.enumerated() {
            statements.append(Self.pushStatement(push, pushed, id: test.startPath.count + offset, receiver: "expected"))
        }
        return statements.flatMap { SwiftLayout.lines($0, indent: 4) }
    }

    /// TCA's `push` pattern filled for one screen, on `receiver` (`$0` in a step's closure, `expected`
    /// in an example's expected state): `$0.path[id: 0] = .detail(OrderDetailFeature.State(order: …))`.
    static func pushStatement(_ pattern: String, _ push: TestCase.Push, id: Int, receiver: String) -> String {
        let arguments = SwiftNames.argumentList(push.arguments.map { ($0.label, $0.value) })
        return pattern.replacing("$0", with: receiver).replacing("{id}", with: String(id))
            .replacing("{destination}", with: SwiftNames.escaped(push.destination))
            .replacing("{feature}", with: push.feature).replacing("{arguments}", with: arguments)
    }

    /// `detail.dismiss` in an example, as the style's store hears the system pop the screen: the stack
    /// as the steps so far left it (`stack`, with each screen's stack ID), less the screen and those above.
    func systemPop(_ destination: String, from stack: inout ExampleStack) -> String {
        let popped = stack.pop(destination)
        guard let pattern = wiring.systemPop, !popped.isEmpty else { return "" }
        let several = popped.count > 1 ? wiring.systemPopSeveral : nil
        return (several ?? pattern).replacing("{F}", with: feature.name)
            .replacing("{routes}", with: stack.screens.map { "." + SwiftNames.escaped($0.destination) }.joined(separator: ", "))
            .replacing("{id}", with: String(popped.first?.id ?? 0)).replacing("{count}", with: String(popped.count))
    }

    /// The style's check that the screens a `detail.dismiss` pops are open (`systemPopRequirement`),
    /// before the test pops them itself; none where the store pops them.
    func systemPopRequirement(_ stack: ExampleStack, location: String) -> [String] {
        guard let requirement = wiring.systemPopRequirement else { return [] }
        return SwiftLayout.lines(
            requirement.replacing("{count}", with: String(stack.screens.count)).replacing("{location}", with: location), indent: 4)
    }
}
