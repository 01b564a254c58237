import Mustache

/// Everything the feature templates show, computed here so the templates stay plain Mustache.
struct FeatureViewModel {
    let feature: Feature
    let markers: SourceMarkers
    let fixtures: Fixtures

    // Computed once: the context and the test view-model read them several times.
    let actions: [MessageModel]
    let results: [MessageModel]
    let messages: [MessageModel]
    let effects: [EffectModel]

    init(feature: Feature, fixtures: Fixtures) {
        self.feature = feature
        self.markers = SourceMarkers(file: feature.specPath)
        self.fixtures = fixtures
        actions = feature.actions.map { MessageModel(message: $0, feature: feature) }
        results = feature.results.map { MessageModel(message: $0, feature: feature) }
        messages = actions + results
        effects = messages.compactMap { EffectModel(trigger: $0, feature: feature) }
    }

    var context: MustacheValue {
        let access = feature.access == .public ? "public " : ""
        let noOps = messages.filter { !$0.changesState }
        let hooks = messages.filter(\.isHook)
        return .object([
            "feature": .string(feature.name),
            "featureProperty": .string(SwiftNames.escaped(SwiftNames.lowerCamel(feature.name))),
            "specPath": .string(feature.specPath),
            "access": .string(access),
            "isPublic": .bool(feature.access == .public),
            // Foundation is always imported by the templates: listing it again would repeat the line.
            "imports": .lines(feature.imports.filter { $0 != "Foundation" }),
            "fields": .list(fieldValues),
            "hasFields": .bool(!feature.fields.isEmpty),
            "resetMarker": .string(SourceMarkers.reset),
            "models": .list(modelValues(access: access)),
            "enums": .list(enumValues),
            "hasActions": .bool(!actions.isEmpty),
            "hasResults": .bool(!results.isEmpty),
            "actions": .list(Positions.mark(actions.map(messageValue))),
            "results": .list(Positions.mark(results.map(messageValue))),
            "messages": .list(Positions.mark(messages.map(messageValue))),
            "hasNoOps": .bool(!noOps.isEmpty),
            "allNoOps": .bool(noOps.count == messages.count),
            "noOpMessages": .list(noOps.map(messageValue)),
            "hasHooks": .bool(!hooks.isEmpty),
            "hooks": .list(hooks.map(messageValue)),
            "hasEffects": .bool(!effects.isEmpty),
            "hasEffectlessMessages": .bool(effects.count < messages.count),
            "effects": .list(effects.map(effectValue)),
            "requirements": .list(requirementValues(access: access)),
        ])
    }

    private var fieldValues: [MustacheValue] {
        feature.fields.enumerated().map { index, field in
            let type = SwiftTypeText.replacingErrors(field.type.text)
            let defaultValue = field.defaultValue?.text
            return .object([
                "name": .string(SwiftNames.escaped(field.name)),
                "label": .string(field.name),
                "argumentLabel": .string(SwiftNames.argumentLabel(field.name)),
                "type": .string(type),
                // `Optional<T>` (unlike `T?`) gets no implicit `nil`: spell it out.
                "default": (defaultValue ?? (type.hasSuffix("?") ? nil : "nil")).map { .string($0) } ?? .null,
                "initDefault": .string(" = " + (defaultValue ?? "nil")),
                "marker": .string(markers.at(field.location)),
                "last": .bool(index == feature.fields.count - 1),
                "preview": .string(defaultValue ?? "nil"),
            ])
        }
    }

    private func modelValues(access: String) -> [MustacheValue] {
        feature.models.enumerated().map { index, model in
            .object([
                "name": .string(model.name),
                "first": .bool(index == 0),
                "identifiable": .bool(model.fields.contains { $0.name == "id" }),
                "marker": .string(markers.at(model.location)),
                "fields": .list(
                    model.fields.enumerated().map { fieldIndex, field in
                        .object([
                            "name": .string(SwiftNames.escaped(field.name)),
                            "type": .string(SwiftTypeText.replacingErrors(field.type.text)),
                            "last": .bool(fieldIndex == model.fields.count - 1),
                        ])
                    }),
            ])
        }
    }

    private var enumValues: [MustacheValue] {
        feature.enums.enumerated().map { index, stateEnum in
            .object([
                "name": .string(stateEnum.name),
                "first": .bool(index == 0 && feature.models.isEmpty),
                "marker": .string(markers.at(stateEnum.location)),
                "cases": .list(
                    stateEnum.cases.map { enumCase in
                        let types = enumCase.associatedTypes.map { SwiftTypeText.replacingErrors($0.text) }
                        let name = SwiftNames.escaped(enumCase.name)
                        return .string(types.isEmpty ? name : "\(name)(\(types.joined(separator: ", ")))")
                    }),
            ])
        }
    }

    private func messageValue(_ message: MessageModel) -> MustacheValue {
        .object([
            "name": .string(message.name),
            "caseDeclaration": .string(message.caseDeclaration),
            "doc": message.message.doc.map { .lines(Self.docLines($0)) } ?? .null,
            "reducerPattern": .string(message.reducerPattern),
            "reducerBody": .lines(message.reducerBody(markers: markers)),
            "hookRequirement": .string(message.hookRequirement),
            "callbackName": .string(message.callbackName),
            "callbackType": .string(message.callbackType),
            "title": .string(SwiftNames.words(message.message.name)),
            "takesNoPayload": .bool(message.payloadNames.isEmpty),
            "sendClosure": .string(sendClosure(message)),
            "previewClosure": .string(
                message.payloadNames.isEmpty ? "{}" : "{ \(message.payloadNames.map { _ in "_" }.joined(separator: ", ")) in }"),
        ])
    }

    /// `{ store.send(.order(.selectOrder($0))) }` for the container view.
    private func sendClosure(_ message: MessageModel) -> String {
        let values = message.payloadNames.indices.map { "$\($0)" }
        let property = SwiftNames.escaped(SwiftNames.lowerCamel(feature.name))
        return "{ store.send(.\(property)(\(message.construction(values: values)))) }"
    }

    private func effectValue(_ effect: EffectModel) -> MustacheValue {
        .object([
            "pattern": .string(effect.pattern),
            "captures": .list(effect.captures.map { .object(["name": .string($0.name), "value": .string($0.value)]) }),
            "isThrowing": .bool(effect.isThrowing),
            "body": .lines(effect.body),
            "failureReturn": .string(effect.failureReturn),
        ])
    }

    /// Service requirements, one per distinct function (two effects may call the same one).
    var requirements: [ServiceRequirement] {
        var seen = Set<String>()
        return feature.effects.compactMap { effect in
            seen.insert(effect.call.function).inserted ? ServiceRequirement(effect: effect, feature: feature) : nil
        }
    }

    private func requirementValues(access: String) -> [MustacheValue] {
        requirements.enumerated().map { index, requirement in
            .object([
                "first": .bool(index == 0),
                "declaration": .string(requirement.declaration),
                "skeletonBody": .string(requirement.skeletonBody),
            ])
        }
    }

    /// One `///` line per line of `text`, whatever the line break (validation refuses the rare ones; a
    /// break left in a line would end the comment and put the rest into the code).
    static func docLines(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { String($0) }
    }
}
