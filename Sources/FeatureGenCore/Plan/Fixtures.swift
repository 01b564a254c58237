/// Example values for generated tests: automatic ones for literals, optionals, collections, models and
/// state enums; the spec's `fixtures:` for everything else. The one place that decides which types
/// featuregen can make a test value of: the planner asks it, and so does the validator
/// (`TestValueRules`), so `validate` refuses exactly what `generate` could not write.
struct Fixtures: Sendable {
    /// The spec's `fixtures:`, by normalized type text.
    let explicit: [String: String]
    let models: [String: Model]
    let enums: [String: StateEnum]
    /// Conformances each model or enum needs beyond its own (`neededConformances`), by name.
    let conformances: [String: [String]]
    /// Types the generated code already compares with `==` (in state, payloads, models, enum cases),
    /// so they must be `Equatable` for it to compile; by normalized text.
    private let comparedTypes: Set<String>
    /// What opening each feature takes (`input:`), by feature name: the tests of a screen that opens it
    /// build its state.
    let inputs: [String: [StateField]]
    /// The features with a message that asks their opener to close them (`dismiss: true`): only their
    /// openers wire a way to be closed.
    let dismissing: Set<String>
    /// The features that push screens: one presented is shown with its stack (`{F}Stack`).
    let stackOwners: Set<String>
    /// Who opens whom: an opened screen's state lives with its opener, not on the app's root.
    let navigation: NavigationGraph

    init(features: [Feature]) {
        var explicit: [String: String] = [:]
        var models: [String: Model] = [:]
        var enums: [String: StateEnum] = [:]
        var compared: Set<String> = []
        // `[Spot]?` compared means `Spot` is `Equatable` too: every part of the type counts.
        func compare(_ type: SwiftCode) {
            guard let shape = TypeShape(parsing: SwiftTypeText.replacingErrors(type.text)) else { return }
            var pending = [shape]
            while let next = pending.popLast(), compared.count < 10_000 {
                compared.insert(SwiftTypeText.normalized(next.text))
                switch next {
                case .optional(let inner), .array(let inner): pending.append(inner)
                case .dictionary(let key, let value): pending += [key, value]
                case .named(_, let arguments): pending += arguments
                }
            }
        }
        for feature in features {
            for fixture in feature.fixtures { explicit[SwiftTypeText.normalized(fixture.type)] = fixture.value.text }
            for model in feature.models {
                models[model.name] = model
                model.fields.forEach { compare($0.type) }
            }
            for stateEnum in feature.enums {
                enums[stateEnum.name] = stateEnum
                stateEnum.cases.forEach { $0.associatedTypes.forEach(compare) }
            }
            feature.fields.forEach { compare($0.type) }
            for message in feature.actions + feature.results {
                switch message.payload {
                case .none: break
                case .single(let type): compare(type)
                case .labelled(let values): values.forEach { compare($0.type) }
                }
            }
        }
        self.explicit = explicit
        self.models = models
        self.enums = enums
        self.conformances = Self.neededConformances(
            models: features.flatMap(\.models), enums: features.flatMap(\.enums))
        self.comparedTypes = compared
        var inputs: [String: [StateField]] = [:]
        for feature in features where !feature.inputs.isEmpty {
            inputs[feature.name] = feature.inputs.compactMap { name in feature.fields.first { $0.name == name } }
        }
        self.inputs = inputs
        dismissing = Set(features.filter(\.dismissesItself).map(\.name))
        stackOwners = Set(features.filter(\.ownsStack).map(\.name))
        navigation = NavigationGraph(features: features)
    }

    /// What `message` of `feature` opens (`open:`): the destination, and the values its state's
    /// initializer takes, in the order the opened feature lists its inputs (`order: payload`).
    func opened(by message: Message, in feature: Feature)
        -> (opening: Opening, destination: Destination, arguments: [(label: String?, value: SwiftCode)])?
    {
        guard let opening = message.opens,
            let destination = feature.destinations.first(where: { $0.name == opening.destination })
        else { return nil }
        let arguments = opening.arguments(forInputs: (inputs[destination.feature] ?? []).map(\.name))
        return (opening, destination, arguments)
    }

    /// Whether values of `type` can be compared with `==` in the generated tests: the types of
    /// `Fixtures.literals`, models and state enums, collections and optionals of those, and any type the
    /// generated code compares already (a state field's type must be `Equatable` for the state to be).
    func isEquatable(_ type: String) -> Bool {
        guard let shape = TypeShape(parsing: SwiftTypeText.replacingErrors(type)) else { return false }
        return isEquatable(shape, depth: 0)
    }

    private func isEquatable(_ shape: TypeShape, depth: Int) -> Bool {
        guard depth < 16 else { return false }
        if comparedTypes.contains(SwiftTypeText.normalized(shape.text)) { return true }
        switch shape {
        case .optional(let inner), .array(let inner): return isEquatable(inner, depth: depth + 1)
        case .dictionary(let key, let value): return isEquatable(key, depth: depth + 1) && isEquatable(value, depth: depth + 1)
        case .named(let name, let arguments):
            if arguments.isEmpty { return Self.literals[name] != nil || models[name] != nil || enums[name] != nil }
            return ["Optional", "Array", "Set", "Dictionary"].contains(name)
                && arguments.allSatisfy { isEquatable($0, depth: depth + 1) }
        }
    }

    /// A Swift expression of `type` for tests, or nil when featuregen cannot invent one.
    func value(for type: String) -> String? {
        let type = SwiftTypeText.replacingErrors(type)
        if let fixture = explicit[SwiftTypeText.normalized(type)] { return fixture }
        guard let parsed = TypeShape(parsing: type) else { return nil }
        return value(for: parsed, depth: 0)
    }

