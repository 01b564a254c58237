import Mustache

/// A feature's tests (`FeatureTestPlan`) as the Mustache context of its style's test templates
/// (reducer, store or middleware, and example tests, the mock, the sample data), in every style. The
/// test cases are style-neutral data; the statements that need layout decisions (a line that does not
/// fit in 100 columns, a comment wrapped, a list of calls on one line or one per line) are made here
/// from the style's `TestWiring` and `MessageEncoding`; the rest is in each style's templates.
struct TestViewModel {
    let model: FeatureViewModel
    /// The spec as the tests name it (`SpecFile`): relative to the tests folder, or absolute.
    let specPathFromTests: String
    /// The feature's names that `fill` puts in patterns (hundreds of times per feature): worked out once.
    /// `order`, and `order` or `` `default` `` where it stands alone.
    let plainProperty: String
    let property: String
    /// The feature's property in the root state, escaped (`order`, `orderState`).
    let stateProperty: String

    init(model: FeatureViewModel, specPathFromTests: String) {
        self.model = model
        self.specPathFromTests = specPathFromTests
        plainProperty = SwiftNames.lowerCamel(model.feature.name)
        property = SwiftNames.escaped(plainProperty)
        stateProperty = SwiftNames.escaped(model.style.statePropertyName(model.feature.name))
    }

    var feature: Feature { model.testFeature }
    var style: OutputStyle { model.style }
    var wiring: OutputStyle.TestWiring { style.tests }
    var plan: FeatureTestPlan {
        FeatureTestPlan(feature: feature, fixtures: model.fixtures, testsGuardedReducers: wiring.reduceIgnoresWhen)
    }
    var mockName: String { wiring.mock }
    /// The mock's type (`MockOrderService`).
    var mockType: String { style.name(style.names.mockService, feature: feature.name) }
    /// The calls the test's double recorded (`service.calls`, `calls.value`).
    var recordedCalls: String { wiring.calls.filling("{mock}", with: mockName) }

    /// A test-wiring pattern filled in: `{F}`, `{state}`, `{message}`, and `{f}` (escaped where it stands
    /// alone, as in `.{f}(…)`; plain where a name goes on, as in `{f}Reducer`).
    func fill(_ pattern: String, message: String = "") -> String {
        guard pattern.utf8.contains(UInt8(ascii: "{")) else { return pattern }
        var text = pattern.filling("{F}", with: feature.name).filling("{state}", with: stateProperty)
        while text.holdsBytes("{f}"), let range = text.range(of: "{f}") {
            let continues = text[range.upperBound...].first.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
            text.replaceSubrange(range, with: continues ? plainProperty : property)
        }
        return text.filling("{message}", with: message)
    }

