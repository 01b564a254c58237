/// `state:` — fields in spec order, short form `Type = default` or long form `{ type, default, doc, store }`.
extension FeatureBuilder {
    mutating func state(_ node: Node) {
        guard let entries = checker.mapping(node, "a mapping of `field: Type` entries") else { return }
        checkStoredPropertyLimit(entries, of: "the state")
        for entry in entries {
            let valid = checkMemberName(entry.key, role: "field", at: entry.keyLocation)
            declareMember(entry.key, role: "field", at: entry.keyLocation)
            guard let field = stateField(entry), valid else { continue }
            feature.fields.append(field)
        }
    }

    /// Past about 1,000 stored properties swiftc cannot build a struct: the symbols of its memberwise
    /// initializer clash ("multiple definitions of symbol"). Measured with Swift 6.3: 1,024 build, 1,100 do not.
    static let maxStoredProperties = 1_000

    func checkStoredPropertyLimit(_ entries: [Entry], of owner: String) {
        guard entries.count > Self.maxStoredProperties else { return }
        checker.error(
            "\(owner) has \(entries.count) fields; featuregen generates at most \(Self.maxStoredProperties) per type",
            at: entries[Self.maxStoredProperties].keyLocation,
            notes: [.init("swiftc cannot build a struct with many more stored properties; split it into models")])
    }

    private func stateField(_ entry: Entry) -> StateField? {
        let name = entry.key
        var type: SwiftCode?
        var defaultValue: SwiftCode?
        var doc: String?
        var store: StoreName?
        if entry.value.entries != nil {
            guard let entries = checker.mapping(entry.value, "") else { return nil }
            let byKey = checker.checkKeys(entries, allowed: ["type", "default", "doc", "store"])
            if let typeEntry = byKey["type"] {
                type = checkedType(typeEntry.value)
            } else {
                checker.error("field `\(name)` has no `type`", at: entry.keyLocation)
                return nil
            }
            if let defaultEntry = byKey["default"] {
                // A default that was refused has been reported; "no default value" would be noise.
                guard let text = checker.expression(defaultEntry.value) else { return nil }
                defaultValue = SwiftCode(text, at: checker.location(in: defaultEntry.value, offset: 0))
            }
            if let entry = byKey["doc"] { doc = checker.doc(entry.value) }
            if let entry = byKey["store"] {
                guard let name = checker.text(entry.value, "a store name such as `OrderStore`"),
                    checkTypeName(name, role: "store", at: entry.value.location)
                else { return nil }
                store = StoreName(name, at: entry.value.location)
            }
        } else {
            guard let text = checker.text(entry.value, "a Swift type (`Type` or `Type = default`)") else { return nil }
            let parts = SwiftFragments.splitDefault(text)
            type = checkedType(entry.value, piece: parts.type)
            if let value = parts.defaultValue {
                guard !value.text.isEmpty else {
                    checker.error("field `\(name)` has `=` but no default value", at: entry.value.location)
                    return nil
                }
                guard checker.isSingleExpression(value, in: entry.value) else { return nil }
                defaultValue = checker.code(value, in: entry.value)
            }
        }
        guard let type else { return nil }
        if defaultValue == nil, !isOptional(type.text), !feature.inputs.contains(name) {
            checker.error(
                "field `\(name)` has no default value; write `\(type.text) = value` or make it optional `\(type.text)?`",
                at: entry.keyLocation,
                // A spec that lists inputs may have left this one out.
                notes: feature.inputs.isEmpty ? [] : [.init("or list it in `input:` when the screen that opens this one gives it")])
            return nil
        }
        return StateField(
            name: name, type: type, defaultValue: defaultValue, doc: doc, store: store, location: entry.keyLocation)
    }

    private func isOptional(_ type: String) -> Bool {
        type.hasSuffix("?") || type.hasPrefix("Optional<") || type.hasPrefix("Swift.Optional<")
    }

    /// A well-formed Swift type from a scalar (or from part of it), or nil after reporting where it breaks.
    func checkedType(_ node: Node, piece given: Piece? = nil) -> SwiftCode? {
        let piece: Piece
        if let given {
            piece = given
        } else {
            guard let text = checker.text(node, "a Swift type") else { return nil }
            piece = SwiftFragments.trimmed(Array(text.utf8), 0, text.utf8.count)
        }
        if let problem = TypeScanner.checkType(piece.text) {
            let message = piece.text.isEmpty
                ? "empty type; write a Swift type such as `String`"
                : "\(problem.message) in type `\(piece.text)`"
            checker.error(message, at: checker.location(in: node, offset: piece.offset + problem.offset))
            return nil
        }
        if let (problem, note) = TypeRestrictions.valueProblem(piece.text) {
            checker.error(
                "\(problem.message); the type is `\(piece.text)`",
                at: checker.location(in: node, offset: piece.offset + problem.offset), notes: [.init(note)])
            return nil
        }
        return checker.code(piece, in: node)
    }
}
