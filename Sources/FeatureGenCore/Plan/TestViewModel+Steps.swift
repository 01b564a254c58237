import Mustache

/// `head {` / `$0.field = value` / `}` for each step in turn, stating only what changes: an assignment of
/// the value a field already holds is no change, and TCA's exhaustive `TestStore` fails a step whose
/// closure changes nothing.
struct StepStatements {
    /// Each field's value as the test knows it so far: its default, the start, each step's change.
    private var current: [String: String] = [:]
    private let pattern: String
    /// How a push is stated (`{id}`, `{destination}`, `{feature}`, `{arguments}`), and the next push's ID:
    /// the test's stack starts empty and numbers its elements from 0, as TCA's `TestStore` does.
    private let pushPattern: String?
    private let popPattern: String?
    private var nextPushID = 0
    /// The screens on the stack by ID, to state which a close takes off.
    private var stack: [(id: Int, destination: String)] = []
    /// What is presented, and how a presentation and its closing are stated.
    private var presented: String?
    private let presentPattern: String?
    private let presentationClosedPattern: String?

    init?(_ test: TestCase, _ model: TestViewModel) {
        guard let pattern = model.wiring.change else { return nil }
        self.pattern = pattern
        pushPattern = model.wiring.push
        popPattern = model.wiring.pop
        presentPattern = model.wiring.present
        presentationClosedPattern = model.wiring.presentationClosed
        presented = test.startDestination?.destination
        for screen in test.startPath {
            stack.append((nextPushID, screen.destination))
            nextPushID += 1
        }
        for field in model.feature.fields {
            current[field.name] = field.defaultValue?.text ?? (field.type.text.hasSuffix("?") ? "nil" : nil)
        }
        for field in test.start { current[field.field] = field.value }
    }

    mutating func statement(_ head: String, _ change: TestCase.Change?) -> [String] {
        let changed = change?.fields.filter { current[$0.field] != $0.value } ?? []
        for field in change?.fields ?? [] { current[field.field] = field.value }
        let pushes = change?.pushes ?? []
        let closed = stack.filter { change?.closes.contains($0.destination) == true }
        let closesPresentation = presented.map { change?.closesPresentations.contains($0) == true } ?? false
        let presents = change?.presents
        guard !changed.isEmpty || !pushes.isEmpty || !closed.isEmpty || closesPresentation || presents != nil else {
            return [head]
        }
        var lines = changed.flatMap { field in
            let assignment = pattern.replacing("{field}", with: SwiftNames.escaped(field.field))
                .replacing("{value}", with: field.value)
            return SwiftLayout.lines(assignment, indent: 6).map { "  " + $0 }
        }
        for screen in closed {
            guard let popPattern else { continue }
            lines += SwiftLayout.lines(popPattern.replacing("{id}", with: String(screen.id)), indent: 6).map { "  " + $0 }
        }
        stack.removeAll { change?.closes.contains($0.destination) == true }
        for push in pushes {
            stack.append((nextPushID, push.destination))
            guard let pushPattern else { continue }
            let statement = TestViewModel.pushStatement(pushPattern, push, id: nextPushID, receiver: "$0")
            nextPushID += 1
            lines += SwiftLayout.lines(statement, indent: 6).map { "  " + $0 }
        }
        if let presents, let presentPattern {
            presented = presents.destination
            let statement = TestViewModel.pushStatement(presentPattern, presents, id: 0, receiver: "$0")
            lines += SwiftLayout.lines(statement, indent: 6).map { "  " + $0 }
        } else if closesPresentation, let presentationClosedPattern {
            presented = nil
            lines += SwiftLayout.lines(presentationClosedPattern, indent: 6).map { "  " + $0 }
        }
        return [head + " {"] + lines + ["}"]
    }
}

