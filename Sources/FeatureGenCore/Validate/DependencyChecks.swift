/// `now` and `uuid()` (`DependencyValue`): read by a message's `set` and `when`, where the generated
/// code reaches the app's dependencies and every test fixes them. Elsewhere the generated code has
/// no such name, so it is refused here, at its column, with where to write it instead.
extension FeatureBuilder {
    func checkDependencyReads() {
        for message in feature.actions + feature.results {
            let bound = message.boundPayloadNames
            for value in (message.assignments ?? []).map(\.value) + (message.condition.map { [$0] } ?? []) {
                checkUUIDIsCalled(in: value, bound: bound)
            }
        }
        for field in feature.fields {
            guard let value = field.defaultValue else { continue }
            refuseDependencies(
                in: value, where: "a default",
                note: "a default is made before any action: set the field in an action (`trigger: appear`, "
                    + "`set: { \(field.name): now }`)")
        }
        for effect in feature.effects {
            for argument in effect.arguments {
                refuseDependencies(
                    in: argument.value, where: "an effect's `arguments`",
                    note: "set a state field in the action that starts `\(effect.name)`, and pass `state.<field>`")
            }
        }
        for example in feature.examples {
            for value in example.given.map(\.value) + example.expect.map(\.value) + example.steps.flatMap(\.values.codes) {
                refuseUUID(in: value)
            }
        }
    }

    /// `uuid` is a function, as TCA's `@Dependency(\.uuid)`: `uuid()` makes a new ID.
    private func checkUUIDIsCalled(in value: SwiftCode, bound: Set<String>) {
        let bytes = Array(value.text.utf8)
        for use in SwiftTokenizer.freeIdentifierRanges(in: value.text) where use.name == "uuid" && !bound.contains(use.name) {
            let rest = bytes[use.range.upperBound...].drop { $0 == UInt8(ascii: " ") }
            guard rest.first != UInt8(ascii: "(") else { continue }
            checker.error(
                "`uuid` makes a new ID when it is called: write `uuid()`", at: location(of: use.range, in: value))
        }
    }

    private func refuseDependencies(in value: SwiftCode, where place: String, note: String) {
        for use in SwiftTokenizer.freeIdentifierRanges(in: value.text) where DependencyValue(rawValue: use.name) != nil {
            checker.error(
                "`\(use.name)` can be read in a message's `set` and `when`, not in \(place)",
                at: location(of: use.range, in: value), notes: [.init(note)])
        }
    }

    /// An example states the IDs a test's `uuid()` makes, in order.
    private func refuseUUID(in value: SwiftCode) {
        for use in SwiftTokenizer.freeIdentifierRanges(in: value.text) where use.name == "uuid" {
            checker.error(
                "an example cannot make a new ID with `uuid()`", at: location(of: use.range, in: value),
                notes: [.init("write the ID the test's `uuid()` makes: `UUID(0)` first, then `UUID(1)`, …")])
        }
    }

    /// Where the text at `range` (bytes) of a spec expression starts.
    func location(of range: Range<Int>, in value: SwiftCode) -> SourceLocation {
        var location = value.location
        location.column += range.lowerBound
        return location
    }
}

extension Example.Values {
    /// The step's payload values.
    var codes: [SwiftCode] {
        switch self {
        case .none: []
        case .single(let value): [value]
        case .labelled(let values): values.map(\.value)
        }
    }
}
