import Mustache

/// What the generated tests of one feature contain: reducer tests for every declared transition,
/// store tests for every effect's success and failure, the mock service and sample data.
struct TestViewModel {
    let model: FeatureViewModel
    let diagnostics: DiagnosticCollector

    private var feature: Feature { model.feature }
    private var stateType: String { "\(feature.name)State" }
    private var property: String { SwiftNames.escaped(SwiftNames.lowerCamel(feature.name)) }

    var context: [String: MustacheValue] {
        [
            "reducerTests": .list(Positions.mark(reducerTests)),
            "storeTests": .list(Positions.mark(storeTests)),
            "mocks": .list(Positions.mark(model.requirements.compactMap(mock))),
            "sampleModels": .list(feature.models.compactMap(sampleModel)),
            "property": .string(property),
            "serviceProperty": .string(SwiftNames.lowerCamel(feature.name) + "Service"),
        ]
    }

    // MARK: Reducer tests

    private var reducerTests: [MustacheValue] {
        let declared = model.messages.filter { $0.message.assignments != nil }
        // Messages without payload that make the same change share one parameterised test.
        var groups: [(key: String, members: [MessageModel])] = []
        for message in declared {
            let key = message.payloadNames.isEmpty ? outcomeKey(message) : "\u{0}" + message.message.name
            if let index = groups.firstIndex(where: { $0.key == key }) {
                groups[index].members.append(message)
            } else {
                groups.append((key, [message]))
            }
        }
        return groups.compactMap { group in
            group.members.count > 1 ? parameterizedTest(group.members) : reducerTest(group.members[0])
        }
    }

    private func outcomeKey(_ message: MessageModel) -> String {
        (message.message.assignments ?? []).map { "\($0.field)=\($0.value.text)" }.joined(separator: "\n")
    }

    private func testName(_ names: [String], _ message: MessageModel) -> String {
        let fields = (message.message.assignments ?? []).map { SwiftNames.upperFirst($0.field) }
        let outcome = fields.isEmpty ? "changesNothing" : "sets" + fields.joined(separator: "And")
        let joined = names[0] + names.dropFirst().map { "Or" + SwiftNames.upperFirst($0) }.joined()
        return joined + "_" + outcome
    }

    private func reducerTest(_ message: MessageModel) -> MustacheValue? {
        guard let values = payloadValues(message) else { return nil }
        var lets = zip(message.payloadNames, zip(message.payloadTypes, values)).map { name, typed in
            "let \(SwiftNames.escaped(name)): \(typed.0) = \(typed.1)"
        }
        let readsState = (message.message.assignments ?? []).contains { ExpressionNames.uses("state", in: $0.value.text) }
        if readsState { lets.insert("let initial = \(stateType)()", at: 0) }
        let names = message.payloadNames.map(SwiftNames.escaped)
        return .object([
            "name": .string(testName([message.message.name], message)),
            "isParameterized": .bool(false),
            "lets": .lines(lets),
            "initial": .string(readsState ? "initial" : "\(stateType)()"),
            "action": .string(message.construction(values: names)),
            "expected": .string(expectedState(message)),
        ])
    }

    private func parameterizedTest(_ messages: [MessageModel]) -> MustacheValue {
        .object([
            "name": .string(testName(messages.map(\.message.name), messages[0])),
            "isParameterized": .bool(true),
            "arguments": .string(messages.map { $0.construction(values: []) }.joined(separator: ", ")),
            "expected": .string(expectedState(messages[0])),
        ])
    }

    /// `OrderState(isLoading: true, error: nil)`: the start state with the `set` applied, fields in
    /// declaration order; `state.x` in an expression reads the start state, `initial`.
    private func expectedState(_ message: MessageModel) -> String {
        let assignments = message.message.assignments ?? []
        let arguments = feature.fields.compactMap { field -> String? in
            guard let assignment = assignments.first(where: { $0.field == field.name }) else { return nil }
            let value = ExpressionNames.renaming("state", to: "initial", in: assignment.value.text)
            return "\(SwiftNames.argumentLabel(field.name)): \(value)"
        }
        return "\(stateType)(\(arguments.joined(separator: ", ")))"
    }

    /// Example values for a message's payload, or nil (with a warning) when one cannot be made.
    private func payloadValues(_ message: MessageModel) -> [String]? {
        var values: [String] = []
        for type in message.payloadTypes {
            guard let value = model.fixtures.value(for: type) else {
                diagnostics.warning(
                    "no example value for `\(type)`, so `\(message.message.name)` gets no generated test",
                    at: message.message.location,
                    notes: [.init("add one under `fixtures:`, e.g. `\(type): …`")])
                return nil
            }
            values.append(value)
        }
        return values
    }

    // MARK: Store tests

