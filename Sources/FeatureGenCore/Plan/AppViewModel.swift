import Mustache

/// What the App wiring templates show: one entry per feature of the run.
struct AppViewModel {
    let features: [Feature]
    let module: String
    var style: OutputStyle = .skill

    var context: MustacheValue {
        // The wiring can be public only when every feature is: a public AppState cannot hold internal state.
        let isPublic = !features.isEmpty && features.allSatisfy { $0.access == .public }
        let entries = features.map { feature -> MustacheValue in
            let property = SwiftNames.lowerCamel(feature.name)
            let names = style.names
            let entry: [String: MustacheValue] = [
                "hasMessages": .bool(!(feature.actions.isEmpty && feature.results.isEmpty)),
                "name": .string(feature.name),
                "property": .string(SwiftNames.escaped(property)),
                "argumentLabel": .string(SwiftNames.argumentLabel(property)),
                // Unescaped, for names built from it (`orderKeyPath`): `default` alone needs backticks.
                "plainProperty": .string(property),
                // The parameter of the tests' `withMocks` that takes the feature's mock.
                "serviceProperty": .string(style.name(style.tests.mockParameter, feature: feature.name)),
                "stateType": .string(style.name(names.state, feature: feature.name)),
                "stateProperty": .string(SwiftNames.escaped(style.name(names.stateProperty, feature: feature.name))),
                "serviceType": .string(style.name(names.service, feature: feature.name)),
                "liveServiceType": .string(style.name(names.liveService, feature: feature.name)),
                "previewServiceType": .string(style.name(names.previewService, feature: feature.name)),
                "mockServiceType": .string(style.name(names.mockService, feature: feature.name)),
            ]
            return .object(entry.merging(style.appEntry(feature, style)) { $1 })
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
            "isSupportPublic": .bool(anyPublic),
            "isPublic": .bool(isPublic),
            "module": .string(module),
            "features": .list(Positions.mark(entries)),
            "hasFeatures": .bool(!features.isEmpty),
            // A multi-line list takes a trailing comma after its last element only when it has several.
            "hasSeveralFeatures": .bool(features.count > 1),
            "firstProperty": .string(features.first.map { SwiftNames.lowerCamel($0.name) } ?? "feature"),
            "usesEquatableError": .bool(usesEquatableError),
            // The test support's `TestError`, named after the style's test double.
            "testErrorDoc": .lines(
                CommentLines.lines(
                    "The error a mock \(style.tests.mock) throws in a test: `TestError(\"Offline\")` describes itself "
                        + "as \"Offline\", as an example's answer `{ fail: Offline }` says.", indent: 0, marker: "///")),
            // The app's own file names its specs too: wrapped, since a run may have many.
            "ownedHeader": .string(
                GeneratedFileHeader.wrapComment(
                    "Created by featuregen from \(Planner.sourceList(features.map(\.specPath))).")),
            "imports": .lines(Array(Set(features.flatMap(\.imports)).subtracting(["Foundation"])).sorted()),
        ].merging(PreviewModel(features: features, style: style).context) { $1 })
    }
}
