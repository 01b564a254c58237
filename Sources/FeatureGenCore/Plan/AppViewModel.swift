import Mustache

/// What the App wiring templates show: one entry per feature of the run.
struct AppViewModel {
    let features: [Feature]
    let module: String

    var context: MustacheValue {
        // The wiring can be public only when every feature is: a public AppState cannot hold internal state.
        let isPublic = !features.isEmpty && features.allSatisfy { $0.access == .public }
        let entries = features.map { feature -> MustacheValue in
            let property = SwiftNames.lowerCamel(feature.name)
            let escaped = SwiftNames.escaped(property)
            // `AppStore.effect(for:)`: the call on one line when it fits in 100 columns (indented by 6).
            let call = "return \(feature.name)Effects.effect(for: action, state: state.\(escaped), service: services.\(escaped))"
            return .object([
                "hasMessages": .bool(!(feature.actions.isEmpty && feature.results.isEmpty)),
                "effectCallFits": .bool(6 + call.count <= 100),
                "name": .string(feature.name),
                "property": .string(SwiftNames.escaped(property)),
                "argumentLabel": .string(SwiftNames.argumentLabel(property)),
                // Unescaped, for names built from it (`orderKeyPath`): `default` alone needs backticks.
                "plainProperty": .string(property),
                "serviceProperty": .string(property + "Service"),
            ])
        }
        let usesEquatableError = features.contains { feature in
            feature.fields.contains { SwiftTypeText.mentionsError($0.type.text) }
                || (feature.actions + feature.results).contains { message in
                    switch message.payload {
                    case .none: false
                    case .single(let type): SwiftTypeText.mentionsError(type.text)
                    case .labelled(let values): values.contains { SwiftTypeText.mentionsError($0.type.text) }
                    }
                }
                || feature.models.contains { $0.fields.contains { SwiftTypeText.mentionsError($0.type.text) } }
                || feature.enums.contains { $0.cases.contains { $0.associatedTypes.contains { SwiftTypeText.mentionsError($0.text) } } }
                || feature.effects.contains { $0.call.parameters.contains { SwiftTypeText.mentionsError($0.type.text) } }
        }
        // Support types (EquatableError, ServiceNotImplemented) are used by every feature: public as
        // soon as one feature is.
        let anyPublic = features.contains { $0.access == .public }
        return .object([
            "access": .string(isPublic ? "public " : ""),
            "supportAccess": .string(anyPublic ? "public " : ""),
            "isPublic": .bool(isPublic),
            "module": .string(module),
            "features": .list(Positions.mark(entries)),
            "hasFeatures": .bool(!features.isEmpty),
            "firstProperty": .string(features.first.map { SwiftNames.lowerCamel($0.name) } ?? "feature"),
            "usesEquatableError": .bool(usesEquatableError),
            // The app's own file names its specs too: wrapped, since a run may have many.
            "ownedHeader": .string(
                GeneratedFileHeader.wrapComment(
                    "Created by featuregen from \(Planner.sourceList(features.map(\.specPath))).")),
            "imports": .lines(Array(Set(features.flatMap(\.imports)).subtracting(["Foundation"])).sorted()),
        ].merging(PreviewModel(features: features).context) { $1 })
    }
}
