import Mustache

/// What the test templates of a style without a state value need (SVVS: the fields are properties of a
/// view state and its stores, so a test checks them one by one, not with one `==`): each field's
/// expected value, a test per message, and the policy tests (`FeatureTestPlan.PolicyCase`).
extension TestViewModel {
    /// `#expect(viewState.orders == [])` for every field whose value after the test is known: the
    /// expected value, else the start value, else its default (where the default is a literal value).
    /// Fields whose value cannot be worked out get a comment saying why. Nothing when the test does not
    /// check the state.
    func fieldChecks(_ test: TestCase) -> [String] {
        guard test.checksState else { return [] }
        let target = fill(wiring.storeState)
        let location = test.location.map { ", sourceLocation: spec.line(\($0.line))" } ?? ""
        let defaults = plan.initialState.fields
        var lines: [String] = []
        for field in feature.fields {
            if let unchecked = test.unchecked.first(where: { $0.field == field.name }) {
                lines += CommentLines.lines(
                    "`\(field.name)` is not checked: \(unchecked.reason), which featuregen does not work out; "
                        + "an example can state it.", indent: 4)
                continue
            }
            let value = test.expected.first { $0.field == field.name } ?? test.start.first { $0.field == field.name }
                ?? defaults.first { $0.field == field.name }
            guard let value else { continue }
            let expected = SwiftOperand.parenthesized(value.value)
            let check = "#expect(\(target).\(SwiftNames.escaped(field.name)) == \(expected)\(location))"
            lines += SwiftLayout.lines(check, indent: 4)
        }
        return lines + pushChecks(test, location: location) + presentationChecks(test, location: location)
    }

    /// What the test presented (or, for an example, the `destination` it states): the screen and the
    /// inputs it holds, or that nothing is presented.
    private func presentationChecks(_ test: TestCase, location: String) -> [String] {
        guard let final = test.finalDestination, let input = wiring.presentedInput, let none = wiring.noPresentationCheck
        else { return [] }
        let filled = screenCheckFiller(location: location)
        guard let presented = final else { return SwiftLayout.lines(filled(none), indent: 4) }
        // Only a screen the test's own messages presented has its `dismiss` wired (not one it started with).
        let opened = test.changes.last { $0.presents != nil }?.presents
        let showsDismissal = test.expectedDestination == nil && opened == presented
            && model.fixtures.dismissing.contains(presented.feature)
        let lines = screenChecks(
            wiring.presentCheck, input: input, screen: presented, name: "presented", readsIt: showsDismissal,
            filled: filled)
        return showsDismissal ? lines + wiring.presentedDismissal : lines
    }

    /// `{location}` and `{testing}` of a check filled in (a spec's model named `Issue` shadows Swift
    /// Testing's, which is then written `Testing.Issue`).
    private func screenCheckFiller(location: String) -> (String) -> String {
        let testing = ReservedNames.testingTypes.contains { model.fixtures.models[$0] != nil || model.fixtures.enums[$0] != nil }
        return { pattern in
            pattern.replacing("{location}", with: location).replacing("{testing}", with: testing ? "Testing." : "")
        }
    }

    /// The screens the test pushed (or, for an example, the `path` it states): how many are on the
    /// stack, and the inputs the last one holds.
    private func pushChecks(_ test: TestCase, location: String) -> [String] {
        let pushes = test.finalPath ?? []
        guard let input = wiring.pushedInput, let empty = wiring.emptyStackCheck else { return [] }
        let filled = screenCheckFiller(location: location)
        guard let last = pushes.last else {
            // `path: []`, or all closed: the stack is empty.
            return test.finalPath == nil ? [] : SwiftLayout.lines(filled(empty), indent: 4)
        }
        // A screen that can ask to be closed: the opener takes it off the stack (the generated tests show it).
        let showsDismissal = test.expectedPath == nil && model.fixtures.dismissing.contains(last.feature)
        let lines = screenChecks(
            wiring.pushCheck, input: input, screen: last, name: "pushed", readsIt: showsDismissal,
            filled: { filled($0).replacing("{count}", with: String(pushes.count)) })
        guard showsDismissal else { return lines }
        return lines + wiring.pushedDismissal.map { $0.replacing("{remaining}", with: String(pushes.count - 1)) }
    }

    /// That `screen` is the one pushed or presented (`pattern`: `{destination}`, and `{binding}`, which
    /// binds it as `name` where the test reads it), then each labelled input it holds (`input`).
    private func screenChecks(
        _ pattern: [String], input: String, screen: TestCase.Push, name: String, readsIt: Bool,
        filled: (String) -> String
    ) -> [String] {
        let binds = readsIt || screen.arguments.contains { $0.label != nil }
        var lines = pattern.flatMap {
            SwiftLayout.lines(
                filled($0).replacing("{destination}", with: screen.destination)
                    .replacing("{binding}", with: binds ? "(let \(name))" : ""),
                indent: 4)
        }
        for argument in screen.arguments {
            guard let label = argument.label else { continue }
            let check = filled(input).replacing("{label}", with: SwiftNames.escaped(label))
                .replacing("{value}", with: SwiftOperand.parenthesized(argument.value))
            lines += SwiftLayout.lines(check, indent: 4)
        }
        return lines
    }

