import Mustache

/// What the App wiring templates show: one entry per feature of the run.
struct AppViewModel {
    let features: [Feature]
    let module: String
    var style: OutputStyle = .skill
    /// The run's test values and preview values, built once by the Planner, which plans the features
    /// with the same tables: each feature's scoped test looks up its models and enums in them.
    let fixtures: Fixtures
    let previews: PreviewModel

    static func hasGuards(_ feature: Feature) -> Bool {
        (feature.actions + feature.results).contains { $0.condition != nil }
    }

    /// Some effect waits before it calls: the runtime takes a `sleep` that tests replace with a `TestClock`'s.
    static func debounces(_ feature: Feature) -> Bool {
        feature.effects.contains { $0.debounceMilliseconds != nil }
    }

    /// Some effect is throttled: the runtime keeps when it last called.
    static func throttles(_ feature: Feature) -> Bool {
        feature.effects.contains { $0.throttleMilliseconds != nil }
    }

    var context: MustacheValue {
        // The wiring can be public only when every feature is: a public AppState cannot hold internal state.
        let isPublic = !features.isEmpty && features.allSatisfy { $0.access == .public }
        let entries = features.map { feature -> MustacheValue in
            let property = SwiftNames.lowerCamel(feature.name)
            let names = style.names
            let entry: [String: MustacheValue] = [
                "hasMessages": .bool(!(feature.actions.isEmpty && feature.results.isEmpty)),
                "hasGuards": .bool(Self.hasGuards(feature)),
                "hasDebouncedEffect": .bool(Self.debounces(feature)),
                "name": .string(feature.name),
                "property": .string(SwiftNames.escaped(property)),
                "argumentLabel": .string(SwiftNames.argumentLabel(property)),
                // Unescaped, for names built from it (`orderKeyPath`): `default` alone needs backticks.
                "plainProperty": .string(property),
                // The parameter of the tests' `withMocks` that takes the feature's mock.
                "serviceProperty": .string(style.name(style.tests.mockParameter, feature: feature.name)),
                "stateType": .string(style.name(names.state, feature: feature.name)),
                "stateProperty": .string(SwiftNames.escaped(style.statePropertyName(feature.name))),
                "plainStateProperty": .string(style.statePropertyName(feature.name)),
                "serviceType": .string(style.name(names.service, feature: feature.name)),
                "liveServiceType": .string(style.name(names.liveService, feature: feature.name)),
                "previewServiceType": .string(style.name(names.previewService, feature: feature.name)),
                "mockServiceType": .string(style.name(names.mockService, feature: feature.name)),
                // A screen another one opens is not on the app's root: its opener holds its state.
                "isRoot": .bool(!fixtures.navigation.isOpened(feature.name)),
                // A slot of the root state, for a screen another one opens (skill).
                "slotDoc": fixtures.navigation.opener(of: feature.name).map { opener in
                    .lines(CommentLines.lines(
                        "\(feature.name)'s state while \(opener.feature) shows it (`\(opener.destination.name)`); "
                            + "`nil` otherwise.", indent: 2, marker: "///"))
                } ?? .null,
                "ownsStack": .bool(feature.ownsStack),
                // Runs to cancel when its screen closes.
                "hasEffects": .bool(!feature.effects.isEmpty),
            ]
            var values = entry.merging(style.appEntry(feature, style)) { $1 }
            if !fixtures.navigation.isOpened(feature.name), let scoped = scopedTest(feature) { values["scopedTest"] = .object(scoped) }
            return .object(values)
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
        let shadowed = features.flatMap { $0.models.map(\.name) + $0.enums.map(\.name) }
            .filter(ReservedNames.testImportedTypes.contains).sorted()
        return .object([
            "access": .string(isPublic ? "public " : ""),
            "supportAccess": .string(anyPublic ? "public " : ""),
            "isSupportPublic": .bool(anyPublic),
            "isPublic": .bool(isPublic),
            "module": .string(module),
            "testShadowedTypes": .list(shadowed.map(MustacheValue.string)),
            "hasTestShadowedTypes": .bool(!shadowed.isEmpty),
            // The test support's own `Issue`, `Comment` and `Trait` are Swift Testing's.
            "testing": .string(shadowed.contains(where: ReservedNames.testingTypes.contains) ? "Testing." : ""),
            "features": .list(Positions.mark(entries)),
            "scopedTests": .list(Positions.mark(entries.compactMap { $0.objectValue["scopedTest"] })),
            "hasFeatures": .bool(!features.isEmpty),
            // Some message has a `when:`: the store asks before reducing (skill, middleware).
            "hasGuards": .bool(features.contains(where: Self.hasGuards)),
            "guardedFeatures": .list(Positions.mark(zip(features, entries).filter { Self.hasGuards($0.0) }.map(\.1))),
            "allFeaturesGuarded": .bool(
                features.filter { !($0.actions.isEmpty && $0.results.isEmpty) }.allSatisfy(Self.hasGuards)),
            "debounces": .bool(features.contains(where: Self.debounces)),
            "throttles": .bool(features.contains(where: Self.throttles)),
            // `EffectPolicy` has a case with a value: `Equatable` is no longer synthesized.
            "timesRuns": .bool(features.contains { Self.debounces($0) || Self.throttles($0) }),
            // Some effect streams: `Effect` and the store run streams, the test support replays them.
            "streams": .bool(features.contains { $0.effects.contains { $0.stream != nil } }),
            // Some example keeps a call in flight (`pending`): the tests hold it at a `CallGate`.
            "holdsCalls": .bool(features.contains { $0.examples.contains { !$0.pending.isEmpty } }),
            // Some `set` or `when` reads `now` or `uuid()`: the app declares `AppDependencies` (unless the
            // style's library has its own) and the tests fix them.
            "declaresDependencies": .bool(
                !style.dependencies.isEmpty && features.contains { !$0.dependencies.isEmpty }),
            // Without any message, `AppAction` has no case: code that takes one can only `switch` over it.
            "hasMessages": .bool(features.contains { !($0.actions.isEmpty && $0.results.isEmpty) }),
            // A multi-line list takes a trailing comma after its last element only when it has several.
            "hasSeveralFeatures": .bool(features.count > 1),
            "firstProperty": .string(features.first.map { SwiftNames.lowerCamel($0.name) } ?? "feature"),
            // For the store's doc: how a screen reads its own state (`store.orderState`).
            "firstStateProperty": .string(features.first.map { style.statePropertyName($0.name) } ?? "orderState"),
            "usesEquatableError": .bool(usesEquatableError),
            // A screen another one opens has effects: closing it cancels their runs.
            "closesRuns": .bool(features.contains { fixtures.navigation.isOpened($0.name) && !$0.effects.isEmpty }),
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
        ].merging(previews.context) { $1 }
            // Some screen owns a navigation stack: the app shows its roots side by side, each in its own stack.
            .merging(navigationContext) { $1 }
            .merging(style.skeletonError.context) { $1 })
    }

    /// For a style whose root reducer scopes the features (`TestWiring.appStep`): one message of
    /// `feature` sent through the root, with the change it makes in that feature's part of the state.
    /// The message is the first with a `set` that starts no effect and whose change can be stated.
    private func scopedTest(_ feature: Feature) -> [String: MustacheValue]? {
        guard let appStep = style.tests.appStep, let change = style.tests.appChange else { return nil }
        let plan = FeatureTestPlan(feature: feature, fixtures: fixtures)
        // A field the test starts at the value the message sets is no change (`Result<Int, Never>` has
        // one sample value): TCA's exhaustive `TestStore` fails a step that changes nothing.
        func changed(_ test: TestCase) -> [TestCase.FieldValue] {
            var current: [String: String] = [:]
            for field in feature.fields { current[field.name] = field.defaultValue?.text }
            for field in test.start { current[field.field] = field.value }
            return test.changes.first?.fields.filter { current[$0.field] != $0.value } ?? []
        }
        let test = plan.reducerCases.first { test in
            !test.isParameterized && test.unchecked.isEmpty && test.changes.first?.isKnown == true
                // Nothing opened: the root's test states fields only.
                && test.changes.first.map { $0.pushes.isEmpty && $0.presents == nil } == true
                && !changed(test).isEmpty
                && !test.steps.contains { step in
                    // No effect to run, and no `now` or `uuid()` to fix: the root's store is plain.
                    let message = (feature.actions + feature.results).first { $0.name == step.message }
                    return message?.effect != nil || message?.dependencies.isEmpty == false
                }
        }
        guard let test, let step = test.steps.first,
            let message = (feature.actions + feature.results).first(where: { $0.name == step.message })
        else { return nil }
        let plain = SwiftNames.lowerCamel(feature.name)
        let property = SwiftNames.escaped(style.statePropertyName(feature.name))
        func fill(_ pattern: String) -> String {
            pattern.replacing("{state}", with: property).replacing("{f}", with: SwiftNames.escaped(plain))
        }
        let action = MessageModel(message: message, feature: feature, style: style)
            .construction(values: step.arguments.map(\.value))
        let changes = changed(test).flatMap { field in
            SwiftLayout.lines(
                fill(change).replacing("{field}", with: SwiftNames.escaped(field.field)).replacing("{value}", with: field.value),
                indent: 6)
        }
        let start = test.start.flatMap { value in
            SwiftLayout.lines("state.\(property).\(SwiftNames.escaped(value.field)) = \(value.value)", indent: 4)
        }
        // A send too long for one line names the feature's action first.
        let name = "\(plain)Actions_changeThe\(feature.name)State"
        var send = fill(appStep).replacing("{message}", with: action) + " {"
        var prelude: [String] = []
        if 4 + send.count > 100 {
            prelude = SwiftLayout.lines("let action: \(style.name(style.names.message, feature: feature.name)) = \(action)", indent: 4)
            send = fill(appStep).replacing("{message}", with: "action") + " {"
        }
        return [
            "name": .string(name),
            "headerLines": .lines(TestHeader.lines(name: name)),
            "start": .lines(start),
            "hasStart": .bool(!start.isEmpty),
            "steps": .lines(prelude + [send]),
            "changes": .lines(changes),
        ]
    }
}
