import Mustache

/// Everything the feature templates show, computed here so the templates stay plain Mustache.
struct FeatureViewModel {
    let feature: Feature
    let style: OutputStyle
    let markers: SourceMarkers
    let fixtures: Fixtures
    /// Sample values the app's own code can use (previews, placeholders).
    let previews: PreviewValues
    /// The prototype's own view, when `extract --generate` carried it over (the View template writes it).
    let convertedView: ConvertedView?

    // Computed once: the context and the test view-model read them several times.
    let actions: [MessageModel]
    let results: [MessageModel]
    let messages: [MessageModel]
    let effects: [EffectModel]
    /// What the messages read (`now`, `uuid()`): every store test of the feature asks.
    let dependencies: Set<DependencyValue>
    /// The value each input (`input:`) starts with where tests and previews make the state themselves.
    let inputStarts: [(label: String?, value: String)]
    /// The feature as its tests see it: each input starts from its value in `inputStarts`, like a default.
    let testFeature: Feature

    init(
        feature: Feature, style: OutputStyle = .skill, fixtures: Fixtures, previews: PreviewValues? = nil,
        sourceLocations: Bool = false, convertedView: ConvertedView? = nil
    ) {
        self.feature = feature
        self.previews = previews ?? PreviewValues(features: [feature])
        self.style = style
        self.convertedView = convertedView
        self.markers = SourceMarkers(file: feature.specPath, isOn: sourceLocations)
        self.fixtures = fixtures
        actions = feature.actions.map { MessageModel(message: $0, feature: feature, style: style) }
        results = feature.results.map { MessageModel(message: $0, feature: feature, style: style) }
        messages = actions + results
        // A screen another one opens may read its state where the style unwraps its slot (middleware).
        let opened = style.navigatesFromRoot && fixtures.navigation.isOpened(feature.name)
        let effectState = opened ? style.openedEffectState.map { style.name($0, feature: feature.name) } : nil
        effects = messages.compactMap { EffectModel(trigger: $0, feature: feature, state: effectState) }
        dependencies = feature.dependencies
        (inputStarts, testFeature) = Self.inputStarts(of: feature, fixtures: fixtures)
    }

    var context: MustacheValue {
        let access = feature.access == .public ? "public " : ""
        let effectCases = messages.compactMap(effectCase)
        // Each message's value built once: the lists below show the same messages several times.
        let actionValues = actions.map(messageValue)
        let resultValues = results.map(messageValue)
        let messageValues = actionValues + resultValues
        func values(where chosen: (MessageModel) -> Bool) -> [MustacheValue] {
            zip(messages, messageValues).filter { chosen($0.0) }.map(\.1)
        }
        let hooks = values(where: \.isHook)
        let guarded = values(where: { $0.message.condition != nil })
        var context: [String: MustacheValue] = [
            "feature": .string(feature.name),
            "featureProperty": .string(SwiftNames.escaped(SwiftNames.lowerCamel(feature.name))),
            // Unescaped, for names built from it (`orderReducer`).
            "featureCamel": .string(SwiftNames.lowerCamel(feature.name)),
            "stateType": .string(style.name(style.names.state, feature: feature.name)),
            "stateProperty": .string(SwiftNames.escaped(style.statePropertyName(feature.name))),
            "serviceType": .string(style.name(style.names.service, feature: feature.name)),
            "liveServiceType": .string(style.name(style.names.liveService, feature: feature.name)),
            "mockServiceType": .string(style.name(style.names.mockService, feature: feature.name)),
            "specPath": .string(feature.specPath),
            "access": .string(access),
            "isPublic": .bool(feature.access == .public),
            // Foundation is always imported by the templates: listing it again would repeat the line.
            "imports": .lines(feature.imports.filter { $0 != "Foundation" }),
            "doc": Self.doc(feature.doc),
            "hasDoc": .bool(Self.doc(feature.doc) != .null),
            "fields": .list(fieldValues),
            "hasFields": .bool(!feature.fields.isEmpty),
            "models": .list(modelValues(access: access)),
            "enums": .list(enumValues),
            "hasActions": .bool(!actions.isEmpty),
            "hasMessages": .bool(!messages.isEmpty),
            "hasResults": .bool(!results.isEmpty),
            "actions": .list(Positions.mark(actionValues)),
            "results": .list(Positions.mark(resultValues)),
            "messages": .list(Positions.mark(messageValues)),
            "hasReducerCases": .bool(messages.contains { !$0.changesNothing }),
            "hasHooks": .bool(!hooks.isEmpty),
            "hooks": .list(Positions.mark(hooks)),
            "hasGuards": .bool(!guarded.isEmpty),
            "guardedMessages": .list(Positions.mark(guarded)),
            // Every message guarded: a `default:` after them would never run (a warning).
            "allGuarded": .bool(guarded.count == messages.count),
            "hasEffects": .bool(!effectCases.isEmpty),
            "debounces": .bool(AppViewModel.debounces(feature)),
            "readsNow": .bool(dependencies.contains(.now)),
            "readsUUID": .bool(dependencies.contains(.uuid)),
            "hasEffectlessMessages": .bool(effectCases.count < messages.count),
            "effects": .list(effectCases),
            "requirements": .list(requirementValues(access: access)),
        ]
        context.merge(markers.context) { $1 }
        context.merge(ScreenModel(model: self).context) { $1 }
        context.merge(effectFunctionsContext) { $1 }
        let previewRequirements = PreviewModel.requirements(of: feature, values: previews, style: style) ?? []
        context["previewRequirements"] = .list(Positions.mark(previewRequirements))
        context["hasPreviewRequirements"] = .bool(!previewRequirements.isEmpty)
        context.merge(storesAndRuns) { $1 }
        context.merge(navigationContext) { $1 }
        style.featureLayout(&context)
        return .object(context)
    }

