import Mustache

/// What the app's own starting file (`AppStore+Live.swift`) shows besides the live store: sample state
/// for previews, and for each feature a preview service that answers at once with sample data.
struct PreviewModel {
    let features: [Feature]
    let style: OutputStyle
    /// The sample values of every model and enum of the run, built once: each screen's previews look
    /// them up (`screenContext(for:)` is called once per feature).
    let values: PreviewValues
    /// Who opens whom (the run's graph, from `Fixtures`): an opened screen's preview shows it open.
    let navigation: NavigationGraph

    var context: [String: MustacheValue] {
        let firstRoot = features.first { !navigation.isOpened($0.name) }
        let services = features.compactMap(previewService)
        let state = sampleState()
        return [
            "previewState": .list(state),
            "hasPreviewState": .bool(!state.isEmpty),
            "previewServices": .list(Positions.mark(services)),
            "hasPreviewServices": .bool(!services.isEmpty),
            // The screen the app's doc comment shows first: one no other opens, in its stack if it has one.
            "firstFeature": .string(firstRoot?.name ?? "Root"),
            "firstOwnsStack": .bool(firstRoot?.ownsStack ?? false),
        ]
    }

    /// `state.order.orders = orders` (after the `let` that builds it) for each field holding data. A
    /// screen another one opens is shown open, on its opener's stack or presented by it (one per
    /// opener: the first it presents), made from sample inputs.
    private func sampleState() -> [MustacheValue] {
        var names: Set<String> = ["state"]
        var statements: [MustacheValue] = []
        var presenting: Set<String> = []
        for feature in features {
            let property = SwiftNames.escaped(style.statePropertyName(feature.name))
            var target = "state.\(property)"
            if style.navigatesFromRoot, let opener = navigation.opener(of: feature.name) {
                let presented = opener.destination.kind.isPresentation
                if presented, presenting.contains(opener.feature) { continue }
                var prelude: [String] = []
                var arguments: [(label: String?, value: String)] = []
                for field in feature.fields where feature.inputs.contains(field.name) {
                    guard let value = values.value(for: field.type.text, names: &names) else { break }
                    prelude += value.prelude
                    arguments.append((field.name, value.expression))
                }
                // An input featuregen has no sample of: the preview starts with the screen closed.
                guard arguments.count == feature.inputs.count else { continue }
                let navigationNames = AppNavigationNames(style: style, features: [])
                let destination = SwiftNames.escaped(opener.destination.name)
                let open = presented
                    ? "state.\(style.navigationProperty).\(navigationNames.presenter(opener.feature)) = .\(destination)"
                    : "state.\(style.navigationProperty).\(navigationNames.stack(opener.feature)) = [.\(destination)]"
                if presented { presenting.insert(opener.feature) }
                let make = "\(target) = \(style.name(style.names.state, feature: feature.name))("
                    + SwiftNames.argumentList(arguments) + ")"
                statements.append(.object(["lines": .lines(prelude + [open] + SwiftLayout.lines(make, indent: 4))]))
                target += "?"
            }
            for field in feature.fields where values.isData(field.type.text) && !feature.inputs.contains(field.name) {
                guard let value = values.value(for: field.type.text, names: &names) else { continue }
                let assignment = "\(target).\(SwiftNames.escaped(field.name)) ="
                // Indented by 4 in `AppState.preview`; a statement too long breaks after `=`.
                let lines = 4 + assignment.count + 1 + value.expression.count <= 100
                    ? ["\(assignment) \(value.expression)"] : [assignment, "  " + value.expression]
                statements.append(.object(["lines": .lines(value.prelude + lines)]))
            }
        }
        return statements
    }

    /// What one screen's previews need, for styles that build them screen by screen (SVVS's view, with
    /// its view state): the feature's preview service, if it has one, and a sample for each field that
    /// holds data, with the store the field lives in.
    func screenContext(for feature: Feature) -> [String: MustacheValue] {
        let service = previewService(feature)
        var names: Set<String> = ["viewState"]
        var samples: [MustacheValue] = []
        for field in feature.fields where values.isData(field.type.text) {
            guard let value = values.value(for: field.type.text, names: &names) else { continue }
            let store = field.store.map { SwiftNames.lowerCamel($0.name) }
            let target = "viewState." + (store.map { $0 + "." } ?? "") + SwiftNames.escaped(field.name) + " ="
            // Written at 6 columns; a statement too long breaks after `=`.
            let fits = 6 + target.count + 1 + value.expression.count <= 100
            samples.append(.object([
                "lines": .lines(value.prelude + (fits ? ["\(target) \(value.expression)"] : [target, "  " + value.expression])),
            ]))
        }
        return [
            "previewRepository": service ?? .null,
            "previewSamples": .list(samples),
            "hasPreviewSamples": .bool(!samples.isEmpty),
        ]
    }

