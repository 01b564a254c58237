/// Checks that need the whole spec: every name used resolves, effects fit their results, every effect
/// parameter can be filled, and every effect is triggered.
extension FeatureBuilder {
    /// A model that holds itself, directly or through other models (`Node { next: Node? }`): a struct
    /// cannot, so the generated code would not compile. Inside an array, set or dictionary it can.
    func checkRecursiveModels() {
        let names = Set(feature.models.map(\.name))
        // `Node`, `Node?`, `Optional<Node>`: held in place, not in a collection.
        func heldInPlace(_ type: String) -> String? {
            var text = type.filter { !$0.isWhitespace }
            while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
            if text.hasPrefix("Optional<"), text.hasSuffix(">") { text = String(text.dropFirst(9).dropLast()) }
            return names.contains(text) ? text : nil
        }
        var holds: [String: [(String, SourceLocation)]] = [:]
        for model in feature.models {
            holds[model.name] = model.fields.compactMap { field in heldInPlace(field.type.text).map { ($0, model.location) } }
        }
        for model in feature.models {
            // Depth-first from the model: does a chain of in-place fields lead back to it?
            var path = [model.name]
            var seen: Set<String> = []
            func leadsBack(_ name: String) -> Bool {
                for (next, _) in holds[name] ?? [] {
                    if next == model.name { return true }
                    guard seen.insert(next).inserted else { continue }
                    path.append(next)
                    if leadsBack(next) { return true }
                    path.removeLast()
                }
                return false
            }
            guard leadsBack(model.name) else { continue }
            let chain = (path + [model.name]).map { "`\($0)`" }.joined(separator: " → ")
            checker.error(
                "model `\(model.name)` holds itself (\(chain)): a struct cannot contain itself", at: model.location,
                notes: [.init("hold it in an array (`[\(model.name)]`), or refer to it by its ID")])
        }
    }

    func checkReferences() {
        checkRecursiveModels()
        checkNavigation()
        checkCallsShareSignatures()
        checkLiteralTypes()
        checkDependencyReads()
        let fields = feature.fields.map(\.name)
        let effects = feature.effects.map(\.name)
        var triggered: Set<String> = []
        let messages = Array(zip(feature.actions, actionSources)) + Array(zip(feature.results, resultSources))
        for (message, source) in messages {
            for (assignment, location) in zip(message.assignments ?? [], source.setKeyLocations)
            // A field that was declared but broken has been reported already.
            where !fields.contains(assignment.field) && memberNames[assignment.field]?.role != "field" {
                checker.error("`set` assigns unknown field `\(assignment.field)`", at: location,
                              notes: Suggestion.note(for: assignment.field, among: fields).map { [$0] } ?? [])
            }
            let reads = (message.assignments ?? []).map(\.value) + [message.condition].compactMap { $0 }
                + (message.opens?.values.expressions ?? [])
            checkBareFieldReads(in: reads, bound: boundNames(of: message))
            if message.payload == .none { checkNoPayloadReads(in: reads, of: message, role: source.role) }
            for (name, location) in zip(message.cancels, source.cancelLocations) where !effects.contains(name) {
                if memberNames[name]?.role == "effect" { continue }
                checker.error("`cancel` names unknown effect `\(name)`", at: location,
                              notes: Suggestion.note(for: name, among: effects).map { [$0] } ?? [])
            }
            guard let name = message.effect, let location = source.effectLocation else { continue }
            guard let effect = feature.effects.first(where: { $0.name == name }) else {
                // An effect that was declared but broken has been reported already.
                if memberNames[name]?.role == "effect" { continue }
                checker.error("unknown effect `\(name)`", at: location,
                              notes: Suggestion.note(for: name, among: effects).map { [$0] } ?? [])
                continue
            }
            triggered.insert(name)
            checkParameters(of: effect, for: message, role: source.role, at: location)
            if effect.throttleMilliseconds != nil { checkThrottleTrigger(message, of: effect, role: source.role, at: location) }
        }
        for (effect, source) in zip(feature.effects, effectSources) {
            let triggers = (feature.actions + feature.results).filter { $0.effect == effect.name }
            checkBareFieldReads(in: effect.arguments.map(\.value), bound: Set(triggers.flatMap(boundNames) + ["state", "payload"]))
            checkResults(of: effect, source)
            if !triggered.contains(effect.name) {
                checker.warning("effect `\(effect.name)` is never triggered", at: effect.location,
                                notes: [.init("add `effect: \(effect.name)` to an action or a result")])
            }
        }
    }

