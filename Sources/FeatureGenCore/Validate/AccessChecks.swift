/// A public feature's generated declarations are public, so every type they mention must be too: a
/// model or enum of another feature that is internal would make the code fail to compile ("property
/// cannot be declared public because its type uses an internal type").
extension SpecValidator {
    static func checkPublicSurface(_ features: [Feature], diagnostics: DiagnosticCollector) {
        var internalTypes: [String: Feature] = [:]
        for feature in features where feature.access == .internal {
            for name in feature.models.map(\.name) + feature.enums.map(\.name) { internalTypes[name] = feature }
        }
        guard !internalTypes.isEmpty else { return }
        for feature in features where feature.access == .public {
            var reported: Set<String> = []
            for type in surfaceTypes(of: feature) {
                for name in typeNames(in: type.text) {
                    guard let owner = internalTypes[name], reported.insert(name).inserted else { continue }
                    diagnostics.error(
                        "public feature `\(feature.name)` uses `\(name)`, which internal feature `\(owner.name)` declares",
                        at: type.location,
                        notes: [
                            .init("make `\(owner.name)` public too (`access: public`), or declare the type in `\(feature.name)`"),
                            .init("`\(owner.name)` is defined here", at: owner.location),
                        ])
                }
            }
        }
    }

    /// The types of everything a feature's generated code declares: state, payloads, models, enums, calls.
    static func surfaceTypes(of feature: Feature) -> [SwiftCode] {
        var types = feature.fields.map(\.type)
        for message in feature.actions + feature.results {
            switch message.payload {
            case .none: break
            case .single(let type): types.append(type)
            case .labelled(let values): types += values.map(\.type)
            }
        }
        types += feature.models.flatMap { $0.fields.map(\.type) }
        types += feature.enums.flatMap { $0.cases.flatMap(\.associatedTypes) }
        for effect in feature.effects {
            types += effect.call.parameters.map(\.type)
            if let returned = effect.call.returnType { types.append(returned) }
        }
        return types
    }

    static func typeNames(in type: String) -> [String] {
        type.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
    }
}