    var context: [String: MustacheValue] {
        let plan = plan
        var names = TestNames()
        let examples = plan.exampleCases.map { names.fitting($0) }
        let initial = plan.initialState
        // The plan works its cases out anew each time they are asked for: asked once here.
        let (reducerCases, allPolicyCases) = (plan.reducerCases, plan.policyCases)
        let reducerTests = reducerCases.flatMap { test -> [MustacheValue] in
            let tested = reducerTest(names.fitting(test))
            guard let own = ownChangesOfADismissal(test) else { return [tested] }
            return [tested, reducerTest(names.fitting(own))]
        }
        let storeTests = plan.storeCases.map { storeTest(names.fitting($0)) }
        // Through a store, a run started again is seen in the state only when the older answer would
        // leave another state than the newer one.
        let policyCases = allPolicyCases.filter {
            wiring.startRun == nil || $0.kind != .startedAgain || ($0.staleAnswer != nil && $0.test.checksState)
        }
        let policyTests = policyCases.map { policy in
            var policy = policy
            policy.test = names.fitting(policy.test)
            return policyTest(policy)
        }
        // For a style that tests every message through its runtime: the reducer tests of the messages
        // that start no effect, then the store tests (which cover the others).
        let stepTests = reducerTests.filter { $0.objectValue["startsEffect"] != .bool(true) }
            + storeTests.map { test in
                var object = test.objectValue
                object["isStoreTest"] = .bool(true)
                return .object(object)
            }
        return [
            "initialState": initial.fields.isEmpty && initial.initializerArguments.isEmpty ? .null : .object([
                "checksDefaults": .bool(!initial.fields.isEmpty),
                "fields": .list(initial.fields.map { .object(["name": .string(SwiftNames.escaped($0.field)), "value": .string(SwiftOperand.parenthesized($0.value))]) }),
                "notes": .lines(initial.unchecked.flatMap { CommentLines.lines("`\($0.field)` is not checked: \($0.reason) is not a literal value.", indent: 4) }),
                "initializer": initializerTest(initial.initializerArguments),
            ]),
            "reducerTests": .list(Positions.mark(reducerTests)),
            "routing": routingTest(reducerCases),
            "stackTests": .list(Positions.mark(stackTests(reducerCases, names: &names))),
            "presentationTests": .list(presentationTests(reducerCases, names: &names)),
            "closingTests": .list(closingTests(allPolicyCases, names: &names)),
            "otherScreensAction": otherScreensActionTest(),
            "storeTests": .list(Positions.mark(storeTests)),
            "hasStoreTests": .bool(!storeTests.isEmpty),
            "hasPolicyTests": .bool(!policyTests.isEmpty && (wiring.checksFieldByField || wiring.startRun != nil)),
            "stepTests": .list(Positions.mark(stepTests)),
            "eventTests": .list(wiring.checksFieldByField ? Positions.mark(eventTests(reducerCases, names: &names)) : []),
            "policyTests": .list(wiring.checksFieldByField || wiring.startRun != nil ? Positions.mark(policyTests) : []),
            "debounceTests": .list(
                wiring.stepSend == nil
                    ? [] : Positions.mark(allPolicyCases.filter { $0.kind == .debounced && !$0.test.changes.isEmpty }
                        .map(steppedDebounceTest))),
            "throttleTests": .list(
                wiring.stepSend == nil
                    ? [] : Positions.mark(allPolicyCases.filter { $0.kind == .throttled }.map(steppedThrottleTest))),
            "examples": .list(Positions.mark(examples.map { storeTest($0) })),
            "hasExamples": .bool(!examples.isEmpty),
            // Tests pass the store a clock: one they advance in the debounce tests, else none (no wait).
            "debounces": .bool(AppViewModel.debounces(feature)),
            "specFile": .string(SwiftLiteral.string(specPathFromTests)),
            "callsAreEquatable": .bool(plan.callsAreEquatable),
            "mocks": .list(Positions.mark(model.requirements.map(mock))),
            "hasMocks": .bool(!model.requirements.isEmpty),
            "hasResultProperties": .bool(model.requirements.contains { $0.signature.isThrowing || $0.returnType != nil }),
            "sampleModels": .list(feature.models.compactMap(sampleModel)),
            "property": .string(property),
            "navigationProperty": .string(style.navigationProperty),
            "serviceProperty": .string(fill(wiring.mockParameter)),
        ].merging(DependencyValue.testContext(for: feature)) { $1 }
    }

    // MARK: Tests

    /// The first reducer case once more, through the root reducer (the skill's `AppReducer`): the
    /// action reaches this feature's reducer, which changes this feature's part of the root state.
    private func routingTest(_ cases: [TestCase]) -> MustacheValue {
        // One that changes the state (through a root reducer that drops the action, it would then
        // fail), makes no ID (`uuid()` gives another one at each of the two calls) and opens or closes
        // no screen (the root reducer would do that too).
        func makesIDs(_ test: TestCase) -> Bool {
            let message = (feature.actions + feature.results).first { $0.name == test.steps[0].message }
            return (message?.assignments ?? []).contains { assignment in
                DependencyValue.uses(in: assignment.value.text, bound: message?.boundPayloadNames ?? []).contains(.uuid)
            }
        }
        guard
            let test = cases.first(where: {
                !$0.isParameterized && $0.steps.count == 1 && !$0.expected.isEmpty && !makesIDs($0)
                    && !$0.dismisses && $0.changes.allSatisfy {
                        $0.pushes.isEmpty && $0.closes.isEmpty && $0.presents == nil && $0.closesPresentations.isEmpty
                    }
            })
        else { return .null }
        var taken: Set<String> = []
        // The longer of the two lines that name the action: `AppReducer.reduce(…, action: .order(…))`.
        let single = step(test.steps[0], lineWithout: 4 + "\(model.style.app)Reducer.reduce(state: &state, action: .())".count
            + plainProperty.count, taken: &taken)
        return .object(rootStart(test.start).merging([
            "isOpenedSlot": .bool(isOpenedSlot),
            "prelude": .lines(single.prelude),
            "action": .string(single.action),
        ]) { $1 })
    }

    /// For a reducer that also sees other screens' actions (middleware): one of them, sent from a state
    /// in which every field holds another value, must change nothing.
    private func otherScreensActionTest() -> MustacheValue {
        let start = plan.everyFieldChanged
        return start.isEmpty ? .null : .object(["start": assignments(start, to: "state")])
    }

