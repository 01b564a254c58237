extension Fixtures {
    /// Conformances the models and enums of a run need beyond their own: a `Codable` model's enum-typed
    /// field is `Codable` too (else the synthesis fails), and so on through the types its fields and
    /// cases name, whichever spec declares them (a `Hashable` `Conversation` holding another spec's
    /// `Status` makes `Status` `Hashable`).
    static func neededConformances(models: [Model], enums: [StateEnum]) -> [String: [String]] {
        let propagating = ["Codable", "Encodable", "Decodable", "Hashable"]
        var result: [String: [String]] = [:]
        for model in models { result[model.name] = model.conformances.filter(propagating.contains) }
        var uses: [String: Set<String>] = [:]  // type → the run's types its fields or cases name
        let names = Set(models.map(\.name) + enums.map(\.name))
        func named(_ text: String) -> Set<String> {
            Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)).intersection(names)
        }
        for model in models { uses[model.name] = model.fields.reduce(into: []) { $0.formUnion(named($1.type.text)) } }
        for stateEnum in enums {
            uses[stateEnum.name] = stateEnum.cases.flatMap(\.associatedTypes).reduce(into: []) { $0.formUnion(named($1.text)) }
        }
        // Only the types that need something, and what they name, take part.
        var pending = result.filter { !$0.value.isEmpty }.map(\.key)
        while let type = pending.popLast() {
            for conformance in result[type] ?? [] {
                for other in uses[type] ?? [] where !(result[other] ?? []).contains(conformance) {
                    result[other, default: []].append(conformance)
                    pending.append(other)
                }
            }
        }
        return result
    }
}
