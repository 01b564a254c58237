/// The spec's examples as tests: the author's values, as written. `given` is the start state, `respond`
/// the mock's answers, `send` the steps, `expect` the changed fields and `calls` the calls; a failure is
/// reported at the example in the spec.
extension FeatureTestPlan {
    var exampleCases: [TestCase] {
        feature.examples.compactMap(exampleCase)
    }

    private func exampleCase(_ example: Example) -> TestCase? {
        guard let name = SpecValidator.exampleTestName(example.name) else { return nil }
        var test = TestCase(name: name)
        test.title = example.name
        test.location = example.location
        test.start = example.given.map(fieldValue)
        test.answers = answers(example)
        test.steps = example.steps.compactMap(step)
        test.receivedPerStep = ExampleFlow(example, feature: feature).results
        if !example.pending.isEmpty {
            let flow = PendingFlow(example, feature: feature)
            test.receivedPerStep = flow.results
            test.pending = TestCase.Pending(
                heldFunctions: flow.heldFunctions, waits: flow.waits, usesClock: flow.usesClock, advance: flow.debounce,
                advanceEffect: flow.longestWait)
        }
        test.expected = example.expect.map(fieldValue)
        // Any example of a screen that dismisses itself stands in for its opener; `dismisses:` says what it checks.
        test.dismisses = feature.dismissesItself
        test.expectsDismissal = example.dismisses
        test.startPath = (example.givenPath ?? []).compactMap(pushed)
        // Left out of `expect`, a `given` stack ends as it started.
        test.expectedPath = example.expectPath.map { $0.compactMap(pushed) } ?? example.givenPath.map { _ in test.startPath }
        test.startDestination = example.givenDestination.flatMap(pushed)
        test.expectedDestination = example.expectDestination.map { $0.flatMap(pushed) }
        if let calls = example.calls {
            test.calls = .exactly(
                calls.map { call in
                    TestCase.Call(
                        function: call.function,
                        arguments: call.arguments.map { .init(label: $0.label, value: Self.value($0.value.text, ofType: "")) })
                },
                location: calls.first?.location ?? example.location)
        }
        return test
    }

    /// An element of `expect: { path: … }`: the screen pushed, each input's value as written.
    private func pushed(_ element: Opening) -> TestCase.Push? {
        guard let destination = feature.destinations.first(where: { $0.name == element.destination }) else { return nil }
        let inputs = fixtures.inputs[destination.feature] ?? []
        let arguments = element.arguments(forInputs: inputs.map(\.name)).map { label, value in
            TestCase.Argument(
                label: label, value: Self.value(value.text, ofType: inputs.first { $0.name == label }?.type.text ?? ""))
        }
        return TestCase.Push(destination: destination.name, feature: destination.feature, arguments: arguments)
    }

    /// `error: '"Offline"'` for an `Error` field is the error's description.
    private func fieldValue(_ assignment: Assignment) -> TestCase.FieldValue {
        let type = fieldType(assignment.field) ?? ""
        return .init(field: assignment.field, value: Self.value(assignment.value.text, ofType: type))
    }

    /// A value as the test writes it: a string literal given for an `Error` (kept as `EquatableError`)
    /// is the description of the error a mock throws; everything else as written.
    static func value(_ text: String, ofType type: String) -> String {
        // `now` is the date the test fixes.
        let text = ExpressionNames.renaming("now", to: DependencyValue.testNow, in: text)
        let equatableError = SwiftTypeText.equatableError
        guard type == equatableError || type == equatableError + "?" else { return text }
        let tokens = SwiftTokenizer.tokenize(text).filter { $0.kind != .endOfFile && $0.kind != .comment }
        guard tokens.count == 1, tokens[0].kind == .string, !tokens[0].text.contains("\\(") else { return text }
        return "\(equatableError)(TestError(\(tokens[0].text)))"
    }

    private func step(_ step: Example.Step) -> TestCase.Step? {
        if let dismissed = step.dismissed { return TestCase.Step(message: step.message, arguments: [], dismissed: dismissed) }
        guard let message = (feature.actions + feature.results).first(where: { $0.name == step.message }) else {
            return nil
        }
        var arguments: [TestCase.Argument] = []
        switch (message.payload, step.values) {
        case (.single(let declared), .single(let value)):
            let type = SwiftTypeText.replacingErrors(declared.text)
            arguments.append(.init(label: nil, value: Self.value(value.text, ofType: type), type: type))
        case (.labelled(let declared), .labelled(let values)):
            for value in values {
                let type = declared.first { $0.label == value.label }.map { SwiftTypeText.replacingErrors($0.type.text) }
                arguments.append(.init(label: value.label, value: Self.value(value.value.text, ofType: type ?? ""), type: type))
            }
        default:
            break
        }
        return TestCase.Step(message: message.name, arguments: arguments)
    }

    /// One answer per requirement, in the order the service declares them.
    private func answers(_ example: Example) -> [TestCase.Answer] {
        var answers: [TestCase.Answer] = []
        for effect in feature.effects {
            guard let response = example.responses.first(where: { $0.effect == effect.name }),
                !answers.contains(where: { $0.function == effect.call.function })
            else { continue }
            let outcome: TestCase.Outcome =
                switch response.outcome {
                case .returns(let value): .returns(value.text)
                case .returnsNothing: .returnsNothing
                case .fails(let text): .fails(text)
                }
            // A call that cannot throw and returns nothing needs no answer.
            if outcome == .returnsNothing, !effect.canFail { continue }
            answers.append(.init(function: effect.call.function, outcome: outcome, isThrowing: effect.canFail))
        }
        return answers
    }
}