/// For styles whose tests state the change of every step (TCA's exhaustive `TestStore`: each message
/// sent and each result received, with the fields it sets), and whose tests give each call the answer
/// they need themselves instead of configuring a shared mock (TCA overrides a dependency client's
/// endpoints per test).
extension TestViewModel {
    /// `await store.send(.setQuery("query 2")) {` / `$0.query = "query 2"` / `}`, then each result
    /// received the same way; and whether every change could be stated (else notes say what is not).
    func checkedSteps(_ test: TestCase) -> [String: MustacheValue] {
        guard let send = wiring.stepSend, let receive = wiring.receive, var statements = StepStatements(test, self) else {
            return [:]
        }
        func statement(_ head: String, _ change: TestCase.Change?) -> [String] { statements.statement(head, change) }
        var sent: [String] = []
        var received: [String] = []
        // A test states the change of each step it sends (a debounce test sends two), or of its first.
        let statesEveryStep = !test.isParameterized && test.changes.count == test.steps.count + test.results.count
        let stated = statesEveryStep ? test.steps.count : 1
        if test.isParameterized {
            sent += statement(fill(send, message: "action"), test.changes.first)
        } else {
            var taken: Set<String> = []
            for (index, sentStep) in test.steps.prefix(stated).enumerated() {
                // ` {` follows when the step changes something.
                let (prelude, action) = step(sentStep, lineWithout: 4 + fill(send).count + 2, taken: &taken)
                sent += prelude + statement(fill(send, message: action), index < test.changes.count ? test.changes[index] : nil)
            }
        }
        for (index, result) in test.results.enumerated() {
            let head = receive.replacing("{message}", with: result.message)
            received += statement(head, stated + index < test.changes.count ? test.changes[stated + index] : nil)
        }
        let lines = sent + received
        var notes: [String] = []
        for field in test.changes.flatMap(\.unchecked) {
            notes += CommentLines.lines(
                "`\(field.field)` is not checked: \(field.reason), which featuregen does not work out; an "
                    + "example can state it.", indent: 4)
        }
        if test.changes.contains(where: { !$0.isKnown }) || !test.checksState {
            let message = test.steps.first?.message ?? ""
            notes += CommentLines.lines(
                "The state is not checked after `\(message)`: a transition you write decides it; an example can "
                    + "state it.", indent: 4)
        }
        let header = TestHeader.lines(
            name: test.name, title: test.title.map(SwiftLiteral.string),
            arguments: test.isParameterized ? test.steps.map(action) : nil,
            argumentType: style.name(style.names.message, feature: feature.name))
        return [
            "checkedSteps": .lines(lines), "sentSteps": .lines(sent), "receivedSteps": .lines(received),
            "isExhaustive": .bool(notes.isEmpty), "exhaustivityNotes": .lines(notes),
            "headerLines": .lines(header),
        ]
    }