    /// A throttled effect drops the runs that come too soon, so whatever else the message does would
    /// happen or not with it: only an action that starts nothing else may start one.
    private func checkThrottleTrigger(_ message: Message, of effect: Effect, role: MessageRole, at location: SourceLocation) {
        if role == .result {
            checker.error(
                "result `\(message.name)` starts throttled effect `\(effect.name)`; only actions may start a throttled effect",
                at: location, notes: [.init("a throttle drops taps that come too soon: start `\(effect.name)` from an action")])
        } else if !message.cancels.isEmpty {
            checker.error(
                "action `\(message.name)` starts throttled effect `\(effect.name)` and cancels effects too; a throttled "
                    + "start is dropped within its window, and the `cancel` would go with it",
                at: location, notes: [.init("cancel from another action, or remove `throttle`")])
        }
        // A start dropped within the window still applies the `set`, and no result comes to undo it.
        var results = [effect.success, effect.stream?.finished].compactMap { $0 }
        if case .result(let name) = effect.failure { results.append(name) }
        let resultFields = Set(feature.results.filter { results.contains($0.name) }.flatMap { ($0.assignments ?? []).map(\.field) })
        for assignment in message.assignments ?? [] where resultFields.contains(assignment.field) {
            let field = assignment.field
            // `!state.isSaving` for a Bool; `state.phase != .loading` for another type.
            let isBool = feature.fields.first { $0.name == field }.map { SwiftTypeText.normalized($0.type.text) == "Bool" } ?? false
            let condition = isBool ? "!state.\(field)" : "state.\(field) != \(assignment.value.text)"
            checker.warning(
                "`\(message.name)` sets `\(field)`, which a result of throttled effect `\(effect.name)` sets back; a "
                    + "`\(message.name)` within the window starts no call, so nothing would set it back",
                at: location,
                notes: [.init("guard with `when:` instead (`when: \"\(condition)\"`), or leave `\(field)` out of its `set`")])
        }
    }

    /// The names a message binds for its `set` and arguments: `state`, `payload` and its payload's labels.
    private func boundNames(of message: Message) -> Set<String> {
        message.boundPayloadNames.union(["state", "payload"])
    }

    /// `count + 1` where `state.count` was meant: the generated reducer has no `count` in scope (a
    /// payload label of that name would be; those are `bound`).
    private func checkBareFieldReads(in values: [SwiftCode], bound: Set<String>) {
        let fields = Set(feature.fields.map(\.name))
        for value in values {
            for use in SwiftTokenizer.freeIdentifierRanges(in: value.text)
            where fields.contains(use.name) && !bound.contains(use.name) {
                checker.error(
                    "`\(use.name)` is not in scope here; the state field is `state.\(use.name)`",
                    at: location(of: use.range, in: value),
                    notes: [.init("write `state.\(use.name)`")])
            }
        }
    }

