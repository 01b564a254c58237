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
            return .object([
                "name": .string(test.name),
                "start": assignments(test.start, to: fill(wiring.state)),
                "prelude": .lines(sent.prelude),
                "call": .string(fill(wiring.reduce, message: sent.action)),
                "startsRun": .bool(startsRun),
                "fieldChecks": .lines(fieldChecks(test)),
            ])
        }
    }

    /// A policy test: the trigger's run, held at the mock's gate, then stopped (by a message, by
    /// cancelling its task, or by the trigger sent again); the state and the calls afterwards.
    func policyTest(_ policy: FeatureTestPlan.PolicyCase) -> MustacheValue {
        let test = policy.test
        var taken: Set<String> = []
        // A store style starts the run through its store, and checks the whole state as its store tests do.
        let start = wiring.startRun ?? wiring.reduce
        let sends = test.steps.enumerated().map { index, sent -> (prelude: [String], action: String) in
            let name = policy.kind == .startedAgain || policy.kind == .debounced
                ? (index == 0 ? "first" : "second") : (index == 0 ? "run" : "")
            let call = "    " + (name.isEmpty ? "" : "let \(name) = ") + fill(start)
            let (prelude, action) = step(sent, lineWithout: call.count, taken: &taken)
            return (prelude, fill(start, message: action))
        }
        let store = wiring.startRun == nil ? [:] : storeTest(test).objectValue
        var staleAnswer: [String] = []
        if let stale = policy.staleAnswer { staleAnswer = SwiftLayout.lines("\(mockName)." + answer(stale), indent: 4) }
        return .object(store.merging([
            "name": .string(test.name),
            "effectName": .string(policy.effect.name),
            "answers": .lines(test.answers.flatMap { SwiftLayout.lines("\(mockName)." + answer($0), indent: 4) }),
            "start": assignments(test.start, to: fill(wiring.state)),
            "firstPrelude": .lines(sends.first?.prelude ?? []),
            "firstCall": .string(sends.first?.action ?? ""),
            "secondPrelude": .lines(sends.dropFirst().first?.prelude ?? []),
            "secondCall": sends.dropFirst().first.map { .string($0.action) } ?? .null,
            "cancelledByMessage": .bool(policy.kind == .cancelledByMessage),
            "cancelledTask": .bool(policy.kind == .cancelledTask),
            "startedAgain": .bool(policy.kind == .startedAgain),
            "debounced": debounceContext(policy),
            "fieldChecks": .lines(fieldChecks(test)),
            "calls": .lines(callsExpectation(test)),
            "staleAnswer": .lines(staleAnswer),
            "mockVariable": .string(mockName),
            "mockType": .string(style.name(style.names.mockService, feature: feature.name)),
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
