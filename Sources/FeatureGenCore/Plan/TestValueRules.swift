/// What the generated tests need of a spec, as one list of problems. The validator reports them, so
/// `validate` refuses (or warns about) exactly what `generate` could not write; the planner relies on
/// them and uses the same rules (`Fixtures`, `SampleMaker`, `modelFieldValue`) to write the tests.
enum TestValueRules {
    /// Field types `{Model}.samples(count:)` fills from the sample's index, without a fixture.
    static let indexedTypes: Set<String> = [
        "Int", "Int64", "Int32", "Int16", "UInt", "UInt64", "UInt32", "String", "Double", "Float", "Bool",
    ]

    /// The value a field of `model` gets in `samples(count:)` (`index` is the sample's number from 0),
    /// or nil when featuregen cannot make one: a type without a fixture, or one whose fixture is the
    /// model's own sample (it would never end).
    static func modelFieldValue(_ field: ModelField, of model: Model, fixtures: Fixtures) -> String? {
        let type = SwiftTypeText.replacingErrors(field.type.text)
        switch type {
        case "Int": return "index + 1"
        case "Int64", "Int32", "Int16", "UInt", "UInt64", "UInt32": return "\(type)(index + 1)"
        case "String": return "\"\(field.name) \\(index + 1)\""
        case "Double", "Float": return "\(type)(index) + 1.5"
        // Not `index % 2 == 0`: beside other literals it can exceed the type checker's time limit
        // (random specs, seed 1063).
        case "Bool": return "index.isMultiple(of: 2)"
        default:
            guard let fixture = fixtures.value(for: type), !fixture.contains("\(model.name).sample") else { return nil }
            return fixture
        }
    }

    struct Problem: Sendable, Equatable {
        var isError: Bool
        var message: String
        var location: SourceLocation
        var notes: [Diagnostic.Note] = []
    }

    static func problems(in features: [Feature]) -> [Problem] {
        let fixtures = Fixtures(features: features)
        var problems: [Problem] = []
        for feature in features {
            // A stream's mock needs none: it sends no element until a test gives it some.
            for effect in feature.effects where !effect.call.isThrowing && effect.stream == nil {
                guard let returned = effect.call.returnType.map({ SwiftTypeText.replacingErrors($0.text) }),
                    fixtures.value(for: returned) == nil
                else { continue }
                problems.append(Problem(
                    isError: true,
                    message: "no example value for `\(returned)`, which the mock of `\(effect.call.function)` must return",
                    location: effect.call.location,
                    notes: [
                        .init("add one under `fixtures:`, e.g. `\(returned): …`"),
                        .init("a call that can throw needs none: its mock fails until a test sets a result"),
                    ]))
            }
            for model in feature.models {
                for field in model.fields where modelFieldValue(field, of: model, fixtures: fixtures) == nil {
                    let type = SwiftTypeText.replacingErrors(field.type.text)
                    problems.append(Problem(
                        isError: true, message: "no example value for `\(type)` (field `\(field.name)` of model `\(model.name)`)",
                        location: model.location, notes: [.init("add one under `fixtures:`, e.g. `\(type): …`")]))
                }
            }
            problems += payloadProblems(feature, fixtures: fixtures)
            problems += callProblems(feature, fixtures: fixtures)
        }
        return problems
    }

    /// A message that has a generated test (a `set`, or an effect) needs values for its payload.
    private static func payloadProblems(_ feature: Feature, fixtures: Fixtures) -> [Problem] {
        var problems: [Problem] = []
        for message in feature.actions + feature.results where message.assignments != nil || message.effect != nil {
            let types: [SwiftCode] =
                switch message.payload {
                case .none: []
                case .single(let type): [type]
                case .labelled(let values): values.map(\.type)
                }
            guard let type = types.first(where: { !fixtures.canMake($0.text) }) else { continue }
            let text = SwiftTypeText.replacingErrors(type.text)
            problems.append(Problem(
                isError: false, message: "no example value for `\(text)`, so `\(message.name)` gets no generated test",
                location: message.location, notes: [.init("add one under `fixtures:`, e.g. `\(text): …`")]))
        }
        return problems
    }

    /// An example's `calls` are compared with `==`: every parameter of the service must be `Equatable`.
    private static func callProblems(_ feature: Feature, fixtures: Fixtures) -> [Problem] {
        guard let example = feature.examples.first(where: { $0.calls != nil }) else { return [] }
        for effect in feature.effects {
            for parameter in effect.call.parameters where !fixtures.isEquatable(parameter.type.text) {
                let location = example.calls?.first?.location ?? example.location
                return [Problem(
                    isError: true,
                    message: "`calls` compares the service calls with `==`, but featuregen cannot tell that "
                        + "`\(parameter.type.text)` (parameter `\(parameter.name)` of `\(effect.call.function)`) is `Equatable`",
                    location: location,
                    notes: [
                        .init("use a type the spec already compares (a model, or a type of the state or a payload), "
                            + "or leave `calls` out"),
                    ])]
            }
        }
        return []
    }
}