    /// `set: { posts: state.posts + payload }` on a message without a payload: the generated code would
    /// not compile, so it is refused here, where the fix is.
    private func checkNoPayloadReads(in values: [SwiftCode], of message: Message, role: MessageRole) {
        let returning = role == .result ? feature.effects.first { $0.success == message.name } : nil
        // A call that returns a value: the result's missing payload is reported with its type.
        if returning?.response != nil { return }
        let hint = returning.map { "give `\($0.name)`'s call a return type (`-> Type`), or declare `payload: Type`" }
            ?? "declare `payload: Type` on `\(message.name)`"
        for value in values {
            for use in SwiftTokenizer.freeIdentifierRanges(in: value.text) where use.name == "payload" {
                checker.error(
                    "`payload` is not in scope: \(role.rawValue) `\(message.name)` has no payload",
                    at: location(of: use.range, in: value), notes: [.init(hint)])
            }
        }
    }

    private func checkParameters(of effect: Effect, for message: Message, role: MessageRole, at location: SourceLocation) {
        let filled = SpecValidator.fillParameters(of: effect, triggeredBy: message, fields: feature.fields.map(\.name))
        for (parameter, value) in zip(effect.call.parameters, filled) where value == nil {
            checker.error(
                "cannot fill parameter `\(parameter.name)` of `\(effect.name)` for \(role.rawValue) `\(message.name)`; "
                    + "add `arguments: { \(parameter.name): … }` to effect `\(effect.name)`",
                at: location)
        }
        checkArgumentTypes(of: effect, filled: filled, for: message, role: role, at: location)
    }

    /// `success` and `failure` name results whose payloads fit the call.
    private func checkResults(of effect: Effect, _ source: EffectSource) {
        if let name = effect.success, let location = source.successLocation,
           let result = resolveResult(name, key: "success", at: location) {
            checkSuccessPayload(result, of: effect, answer: effect.response, at: location)
        }
        if let name = effect.stream?.finished, let location = source.finishedLocation,
           let result = resolveResult(name, key: "finished", at: location) {
            // The stream's end answers nothing: its result carries at most the call's arguments.
            checkSuccessPayload(result, of: effect, answer: nil, at: location)
        }
        if case .result(let name) = effect.failure, let location = source.failureLocation,
           let result = resolveResult(name, key: "failure", at: location) {
            checkFailurePayload(result, of: effect, at: location)
        }
        guard effect.stream != nil else { return }
        // A stream's results come many times and while it runs: an effect of their own is not run there.
        for (name, location) in [(effect.success, source.successLocation), (effect.stream?.finished, source.finishedLocation)] {
            guard let name, let location, let result = feature.results.first(where: { $0.name == name }),
                let started = result.effect
            else { continue }
            checker.error(
                "result `\(name)` of stream `\(effect.name)` starts effect `\(started)`; a stream's results cannot start "
                    + "effects", at: location,
                notes: [.init("`\(name)` declared here", at: result.location),
                        .init("start `\(started)` from an action instead")])
        }
    }

    private func resolveResult(_ name: String, key: String, at location: SourceLocation) -> Message? {
        if let result = feature.results.first(where: { $0.name == name }) { return result }
        if let action = feature.actions.first(where: { $0.name == name }) {
            checker.error("`\(key)` must name a result, but `\(name)` is an action", at: location,
                          notes: [.init("action declared here", at: action.location)])
            return nil
        }
        var notes = Suggestion.note(for: name, among: feature.results.map(\.name)).map { [$0] } ?? []
        if key == "failure", notes.isEmpty { notes = [.init("write `failure: ignore` to drop errors")] }
        checker.error("unknown result `\(name)`", at: location, notes: notes)
        return nil
    }

