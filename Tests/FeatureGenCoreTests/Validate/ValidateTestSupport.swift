import Foundation
@testable import FeatureGenCore

/// Reads spec text (YAML or JSON, by the path's extension) and validates it; returns the feature and
/// every diagnostic as printed lines (notes included), sorted by position.
func validateSpec(_ text: String, path: String = "bad.feature.yml") -> (feature: Feature?, lines: [String]) {
    let diagnostics = DiagnosticCollector()
    guard let node = SpecReader.read(SourceText(path: path, text: text), diagnostics: diagnostics) else {
        return (nil, diagnostics.sorted.flatMap { $0.description.split(separator: "\n").map(String.init) })
    }
    let feature = SpecValidator.validate(node, specPath: path, diagnostics: diagnostics)
    let lines = diagnostics.sorted.flatMap { $0.description.split(separator: "\n").map(String.init) }
    return (feature, lines)
}

/// The folder of spec fixtures (found from this file, so tests need no bundle resources).
let specFixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Specs")

/// Validates a fixture under `Fixtures/Specs`, with the spec path as just its file name.
func validateFixture(_ relativePath: String) throws -> (feature: Feature?, lines: [String]) {
    let url = specFixtures.appendingPathComponent(relativePath)
    let text = try String(contentsOf: url, encoding: .utf8)
    return validateSpec(text, path: url.lastPathComponent)
}

/// A location in a test spec: `at(3, 11)` → `<path>:3:11`.
func at(_ line: Int, _ column: Int, _ path: String = "Order.feature.yml") -> SourceLocation {
    SourceLocation(path: path, line: line, column: column)
}

func code(_ text: String, _ line: Int, _ column: Int, _ path: String = "Order.feature.yml") -> SwiftCode {
    SwiftCode(text, at: at(line, column, path))
}

/// The feature with every location and the spec path blanked, to compare YAML and JSON readings.
func withoutLocations(_ feature: Feature) -> Feature {
    let nowhere = SourceLocation(path: "", line: 0, column: 0)
    func strip(_ code: SwiftCode) -> SwiftCode { SwiftCode(code.text, at: nowhere) }
    func strip(_ payload: Payload) -> Payload {
        switch payload {
        case .none: return .none
        case .single(let type): return .single(strip(type))
        case .labelled(let values): return .labelled(values.map { LabelledValue(label: $0.label, type: strip($0.type)) })
        }
    }
    func strip(_ message: Message) -> Message {
        var message = message
        message.location = nowhere
        message.payload = strip(message.payload)
        message.assignments = message.assignments?.map { Assignment(field: $0.field, value: strip($0.value)) }
        return message
    }
    var copy = feature
    copy.specPath = ""
    copy.location = nowhere
    copy.fields = feature.fields.map {
        StateField(name: $0.name, type: strip($0.type), defaultValue: $0.defaultValue.map(strip), location: nowhere)
    }
    copy.actions = feature.actions.map(strip)
    copy.results = feature.results.map(strip)
    copy.effects = feature.effects.map { effect in
        var effect = effect
        effect.location = nowhere
        effect.arguments = effect.arguments.map { Argument(parameter: $0.parameter, value: strip($0.value)) }
        effect.call.location = nowhere
        effect.call.returnType = effect.call.returnType.map(strip)
        effect.call.parameters = effect.call.parameters.map { .init(label: $0.label, name: $0.name, type: strip($0.type)) }
        return effect
    }
    copy.models = feature.models.map {
        Model(name: $0.name, fields: $0.fields.map { ModelField(name: $0.name, type: strip($0.type)) }, location: nowhere)
    }
    copy.enums = feature.enums.map {
        StateEnum(name: $0.name, cases: $0.cases.map { .init(name: $0.name, associatedTypes: $0.associatedTypes.map(strip)) },
                  location: nowhere)
    }
    copy.fixtures = feature.fixtures.map { Fixture(type: $0.type, value: strip($0.value)) }
    copy.examples = feature.examples.map(withoutLocations)
    return copy
}

/// An example with every location blanked.
func withoutLocations(_ example: Example) -> Example {
    let nowhere = SourceLocation(path: "", line: 0, column: 0)
    func strip(_ code: SwiftCode) -> SwiftCode { SwiftCode(code.text, at: nowhere) }
    func strip(_ assignments: [Assignment]) -> [Assignment] {
        assignments.map { Assignment(field: $0.field, value: strip($0.value)) }
    }
    var copy = example
    copy.location = nowhere
    copy.given = strip(example.given)
    copy.expect = strip(example.expect)
    copy.steps = example.steps.map { step in
        let values: Example.Values = switch step.values {
        case .none: .none
        case .single(let value): .single(strip(value))
        case .labelled(let values): .labelled(values.map { .init(label: $0.label, value: strip($0.value)) })
        }
        return Example.Step(message: step.message, values: values, location: nowhere)
    }
    copy.responses = example.responses.map { response in
        let outcome: Example.Outcome = switch response.outcome {
        case .returns(let value): .returns(strip(value))
        case .returnsNothing, .fails: response.outcome
        }
        return Example.Response(effect: response.effect, outcome: outcome, location: nowhere)
    }
    copy.calls = example.calls?.map { call in
        Example.Call(function: call.function, arguments: call.arguments.map { .init(label: $0.label, value: strip($0.value)) },
                     location: nowhere)
    }
    return copy
}