    /// `let state = OrderState(items: [Item(…)], isLoading: true)`, then each value read back: a
    /// public initializer that drops an argument fails.
    private func initializerTest(_ arguments: [TestCase.FieldValue]) -> MustacheValue {
        guard !arguments.isEmpty else { return .null }
        let list = arguments.map { "\(SwiftNames.argumentLabel($0.field)): \($0.value)" }.joined(separator: ", ")
        let type = style.name(style.names.state, feature: feature.name)
        return .object([
            "construction": .lines(SwiftLayout.lines("let state = \(type)(\(list))", indent: 4)),
            "fields": .list(arguments.map {
                .object(["name": .string(SwiftNames.escaped($0.field)), "value": .string(SwiftOperand.parenthesized($0.value))])
            }),
        ])
    }

    /// `.search(query: "tea", page: 2)`, `CatalogSearchAction(query: "tea", page: 2)`: a message, as the
    /// style builds it.
    func action(_ step: TestCase.Step) -> String {
        guard let message = model.messages.first(where: { $0.message.name == step.message }) else { return "" }
        return message.construction(values: step.arguments.map(\.value))
    }

    func arguments(_ arguments: [TestCase.Argument]) -> String {
        SwiftNames.argumentList(arguments.map { ($0.label, $0.value) })
    }

    /// `state.order.error = "Offline"`, laid out to fit in 100 columns (at 4 columns, inside a test).
    func assignments(_ values: [TestCase.FieldValue], to target: String) -> MustacheValue {
        .lines(assignmentLines(values, to: target))
    }

    func assignmentLines(_ values: [TestCase.FieldValue], to target: String) -> [String] {
        values.flatMap { SwiftLayout.lines("\(target).\(SwiftNames.escaped($0.field)) = \($0.value)", indent: 4) }
    }

    /// Comments for the fields a test does not state, then the line that takes each as it is.
    private func unchecked(_ test: TestCase, actual: String) -> [String] {
        test.unchecked.flatMap { field in
            CommentLines.lines(
                "`\(field.field)` is not checked: \(field.reason), which featuregen does not work out; "
                    + "an example can state it.", indent: 4)
                + ["expected.\(SwiftNames.escaped(field.field)) = \(actual).\(SwiftNames.escaped(field.field))"]
        }
    }

    /// A step whose line would pass 100 columns names its payload values first:
    /// `let payload: [Item] = […]`, then `.itemsLoaded(payload)`.
    func step(_ step: TestCase.Step, lineWithout: Int, taken: inout Set<String>) -> (prelude: [String], action: String) {
        let written = action(step)
        guard lineWithout + written.count > 100, step.arguments.allSatisfy({ $0.type != nil }) else { return ([], written) }
        var prelude: [String] = []
        var named = step
        for index in named.arguments.indices {
            var name = named.arguments[index].label ?? "payload"
            while taken.contains(name) || Self.testNames.contains(name) {
                name += "Value"
            }
            taken.insert(name)
            let argument = named.arguments[index]
            // The type is needed for a value such as `.loaded([…])`, not for `User(…)`.
            let type = argument.type.map { argument.value.hasPrefix($0 + "(") ? "" : ": \($0)" } ?? ""
            prelude += SwiftLayout.lines("let \(SwiftNames.escaped(name))\(type) = \(argument.value)", indent: 4)
            named.arguments[index].value = SwiftNames.escaped(name)
        }
        return (prelude, action(named))
    }

    /// Names the test templates declare (`let store`, `var expected`): a payload value named first
    /// takes another.
    static let testNames: Set<String> = [
        "state", "expected", "service", "repository", "store", "action", "dispatcher", "dispatched", "middleware",
        "viewState", "run", "first", "second", "calls", "spec", "screen",
    ]

    private func reducerTest(_ test: TestCase) -> MustacheValue {
        var taken: Set<String> = []
        let reduce = "    " + fill(wiring.reduce)
        let single = test.steps.first.map { step($0, lineWithout: reduce.count, taken: &taken) } ?? (prelude: [], action: "")
        let action = test.isParameterized ? "action" : single.action
        let startsEffect = test.steps.contains { step in
            (feature.actions + feature.results).first { $0.name == step.message }?.effect != nil
        }
        return .object(checkedSteps(test).merging(startArguments(test.start)) { $1 }.merging([
            "name": .string(test.name),
            // A style that sends the message through its runtime tests one that starts an effect in
            // its store tests instead.
            "startsEffect": .bool(startsEffect),
            "isParameterized": .bool(test.isParameterized),
            "arguments": .string(test.steps.map(self.action).joined(separator: ", ")),
            "prelude": .lines(test.isParameterized ? [] : single.prelude),
            "action": .string(action),
            "reduce": .string(fill(wiring.reduce, message: action)),
            "start": startLines(test, to: "state"),
            // A message that closes a screen starts with it open, even in a feature without fields.
            "hasStart": .bool(!withoutInputs(test.start).isEmpty || test.startsWithScreensOpen),
            "expected": assignments(test.expected, to: "expected"),
            "expectedIsVar": .bool(!test.expected.isEmpty || !test.unchecked.isEmpty),
            "unchecked": .lines(unchecked(test, actual: "state")),
            "dismisses": .bool(test.dismisses),
            "dismissingMessage": .string(test.steps.first?.message ?? ""),
            "root": rootNavigationTest(test).map(MustacheValue.object) ?? .null,
        ]) { $1 })
    }

