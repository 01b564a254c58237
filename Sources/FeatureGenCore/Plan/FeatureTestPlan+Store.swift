/// Store tests: a message that starts an effect is sent through the store with a mock service, once
/// with the call succeeding and, for a call that throws, once with it failing. The test follows the
/// chain to its end: the result the answer sends, the effect that result starts, its answer, and so on
/// (later calls succeed). It checks the whole state and every call with its arguments.
extension FeatureTestPlan {
    enum Outcome {
        case succeeds, fails
    }

    var storeCases: [TestCase] {
        (feature.actions + feature.results).flatMap { trigger -> [TestCase] in
            guard let effect = effect(startedBy: trigger) else { return [] }
            let outcomes: [Outcome] = effect.canFail ? [.succeeds, .fails] : [.succeeds]
            return outcomes.compactMap { storeCase(trigger, outcome: $0) }
        }
    }

    func effect(startedBy message: Message) -> Effect? {
        message.effect.flatMap { name in feature.effects.first { $0.name == name } }
    }

    func result(named name: String?) -> Message? {
        name.flatMap { name in feature.results.first { $0.name == name } }
    }

    /// What the answer of `effect` sends: its success result, or on failure its failure result.
    private func next(after effect: Effect, failing: Bool) -> Message? {
        guard failing else { return result(named: effect.success) }
        if case .result(let name) = effect.failure { return result(named: name) }
        return nil
    }

    /// The chain `trigger` starts: each message with the effect it starts and the effect whose answer
    /// sent it. Nil when it loops (a result starting an effect already run: the test would never end).
    /// A stream sends its element's result (one element in these tests), and when that chain is done,
    /// its `finished` result: streams end innermost first.
    func chain(from trigger: Message, outcome: Outcome) -> [(message: Message, effect: Effect?, answering: Effect?)]? {
        var links: [(message: Message, effect: Effect?, answering: Effect?)] = []
        var seen: Set<String> = []
        var current: Message? = trigger
        var answering: Effect?
        while let message = current {
            let effect = effect(startedBy: message)
            links.append((message, effect, answering))
            guard let effect else { break }
            guard seen.insert(effect.name).inserted else { return nil }
            answering = effect
            current = next(after: effect, failing: outcome == .fails && links.count == 1)
        }
        let failedStream = outcome == .fails ? links.first?.effect?.name : nil
        for (index, link) in links.enumerated().reversed() where link.effect?.name != failedStream {
            guard let stream = link.effect, let finished = result(named: stream.stream?.finished),
                // A result that cancels the stream (take the first element, then stop) leaves no end.
                !links[(index + 1)...].contains(where: { $0.message.cancels.contains(stream.name) })
            else { continue }
            guard finished.effect == nil else { return nil }  // a chain after the end: not followed here
            links.append((finished, nil, stream))
        }
        return links
    }

    /// How often a store test sends its trigger, each time with other values.
    enum Sending {
        /// Once: the chain it starts is followed to its end.
        case once
        /// Twice, the first run replaced while it waits (a debounce test): only the second one's chain runs.
        case replacedFirst
        /// Three times (a throttle test): the first calls, the second comes within the window and only
        /// changes the state, the third comes after it and calls again.
        case throttled

        /// Whether each send, in order, starts its chain (or only applies its `set`).
        var startsChain: [Bool] {
            switch self {
            case .once: [true]
            case .replacedFirst: [false, true]
            case .throttled: [true, false, true]
            }
        }
    }