    /// One test per message with a `set` (messages that make the same change are tested one by one:
    /// a method is not a value a parameterised test can take), checking every field right after the
    /// message, before any effect it starts has run.
    func eventTests(_ reducerCases: [TestCase], names: inout TestNames) -> [MustacheValue] {
        let messages = feature.actions + feature.results
        let tests = reducerCases.flatMap { test -> [TestCase] in
            guard test.isParameterized else { return [test] }
            return test.steps.compactMap { step in
                guard let message = messages.first(where: { $0.name == step.message }) else { return nil }
                var single = test
                single.name = FeatureTestPlan.reducerTestName([message])
                single.steps = [step]
                single.isParameterized = false
                return single
            }
        }
        return tests.map { names.fitting($0) }.map { test in
            let message = test.steps.first.flatMap { step in messages.first { $0.name == step.message } }
            let startsRun = message?.effect != nil
            var taken: Set<String> = []
            let call = "    " + (startsRun ? "let run = " : "") + fill(wiring.reduce)
            let sent = test.steps.first.map { step($0, lineWithout: call.count, taken: &taken) } ?? (prelude: [], action: "")
            return .object(startArguments(test.start).merging([
                "name": .string(test.name),
                "start": startLines(test, to: fill(wiring.state)),
                "prelude": .lines(sent.prelude),
                "call": .string(fill(wiring.reduce, message: sent.action)),
                "startsRun": .bool(startsRun),
                "fieldChecks": .lines(fieldChecks(test)),
                "dismisses": .bool(test.dismisses),
                "dismissingMessage": .string(test.steps.first?.message ?? ""),
            ]) { $1 })
        }
    }

    /// A policy test: the trigger's run, held at the mock's gate, then stopped (by a message, by
    /// cancelling its task, or by the trigger sent again); the state and the calls afterwards.
    func policyTest(_ policy: FeatureTestPlan.PolicyCase) -> MustacheValue {
        let test = policy.kind == .throttled ? Self.endingAtWindowEnd(policy.test, date: "endOfWindow()") : policy.test
        var taken: Set<String> = []
        // A store style starts the run through its store, and checks the whole state as its store tests do.
        let start = wiring.startRun ?? wiring.reduce
        let sends = test.steps.enumerated().map { index, sent -> (prelude: [String], action: String, message: String) in
            let name = policy.kind == .startedAgain || policy.kind == .debounced
                ? (index == 0 ? "first" : "second") : (index == 0 ? "run" : "")
            let call = "    " + (name.isEmpty ? "" : "let \(name) = ") + fill(start)
            let (prelude, action) = step(sent, lineWithout: call.count, taken: &taken)
            return (prelude, fill(start, message: action), action)
        }
        let store = wiring.startRun == nil ? [:] : storeTest(test).objectValue
        var staleAnswer: [String] = []
        if let stale = policy.staleAnswer { staleAnswer = SwiftLayout.lines("\(mockName)." + answer(stale), indent: 4) }
        let throttled: MustacheValue = policy.kind == .throttled ? throttleContext(policy, start: start) : .null
        let first = sends.first
        let firstCall: MustacheValue = .string(first?.action ?? "")
        // The message alone, for a test that hands it to one middleware itself.
        let firstAction: MustacheValue = .string(first?.message ?? "")
        return .object(store.merging(startArguments(test.start)) { $1 }.merging([
            "firstCall": firstCall,
            "firstAction": firstAction,
            "name": .string(test.name),
            "effectName": .string(policy.effect.name),
            "answers": .lines(test.answers.flatMap { SwiftLayout.lines("\(mockName)." + answer($0), indent: 4) }),
            "start": startLines(test, to: fill(wiring.state)),
            "firstPrelude": .lines(sends.first?.prelude ?? []),
            "secondPrelude": .lines(sends.dropFirst().first?.prelude ?? []),
            "secondCall": sends.dropFirst().first.map { .string($0.action) } ?? .null,
            "cancelledByMessage": .bool(policy.kind == .cancelledByMessage),
            "cancelledTask": .bool(policy.kind == .cancelledTask),
            "startedAgain": .bool(policy.kind == .startedAgain),
            "debounced": debounceContext(policy),
            "throttled": throttled,
            "fieldChecks": .lines(fieldChecks(test)),
            "calls": .lines(callsExpectation(test)),
            "staleAnswer": .lines(staleAnswer),
            "mockVariable": .string(mockName),
            "mockType": .string(mockType),
            "storeType": .string(wiring.store),
        ]) { $1 })
    }

    /// A debounce test for styles whose tests state every step (TCA): the trigger sent twice, a test
    /// clock advanced to just before the wait ends (nothing called yet), then to its end; the result
    /// received.
    func steppedDebounceTest(_ policy: FeatureTestPlan.PolicyCase) -> MustacheValue {
        var object = storeTest(policy.test).objectValue
        object["clock"] = .string("clock")
        object["effectName"] = .string(policy.effect.name)
        object.merge(debounceContext(policy).objectValue) { $1 }
        return .object(object)
    }

