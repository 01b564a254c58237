/// Makes the values one generated test uses, each different from the others: `"name 1"` and `"bio 2"`
/// for two `String` labels, `3` for a page, a model whose fields are all new. Distinct values make a
/// test fail when code mixes two of them up (`name` assigned from `bio`), and a start value that differs
/// from the value a message sets makes it fail when the assignment is missing.
///
/// The types it can make are those `Fixtures` can: literals, optionals, collections, models (field by
/// field) and state enums, and the spec's `fixtures:` (a fixture is one value, so two of that type are
/// equal). A model that contains itself ends at a fixed depth: no value.
struct SampleMaker {
    let fixtures: Fixtures
    /// The number the next value is made from; every value takes a new one.
    private var number: Int
    /// Makes `nil` for every optional, at any depth (a payload without its optional parts).
    var optionalsAsNil = false

    /// Numbers start at 2: 0 and 1 are the usual defaults, and a value equal to a default hides bugs.
    init(fixtures: Fixtures, first: Int = 2) {
        self.fixtures = fixtures
        self.number = first
    }

    /// A value of `type`; `hint` names what it is for (a field or label name, used in strings), and
    /// `avoiding` lists texts it must differ from, when the type has another value.
    mutating func value(for type: String, hint: String, avoiding: Set<String> = []) -> TestValue? {
        guard let shape = TypeShape(parsing: SwiftTypeText.replacingErrors(type)) else { return nil }
        var value = make(shape, hint: hint, depth: 0)
        var tries = 0
        while let made = value, avoiding.contains(made.text), tries < 3 {
            tries += 1
            value = make(shape, hint: hint, depth: 0)
        }
        return value
    }

    private mutating func take() -> Int {
        defer { number += 1 }
        return number
    }

    private mutating func make(_ shape: TypeShape, hint: String, depth: Int) -> TestValue? {
        guard depth < 8 else { return nil }
        if let fixture = fixtures.explicit[SwiftTypeText.normalized(shape.text)] { return .code(fixture) }
        switch shape {
        case .optional(let wrapped):
            return optionalsAsNil ? .code("nil") : make(wrapped, hint: hint, depth: depth + 1)
        case .array(let element):
            return make(element, hint: hint, depth: depth + 1).map { .array([$0]) }
        case .dictionary(let key, let value):
            guard let k = make(key, hint: hint, depth: depth + 1), let v = make(value, hint: hint, depth: depth + 1)
            else { return nil }
            return .dictionary([.init(key: k, value: v)])
        case .named(let name, let arguments):
            return named(name, arguments: arguments, hint: hint, depth: depth)
        }
    }

    private mutating func named(_ name: String, arguments: [TypeShape], hint: String, depth: Int) -> TestValue? {
        switch (name, arguments.count) {
        case ("Optional", 1): return optionalsAsNil ? .code("nil") : make(arguments[0], hint: hint, depth: depth + 1)
        case ("Array", 1), ("Set", 1): return make(arguments[0], hint: hint, depth: depth + 1).map { .array([$0]) }
        case ("Dictionary", 2): return make(.dictionary(arguments[0], arguments[1]), hint: hint, depth: depth + 1)
        case (_, 0): break
        default: return nil
        }
        if let literal = literal(name, hint: hint) { return literal }
        if let model = fixtures.models[name] {
            var members: [TestValue.Member] = []
            for field in model.fields {
                guard let shape = TypeShape(parsing: SwiftTypeText.replacingErrors(field.type.text)),
                    let value = make(shape, hint: field.name, depth: depth + 1)
                else { return nil }
                members.append(.init(name: field.name, value: value))
            }
            return .model(name, members)
        }
        if let stateEnum = fixtures.enums[name], !stateEnum.cases.isEmpty {
            // Cases in turn, the ones that carry data first: consecutive values differ.
            let cases = stateEnum.cases.filter { !$0.associatedTypes.isEmpty } + stateEnum.cases.filter(\.associatedTypes.isEmpty)
            let chosen = cases[take() % cases.count]
            var values: [TestValue.Argument] = []
            for (associated, label) in zip(chosen.associatedTypes, chosen.labels) {
                guard let shape = TypeShape(parsing: SwiftTypeText.replacingErrors(associated.text)),
                    let value = make(shape, hint: label ?? chosen.name, depth: depth + 1)
                else { return nil }
                values.append(.init(label: label, value: value))
            }
            return .enumCase(type: name, name: chosen.name, values)
        }
        return nil
    }

    /// The literal-like types (those of `Fixtures.literals`), each value made from a new number.
    private mutating func literal(_ name: String, hint: String) -> TestValue? {
        guard let canonical = Fixtures.literals[name] else { return nil }
        switch name {
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
            return .code(String(take() % 100))
        case "Double", "Float":
            return .code("\(take() % 100).5")
        case "String", "Substring":
            return .code(SwiftLiteral.string("\(hint) \(take())"))
        case "Character":
            let letters = Array("abcdefghijklmnopqrstuvwxyz")
            return .code("\"\(letters[take() % letters.count])\"")
        case "Bool":
            return .code(take() % 2 == 0 ? "true" : "false")
        case "Decimal":
            return .code("Decimal(\(take()))")
        case "Date":
            return .code("Date(timeIntervalSince1970: \(take() * 1000))")
        case "UUID":
            let tail = take() % 256
            return .code("UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, \(tail)))")
        case "URL":
            return .code("URL(fileURLWithPath: \(SwiftLiteral.string("/sample-\(take())")))")
        case "Data":
            return .code("Data([\(take() % 256)])")
        case SwiftTypeText.equatableError:
            return .error("\(hint) \(take())")
        default:
            return .code(canonical)
        }
    }
}

extension Fixtures {
    /// Whether the generated tests can make values of `type` (the rule validation and planning share).
    func canMake(_ type: String) -> Bool {
        var maker = SampleMaker(fixtures: self)
        return maker.value(for: type, hint: "value") != nil
    }
}
