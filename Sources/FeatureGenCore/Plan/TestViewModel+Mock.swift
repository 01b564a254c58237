import Mustache

/// The mock service a feature's tests use (its call cases, recorded calls and configurable answers),
/// and the sample models of its `Samples` file.
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
}