    /// A service answering every requirement with sample data (a throwing one it cannot answer throws
    /// the style's skeleton error); nil when a requirement that cannot throw has no sample.
    private func previewService(_ feature: Feature) -> MustacheValue? {
        // A feature without effects calls nothing: its live service is as good as any.
        guard let requirements = Self.requirements(of: feature, values: values, style: style), !requirements.isEmpty
        else { return nil }
        let property = SwiftNames.lowerCamel(feature.name)
        return .object([
            "name": .string(feature.name),
            "argumentLabel": .string(SwiftNames.argumentLabel(property)),
            "requirements": .list(Positions.mark(requirements)),
        ])
    }

    /// Each service requirement of `feature` answered with sample data: its declaration, the closure
    /// parameters that stand for its arguments, and the body's lines; nil when a requirement that cannot
    /// throw has no sample.
    static func requirements(of feature: Feature, values: PreviewValues, style: OutputStyle) -> [MustacheValue]? {
        var seen = Set<String>()
        var requirements: [MustacheValue] = []
        for effect in feature.effects where seen.insert(effect.call.function).inserted {
            let requirement = ServiceRequirement(effect: effect, feature: feature)
            var body: [String] = []
            if let stream = effect.stream, let type = effect.answerType {
                // A stream that sends the sample elements at once, then ends.
                var names = Set(effect.call.parameters.map(\.name) + ["elements"])
                let elementsType = SwiftTypeText.replacingErrors(type)
                let elements = values.value(for: elementsType, names: &names)
                body = Self.streaming(elements, elementsType: elementsType, isThrowing: stream.isThrowing)
            } else if let returnType = requirement.returnType {
                var names = Set(effect.call.parameters.map(\.name))
                if let value = values.value(for: returnType, names: &names) {
                    body = Self.returning(value)
                } else if effect.call.isThrowing {
                    let preview = style.name(style.names.previewService, feature: feature.name)
                    body = [style.skeletonError.throwing("\(preview).\(requirement.displayName)")]
                } else {
                    return nil
                }
            }
            requirements.append(.object([
                "declaration": .string(requirement.declaration),
                "function": .string(requirement.function),
                "functionLabel": .string(SwiftNames.argumentLabel(requirement.signature.function)),
                "closureHead": .string(requirement.closureHead),
                "emptyClosure": .string(requirement.emptyClosure),
                "closureParameters": .list(requirement.closureParameterNames),
                "body": .lines(body),
                "isEmpty": .bool(body.isEmpty),
            ]))
        }
        return requirements
    }

    /// The lines of a body that returns a stream of `elements` (none without them).
    /// `elementsType`: the array's type, which a literal needs (`["c"]` alone would be `[String]`).
    static func streaming(_ elements: PreviewValues.Value?, elementsType: String, isThrowing: Bool) -> [String] {
        let type = isThrowing ? "AsyncThrowingStream" : "AsyncStream"
        guard let elements else { return ["\(type) { $0.finish() }"] }
        // A name the prelude declared has its type; a literal (`[.updated(status)]`) needs one.
        let isName = elements.expression.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        let prelude = elements.prelude + (isName ? [] : ["let elements: \(elementsType) = \(elements.expression)"])
        let sequence = isName ? elements.expression : "elements"
        return prelude + [
            "return \(type) { continuation in",
            "  for element in \(sequence) {",
            "    continuation.yield(element)",
            "  }",
            "  continuation.finish()",
            "}",
        ]
    }

    /// The lines of a body that returns `value`: the expression alone when it needs no statement
    /// before it, or when the only one is its own `let` (`(1...3).map { … }` rather than `let items =
    /// (1...3).map { … }` and `return items`).
    static func returning(_ value: PreviewValues.Value) -> [String] {
        guard let first = value.prelude.first else { return [value.expression] }
        let binding = "let \(value.expression) = "
        if first.hasPrefix(binding), !value.prelude.dropFirst().contains(where: { $0.hasPrefix("let ") }) {
            return [String(first.dropFirst(binding.count))] + value.prelude.dropFirst()
        }
        return value.prelude + ["return \(value.expression)"]
    }
}