    private var fieldValues: [MustacheValue] {
        feature.fields.enumerated().map { index, field in
            let type = SwiftTypeText.replacingErrors(field.type.text)
            let defaultValue = field.defaultValue?.text
            // `Optional<T>` (unlike `T?`) gets no implicit `nil`: spell it out.
            // An input has no default: the screen that opens this one gives it.
            let declaredDefault = defaultValue ?? (type.hasSuffix("?") || feature.inputs.contains(field.name) ? nil : "nil")
            return .object([
                "name": .string(SwiftNames.escaped(field.name)),
                "label": .string(field.name),
                "argumentLabel": .string(SwiftNames.argumentLabel(field.name)),
                "type": .string(type),
                "default": declaredDefault.map { .string($0) } ?? .null,
                "initDefault": .string(" = " + (defaultValue ?? "nil")),
                // A public state's initializer sets every field, so there the defaults are the
                // initializer's only: a second copy on the property would never be used.
                "stateDefault": feature.access == .public ? .null : declaredDefault.map { .string($0) } ?? .null,
                "line": .string(String(field.location.line)),
                "doc": Self.doc(field.doc),
                "last": .bool(index == feature.fields.count - 1),
                "preview": .string(defaultValue ?? "nil"),
                "store": field.store.map { .string($0.name) } ?? .null,
                "storeProperty": field.store.map { .string(SwiftNames.lowerCamel($0.name)) } ?? .null,
            ])
        }
    }

    /// Conformances a model's or enum's own fields need (`Fixtures.conformances`: worked out over the
    /// run, since a model may hold another spec's type).
    var typeConformances: [String: [String]] { fixtures.conformances }

