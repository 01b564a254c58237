/// `models:`, `enums:` and `fixtures:` — the types a feature owns and example values for its tests.
extension FeatureBuilder {
    mutating func models(_ node: Node) {
        guard let entries = checker.mapping(node, "a mapping of models (`Name: { field: Type }`)") else { return }
        for entry in entries {
            let valid = checkTypeName(entry.key, role: "model", at: entry.keyLocation)
            declareType(entry.key, at: entry.keyLocation)
            var model = Model(name: entry.key, fields: [], location: entry.keyLocation)
            var fieldsNode = entry.value
            var conformsNode: Node?
            // Long form: `{ fields: { … }, conforms: […], doc: … }`, recognised by a `fields` mapping
            // (a short-form model may still have a field named `fields`: `fields: "[String]"`).
            if let long = entry.value.entries, let fields = long.first(where: { $0.key == "fields" }),
               fields.value.entries != nil {
                let byKey = checker.checkKeys(long, allowed: ["fields", "conforms", "doc"])
                fieldsNode = fields.value
                conformsNode = byKey["conforms"]?.value
                if let doc = byKey["doc"] { model.doc = checker.doc(doc.value) }
            }
            guard let fieldEntries = checker.mapping(fieldsNode, "a mapping of `field: Type` entries"), valid else {
                continue
            }
            checkStoredPropertyLimit(fieldEntries, of: "model `\(entry.key)`")
            var seen: [String: SourceLocation] = [:]
            for field in fieldEntries {
                guard checkMemberName(field.key, role: "model field", at: field.keyLocation) else { continue }
                if let first = seen[field.key] {
                    checker.error("model `\(entry.key)` already has a field `\(field.key)`", at: field.keyLocation,
                                  notes: [.init("first declared here", at: first)])
                    continue
                }
                seen[field.key] = field.keyLocation
                if let type = checkedType(field.value) { model.fields.append(ModelField(name: field.key, type: type)) }
            }
            if let conformsNode { model.conformances = conformances(conformsNode, of: model) }
            feature.models.append(model)
        }
    }

    /// `conforms: [Codable, Hashable]` (or one name): protocols written on the model's declaration.
    private func conformances(_ node: Node, of model: Model) -> [String] {
        let elements = node.elements ?? [node]
        if node.scalar?.resolved == .null { return [] }
        var implicit = ["Equatable", "Sendable"]
        if model.isIdentifiable { implicit.append("Identifiable") }
        var names: [String] = []
        var seen: [String: SourceLocation] = [:]
        for element in elements {
            guard let name = checker.text(element, "a protocol name (`Codable`)") else { continue }
            guard Identifiers.isModuleName(name) else {
                checker.error("`\(name)` is not a protocol name; write an identifier such as `Codable`",
                              at: element.location)
                continue
            }
            let bare = name.hasPrefix("Swift.") ? String(name.dropFirst(6)) : name
            if implicit.contains(bare) {
                checker.error(
                    "model `\(model.name)` is `\(bare)` already; remove it from `conforms`", at: element.location,
                    notes: [.init("every model is " + implicit.map { "`\($0)`" }.joined(separator: ", ")
                                  + (model.isIdentifiable ? " (it has an `id`)" : ""))])
                continue
            }
            if let first = seen[bare] {
                checker.error("`conforms` lists `\(name)` twice", at: element.location,
                              notes: [.init("first listed here", at: first)])
                continue
            }
            seen[bare] = element.location
            names.append(name)
        }
        return names
    }

    mutating func enums(_ node: Node) {
        guard let entries = checker.mapping(node, "a mapping of enums (`Name: [case, case(Type)]`)") else { return }
        for entry in entries {
            let valid = checkTypeName(entry.key, role: "enum", at: entry.keyLocation)
            declareType(entry.key, at: entry.keyLocation)
            guard let elements = entry.value.elements else {
                checker.error("expected a list of cases here, but \(checker.found(entry.value))",
                              at: entry.value.location, notes: [.init("write `\(entry.key): [idle, \"loaded([Item])\"]`")])
                continue
            }
            if elements.isEmpty {
                checker.error("enum `\(entry.key)` has no cases", at: entry.keyLocation)
                continue
            }
            var cases: [StateEnum.Case] = []
            var seen: [String: SourceLocation] = [:]
            for element in elements {
                guard let text = checker.text(element, "an enum case (`name` or `name(Type)`)") else { continue }
                switch SwiftFragments.parseEnumCase(text) {
                case .failure(let problem):
                    checker.error("\(problem.message) in enum case `\(text)`",
                                  at: checker.location(in: element, offset: problem.offset))
                case .success(let (name, types, labels)):
                    if let (type, (problem, note)) = types.lazy.compactMap({ type in
                        TypeRestrictions.valueProblem(type.text).map { (type, $0) }
                    }).first {
                        checker.error(
                            "\(problem.message); the case is `\(text)`",
                            at: checker.location(in: element, offset: type.offset + problem.offset), notes: [.init(note)])
                        continue
                    }
                    let location = checker.location(in: element, offset: name.offset)
                    guard checkMemberName(name.text, role: "case", at: location) else { continue }
                    let named = labels.compactMap { $0 }
                    if let twice = named.first(where: { label in named.filter { $0 == label }.count > 1 }) {
                        checker.error("the label `\(twice)` is used twice in enum case `\(text)`", at: location)
                        continue
                    }
                    if let first = seen[name.text] {
                        checker.error("duplicate case `\(name.text)` in enum `\(entry.key)`", at: location,
                                      notes: [.init("first declared here", at: first)])
                        continue
                    }
                    seen[name.text] = location
                    cases.append(.init(
                        name: name.text, associatedTypes: types.map { checker.code($0, in: element) }, labels: labels))
                }
            }
            if valid { feature.enums.append(StateEnum(name: entry.key, cases: cases, location: entry.keyLocation)) }
        }
    }

    mutating func fixtures(_ node: Node) {
        guard let entries = checker.mapping(node, "a mapping of `Type: expression` examples") else { return }
        for entry in entries {
            if let problem = TypeScanner.checkType(entry.key) {
                var location = entry.keyLocation
                location.column += problem.offset
                checker.error("\(problem.message) in type `\(entry.key)`", at: location)
                continue
            }
            guard let text = checker.expression(entry.value) else { continue }
            feature.fixtures.append(Fixture(type: entry.key, value: checker.code(Piece(text: text, offset: 0), in: entry.value)))
        }
    }
}