    private func value(for shape: TypeShape, depth: Int) -> String? {
        guard depth < 8 else { return nil }
        if let fixture = explicit[SwiftTypeText.normalized(shape.text)] { return fixture }
        switch shape {
        case .optional(let wrapped):
            return value(for: wrapped, depth: depth + 1)
        case .array(let element):
            if case .named(let name, []) = element, models[name] != nil { return "\(name).samples(count: 3)" }
            return value(for: element, depth: depth + 1).map { "[\($0)]" }
        case .dictionary(let key, let value):
            guard let k = self.value(for: key, depth: depth + 1), let v = self.value(for: value, depth: depth + 1)
            else { return nil }
            return "[\(k): \(v)]"
        case .named(let name, let arguments):
            return named(name, arguments: arguments, depth: depth)
        }
    }

    private func named(_ name: String, arguments: [TypeShape], depth: Int) -> String? {
        if arguments.isEmpty, let literal = Self.literals[name] { return literal }
        if arguments.isEmpty, models[name] != nil { return "\(name).sample" }
        if arguments.isEmpty, let stateEnum = enums[name] { return enumValue(stateEnum, depth: depth) }
        switch (name, arguments.count) {
        case ("Optional", 1): return value(for: arguments[0], depth: depth + 1)
        case ("Array", 1), ("Set", 1): return value(for: arguments[0], depth: depth + 1).map { "[\($0)]" }
        case ("Dictionary", 2):
            return value(for: .dictionary(arguments[0], arguments[1]), depth: depth + 1)
        default: return nil
        }
    }

    /// The first case with associated values (it carries data the test can check), else the last case.
    private func enumValue(_ stateEnum: StateEnum, depth: Int) -> String? {
        guard let chosen = stateEnum.cases.first(where: { !$0.associatedTypes.isEmpty }) ?? stateEnum.cases.last
        else { return nil }
        var values: [String] = []
        for associated in chosen.associatedTypes {
            guard let shape = TypeShape(parsing: SwiftTypeText.replacingErrors(associated.text)),
                let value = value(for: shape, depth: depth + 1)
            else { return nil }
            values.append(value)
        }
        return chosen.written(values, prefix: stateEnum.name + ".")
    }

    static let literals: [String: String] = [
        "String": "\"text\"", "Substring": "\"text\"", "Character": "\"c\"", "Bool": "true",
        "Int": "1", "Int8": "1", "Int16": "1", "Int32": "1", "Int64": "1",
        "UInt": "1", "UInt8": "1", "UInt16": "1", "UInt32": "1", "UInt64": "1",
        "Double": "1.5", "Float": "1.5", "Decimal": "Decimal(1)",
        "Date": "Date(timeIntervalSince1970: 1_000_000)",
        "UUID": "UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))",
        "URL": "URL(fileURLWithPath: \"/sample\")",
        "Data": "Data([1, 2, 3])",
        SwiftTypeText.equatableError: "EquatableError(TestError.sample)",
    ]
}

/// The shape of a Swift type, as far as fixtures need it.
indirect enum TypeShape: Equatable {
    case optional(TypeShape)
    case array(TypeShape)
    case dictionary(TypeShape, TypeShape)
    case named(String, [TypeShape])

    init?(parsing text: String) {
        var parser = TypeShapeParser(Array(text.unicodeScalars))
        guard let shape = parser.parseType(depth: 0), parser.atEnd else { return nil }
        self = shape
    }

    /// Canonical spelling, used to look up explicit fixtures.
    var text: String {
        switch self {
        case .optional(let wrapped): return wrapped.text + "?"
        case .array(let element): return "[\(element.text)]"
        case .dictionary(let key, let value): return "[\(key.text):\(value.text)]"
        case .named(let name, let arguments):
            return arguments.isEmpty ? name : "\(name)<\(arguments.map(\.text).joined(separator: ","))>"
        }
    }
}

private struct TypeShapeParser {
    private let scalars: [Unicode.Scalar]
    private var position = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    var atEnd: Bool {
        mutating get {
            skipSpaces()
            return position == scalars.count
        }
    }

    mutating func parseType(depth: Int) -> TypeShape? {
        guard depth < 32 else { return nil }
        skipSpaces()
        var shape: TypeShape
        if consume("[") {
            guard let first = parseType(depth: depth + 1) else { return nil }
            if consume(":") {
                guard let value = parseType(depth: depth + 1), consume("]") else { return nil }
                shape = .dictionary(first, value)
            } else {
                guard consume("]") else { return nil }
                shape = .array(first)
            }
        } else {
            var name = ""
            while position < scalars.count,
                scalars[position].properties.isAlphabetic || scalars[position] == "_" || scalars[position] == "."
                    || ("0"..."9").contains(scalars[position])
            {
                name.unicodeScalars.append(scalars[position])
                position += 1
            }
            guard !name.isEmpty else { return nil }
            var arguments: [TypeShape] = []
            if consume("<") {
                repeat {
                    guard let argument = parseType(depth: depth + 1) else { return nil }
                    arguments.append(argument)
                } while consume(",")
                guard consume(">") else { return nil }
            }
            shape = .named(name, arguments)
        }
        while consume("?") { shape = .optional(shape) }
        return shape
    }

    private mutating func skipSpaces() {
        while position < scalars.count, scalars[position] == " " { position += 1 }
    }

    private mutating func consume(_ scalar: Unicode.Scalar) -> Bool {
        skipSpaces()
        guard position < scalars.count, scalars[position] == scalar else { return false }
        position += 1
        return true
    }
}