    /// The test's own double: each endpoint its messages can reach, answering as the test says (or
    /// as a mock answers by default), recording its calls when the test checks them.
    func doubles(_ test: TestCase) -> [String: MustacheValue] {
        let records = test.calls != .unchecked
        let reached = reachableFunctions(from: test.steps.map(\.message))
        var overrides: [MustacheValue] = []
        for requirement in model.requirements where reached.contains(requirement.signature.function) {
            let signature = requirement.signature
            let answer = test.answers.first { $0.function == signature.function }?.outcome ?? defaultAnswer(requirement)
            var value: String?
            var thrown: String?
            switch answer {
            case .returns(let returned): value = returned
            case .returnsNothing: break
            case .fails(let text): thrown = "throw TestError(\(SwiftLiteral.string(text)))"
            }
            if let stream = requirement.effect.stream {
                // The stream replays the answer's elements, or fails at once.
                var replayed = value ?? "[]"
                if stream.isThrowing { replayed = ".success(\(replayed))" }
                if case .fails(let text) = answer { replayed = ".failure(TestError(\(SwiftLiteral.string(text))))" }
                value = "\(stream.isThrowing ? "AsyncThrowingStream" : "AsyncStream")(replaying: \(replayed))"
                thrown = nil
            }
            let head = "$0.\(fill(wiring.mockParameter)).\(requirement.function) = "
            var object: [String: MustacheValue] = ["head": .string(head)]
            // A pending example's held call waits at the test's gate.
            let isHeld = test.pending?.heldFunctions.contains(signature.function) == true
            if !records, !isHeld, let single = thrown ?? value {
                // `$0.orderClient.fetchOrders = { [Order(…)] }`: on one line when it fits.
                let wildcards = signature.parameters.map { _ in "_" }.joined(separator: ", ")
                let closure = "{ " + (wildcards.isEmpty ? "" : wildcards + " in ") + single + " }"
                if 6 + head.count + closure.count <= 100 {
                    object["line"] = .string(head + closure)
                    overrides.append(.object(object))
                    continue
                }
            }
            var body: [String] = []
            if records, let pattern = wiring.record {
                let call = mock(requirement).objectValue.string("callRecord")
                let record = pattern.replacing("{mock}", with: wiring.mock).replacing("{call}", with: call)
                body.append(record)  // laid out where it lands (`SwiftLayout`)
            }
            if isHeld { body.append("await gate.pass(\(SwiftLiteral.string(signature.function)))") }
            if let thrown { body.append(thrown) }
            let returns = records || isHeld
            if let value { body += SwiftLayout.lines((returns ? "return " : "") + value, indent: 8) }
            let names = signature.parameters.map { records ? SwiftNames.escaped($0.name) : "_" }
            object["open"] = .string(head + (names.isEmpty ? "{" : "{ \(names.joined(separator: ", ")) in"))
            object["body"] = .lines(body)
            overrides.append(.object(object))
        }
        // A debounced effect waits on the store's clock: examples and these tests run it without waiting.
        let waits = feature.effects.contains { reached.contains($0.call.function) && $0.debounceMilliseconds != nil }
        // A pending debounced effect waits on the test's clock, which stands until every message is sent.
        let clock = test.pending?.usesClock == true ? "clock" : "ImmediateClock()"
        // A feature whose reducer reads `now` or `uuid()` runs every test with them fixed.
        let dependencies = model.dependencies
        return [
            "overrides": .list(overrides),
            "hasOverrides": .bool(!overrides.isEmpty || waits || !dependencies.isEmpty || test.dismisses),
            "dismisses": .bool(test.dismisses),
            "recordsCalls": .bool(records), "waitsOnClock": .bool(waits), "clock": .string(clock),
        ]
    }

    /// How a call no answer of the test names answers: as a mock does by default (a throwing call
    /// fails, saying it was not answered; another returns a sample value).
    private func defaultAnswer(_ requirement: ServiceRequirement) -> TestCase.Outcome {
        let signature = requirement.signature
        if requirement.effect.stream != nil { return .returns("[]") }
        if signature.isThrowing { return .fails("\(signature.function) was not answered") }
        guard let type = requirement.returnType else { return .returnsNothing }
        var maker = SampleMaker(fixtures: model.fixtures)
        return maker.value(for: type, hint: signature.function).map { .returns($0.text) } ?? .returnsNothing
    }

    /// The call functions the effects of `messages` can reach: their effects, and those of every
    /// result an effect can send (success or failure), on and on.
    func reachableFunctions(from messages: [String]) -> Set<String> {
        let all = feature.actions + feature.results
        var pending = messages
        var seen: Set<String> = []
        var functions: Set<String> = []
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let message = all.first(where: { $0.name == name }),
                let effect = message.effect.flatMap({ name in feature.effects.first { $0.name == name } })
            else { continue }
            functions.insert(effect.call.function)
            if let success = effect.success { pending.append(success) }
            if case .result(let failure) = effect.failure { pending.append(failure) }
        }
        return functions
    }
}

