import Mustache

/// The mock service a feature's tests use (its call cases, recorded calls and configurable answers),
/// the sample models of its `Samples` file, and the check of the calls a test expects.
extension TestViewModel {
    func mock(_ requirement: ServiceRequirement) -> MustacheValue {
        let signature = requirement.signature
        let function = requirement.function
        var object: [String: MustacheValue] = [
            "declaration": .string(requirement.declaration), "gateName": .string(SwiftLiteral.string(signature.function)),
        ]
        // `case searchItems(query: String, page: Int)`, recorded as `.searchItems(query: query, page: page)`.
        let types = signature.parameters.map { SwiftTypeText.replacingErrors($0.type.text) }
        let labels = Self.callLabels(signature)
        if signature.parameters.isEmpty {
            object["callCase"] = .string(function)
            object["callRecord"] = .string(".\(function)")
        } else {
            let declared = zip(labels, types).map { label, type in
                label.map { "\(Self.caseLabel($0)): \(type)" } ?? type
            }
            let recorded = zip(labels, signature.parameters).map { label, parameter in
                let name = SwiftNames.escaped(parameter.name)
                return label.map { "\(SwiftNames.argumentLabel($0)): \(name)" } ?? name
            }
            object["callCase"] = .string("\(function)(\(declared.joined(separator: ", ")))")
            object["callRecord"] = .string(".\(function)(\(recorded.joined(separator: ", ")))")
        }
        let returned = requirement.returnType
        let fixture = returned.flatMap(model.fixtures.value(for:))
        if let stream = requirement.effect.stream {
            // Answers with the elements a test gives it (none until then), replayed as a stream.
            let elements = "[\(SwiftTypeText.replacingErrors(stream.element.text))]"
            object["resultProperty"] = .string("\(signature.function)Result")
            object["resultType"] = .string(stream.isThrowing ? "Result<\(elements), any Error>" : elements)
            object["resultDefault"] = .string(stream.isThrowing ? ".success([])" : "[]")
            object["returnLine"] = .string(
                "return \(stream.isThrowing ? "AsyncThrowingStream" : "AsyncStream")(replaying: answer)")
        } else if signature.isThrowing {
            let fallback = ".failure(TestError(\(SwiftLiteral.string("\(signature.function) was not answered"))))"
            object["resultProperty"] = .string("\(signature.function)Result")
            object["resultType"] = .string("Result<\(returned ?? "Void"), any Error>")
            object["resultDefault"] = .string(returned == nil ? ".success(())" : fixture.map { ".success(\($0))" } ?? fallback)
            object["returnLine"] = .string((returned == nil ? "" : "return ") + "try answer.get()")
        } else if let returned, let fixture {
            // Validation makes sure a call that cannot throw has an example value to return.
            object["resultProperty"] = .string("\(signature.function)Result")
            object["resultType"] = .string(returned)
            object["resultDefault"] = .string(fixture)
            object["returnLine"] = .string("return answer")
        }
        return .object(object)
    }

    /// A label of an enum case's value: `let`, `var` and `inout` need backticks where the case is
    /// declared (and only `inout` where it is built: `.items(let: 1)`).
    static func caseLabel(_ label: String) -> String {
        ["let", "var", "inout"].contains(label) ? "`\(label)`" : label
    }

    /// The labels of a requirement's case in the mock's `Call`: the call's own labels, or, when two
    /// are the same (`f(with a: Int, with b: Int)`, which an enum case cannot have), the parameter names.
    static func callLabels(_ signature: Signature) -> [String?] {
        let labels = signature.parameters.map(\.label)
        let written = labels.compactMap { $0 }
        return Set(written).count == written.count ? labels : signature.parameters.map(\.name)
    }

    /// `User(id: index + 1, name: "name \(index + 1)", …)`, for `User.samples(count:)`.
    func sampleModel(_ modelType: Model) -> MustacheValue? {
        var arguments: [String] = []
        for (index, field) in modelType.fields.enumerated() {
            // Validation makes sure every field has a value (`TestValueRules`).
            guard let value = TestValueRules.modelFieldValue(field, of: modelType, fixtures: model.fixtures) else {
                return nil
            }
            let comma = index == modelType.fields.count - 1 ? "" : ","
            arguments.append("\(SwiftNames.argumentLabel(field.name)): \(value)\(comma)")
        }
        return .object(["name": .string(modelType.name), "arguments": .lines(arguments)])
    }

    /// `#expect(service.calls == [.fetchOrders])`, one call per line when the list does not fit.
    func callsExpectation(_ test: TestCase) -> [String] {
        switch test.calls {
        case .unchecked:
            return []
        case .count(let count, let reason):
            return CommentLines.lines("The calls' arguments are not checked: \(reason).", indent: 4)
                + ["#expect(\(recordedCalls).count == \(count))"]
        case .exactly(let calls, let location):
            let items = calls.map { call in
                let name = SwiftNames.escaped(call.function)
                let signature = feature.effects.first { $0.call.function == call.function }?.call
                var values = call.arguments
                if let labels = signature.map(Self.callLabels), labels.count == values.count {
                    for index in values.indices { values[index].label = labels[index] }
                }
                return values.isEmpty ? ".\(name)" : ".\(name)(\(arguments(values)))"
            }
            let suffix = location.map { ", sourceLocation: spec.line(\($0.line))" } ?? ""
            let list = "[\(items.joined(separator: ", "))]"
            guard calls.contains(where: { $0.arguments.contains { Self.leavesTypesOpen($0.value) } }) else {
                return SwiftLayout.lines("#expect(\(recordedCalls) == \(list)\(suffix))", indent: 4)
            }
            // An argument that is worked out (`"a".split(…).last ?? ""`) inside an untyped list inside
            // `#expect` can make the type checker give up: the list gets its type first.
            let callType = wiring.callType.map { fill($0) } ?? mockType + ".Call"
            return SwiftLayout.lines("let expectedCalls: [\(callType)] = \(list)", indent: 4)
                + SwiftLayout.lines("#expect(\(recordedCalls) == expectedCalls\(suffix))", indent: 4)
        }
    }

    /// A literal, or the `)` or `]` that closes a call or a list: a `.` after it names a member of a
    /// value, not an enum case.
    private static func endsAValue(_ token: SwiftToken) -> Bool {
        [.string, .integer, .float].contains(token.kind) || token.isSymbol(")") || token.isSymbol("]")
    }

    /// True for a value the type checker must work out (operators, `?`, closures, a member of a
    /// value), not a literal, an enum case or a type's initializer.
    static func leavesTypesOpen(_ value: String) -> Bool {
        var previous: SwiftToken?
        for token in SwiftTokenizer.tokenize(value) {
            defer { previous = token }
            switch token.kind {
            case .operator where !(token.text == "-" && previous == nil):
                return true
            case .punctuation where ["?", "!", "{"].contains(token.text):
                return true
            case .punctuation where token.text == "." && (previous.map(Self.endsAValue) ?? false):
                return true
            case .string where token.text.contains("\\("):
                return true
            default:
                continue
            }
        }
        return false
    }
}