    /// `answer`: what the result gets besides carried arguments (the call's value, a stream's element).
    private func checkSuccessPayload(_ result: Message, of effect: Effect, answer: SwiftCode?, at location: SourceLocation) {
        let declared = [Diagnostic.Note("`\(result.name)` declared here", at: result.location)]
        let returns = effect.stream != nil && answer != nil ? "yields" : "returns"
        switch (result.payload, answer) {
        case (.none, nil):
            return
        case (.single(let type), let returnType?):
            if squeezed(type.text) != squeezed(returnType.text) {
                checker.error(
                    "result `\(result.name)` carries `\(type.text)`, but `\(effect.call.function)` \(returns) `\(returnType.text)`",
                    at: location, notes: declared)
            }
        case (.none, let returnType?):
            checker.error(
                "result `\(result.name)` has no payload, but `\(effect.call.function)` \(returns) `\(returnType.text)`; "
                    + "add `payload: \(returnType.text)` to `\(result.name)`",
                at: location, notes: declared)
        case (.labelled(let values), let returnType):
            guard let answer = checkCarriedArguments(values, of: result, for: effect, at: location) else { return }
            guard let returnType else {
                checker.error(
                    "`\(answer.label)` of result `\(result.name)` names no parameter of `\(effect.call.function)`, "
                        + "which \(returns) nothing", at: location,
                    notes: declared + [.init("a labelled value of a result is an argument of the call (by its name) or its answer")])
                return
            }
            if squeezed(answer.type.text) != squeezed(returnType.text) {
                checker.error(
                    "`\(answer.label)` of result `\(result.name)` is `\(answer.type.text)`, but `\(effect.call.function)` "
                        + "\(returns) `\(returnType.text)`", at: location, notes: declared)
            }
        case (_, nil):
            checker.error("result `\(result.name)` has a payload, but `\(effect.call.function)` \(returns) nothing",
                          at: location, notes: declared)
        }
    }

    private func checkFailurePayload(_ result: Message, of effect: Effect, at location: SourceLocation) {
        let declared = [Diagnostic.Note("`\(result.name)` declared here", at: result.location)]
        switch result.payload {
        case .none: return
        case .single(let type) where Self.errorTypes.contains(squeezed(type.text)): return
        case .labelled(let values):
            guard let answer = checkCarriedArguments(values, of: result, for: effect, at: location),
                !Self.errorTypes.contains(squeezed(answer.type.text))
            else { return }
            checker.error(
                "`\(answer.label)` of failure result `\(result.name)` must be a `String`, `Error` or `any Error` "
                    + "(the error), or name a parameter of `\(effect.call.function)`", at: location, notes: declared)
        default:
            checker.error(
                "failure result `\(result.name)` must have no payload, a single `String`, `Error` or `any Error`, or "
                    + "labelled values: the error and arguments of the call", at: location, notes: declared)
        }
    }

    private static let errorTypes: Set<String> = ["String", "Error", "anyError"]

    /// A result's labelled values that carry the call's arguments (named like its parameters) must
    /// have the parameters' types; at most one other value, the answer, which it returns (nil for none).
    private func checkCarriedArguments(
        _ values: [LabelledValue], of result: Message, for effect: Effect, at location: SourceLocation
    ) -> LabelledValue? {
        let declared = [Diagnostic.Note("`\(result.name)` declared here", at: result.location)]
        var answers: [LabelledValue] = []
        for value in values {
            guard let parameter = effect.call.parameters.first(where: { $0.name == value.label }) else {
                answers.append(value)
                continue
            }
            if squeezed(value.type.text) != squeezed(parameter.type.text) {
                checker.error(
                    "`\(value.label)` of result `\(result.name)` is `\(value.type.text)`, but the argument it carries, "
                        + "`\(parameter.name)` of `\(effect.call.function)`, is `\(parameter.type.text)`",
                    at: location, notes: declared)
            }
        }
        if answers.count > 1 {
            let names = answers.map { "`\($0.label)`" }.joined(separator: ", ")
            checker.error(
                "result `\(result.name)` has \(names), which name no parameter of `\(effect.call.function)`; only "
                    + "one value can be the call's answer", at: location,
                notes: declared + [.init("parameters: " + effect.call.parameters.map { "`\($0.name)`" }.joined(separator: ", "))])
            return nil
        }
        return answers.first
    }

    private func squeezed(_ text: String) -> String {
        text.filter { !$0.isWhitespace }
    }
}