    func storeCase(_ trigger: Message, outcome: Outcome, sending: Sending = .once) -> TestCase? {
        guard let links = chain(from: trigger, outcome: outcome), let first = links.first?.effect else { return nil }
        var maker = SampleMaker(fixtures: fixtures)
        var sent: [(payload: Payload, startsChain: Bool)] = []
        for startsChain in sending.startsChain {
            guard let payload = payloadValues(of: trigger, maker: &maker) else { return nil }
            sent.append((payload, startsChain))
        }
        let payload = sent.last(where: \.startsChain)!.payload
        let effects = links.compactMap { link in link.effect.map { ($0, link.message) } }
        var simulation = StateSimulation.start(
            for: links.map(\.message), effects: effects, names: payload.names, plan: self, maker: &maker)

        // How each call answers: one answer per requirement (a mock answers every call alike).
        var answers: [TestCase.Answer] = []
        var responses: [String: TestValue] = [:]
        for (index, (effect, _)) in effects.enumerated() {
            let call = effect.call
            let answer: TestCase.Outcome
            if index == 0, outcome == .fails {
                answer = .fails("\(call.function) failed")
            } else if let type = effect.response?.text {
                guard let value = maker.value(for: type, hint: call.function) ?? fixtures.value(for: type).map(TestValue.code)
                else { return nil }
                responses[effect.name] = value
                // A stream sends the one element, then ends.
                answer = .returns(effect.stream == nil ? value.text : "[\(value.text)]")
            } else if effect.canFail {
                answer = .returnsNothing
            } else {
                continue  // returns nothing and cannot fail: nothing to answer
            }
            if let earlier = answers.first(where: { $0.function == call.function }) {
                guard earlier.outcome == answer else { return nil }  // one mock cannot answer two ways
            } else {
                answers.append(TestCase.Answer(function: call.function, outcome: answer, isThrowing: effect.canFail))
            }
        }

        // Run the chain: each transition, then the call its effect makes, then the result it sends.
        var calls: [TestCase.Call] = []
        var results: [TestCase.Step] = []
        var unknownArgument: String?
        var names = payload.names
        var changed: Set<String> = []
        var changes: [TestCase.Change] = []
        // By effect, the value of each of its call's arguments, for a result that carries them.
        var argumentValues: [String: [String: TestValue]] = [:]
        // Each send in turn: only its `set`, or its chain to the end.
        for (sentPayload, startsChain) in sent {
            guard startsChain else {
                guard simulation.accepts(trigger, names: sentPayload.names) else { return nil }
                simulation.apply(trigger, names: sentPayload.names)
                changed.formUnion((trigger.assignments ?? []).map(\.field))
                changes.append(simulation.change(by: trigger, names: sentPayload.names))
                continue
            }
            names = sentPayload.names
            for (index, link) in links.enumerated() {
                guard simulation.accepts(link.message, names: names) else { return nil }
                simulation.apply(link.message, names: names)
                changed.formUnion((link.message.assignments ?? []).map(\.field))
                changes.append(simulation.change(by: link.message, names: names))
                if let effect = link.effect {
                    let expressions = SpecValidator.argumentExpressions(for: effect, triggeredBy: link.message, in: feature) ?? []
                    let evaluator = simulation.evaluator(names: names)
                    var arguments: [TestCase.Argument] = []
                    for (parameter, expression) in zip(effect.call.parameters, expressions) {
                        let nameTypes = TestExpression.nameTypes(of: link.message)
                        if let value = evaluator.evaluate(expression)
                            ?? evaluator.substituted(expression, stateTypes: simulation.fieldTypes, nameTypes: nameTypes)
                        {
                            arguments.append(.init(label: parameter.label, value: value.text))
                            argumentValues[effect.name, default: [:]][parameter.name] = value
                        } else {
                            unknownArgument = unknownArgument ?? "`\(parameter.name)` of `\(effect.call.function)` is `\(expression)`"
                        }
                    }
                    calls.append(.init(function: effect.call.function, arguments: arguments))
                }
                guard index + 1 < links.count, let effect = links[index + 1].answering else { break }
                let result = links[index + 1].message
                names = [:]
                var resultStep = TestCase.Step(message: result.name, arguments: [])
                let model = MessageModel(message: result, feature: feature, style: .skill)
                let values = SpecValidator.resultValues(of: result, for: effect)
                for ((name, type), value) in zip(zip(model.payloadNames, model.payloadTypes), values) {
                    switch value {
                    case .argument(let parameter):
                        names[name] = argumentValues[effect.name]?[parameter]
                    case .answer where effect.name == first.name && outcome == .fails:
                        let text = "\(effect.call.function) failed"
                        names[name] = type == SwiftTypeText.equatableError ? .error(text) : .code(SwiftLiteral.string(text))
                    case .answer:
                        names[name] = responses[effect.name]
                    }
                }
                var labelled = false
                if case .labelled = result.payload { labelled = true }
                let sentValues = zip(model.payloadNames, model.payloadTypes).compactMap { name, type in
                    names[name].map { TestCase.Argument(label: labelled ? name : nil, value: $0.text, type: type) }
                }
                if sentValues.count == model.payloadNames.count { resultStep.arguments = sentValues }
                results.append(resultStep)
            }
        }

        // The first stream's end, when the chain reaches it.
        let ended = links.last.flatMap { $0.answering?.name == first.name && $0.message.name == first.stream?.finished ? $0.message : nil }
        var test = TestCase(name: storeTestName(
            trigger, first: first, outcome: outcome, sends: links.dropFirst().first?.message, ended: ended))
        test.start = simulation.startValues
        test.answers = answers
        test.steps = sent.map { Self.step(trigger, payload: $0.payload) }
        test.results = results
        test.changes = changes
        test.dismisses = links.contains { $0.message.dismisses }
        // A presentation the trigger closes is presented at the start, so that a close that leaves it fails.
        test.startDestination = closedAtStart(by: trigger, maker: &maker).first { feature.isPresentation($0.destination) }
        if test.dismisses { test.expectsDismissal = true }
        test.checksState = !simulation.isUnknown
        if test.checksState { (test.expected, test.unchecked) = simulation.outcome(for: changed) }
        if !callsAreEquatable {
            test.calls = .count(calls.count, reason: "the service's calls cannot be compared with `==`")
        } else if let unknownArgument {
            test.calls = .count(calls.count, reason: unknownArgument + ", which featuregen does not work out")
        } else {
            test.calls = .exactly(calls, location: nil)
        }
        return test
    }

    /// `loadOrders_whenFetchOrdersSucceeds_sendsOrdersLoaded`, `save_whenSaveProfileFails_sendsSaveFailed`.
    /// A stream's: `appeared_whenLinesStreamsOneElement_sendsLineArrivedThenListenEnded`.
    private func storeTestName(
        _ trigger: Message, first: Effect, outcome: Outcome, sends: Message?, ended: Message?
    ) -> String {
        let succeeds = first.stream == nil ? "Succeeds" : "StreamsOneElement"
        let when = SwiftNames.upperFirst(first.call.function) + (outcome == .succeeds ? succeeds : "Fails")
        var sent = sends.map { "sends" + SwiftNames.upperFirst($0.name) } ?? "sendsNothing"
        if let ended { sent += "Then" + SwiftNames.upperFirst(ended.name) }
        return "\(trigger.name)_when\(when)_\(sent)"
    }
}
