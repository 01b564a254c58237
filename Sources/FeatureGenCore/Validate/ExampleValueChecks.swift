/// The example values the generated tests need, checked when validating, so that `validate` refuses
/// what `generate` could not write. The rules mirror the test planner (`Plan/TestViewModel.swift`:
/// the mock of a call that cannot throw must return a value; each model gets sample values), and use
/// the same source of values, `Fixtures`.
extension SpecValidator {
    static func checkExampleValues(_ features: [Feature], diagnostics: DiagnosticCollector) {
        let fixtures = Fixtures(features: features)
        for feature in features {
            for effect in feature.effects where !effect.call.isThrowing {
                guard let returned = effect.call.returnType.map({ SwiftTypeText.replacingErrors($0.text) }),
                    fixtures.value(for: returned) == nil
                else { continue }
                diagnostics.error(
                    "no example value for `\(returned)`, which the mock of `\(effect.call.function)` must return",
                    at: effect.call.location,
                    notes: [
                        .init("add one under `fixtures:`, e.g. `\(returned): …`"),
                        .init("a call that can throw needs none: its mock fails until a test sets a result"),
                    ])
            }
            for model in feature.models {
                for field in model.fields {
                    let type = SwiftTypeText.replacingErrors(field.type.text)
                    guard !sampledDirectly.contains(type) else { continue }
                    if let value = fixtures.value(for: type), !value.contains("\(model.name).sample") { continue }
                    diagnostics.error(
                        "no example value for `\(type)` (field `\(field.name)` of model `\(model.name)`)",
                        at: model.location, notes: [.init("add one under `fixtures:`, e.g. `\(type): …`")])
                }
            }
        }
    }

    /// Field types the sample models fill without a fixture (`TestViewModel.sampleModel`).
    private static let sampledDirectly: Set<String> = [
        "Int", "Int64", "Int32", "Int16", "UInt", "UInt64", "UInt32", "String", "Double", "Float", "Bool",
    ]
}
