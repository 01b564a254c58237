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
        if let first = messages.first { holdElementsTheMessageTellsApart(first, names: names) }
    }

    /// A list the message filters (`state.notes.filter { $0.id != id }`) or maps (`state.notes.map {
    /// $0.id == id ? note : $0 }`) starts with an element the closure picks and one it passes over, so
    /// that a closure left out, or turned around, shows; and a map by ID changes something to check.
    private mutating func holdElementsTheMessageTellsApart(_ message: Message, names: [String: TestValue]) {
        for assignment in message.assignments ?? [] {
            for operation in Self.listOperations(in: assignment.value.text) {
                guard case .array(let elements)? = start[operation.field], elements.count == 1 else { continue }
                var evaluator = evaluator(names: names)
                for other in Self.variants(of: elements[0], names: names) {
                    let list = [elements[0], other]
                    evaluator.state?[operation.field] = .array(list)
                    guard case .array(let result)? = evaluator.evaluate(operation.text) else { continue }
                    let tellsApart = operation.isFilter
                        ? result.count == 1
                        : result.count == 2 && zip(result, list).filter { $0 != $1 }.count == 1
                    guard tellsApart else { continue }
                    start[operation.field] = .array(list)
                    fields[operation.field] = .known(.array(list))
                    break
                }
            }
        }
    }

    /// `state.notes.filter { … }` or `state.notes.map { … }` in a `set` value: the field and the text.
    static func listOperations(in expression: String) -> [(field: String, text: String, isFilter: Bool)] {
        let tokens = SwiftTokenizer.tokenize(expression)
        let source = Array(expression.utf8)
        var found: [(field: String, text: String, isFilter: Bool)] = []
        for index in tokens.indices.dropLast(6)
        where tokens[index].text == "state" && tokens[index + 1].isSymbol(".") && tokens[index + 3].isSymbol(".")
            && ["filter", "map"].contains(tokens[index + 4].text) && (index == 0 || !tokens[index - 1].isSymbol("."))
        {
            // `.filter { … }`, or `.filter({ … })` to its `)`.
            guard tokens[index + 5].isSymbol("{") || tokens[index + 5].isSymbol("("),
                let end = SwiftDeclarations.matching(index + 5, in: tokens)
            else { continue }
            let text = String(decoding: source[tokens[index].offset..<tokens[end].end], as: UTF8.self)
            found.append((tokens[index + 2].identifierName, text, tokens[index + 4].text == "filter"))
        }
        return found
    }

    /// Values like `element` with one part changed: to a value the test sends (`id` → the payload's
    /// `id`), or to its type's empty value (`""`, `0`, the other Bool, `[]`).
    private static func variants(of element: TestValue, names: [String: TestValue]) -> [TestValue] {
        var sent: [TestValue] = []
        for value in names.sorted(by: { $0.key < $1.key }).map(\.value) {
            sent.append(value)
            if case .model(_, let members) = value { sent += members.map(\.value) }
        }
        func others(than value: TestValue) -> [TestValue] {
            var empty: [TestValue] = []
            if let bool = value.boolValue {
                empty = [.code(String(!bool))]
            } else if value.intValue != nil {
                empty = [.code("0")]
            } else if case .array = value {
                empty = [.array([])]
            } else if case .code(let text) = value, text.hasPrefix("\"") {
                empty = [.code("\"\"")]
            }
            return (sent + empty).filter { $0 != value }
        }
        guard case .model(let type, let members) = element else { return others(than: element) }
        return members.indices.flatMap { index in
            others(than: members[index].value).map { value in
                var changed = members
                changed[index].value = value
                return TestValue.model(type, changed)
            }
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
    /// pass its `when:`, else the condition's fields at their defaults (where nothing is loading yet),
    /// else new values with some of the fields only the condition reads changed, so that it passes
    /// (`state.nextPageID != nil` holds once `nextPageID` is not its default `nil`).
    static func start(
        for messages: [Message], effects: [(Effect, Message)], names: [String: TestValue], plan: FeatureTestPlan,
        maker: inout SampleMaker
    ) -> StateSimulation {
        var simulation = StateSimulation(plan: plan)
        simulation.chooseStart(for: messages, effects: effects, names: names, maker: &maker)
        guard let trigger = messages.first, let condition = trigger.condition, !simulation.accepts(trigger, names: names)
        else { return simulation }
        let newValues = simulation
        let reads = stateReads(in: condition.text)
        simulation = StateSimulation(plan: plan)
        simulation.chooseStart(for: messages, effects: effects, leaving: reads, names: names, maker: &maker)
        guard !simulation.accepts(trigger, names: names) else { return simulation }
        // Fields the messages set keep the values chosen to differ from what they set.
        let assigned = Set(messages.flatMap { ($0.assignments ?? []).map(\.field) })
        let flippable = plan.feature.fields.map(\.name).filter { reads.contains($0) && !assigned.contains($0) }
        return newValues.passing(trigger, names: names, byChanging: flippable, maker: &maker) ?? simulation
    }

    /// This start with some of `fields` given another value (its default, or a new one where it holds
    /// its default), the fewest first, such that `message`'s `when:` passes; nil when none does.
    private func passing(
        _ message: Message, names: [String: TestValue], byChanging fields: [String], maker: inout SampleMaker
    ) -> StateSimulation? {
        // Four fields make 15 tries: enough for a real guard, and never a search.
        let fields = Array(fields.prefix(4))
        var others: [String: TestValue] = [:]
        for name in fields {
            guard let field = plan.feature.fields.first(where: { $0.name == name }) else { continue }
            let defaultText = field.defaultValue?.text ?? "nil"
            let current = start[name]?.text ?? defaultText
            if current != defaultText, let value = TestExpression(fixtures: plan.fixtures).evaluate(defaultText) {
                others[name] = value
            } else if let value = maker.value(for: field.type.text, hint: name, avoiding: [current]), value.text != current {
                others[name] = value
            }
        }
        let subsets = (1..<(1 << fields.count)).sorted { $0.nonzeroBitCount < $1.nonzeroBitCount }
        for subset in subsets {
            var changed = self
            for (index, name) in fields.enumerated() where subset & (1 << index) != 0 {
                guard let value = others[name] else { continue }
                changed.start[name] = value
                changed.fields[name] = .known(value)
            }
            if changed.accepts(message, names: names) { return changed }
        }
        return nil
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

    /// What `message`, the transition just applied with the payload `names`, set: its fields' values
    /// now, and the screen it pushed, its inputs worked out from the state it left.
    func change(by message: Message, names: [String: TestValue] = [:]) -> TestCase.Change {
        guard !isUnknown else { return TestCase.Change(isKnown: false) }
        let (fields, unchecked) = outcome(for: Set((message.assignments ?? []).map(\.field)))
        var change = TestCase.Change(fields: fields, unchecked: unchecked)
        for closing in message.closes {
            if plan.feature.isPresentation(closing.destination) {
                change.closesPresentations.append(closing.destination)
            } else {
                change.closes.append(closing.destination)
            }
        }
        if let (_, destination, written) = plan.fixtures.opened(by: message, in: plan.feature) {
            guard let push = pushed(written, into: destination, by: message, names: names) else {
                return TestCase.Change(isKnown: false)
            }
            if destination.kind.isPresentation { change.presents = push } else { change.pushes = [push] }
        }
        return change
    }

    /// The screen an `open:` pushes, each input's value worked out; nil when one cannot be.
    private func pushed(
        _ written: [(label: String?, value: SwiftCode)], into destination: Destination, by message: Message,
        names: [String: TestValue]
    ) -> TestCase.Push? {
        let expression = evaluator(names: names)
        var arguments: [TestCase.Argument] = []
        for (label, value) in written {
            let text = value.text
            guard let worked = expression.evaluate(text)
                ?? expression.substituted(text, stateTypes: fieldTypes, nameTypes: TestExpression.nameTypes(of: message))
            else { return nil }
            arguments.append(TestCase.Argument(label: label, value: worked.text))
        }
        return TestCase.Push(destination: destination.name, feature: destination.feature, arguments: arguments)
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