/// Each step of a store test as the style sends it, and the test run on the effect alone.
extension TestViewModel {
    func steps(_ test: TestCase) -> [MustacheValue] {
        let runNames = pendingRunNames(test)
        var taken = Set(runNames.values)
        var screenOpen = test.startsWithScreensOpen
        var stack = ExampleStack(given: test.startPath.map(\.destination))
        return test.steps.enumerated().map { index, sent in
            if let dismissed = sent.dismissed, feature.isPresentation(dismissed) {
                return .object([
                    "prelude": .lines([]), "action": .string(""),
                    "send": .string((wiring.systemDismiss ?? "").replacing("{destination}", with: SwiftNames.escaped(dismissed))
                        .replacing("{F}", with: feature.name)),
                    "receives": .lines([]), "waits": .lines([]),
                ])
            }
            if let dismissed = sent.dismissed {
                let location = test.location.map { ", sourceLocation: spec.line(\($0.line))" } ?? ""
                let requirement = systemPopRequirement(stack, location: location)
                let pop = systemPop(dismissed, from: &stack)
                return .object([
                    "prelude": .lines(requirement), "action": .string(""), "send": .string(pop), "receives": .lines([]),
                    "waits": .lines([]),
                ])
            }
            for message in ExampleStack.messages(step: index, sent.message, results: test.receivedPerStep, of: feature) {
                _ = stack.send(message)
            }
            // A message that starts no effect may be sent another way (SVVS: a call with nothing to await).
            let message = model.messages.first { $0.message.name == sent.message }?.message
            var pattern = message?.effect == nil ? wiring.sendStartingNothing ?? wiring.send : wiring.send
            // Once a screen is open (TCA keeps an effect alive for it), a send's effects never all end.
            if let opening = wiring.sendOpening, screenOpen || feature.opener(reachedFrom: sent.message) != nil {
                pattern = opening
                screenOpen = true
            }
            // In a `pending` example, a message that leaves a run in flight is sent without waiting.
            let pending = pendingStep(test, index: index, runName: runNames[index])
            var prefix = ""
            if let start = pending?.start { (prefix, pattern) = start }
            let (prelude, action) = step(sent, lineWithout: ("    " + prefix + fill(pattern)).count, taken: &taken)
            // A store that queues what the effects send back (TCA's `TestStore`) receives each result.
            let received = index < test.receivedPerStep.count ? test.receivedPerStep[index] : []
            let receives = wiring.receive.map { receive in
                received.map { receive.replacing("{message}", with: SwiftNames.escaped($0)) }
            }
            return .object([
                "prelude": .lines(prelude), "action": .string(action),
                "send": .string(prefix + fill(pattern, message: action)),
                "receives": .lines(receives ?? []), "waits": .lines(pending?.waits ?? []),
            ])
        }
    }

    /// A store test whose trigger starts one effect, and whose result starts none, can also be run on
    /// the effect alone (a style's middleware with a recording dispatcher): the trigger, named
    /// `action`, and the result the effect must send, named `dispatched`, with the style's check
    /// (`TestWiring.sentResult`).
    func linkTest(_ test: TestCase) -> [String: MustacheValue] {
        guard test.steps.count == 1, test.steps[0].dismissed == nil, test.results.count <= 1,
            !test.results.contains(where: { result in
                (feature.actions + feature.results).first { $0.name == result.message }?.effect != nil
            })
        else { return ["isLink": .bool(false)] }
        // A stream whose element's result cancels it stops through the store only: run alone, it goes on.
        let trigger = (feature.actions + feature.results).first { $0.name == test.steps[0].message }
        if let stream = trigger?.effect.flatMap({ name in feature.effects.first { $0.name == name && $0.stream != nil } }),
            feature.results.contains(where: { $0.name == stream.success && $0.cancels.contains(stream.name) })
        {
            return ["isLink": .bool(false)]
        }
        let sent = test.results.first
        let sentMessage = sent.flatMap { result in model.messages.first { $0.message.name == result.message } }
        // A result whose values the test could not all work out (an argument it carries) cannot be built.
        guard sent == nil || sent?.arguments.count == sentMessage?.payloadNames.count else { return ["isLink": .bool(false)] }
        let type = sentMessage?.typeName
        let check = wiring.sentResult.flatMap { pattern in type.map { pattern.replacing("{type}", with: $0) } }
        return [
            "isLink": .bool(true),
            "actionLet": .lines(SwiftLayout.lines("let action = " + action(test.steps[0]), indent: 4)),
            "hasDispatched": .bool(sent != nil),
            "dispatchedLet": sent.map { .lines(SwiftLayout.lines("let dispatched = " + action($0), indent: 4)) } ?? .null,
            "dispatchedExpectation": check.map { .lines(SwiftLayout.lines($0, indent: 4)) } ?? .null,
        ]
    }
}

extension Dictionary where Key == String, Value == MustacheValue {
    fileprivate func string(_ key: String) -> String {
        if case .string(let text)? = self[key] { text } else { "" }
    }
}