    func storeTest(_ test: TestCase) -> MustacheValue {
        let location = test.location.map { ", sourceLocation: spec.line(\($0.line))" } ?? ""
        let storeState = fill(wiring.storeState)
        // A screen whose state is a slot of the root starts open. Once it dismissed itself, its state is
        // gone (skill, middleware) or its opener's to drop (svvs, tca): in no style is it checked.
        let opened = isOpenedSlot
        let closes = test.expectsDismissal == true
        let pushes = expectedPushes(test) + expectedPresentation(test)
        var object: [String: MustacheValue] = [
            "name": .string(test.name),
            "title": test.title.map { .string(SwiftLiteral.string($0)) } ?? .null,
            "answers": .lines(test.answers.flatMap { SwiftLayout.lines("\(mockName)." + answer($0), indent: 4) }),
            "hasStart": .bool(!withoutInputs(test.start).isEmpty || test.startsWithScreensOpen || opened),
            "steps": .list(steps(test)),
            "checksState": .bool(test.checksState && !closes),
            "expected": .lines(assignmentLines(test.expected, to: "expected") + pushes),
            "expectedIsVar": .bool(!test.expected.isEmpty || !test.unchecked.isEmpty || !pushes.isEmpty),
            "expectedStart": .string(
                opened ? "screen"
                    : withoutInputs(test.start).isEmpty && !test.startsWithScreensOpen
                    ? style.name(style.names.state, feature: feature.name) + "(" + startArgumentList(test.start) + ")"
                    : fill(wiring.state)),
            "unchecked": .lines(unchecked(test, actual: opened ? "(\(storeState) ?? expected)" : storeState)),
            "stateExpectation": .lines(SwiftLayout.lines("#expect(\(storeState) == expected\(location))", indent: 4)),
            "calls": .lines(callsExpectation(test)),
            "dismissalCheck": .lines(dismissalCheck(test, location: location)),
            "pathChecks": .lines(pathChecks(test, location: location) + destinationChecks(test, location: location)),
            "checksDismissal": .bool(test.expectsDismissal != nil),
            "throws": .bool(wiring.systemPopRequirement != nil && test.steps.contains { $0.dismissed != nil }),
        ]
        object.merge(rootStart(test.start)) { $1 }
        // A deep link: the screens open at the start, where the style keeps its stacks.
        if test.startsWithScreensOpen {
            if style.navigatesFromRoot {
                object["startPath"] = .list(test.startPath.map(pushedScreen))
                object["startPresented"] = .list(test.startDestination.map { [presentedScreen($0)] } ?? [])
            } else {
                object["start"] = startLines(test, to: fill(wiring.state))
            }
        }
        object.merge(linkTest(test)) { $1 }
        object.merge(checkedSteps(test)) { $1 }
        object.merge(doubles(test)) { $1 }
        object.merge(pendingContext(test)) { $1 }
        if wiring.checksFieldByField { object["fieldChecks"] = .lines(closes ? [] : fieldChecks(test)) }
        if !test.checksState, !closes, let step = test.steps.first {
            object["stateNote"] = .lines(
                CommentLines.lines(
                    "The state is not checked: a transition you write decides it (`\(step.message)` or a result "
                        + "it leads to); an example can state it.", indent: 4))
        }
        return .object(object)
    }

    /// `fetchOrdersResult = .success([…])`, set on the mock.
    func answer(_ answer: TestCase.Answer) -> String {
        let property = "\(answer.function)Result"
        switch answer.outcome {
        case .returns(let value): return "\(property) = " + (answer.isThrowing ? ".success(\(value))" : value)
        case .returnsNothing: return "\(property) = .success(())"
        case .fails(let text): return "\(property) = .failure(TestError(\(SwiftLiteral.string(text))))"
        }
    }
}

/// Adds `first` / `last` to the objects of a list, for separators in templates.
enum Positions {
    static func mark(_ values: [MustacheValue]) -> [MustacheValue] {
        values.enumerated().map { index, value in
            guard case .object(var object) = value else { return value }
            object["first"] = .bool(index == 0)
            object["last"] = .bool(index == values.count - 1)
            return .object(object)
        }
    }
}

/// `// …` (or `/// …`) comment lines, wrapped at word boundaries to fit in 100 columns.
enum CommentLines {
    static func lines(_ text: String, indent: Int, marker: String = "//") -> [String] {
        let width = 100 - indent - marker.count - 1
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(marker + " " + line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(marker + " " + line) }
        return lines
    }
}
