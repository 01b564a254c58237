/// The generated tests of one feature, as data: the initial state, a reducer test per message with a
/// declared `set`, a store test per outcome of each effect (following the results it sends and the
/// effects those start), and one test per example of the spec.
///
/// Generated tests must be able to fail: each starts from a state in which every field the messages
/// touch differs from the value they set, uses a new value for every payload label and field, and writes
/// each expected value literally, worked out from the values it chose (`TestExpression`). A value that
/// cannot be worked out is listed as unchecked, with the spec's expression, never restated.
///
/// A message with a `when:` is sent only from a start state in which the condition is known to hold
/// (`StateSimulation.accepts`); where that is unknown, or false, its examples test it.
struct FeatureTestPlan {
    let feature: Feature
    let fixtures: Fixtures
    /// Reducer tests call a pure reducer that `when:` does not guard (skill, middleware).
    var testsGuardedReducers = false

    var initialState: InitialStateCheck { InitialStateCheck(feature: feature, fixtures: fixtures) }

    /// Whether the mock's record of calls can be compared with `==`: every parameter of every
    /// requirement has a type featuregen knows to be `Equatable`.
    var callsAreEquatable: Bool {
        feature.effects.allSatisfy { $0.call.parameters.allSatisfy { fixtures.isEquatable($0.type.text) } }
    }

    func fieldType(_ name: String) -> String? {
        feature.fields.first { $0.name == name }.map { SwiftTypeText.replacingErrors($0.type.text) }
    }

    // MARK: Reducer tests

    /// One test per message with a `set`; messages without payload that make the same change share a
    /// parameterised test. Messages whose payload featuregen cannot make get none (validation warns).
    var reducerCases: [TestCase] {
        var groups: [[Message]] = []
        var keys: [String] = []
        for message in feature.actions + feature.results where message.assignments != nil {
            let key: String
            if case .none = message.payload, message.condition == nil {
                // Navigation is part of the change: a message that closes its screen is not one that stays.
                let navigation = [message.dismisses ? "dismiss" : nil, message.opens.map { "open=\($0.destination)" }]
                    .compactMap { $0 } + message.closes.map { "close=\($0.destination)" }
                key = ((message.assignments ?? []).map { "\($0.field)=\($0.value.text)" } + navigation.map { "\u{1}" + $0 })
                    .joined(separator: "\n")
            } else {
                key = "\u{0}" + message.name
            }
            if let index = keys.firstIndex(of: key) {
                groups[index].append(message)
            } else {
                keys.append(key)
                groups.append([message])
            }
        }
        return groups.flatMap { group -> [TestCase] in
            var cases = [reducerCase(group)]
            // `payload.note ?? ""` has a branch that only a payload without its optional values takes.
            if group.count == 1, Self.defaultsOptionalValues(group[0]) {
                cases.append(reducerCase(group, optionalsAsNil: true))
            }
            return cases.compactMap { $0 }
        }
    }

    /// A start in which every field holds another value than its default (where featuregen can make
    /// one): a write of any value, the default included, then shows.
    var everyFieldChanged: [TestCase.FieldValue] {
        var maker = SampleMaker(fixtures: fixtures)
        var simulation = StateSimulation(plan: self)
        simulation.chooseStart(for: [], effects: [], everyField: true, maker: &maker)
        return simulation.startValues
    }

    /// Whether a `set` of the message reads its payload through `??`.
    private static func defaultsOptionalValues(_ message: Message) -> Bool {
        if case .none = message.payload { return false }
        return (message.assignments ?? []).contains { $0.value.text.contains("??") }
    }

    /// `optionalsAsNil`: the payload is sent with every optional value in it nil (none: no test).
    private func reducerCase(_ messages: [Message], optionalsAsNil: Bool = false) -> TestCase? {
        let message = messages[0]
        var maker = SampleMaker(fixtures: fixtures)
        maker.optionalsAsNil = optionalsAsNil
        guard let payload = payloadValues(of: message, maker: &maker) else { return nil }
        maker.optionalsAsNil = false
        guard !optionalsAsNil || payload.ordered.contains(where: { $0.value.containsNil }) else { return nil }
        let assignments = message.assignments ?? []
        var simulation = StateSimulation.start(for: [message], effects: [], names: payload.names, plan: self, maker: &maker)
        // A message that changes nothing is sent from a state in which every field holds another value
        // than its default: a write of any value, the default included, then fails the test.
        if assignments.isEmpty, message.assignments != nil, message.condition == nil {
            simulation = StateSimulation(plan: self)
            simulation.chooseStart(for: [message], effects: [], everyField: true, maker: &maker)
        }
        guard testsGuardedReducers || simulation.accepts(message, names: payload.names) else { return nil }
        simulation.apply(message, names: payload.names)
        var test = TestCase(name: Self.reducerTestName(messages, withNilOptionals: optionalsAsNil))
        test.start = simulation.startValues
        test.steps = messages.map { Self.step($0, payload: payload) }
        test.isParameterized = messages.count > 1
        (test.expected, test.unchecked) = simulation.outcome(for: Set(assignments.map(\.field)))
        test.changes = [simulation.change(by: message, names: payload.names)]
        test.dismisses = message.dismisses
        let closed = closedAtStart(by: message, maker: &maker)
        test.startPath = closed.filter { !feature.isPresentation($0.destination) }
        test.startDestination = closed.first { feature.isPresentation($0.destination) }
        return test
    }