    private var storeTests: [MustacheValue] {
        model.effects.flatMap { effect -> [MustacheValue] in
            guard let values = payloadValues(effect.trigger) else { return [] }
            let requirement = ServiceRequirement(effect: effect.effect, feature: feature)
            let function = effect.effect.call.function
            let names = effect.trigger.payloadNames.map(SwiftNames.escaped)
            let payloadLets = zip(names, zip(effect.trigger.payloadTypes, values)).map { "let \($0): \($1.0) = \($1.1)" }
            let action = effect.trigger.construction(values: names)
            let trigger = effect.trigger.message.name
            var tests: [MustacheValue] = []
            func test(_ outcome: String, lets: [String], configure: [String], result: String?) {
                tests.append(.object([
                    "name": .string("\(trigger)_when\(SwiftNames.upperFirst(function))\(outcome)"),
                    "lets": .lines(payloadLets + lets), "configure": .lines(configure),
                    "sentAction": .string(".\(property)(\(action))"),
                    "steps": .lines([action] + (result.map { [$0] } ?? [])),
                    "callCount": .string("\(function)CallCount"),
                ]))
            }
            // A result that starts another effect would need that chain too; its own test covers it.
            let success = effect.effect.success.flatMap(effect.result(named:))
            if success?.message.effect == nil {
                let outcome = "Succeeds_" + self.outcome(success)
                let throwing = requirement.signature.isThrowing
                if let returnType = requirement.returnType {
                    if let value = model.fixtures.value(for: returnType) {
                        test(
                            outcome, lets: ["let response: \(returnType) = \(value)"],
                            configure: ["\(function)Result = " + (throwing ? ".success(response)" : "response")],
                            result: success?.construction(values: ["response"]))
                    }
                } else {
                    test(
                        outcome, lets: [], configure: throwing ? ["\(function)Result = .success(())"] : [],
                        result: success?.construction(values: []))
                }
            }
            if requirement.signature.isThrowing {
                let failure: MessageModel? =
                    if case .result(let name) = effect.effect.failure { effect.result(named: name) } else { nil }
                if failure?.message.effect == nil {
                    var lets: [String] = []
                    var values: [String] = []
                    if let type = failure?.payloadTypes.first {
                        let value = type == SwiftTypeText.equatableError
                            ? "EquatableError(TestError.sample)" : "TestError.sample.readableDescription"
                        lets.append("let failure = \(value)")
                        values.append("failure")
                    }
                    test(
                        "Fails_" + outcome(failure), lets: lets, configure: ["\(function)Result = .failure(TestError.sample)"],
                        result: failure?.construction(values: values))
                }
            }
            return tests
        }
    }

    private func outcome(_ result: MessageModel?) -> String {
        result.map { "sends" + SwiftNames.upperFirst($0.message.name) } ?? "sendsNothing"
    }

    // MARK: Mock service and sample data

    private func mock(_ requirement: ServiceRequirement) -> MustacheValue? {
        let function = requirement.signature.function
        let signature = requirement.signature
        var object: [String: MustacheValue] = [
            "declaration": .string(requirement.declaration),
            "callCountProperty": .string("\(function)CallCount"),
        ]
        let returned = requirement.returnType
        let fixture = returned.flatMap(model.fixtures.value(for:))
        if signature.isThrowing {
            object["resultProperty"] = .string("\(function)Result")
            object["resultType"] = .string("Result<\(returned ?? "Void"), any Error>")
            object["resultDefault"] = .string(returned == nil ? ".success(())" : fixture.map { ".success(\($0))" } ?? ".failure(TestError.sample)")
            object["returnLine"] = .string(returned == nil ? "try \(function)Result.get()" : "return try \(function)Result.get()")
        } else if let returned {
            guard let fixture else {
                diagnostics.error(
                    "no example value for `\(returned)`, which the mock of `\(function)` must return",
                    at: signature.location, notes: [.init("add one under `fixtures:`, e.g. `\(returned): …`")])
                return nil
            }
            object["resultProperty"] = .string("\(function)Result")
            object["resultType"] = .string(returned)
            object["resultDefault"] = .string(fixture)
            object["returnLine"] = .string("return \(function)Result")
        }
        if !signature.parameters.isEmpty {
            let names = signature.parameters.map { SwiftNames.escaped($0.name) }
            let types = requirement.parameters.map { String($0[$0.index(after: $0.firstIndex(of: ":")!)...].dropFirst()) }
            object["argumentsProperty"] = .string("\(function)Calls")
            if names.count == 1 {
                object["argumentsType"] = .string(types[0])
                object["argumentsValue"] = .string(names[0])
            } else {
                object["argumentsType"] = .string("(" + zip(names, types).map { "\($0): \($1)" }.joined(separator: ", ") + ")")
                object["argumentsValue"] = .string(
                    "(" + zip(signature.parameters, names).map { "\(SwiftNames.argumentLabel($0.name)): \($1)" }
                        .joined(separator: ", ") + ")")
            }
        }
        return .object(object)
    }

    private func sampleModel(_ modelType: Model) -> MustacheValue? {
        var arguments: [String] = []
        for (index, field) in modelType.fields.enumerated() {
            let type = SwiftTypeText.replacingErrors(field.type.text)
            let value: String
            switch type {
            case "Int": value = "index + 1"
            case "Int64", "Int32", "Int16", "UInt", "UInt64", "UInt32": value = "\(type)(index + 1)"
            case "String": value = "\"\(field.name) \\(index + 1)\""
            case "Double", "Float": value = "\(type)(index) + 1.5"
            case "Bool": value = "index % 2 == 0"
            default:
                guard let fixture = model.fixtures.value(for: type), !fixture.contains("\(modelType.name).sample") else {
                    diagnostics.error(
                        "no example value for `\(type)` (field `\(field.name)` of model `\(modelType.name)`)",
                        at: modelType.location, notes: [.init("add one under `fixtures:`, e.g. `\(type): …`")])
                    return nil
                }
                value = fixture
            }
            let comma = index == modelType.fields.count - 1 ? "" : ","
            arguments.append("\(SwiftNames.argumentLabel(field.name)): \(value)\(comma)")
        }
        return .object(["name": .string(modelType.name), "arguments": .lines(arguments)])
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
