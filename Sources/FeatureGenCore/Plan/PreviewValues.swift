/// Sample values for SwiftUI previews, written into the app's own code (not the tests, whose samples
/// `Fixtures` makes): literals, models built field by field, lists of three models, the data-carrying
/// case of an enum-shaped state. A value that would not fit on one line is built first in a `let`
/// (`prelude`), so every expression stays short and every line stays within 100 columns.
struct PreviewValues {
    private let models: [String: Model]
    private let enums: [String: StateEnum]

    init(features: [Feature]) {
        var models: [String: Model] = [:]
        var enums: [String: StateEnum] = [:]
        for feature in features {
            for model in feature.models { models[model.name] = model }
            for stateEnum in feature.enums { enums[stateEnum.name] = stateEnum }
        }
        self.models = models
        self.enums = enums
    }

    /// Statements to run first (each a list of lines), then a one-line expression.
    struct Value {
        var prelude: [String] = []
        var expression: String
    }

    /// A sample of `type`, or nil when featuregen cannot make one (a type it does not know).
    func value(for type: String) -> Value? {
        var names = Set<String>()
        return value(for: type, names: &names)
    }

    func value(for type: String, names: inout Set<String>, depth: Int = 0) -> Value? {
        guard let shape = TypeShape(parsing: SwiftTypeText.replacingErrors(type)) else { return nil }
        return value(for: shape, names: &names, depth: depth)
    }

    /// Whether a state field of `type` holds data worth showing (a model, or a state enum's data case).
    func isData(_ type: String) -> Bool {
        guard let shape = TypeShape(parsing: SwiftTypeText.replacingErrors(type)) else { return false }
        return mentionsData(shape)
    }

    private func mentionsData(_ shape: TypeShape) -> Bool {
        switch shape {
        case .optional(let inner), .array(let inner): mentionsData(inner)
        case .dictionary(let key, let value): mentionsData(key) || mentionsData(value)
        case .named(let name, let arguments):
            models[name] != nil || enums[name].map { dataCase(of: $0) != nil } == true
                || arguments.contains(where: mentionsData)
        }
    }

    private func value(for shape: TypeShape, names: inout Set<String>, depth: Int) -> Value? {
        guard depth < 6 else { return nil }
        switch shape {
        case .optional(let wrapped):
            return value(for: wrapped, names: &names, depth: depth + 1)
        case .array(let element):
            return list(of: element, names: &names, depth: depth)
        case .dictionary(let key, let value):
            guard let key = self.value(for: key, names: &names, depth: depth + 1),
                let value = self.value(for: value, names: &names, depth: depth + 1)
            else { return nil }
            return Value(prelude: key.prelude + value.prelude, expression: "[\(key.expression): \(value.expression)]")
        case .named(let name, let arguments):
            switch (name, arguments.count) {
            case ("Optional", 1): return value(for: arguments[0], names: &names, depth: depth + 1)
            case ("Array", 1), ("Set", 1): return list(of: arguments[0], names: &names, depth: depth)
            case ("Dictionary", 2):
                return value(for: .dictionary(arguments[0], arguments[1]), names: &names, depth: depth)
            case (_, 0): break
            default: return nil
            }
            if let literal = Self.literals[name] { return Value(expression: literal) }
            if let model = models[name] {
                guard let construction = construction(of: model, index: nil, names: &names, depth: depth) else { return nil }
                return hoisted(construction, as: SwiftNames.lowerCamel(model.name), names: &names)
            }
            if let stateEnum = enums[name] { return enumValue(stateEnum, names: &names, depth: depth) }
            return nil
        }
    }

    /// Three models (`(1...3).map { index in Order(id: index, …) }`), or one element of another type.
    private func list(of element: TypeShape, names: inout Set<String>, depth: Int) -> Value? {
        if case .named(let name, []) = element, let model = models[name] {
            guard let row = construction(of: model, index: "index", names: &names, depth: depth) else { return nil }
            let lines = ["(1...3).map { index in"] + row.map { "  " + $0 } + ["}"]
            return hoisted(lines, as: SwiftNames.lowerCamel(model.name) + "s", names: &names)
        }
        guard let value = value(for: element, names: &names, depth: depth + 1) else { return nil }
        return Value(prelude: value.prelude, expression: "[\(value.expression)]")
    }