    private func modelValues(access: String) -> [MustacheValue] {
        let needed = typeConformances
        return feature.models.enumerated().map { index, model in
            .object([
                "name": .string(model.name),
                "first": .bool(index == 0),
                "identifiable": .bool(model.isIdentifiable),
                "conformances": .lines(model.conformances + (needed[model.name] ?? []).filter { !model.conformances.contains($0) }),
                "doc": Self.doc(model.doc),
                "line": .string(String(model.location.line)),
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
        let needed = typeConformances
        return feature.enums.enumerated().map { index, stateEnum in
            .object([
                "name": .string(stateEnum.name),
                "conformances": .lines(needed[stateEnum.name] ?? []),
                "first": .bool(index == 0 && feature.models.isEmpty),
                "cases": .list(
                    stateEnum.cases.map { enumCase in
                        .string(enumCase.written(enumCase.associatedTypes.map { SwiftTypeText.replacingErrors($0.text) }))
                    }),
            ])
        }
    }

    private func messageValue(_ message: MessageModel) -> MustacheValue {
        // A throttle kept in the state: its last call is written behind the window's check, not here.
        let throttled = style.keepsThrottlesInState ? feature.throttledEffect(startedBy: message.message) : nil
        let lastCall = throttled.map(Feature.lastCallField(of:))
        let assignments = message.assignments.filter { $0.field != lastCall }
        let condition = message.condition
        let payload = zip(message.payloadNames, message.payloadTypes).map { name, type -> MustacheValue in
            .object([
                "name": .string(SwiftNames.escaped(name)),
                "argumentLabel": .string(SwiftNames.argumentLabel(name)),
                "type": .string(type),
                "read": .string(style.messages.read(name)),
            ])
        }
        let values: [String: MustacheValue] = [
            "name": .string(message.name),
            "typeName": .string(message.typeName),
            "caseDeclaration": style.messages.caseDeclaration(message).map { .string($0) } ?? .null,
            "doc": Self.doc(message.message.doc),
            "payloadValues": .list(Positions.mark(payload)),
            "hasPayload": .bool(!payload.isEmpty),
            "reducerPattern": .string(message.reducerPattern),
            "isHook": .bool(message.isHook),
            "transitionName": .string(message.transitionName),
            "changesNothing": .bool(message.changesNothing),
            "condition": condition.map { .string($0.value) } ?? .null,
            "conditionLine": .string(condition.map { String($0.line) } ?? ""),
            // The pattern of the guard's own `switch` (skill, middleware): only the names it reads.
            "conditionPattern": .string(message.pattern(binding: message.namesUsedByCondition)),
            "hasAssignments": .bool(!assignments.isEmpty),
            "throttle": throttled.map { effect in
                .object([
                    "field": .string(Feature.lastCallField(of: effect)), "seconds": .string(effect.throttleSeconds ?? ""),
                ])
            } ?? .null,
            "assignments": .list(
                assignments.enumerated().map { index, assignment -> MustacheValue in
                    let field: String = message.message.assignments?[index].field ?? ""
                    let store: String? = storeProperty(of: field)
                    return .object([
                        "field": .string(assignment.field),
                        "value": .string(assignment.value),
                        "line": .string(String(assignment.line)),
                        "startsLine": .bool(assignment.startsLine),
                        "isFirstAssignment": .bool(index == 0),
                        // Where the field lives when not in the feature's own state (a shared store).
                        "storeProperty": store.map { .string($0) } ?? .null,
                        // A payload value of the same name hides it in the code that applies the `set`.
                        "isHidden": .bool(message.hides(store ?? field)),
                    ])
                }),
        ]
        var object = caseValues(message).merging(methodValues(message)) { $1 }.merging(values) { $1 }
        let presentations = message.message.closes.filter { feature.isPresentation($0.destination) }
        let pushes = message.message.closes.filter { !feature.isPresentation($0.destination) }
        object["closes"] = .list(pushes.map { closing in
            .object(["destination": .string(SwiftNames.escaped(closing.destination)),
                     "line": .string(String(closing.location.line))])
        })
        object["closesPresentation"] = closingPresentations(presentations)
        object["opens"] = opening(message)
        object["dismisses"] = .bool(message.message.dismisses)
        return .object(object)
    }

    /// The property of the view state that holds the store `field` lives in; nil for the feature's own.
    private func storeProperty(of field: String) -> String? {
        feature.fields.first { $0.name == field }?.store.map { SwiftNames.lowerCamel($0.name) }
    }

    /// The effect case of a message that starts an effect, cancels some, or both; nil for neither.
    private func effectCase(_ message: MessageModel) -> MustacheValue? {
        let run = effects.first { $0.trigger.message.name == message.message.name }
        let cancels = message.message.cancels
        guard run != nil || !cancels.isEmpty else { return nil }
        var object: [String: MustacheValue] = [
            "pattern": .string(run?.pattern ?? message.pattern(binding: [])),
            "cancels": .list(
                Positions.mark(cancels.map { .object(["id": .string(effectID($0)), "effectName": .string($0)]) })),
            "cancelsOnly": .bool(run == nil),
            "runsOnly": .bool(cancels.isEmpty),
            "cancelsAndRuns": .bool(run != nil && !cancels.isEmpty),
        ]
        if let run {
            object.merge([
                "id": .string(effectID(run.effect.name)),
                "effectName": .string(run.effect.name),
                "policy": .string(run.effect.policyCase),
                "captures": .list(run.captures.map { .object(["name": .string($0.name), "value": .string($0.value)]) }),
                "isThrowing": .bool(run.isThrowing),
                "isStream": .bool(run.isStream),
                "elementName": .string(run.elementName),
                "finished": run.finished.map { .string($0) } ?? .null,
                "catchesCancellation": .bool(run.sendsFailure),
                "call": .string(run.call),
                "bindsResponse": .bool(run.bindsResponse),
                "discardsResult": .bool(run.discardsResult),
                "responseName": .string(run.responseName),
                "success": run.success.map { .string($0) } ?? .null,
                "reportsBack": .bool(run.success != nil || run.failure != nil),
                "failure": run.failure.map { .string($0) } ?? .null,
            ]) { $1 }
        }
        return .object(object)
    }

    /// `Catalog.searchItems`: unique in the app, so the store can tell the features' effects apart.
    func effectID(_ effect: String) -> String { "\(feature.name).\(effect)" }

    /// Service requirements, one per distinct function (two effects may call the same one).
    var requirements: [ServiceRequirement] { ServiceRequirement.all(of: feature) }

    private func requirementValues(access: String) -> [MustacheValue] {
        let requirements = self.requirements
        return requirements.enumerated().map { index, requirement in
            .object([
                "first": .bool(index == 0),
                "last": .bool(index == requirements.count - 1),
                "declaration": .string(requirement.declaration),
                "closureHead": .string(requirement.closureHead),
                "skeletonBody": .string(
                    requirement.skeletonBody(
                        implementation: style.name(style.names.liveService, feature: feature.name),
                        error: style.skeletonError)),
                "doc": Self.doc(requirement.effect.doc),
                "function": .string(requirement.function),
                // As an argument label (`Client(default: …)`), where keywords need no backticks.
                "functionLabel": .string(SwiftNames.argumentLabel(requirement.signature.function)),
                "displayName": .string(requirement.displayName),
                "closureParameters": .list(requirement.closureParameters),
                "closureType": .string(requirement.closureType),
                "closureParameterNames": .list(requirement.closureParameterNames),
                "hasParameters": .bool(!requirement.signature.parameters.isEmpty),
                "isThrowing": .bool(requirement.signature.isThrowing),
                "returnType": requirement.returnType.map { .string($0) } ?? .null,
                // A closure that cannot throw must return something, even unimplemented.
                "needsPlaceholder": .bool(!requirement.signature.isThrowing && requirement.returnsRequiredValue),
                "placeholder": requirement.returnType.flatMap(placeholder).map { .string($0) } ?? .null,
            ])
        }
    }

    /// A short value of `type` for code that must return one before anything real is written: an empty
    /// collection, a one-line sample, or the spec's fixture; nil when there is none.
    private func placeholder(_ type: String) -> String? {
        // A stream that ends at once (ConcurrencyExtras' `.finished`, which TCA exports).
        if type.hasPrefix("AsyncStream<") { return ".finished" }
        if type.hasPrefix("AsyncThrowingStream<") { return ".finished()" }
        switch TypeShape(parsing: type) {
        case .array?, .named("Array", _)?, .named("Set", _)?: return "[]"
        case .dictionary?, .named("Dictionary", _)?: return "[:]"
        default: break
        }
        var names = Set<String>()
        if let value = previews.value(for: type, names: &names), value.prelude.isEmpty { return value.expression }
        // A literal value made for tests (a fixture of the spec, or built field by field).
        var maker = SampleMaker(fixtures: fixtures)
        return maker.value(for: type, hint: "value")?.text
    }

    /// `doc:` text as the lines after `///`: each with its leading space, an empty line as nothing
    /// (so the template writes `///` without trailing white space); null when there is no text.
    static func doc(_ text: String?) -> MustacheValue {
        guard let text, !text.allSatisfy(\.isWhitespace) else { return .null }
        // Every kind of line break ends a line: one left inside would end the comment early.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { line in
            let trimmed = line.reversed().drop(while: \.isWhitespace).reversed()
            return trimmed.isEmpty ? "" : " " + String(trimmed)
        }
        // YAML block scalars end with a newline: no empty `///` line for it.
        return .lines(Array(lines.reversed().drop(while: \.isEmpty).reversed()))
    }
}