    /// What `message` closes (`close:`), open at the start of its test: each screen with sample values
    /// for its inputs, so that a close that leaves it open fails.
    func closedAtStart(by message: Message, maker: inout SampleMaker) -> [TestCase.Push] {
        message.closes.compactMap { closing in
            guard let destination = feature.destinations.first(where: { $0.name == closing.destination }) else { return nil }
            let arguments = (fixtures.inputs[destination.feature] ?? []).map { field in
                let type = SwiftTypeText.replacingErrors(field.type.text)
                return TestCase.Argument(label: field.name, value: maker.value(for: type, hint: field.name)?.text ?? "nil")
            }
            return TestCase.Push(destination: destination.name, feature: destination.feature, arguments: arguments)
        }
    }

    /// `loadOrders_setsIsLoadingAndError`, `refreshOrReload_setsBusy`, `disappeared_changesNothing`,
    /// `listUpdated_withNilOptionals_setsIsExclusive`.
    static func reducerTestName(_ messages: [Message], withNilOptionals: Bool = false) -> String {
        let fields = (messages[0].assignments ?? []).map { SwiftNames.upperFirst($0.field) }
        var outcomes = fields.isEmpty ? [] : ["sets" + fields.joined(separator: "And")]
        outcomes += messages[0].closes.map { "closes" + SwiftNames.upperFirst($0.destination) }
        if let opening = messages[0].opens { outcomes.append("opens" + SwiftNames.upperFirst(opening.destination)) }
        if messages[0].dismisses { outcomes.append("dismisses") }
        // `setsIsLoadingAndClosesDetail`: each outcome after the first starts a new word.
        let outcome = outcomes.first.map { first in
            first + outcomes.dropFirst().map { "And" + SwiftNames.upperFirst($0) }.joined()
        } ?? "changesNothing"
        let names = messages.map(\.name)
        let variant = withNilOptionals ? "_withNilOptionals" : ""
        return names[0] + names.dropFirst().map { "Or" + SwiftNames.upperFirst($0) }.joined() + variant + "_" + outcome
    }

    // MARK: Payloads

    /// The values a test sends with a message: by payload name, and in declaration order.
    struct Payload {
        var names: [String: TestValue] = [:]
        var ordered: [(label: String?, value: TestValue, type: String)] = []
    }

    /// New values for the message's payload; nil when featuregen cannot make one (validation warns).
    func payloadValues(of message: Message, maker: inout SampleMaker) -> Payload? {
        var payload = Payload()
        switch message.payload {
        case .none:
            break
        case .single(let type):
            // A string assigned to a field is named after it: `"query 1"` rather than `"payload 1"`.
            let field = message.assignments?.first { $0.value.text == "payload" }?.field
            guard let value = maker.value(for: type.text, hint: field ?? "payload") else { return nil }
            payload.names["payload"] = value
            payload.ordered.append((nil, value, SwiftTypeText.replacingErrors(type.text)))
        case .labelled(let values):
            for labelled in values {
                guard let value = maker.value(for: labelled.type.text, hint: labelled.label) else { return nil }
                payload.names[labelled.label] = value
                payload.ordered.append((labelled.label, value, SwiftTypeText.replacingErrors(labelled.type.text)))
            }
        }
        return payload
    }

    static func step(_ message: Message, payload: Payload) -> TestCase.Step {
        TestCase.Step(
            message: message.name,
            arguments: payload.ordered.map { .init(label: $0.label, value: $0.value.text, type: $0.type) })
    }
}

extension TestCase {
    init(name: String) {
        self.name = name
    }
}

extension InitialStateCheck {
    /// Each field's default, where it is a literal value (not `Date()` or a function call).
    init(feature: Feature, fixtures: Fixtures) {
        var fields: [TestCase.FieldValue] = []
        var unchecked: [TestCase.Unchecked] = []
        let literal = TestExpression(fixtures: fixtures)
        for field in feature.fields {
            let text = field.defaultValue?.text ?? "nil"
            if literal.evaluate(text) != nil {
                fields.append(.init(field: field.name, value: text))
            } else {
                unchecked.append(.init(field: field.name, reason: "its default is `\(text)`"))
            }
        }
        self.init(fields: fields, unchecked: unchecked)
        guard feature.access == .public else { return }
        var maker = SampleMaker(fixtures: fixtures)
        initializerArguments = feature.fields.compactMap { field in
            let type = SwiftTypeText.replacingErrors(field.type.text)
            let defaultText = field.defaultValue?.text ?? "nil"
            guard let value = maker.value(for: type, hint: field.name, avoiding: [defaultText]),
                value.text != defaultText
            else { return nil }
            return .init(field: field.name, value: value.text)
        }
    }
}