    /// `Order(id: 1, title: "Title 1")` on one line when short, else one argument a line.
    private func construction(of model: Model, index: String?, names: inout Set<String>, depth: Int) -> [String]? {
        var arguments: [String] = []
        for field in model.fields {
            let type = SwiftTypeText.normalized(SwiftTypeText.replacingErrors(field.type.text))
            let label = SwiftNames.argumentLabel(field.name)
            if let numbered = Self.numbered(type, field: field.name, index: index) {
                arguments.append("\(label): \(numbered)")
                continue
            }
            // Nested values must fit on the argument's line: their own statements would land in the map.
            var nested = names
            guard let value = value(for: field.type.text, names: &nested, depth: depth + 1), value.prelude.isEmpty
            else {
                if type.hasSuffix("?") || type.hasPrefix("Optional<") {
                    arguments.append("\(label): nil")
                    continue
                }
                return nil
            }
            arguments.append("\(label): \(value.expression)")
        }
        let single = "\(model.name)(\(arguments.joined(separator: ", ")))"
        if single.count <= 70 || arguments.isEmpty { return [single] }
        return ["\(model.name)("] + arguments.enumerated().map { index, argument in
            "  " + argument + (index == arguments.count - 1 ? "" : ",")
        } + [")"]
    }

    /// A value for a field of a model: counted by `index` in a list, else the first of its kind.
    private static func numbered(_ type: String, field: String, index: String?) -> String? {
        let words = SwiftNames.words(field)
        switch type {
        case "Int": return index ?? "1"
        case "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
            return index.map { "\(type)(\($0))" } ?? "1"
        case "String": return index.map { "\"\(words) \\(\($0))\"" } ?? "\"\(words) 1\""
        case "Double", "Float": return index.map { "\(type)(\($0)) + 0.5" } ?? "1.5"
        case "Bool": return index.map { "\($0).isMultiple(of: 2)" } ?? "true"
        default: return nil
        }
    }

    /// The case with data: a list of models first, then a model, then any case with values.
    private func dataCase(of stateEnum: StateEnum) -> StateEnum.Case? {
        func holdsModels(_ enumCase: StateEnum.Case) -> Bool {
            enumCase.associatedTypes.contains { type in
                TypeShape(parsing: type.text).map(mentionsModel) == true
            }
        }
        return stateEnum.cases.first(where: holdsModels) ?? stateEnum.cases.first { !$0.associatedTypes.isEmpty }
    }

    private func mentionsModel(_ shape: TypeShape) -> Bool {
        switch shape {
        case .optional(let inner), .array(let inner): mentionsModel(inner)
        case .dictionary(let key, let value): mentionsModel(key) || mentionsModel(value)
        case .named(let name, let arguments): models[name] != nil || arguments.contains(where: mentionsModel)
        }
    }

    private func enumValue(_ stateEnum: StateEnum, names: inout Set<String>, depth: Int) -> Value? {
        guard let chosen = dataCase(of: stateEnum) ?? stateEnum.cases.first else { return nil }
        var prelude: [String] = []
        var values: [String] = []
        for type in chosen.associatedTypes {
            guard let value = value(for: type.text, names: &names, depth: depth + 1) else { return nil }
            prelude += value.prelude
            values.append(value.expression)
        }
        return Value(prelude: prelude, expression: chosen.written(values, prefix: "."))
    }

    /// A value on one line stays inline; a longer one becomes `let name = …` before the statement.
    private func hoisted(_ lines: [String], as base: String, names: inout Set<String>) -> Value {
        guard lines.count > 1 else { return Value(expression: lines[0]) }
        var name = base
        var counter = 1
        while names.contains(name) || SwiftNames.keywords.contains(name) || name == "state" {
            counter += 1
            name = "\(base)\(counter)"
        }
        names.insert(name)
        return Value(prelude: ["let \(name) = " + lines[0]] + lines.dropFirst(), expression: name)
    }

    /// Literals the app target can use (the tests' `EquatableError` sample needs `TestError`).
    static let literals: [String: String] = Fixtures.literals.filter { $0.key != SwiftTypeText.equatableError }
}
