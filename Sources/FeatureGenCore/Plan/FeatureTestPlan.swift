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
                key = (message.assignments ?? []).map { "\($0.field)=\($0.value.text)" }.joined(separator: "\n")
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
        test.changes = [simulation.change(by: message)]
        return test
    }

    /// `loadOrders_setsIsLoadingAndError`, `refreshOrReload_setsBusy`, `disappeared_changesNothing`,
    /// `listUpdated_withNilOptionals_setsIsExclusive`.
    static func reducerTestName(_ messages: [Message], withNilOptionals: Bool = false) -> String {
        let fields = (messages[0].assignments ?? []).map { SwiftNames.upperFirst($0.field) }
        let outcome = fields.isEmpty ? "changesNothing" : "sets" + fields.joined(separator: "And")
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

/// The state a generated test works with: the start values it chose, and what each field holds after
/// the messages it sent, as far as featuregen can tell.
struct StateSimulation {
    let plan: FeatureTestPlan
    /// The values the test sets before it sends anything.
    private(set) var start: [String: TestValue] = [:]
    /// What each field holds now: a value, or the expression featuregen could not work out.
    private(set) var fields: [String: Derived] = [:]
    /// A transition the developer writes has run: nothing is known about the state any more.
    private(set) var isUnknown = false
    /// The IDs the messages' `uuid()` have made so far (`UUID(0)`, `UUID(1)`, …, as the test fixes them).
    private(set) var uuidsMade = 0

    enum Derived: Equatable {
        case known(TestValue)
        case unknown(reason: String)
    }

    init(plan: FeatureTestPlan) {
        self.plan = plan
        for field in plan.feature.fields {
            if let value = TestExpression(fixtures: plan.fixtures).evaluate(field.defaultValue?.text ?? "nil") {
                fields[field.name] = .known(value)
            } else {
                fields[field.name] = .unknown(reason: "its default is `\(field.defaultValue?.text ?? "nil")`")
            }
        }
    }

    /// The start values in declaration order, as the test sets them.
    var startValues: [TestCase.FieldValue] {
        plan.feature.fields.compactMap { field in start[field.name].map { .init(field: field.name, value: $0.text) } }
    }

    /// Chooses a start value for every field the messages assign or read and the effects' arguments
    /// read: new values, each different from every literal value the messages set the field to (where
    /// the type has too few values, from the first message's), so a missing assignment shows.
    /// `leaving`: fields that keep their defaults (those a `when:` reads, when new values fail it).
    mutating func chooseStart(
        for messages: [Message], effects: [(Effect, Message)], leaving: Set<String> = [], everyField: Bool = false,
        names: [String: TestValue] = [:], maker: inout SampleMaker
    ) {
        var involved: Set<String> = everyField ? Set(plan.feature.fields.map(\.name)) : []
        var literalTargets: [String: Set<String>] = [:]
        var firstTargets: [String: String] = [:]
        if everyField {
            for field in plan.feature.fields { literalTargets[field.name] = [field.defaultValue?.text ?? "nil"] }
        }
        for (index, message) in messages.enumerated() {
            // The first message's payload is the one the test sends (`isBot: payload.bot` sets `true`);
            // later messages' payloads are not chosen yet.
            let literal = TestExpression(names: index == 0 ? names : [:], fixtures: plan.fixtures)
            for assignment in message.assignments ?? [] {
                involved.insert(assignment.field)
                involved.formUnion(Self.stateReads(in: assignment.value.text))
                var uuids = 0
                let text = DependencyValue.fixed(assignment.value.text, bound: message.boundPayloadNames, uuidsMade: &uuids)
                guard let value = literal.evaluate(text)?.text else { continue }
                // Every value the messages set, the first one above all: a test that states each step
                // (TCA) sees the trigger's own assignment only when the field held another value.
                literalTargets[assignment.field, default: []].insert(value)
                if firstTargets[assignment.field] == nil { firstTargets[assignment.field] = value }
            }
        }
        for (effect, trigger) in effects {
            for argument in SpecValidator.argumentExpressions(for: effect, triggeredBy: trigger, in: plan.feature) ?? [] {
                involved.formUnion(Self.stateReads(in: argument))
            }
        }
        for field in plan.feature.fields where involved.contains(field.name) && !leaving.contains(field.name) {
            let avoid = literalTargets[field.name, default: []]
            guard var value = maker.value(for: field.type.text, hint: field.name, avoiding: avoid) else { continue }
            // A type with fewer values than the messages set (a `Bool` set `true`, then `false`).
            if let first = firstTargets[field.name], value.text == first {
                value = maker.value(for: field.type.text, hint: field.name, avoiding: [first]) ?? value
            }
            start[field.name] = value
            fields[field.name] = .known(value)
        }
    }

    /// `state.page + state.size` → `page`, `size`.
    static func stateReads(in expression: String) -> Set<String> {
        let tokens = SwiftTokenizer.tokenize(expression)
        var names: Set<String> = []
        for index in tokens.indices.dropLast(2)
        where tokens[index].kind == .identifier && tokens[index].text == "state" && tokens[index + 1].isSymbol(".")
            && (index == 0 || !tokens[index - 1].isSymbol("."))
        {
            names.insert(tokens[index + 2].identifierName)
        }
        return names
    }

    /// Runs `message`'s transition on the fields: its `set` values worked out from `names` (its
    /// payload) and the current fields, or, for a transition the developer writes, nothing known.
    mutating func apply(_ message: Message, names: [String: TestValue]) {
        guard !isUnknown else { return }
        guard let assignments = message.assignments else {
            isUnknown = true
            return
        }
        let expression = evaluator(names: names)
        var changed: [String: Derived] = [:]
        for assignment in assignments {
            let text = DependencyValue.fixed(assignment.value.text, bound: message.boundPayloadNames, uuidsMade: &uuidsMade)
            changed[assignment.field] =
                (expression.evaluate(text)
                    ?? expression.substituted(text, stateTypes: fieldTypes, nameTypes: TestExpression.nameTypes(of: message)))
                .map(Derived.known)
                ?? .unknown(reason: "the spec sets it to `\(assignment.value.text)`")
        }
        fields.merge(changed) { $1 }
    }

    /// Each field's type, as the spec writes it.
    var fieldTypes: [String: String] {
        Dictionary(plan.feature.fields.map { ($0.name, $0.type.text) }, uniquingKeysWith: { first, _ in first })
    }

    /// An evaluator that reads the fields known now (none after a transition the developer writes).
    /// The start state for `messages`, the first of which is sent with `names`: new values where they
    /// pass its `when:`, else the condition's fields at their defaults (where nothing is loading yet).
    static func start(
        for messages: [Message], effects: [(Effect, Message)], names: [String: TestValue], plan: FeatureTestPlan,
        maker: inout SampleMaker
    ) -> StateSimulation {
        var simulation = StateSimulation(plan: plan)
        simulation.chooseStart(for: messages, effects: effects, names: names, maker: &maker)
        guard let trigger = messages.first, let condition = trigger.condition, !simulation.accepts(trigger, names: names)
        else { return simulation }
        simulation = StateSimulation(plan: plan)
        simulation.chooseStart(
            for: messages, effects: effects, leaving: stateReads(in: condition.text), names: names, maker: &maker)
        return simulation
    }

    /// Whether `message`'s `when:` certainly holds now (true without one): a test sends a guarded
    /// message only from a state in which its condition is known to pass.
    func accepts(_ message: Message, names: [String: TestValue]) -> Bool {
        guard let condition = message.condition else { return true }
        var uuids = uuidsMade
        let text = DependencyValue.fixed(condition.text, bound: message.boundPayloadNames, uuidsMade: &uuids)
        return evaluator(names: names).evaluate(text)?.boolValue == true
    }

    func evaluator(names: [String: TestValue]) -> TestExpression {
        var known: [String: TestValue] = [:]
        for (name, value) in fields where !isUnknown { if case .known(let value) = value { known[name] = value } }
        return TestExpression(names: names, state: known, fixtures: plan.fixtures)
    }

    /// What `message`, the transition just applied, set: its fields' values now.
    func change(by message: Message) -> TestCase.Change {
        guard !isUnknown else { return TestCase.Change(isKnown: false) }
        let (fields, unchecked) = outcome(for: Set((message.assignments ?? []).map(\.field)))
        return TestCase.Change(fields: fields, unchecked: unchecked)
    }

    /// The expected value of every field in `changed`, in declaration order, or why it is unchecked.
    func outcome(for changed: Set<String>) -> ([TestCase.FieldValue], [TestCase.Unchecked]) {
        var expected: [TestCase.FieldValue] = []
        var unchecked: [TestCase.Unchecked] = []
        for field in plan.feature.fields where changed.contains(field.name) {
            switch fields[field.name] {
            case .known(let value): expected.append(.init(field: field.name, value: value.text))
            case .unknown(let reason): unchecked.append(.init(field: field.name, reason: reason))
            case nil: break
            }
        }
        return (expected, unchecked)
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