    /// A throttle test through a runtime: the trigger sent at the fixed `now`, again 1 ms before the
    /// window ends (nothing called), and at its end (called again); each send waits for its run.
    private func throttleContext(_ policy: FeatureTestPlan.PolicyCase, start: String) -> MustacheValue {
        var taken: Set<String> = []
        let finish = wiring.finishRun ?? "await {run}"
        let steps = policy.test.steps.map { sent -> MustacheValue in
            let line = "      " + finish.replacing("{run}", with: fill(start))
            let (prelude, action) = step(sent, lineWithout: line.count, taken: &taken)
            return .object([
                "prelude": .lines(prelude), "finish": .string(finish.replacing("{run}", with: fill(start, message: action))),
            ])
        }
        guard steps.count == 3 else { return .null }
        var object = throttleTimes(policy).objectValue
        object["first"] = steps[0]
        object["within"] = steps[1]
        object["after"] = steps[2]
        return .object(object)
    }

    /// A throttle test's moments, in seconds after the first call: a millisecond before the window
    /// ends, and its end. A whole number of seconds after the test's date is exact as a `Date`; another
    /// end is rounded, so that test waits a millisecond more.
    func throttleTimes(_ policy: FeatureTestPlan.PolicyCase) -> MustacheValue {
        let window = policy.effect.throttleMilliseconds ?? 0
        let end = Effect.seconds(milliseconds: window % 1000 == 0 ? window : window + 1)
        return .object([
            "justWithin": .string(Effect.seconds(milliseconds: window - 1)), "endOfWindow": .string(end),
            "windowText": .string(policy.effect.throttleText ?? ""), "effectName": .string(policy.effect.name),
            "function": .string(policy.effect.call.function),
        ])
    }

    /// A throttle test's last send comes at the window's end, so a field it (or its answer) sets to
    /// `now` ends at that `date`, not at the fixed `now` the plan works with.
    static func endingAtWindowEnd(_ test: TestCase, date: String) -> TestCase {
        var test = test
        for index in test.expected.indices where test.expected[index].value == DependencyValue.testNow {
            test.expected[index].value = date
        }
        return test
    }

    /// TCA's throttle test: each step stated, as the store tests do, with the date moved between sends.
    func steppedThrottleTest(_ policy: FeatureTestPlan.PolicyCase) -> MustacheValue {
        var object = storeTest(policy.test).objectValue
        guard let send = wiring.stepSend, let receive = wiring.receive, var statements = StepStatements(policy.test, self)
        else { return .null }
        let test = policy.test
        let times = throttleTimes(policy).objectValue
        let resultsPerCall = test.results.count / 2
        var taken: Set<String> = []
        var lines: [String] = []
        var changes = test.changes.makeIterator()
        var results = test.results.makeIterator()
        let lastCall = Feature.lastCallField(of: policy.effect)
        for (index, sent) in test.steps.enumerated() {
            var date: String?
            if index > 0, case .string(let offset) = times[index == 1 ? "justWithin" : "endOfWindow"] {
                date = "start.addingTimeInterval(\(offset))"
                lines.append("store.dependencies.date.now = \(date ?? "")")
            }
            // The plan's `now` is the fixed date; the later sends come at later ones: the throttle's
            // last call, and each field set to `now`, take the send's date.
            func atSendDate(_ change: TestCase.Change?) -> TestCase.Change? {
                guard let date, var change else { return change }
                // The send within the window leaves the last call's date as it was.
                for at in change.fields.indices where change.fields[at].field == lastCall
                    ? index == 2 : change.fields[at].value == DependencyValue.testNow
                {
                    change.fields[at].value = date
                }
                return change
            }
            let (prelude, action) = step(sent, lineWithout: 4 + fill(send).count + 2, taken: &taken)
            lines += prelude + statements.statement(fill(send, message: action), atSendDate(changes.next()))
            // The send within the window calls nothing, so nothing comes back.
            guard index != 1 else { continue }
            for _ in 0..<resultsPerCall {
                guard let result = results.next() else { break }
                lines += statements.statement(receive.replacing("{message}", with: result.message), atSendDate(changes.next()))
            }
        }
        object["throttleSteps"] = .lines(lines)
        object.merge(times) { $1 }
        return .object(object)
    }

    /// A debounce test's times: the wait, and a moment before it ends.
    private func debounceContext(_ policy: FeatureTestPlan.PolicyCase) -> MustacheValue {
        guard policy.kind == .debounced, let wait = policy.effect.debounceMilliseconds,
            let duration = policy.effect.debounceDuration
        else { return .null }
        return .object([
            "justBefore": .string(Effect.duration(milliseconds: wait - 1)),
            "wait": .string(duration),
            "waitText": .string(policy.effect.debounceText ?? ""),
        ])
    }
}
