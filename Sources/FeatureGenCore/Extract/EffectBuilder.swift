import Foundation

/// Turns the first `await` call of an action into an effect, with its success and failure results.
struct EffectBuilder {
    let fieldTypes: [String: String]
    /// The prototypes' types, for arguments read through a field (`posts.last?.id`).
    var types = TypeTable()
    let payload: DraftPayload?
    let payloadNames: [String: String]

    /// Adds the effect and its results; returns the effect name for the action. A function called again
    /// as before (the same arguments, its answer used alike) is the effect already added; called with
    /// other arguments or its answer used otherwise (`posts = page` on appear, `posts += page` for
    /// More), it gets an effect of its own, named after the action (`fetchPostsForMore`).
    func add(
        _ call: BodyAnalysis.EffectCall, analysis: BodyAnalysis, action: String, to draft: inout SpecDraft, taken: inout Set<String>
    ) -> String {
        let earlier = draft.effects.filter { $0.function == call.function }
        guard !earlier.isEmpty else { return build(call, analysis: analysis, action: nil, to: &draft, taken: &taken) }
        var trial = draft
        var trialTaken = taken
        let name = build(
            call, analysis: analysis, action: action, knownTypes: Self.parameterTypes(of: earlier[0].call), to: &trial,
            taken: &trialTaken)
        let built = trial.effects[trial.effects.count - 1]
        if let same = earlier.first(where: { Self.alike($0, in: draft, built, in: trial) }) { return same.name }
        // Arguments it could not read give another signature, which one function cannot have.
        guard built.call == earlier[0].call else {
            let written = call.function + "(" + call.arguments.map { ($0.label.map { $0 + ": " } ?? "") + $0.text }
                .joined(separator: ", ") + ")"
            let index = draft.effects.firstIndex { $0.name == earlier[0].name }!
            draft.effects[index].comments.append(
                "review: the prototype also calls `\(SpecText.snippet(written))`, with other arguments: both actions run this effect as it is here")
            return earlier[0].name
        }
        draft = trial
        taken = trialTaken
        draft.effects[draft.effects.count - 1].comments.append(
            "inferred: `\(call.function)` is also called elsewhere, with other arguments or another use of its answer: an effect of its own")
        return name
    }

    /// Two effects that call alike and whose answers change the state alike.
    private static func alike(_ a: DraftEffect, in aDraft: SpecDraft, _ b: DraftEffect, in bDraft: SpecDraft) -> Bool {
        func result(_ name: String?, in draft: SpecDraft) -> String {
            guard let name else { return "none" }
            guard let message = draft.results.first(where: { $0.name == name }) else { return name }  // `ignore`
            let set = message.set.map { $0.map { "\($0.field)=\($0.expression)" } }
            return "\(String(describing: message.payload)) \(String(describing: set))"
        }
        return a.call == b.call && a.arguments.map { "\($0.name)=\($0.expression)" } == b.arguments.map { "\($0.name)=\($0.expression)" }
            && [\DraftEffect.success, \.element, \.finished, \.failure].allSatisfy { path in
                result(a[keyPath: path], in: aDraft) == result(b[keyPath: path], in: bDraft)
            }
    }

    /// `fetchPosts(page: Int, _ query: String) async` → `["page": "Int"]`: each labelled parameter's type.
    static func parameterTypes(of call: String) -> [String: String] {
        guard case .success(let signature) = SignatureParser.parse(call) else { return [:] }
        var types: [String: String] = [:]
        for parameter in signature.parameters {
            if let label = parameter.label { types[label] = parameter.type.text }
        }
        return types
    }

    /// `page + 1` → `state.page + 1`: an argument that reads only the state's fields and literals.
    private func stateExpression(_ text: String) -> String? {
        let uses = SwiftTokenizer.freeIdentifierRanges(in: text)
        guard !uses.isEmpty, uses.allSatisfy({ fieldTypes[$0.name] != nil }) else { return nil }
        var bytes = Array(text.utf8)
        for use in uses.reversed() { bytes.insert(contentsOf: Array("state.".utf8), at: use.range.lowerBound) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `moreTapped` → `More`, `loadMore` → `LoadMore`: the action, as a name's suffix.
    private static func actionSuffix(_ action: String) -> String {
        var base = action
        for suffix in ["Tapped", "Started", "Changed", "Appeared", "Submitted"] where base.hasSuffix(suffix) && base.count > suffix.count {
            base.removeLast(suffix.count)
            break
        }
        return base.prefix(1).uppercased() + base.dropFirst()
    }

    /// Adds the effect for `call` and its results (`action`: an effect of the same function is already
    /// there, so names come from the action); returns its name.
    private func build(
        _ call: BodyAnalysis.EffectCall, analysis: BodyAnalysis, action: String?, knownTypes: [String: String] = [:],
        to draft: inout SpecDraft, taken: inout Set<String>
    ) -> String {
        // Effects share one namespace with fields and messages: `loadOrders()` awaiting `api.loadOrders()`
        // names its effect `loadOrdersEffect`.
        let base = action.map { call.function + "For" + Self.actionSuffix($0) }
            ?? (taken.contains(call.function) ? call.function + "Effect" : call.function)
        let name = Naming.unique(base, in: &taken)
        var effect = DraftEffect(name: name, function: call.function, call: "")
        effect.comments.append("inferred: from `await …\(call.function)(…)` in the prototype")
        var parameters: [String] = []
        // A parameter's name need only be unique in its call (its `arguments:` entry fills it, whatever
        // the state or payload call themselves), not among the spec's members.
        var parameterNames = Set(call.arguments.compactMap(\.label))
        for (position, argument) in call.arguments.enumerated() {
            // `posts.last?.id`, `order.id`: a parameter of its own, filled from the state or the payload
            // by `arguments:`.
            if let (type, expression) = memberChain(argument.text) {
                let name = argument.label
                    ?? Naming.unique(String(argument.text.split(separator: ".").last ?? "value"), in: &parameterNames)
                parameters.append("\(name): \(type)")
                effect.arguments.append((name, expression))
                continue
            }
            // `refresh(force: true)`: the literal is the argument.
            if let label = argument.label, let type = Self.literalType(argument.text) {
                parameters.append("\(label): \(type)")
                effect.arguments.append((label, argument.text))
                continue
            }
            // `fetchPosts(page: page + 1)`, `fetchPosts(after: nil)` where an earlier call gave the
            // parameter its type: filled from the state, or `nil`.
            if let label = argument.label, let type = knownTypes[label], argumentType(argument.text) == nil,
                let expression = (argument.text == "nil" && type.hasSuffix("?") ? "nil" : nil) ?? stateExpression(argument.text)
            {
                parameters.append("\(label): \(type)")
                effect.arguments.append((label, expression))
                continue
            }
            guard let type = argumentType(argument.text) else {
                effect.comments.append(
                    "review: argument \(position + 1) (`\(SpecText.snippet(argument.text))`) left out: effects take parameters by name from the payload or state")
                continue
            }
            let parameterName = payloadNames[argument.text].flatMap { $0 == "payload" ? nil : $0 } ?? argument.text
            if let label = argument.label {
                parameters.append(label == parameterName ? "\(label): \(type)" : "\(label) \(parameterName): \(type)")
            } else {
                parameters.append("_ \(parameterName): \(type)")
            }
        }
        if let element = call.streamElement {
            addStream(call, element: element, parameters: parameters, effect: effect, analysis: analysis, to: &draft, taken: &taken)
            return name
        }
        let returnType = self.returnType(call, analysis: analysis)
        if returnType == nil, call.resultVariable != nil {
            effect.comments.append("review: the result `\(call.resultVariable ?? "")` is used in a way not extracted: add `-> Type`")
        }
        effect.returnType = returnType
        effect.isThrowing = call.isThrowing
        effect.call = "\(call.function)(\(parameters.joined(separator: ", "))) async"
            + (call.isThrowing ? " throws" : "") + (returnType.map { " -> \($0)" } ?? "")

        let loadedField = call.assignedField
            ?? analysis.mutations(in: .success).first(where: { $0.expression == "payload" })?.field
        let succeeded = action == nil ? call.function + "Succeeded" : name + "Succeeded"
        var success = DraftMessage(name: Naming.unique(
            loadedField.map { $0 + "Loaded" } ?? succeeded, alternatives: action == nil ? [] : [succeeded], in: &taken))
        success.payload = returnType.map { .single($0) }
        success.comments.append("inferred: result of `\(call.function)`")
        success.set = analysis.assignments(in: [.success, .always])
        if returnType == nil, let set = success.set, set.contains(where: { Self.readsPayload($0.expression) }) {
            // The result has no payload to read: the transition that uses the answer is left to the developer.
            success.set = nil
            success.comments.append(
                "review: no `set`: the prototype uses the answer (`\(call.resultVariable ?? "")`), whose type is not known: add `-> Type` to `call`, then the `set`")
        } else if success.set == nil {
            success.comments.append(Self.noSet(analysis, phases: [.success, .always]))
        }
        effect.success = success.name
        draft.results.append(success)

        if call.isThrowing {
            if call.ignoresErrors {
                effect.failure = "ignore"
                effect.comments.append("inferred: `try?` in the prototype drops errors")
                if !analysis.mutations(in: .always).isEmpty {
                    effect.comments.append(
                        "review: errors are ignored, but the prototype still updates state after a failure: consider a failure result")
                }
            } else {
                let failed = (action == nil ? call.function : name) + "Failed"
                var failure = DraftMessage(name: Naming.unique(failed, in: &taken), payload: .single("String"))
                failure.comments.append("inferred: the error of `\(call.function)`, as text")
                failure.set = analysis.assignments(in: [.failure, .always])
                if failure.set == nil { failure.comments.append(Self.noSet(analysis, phases: [.failure, .always])) }
                effect.failure = failure.name
                draft.results.append(failure)
            }
        }
        draft.effects.append(effect)
        return name
    }

    /// `for await message in api.incoming()`: a stream effect, with a result per element (its `set` from
    /// the loop's body), one when it ends (what follows the loop) and, for `for try await`, a failure.
    private func addStream(
        _ call: BodyAnalysis.EffectCall, element: String, parameters: [String], effect: DraftEffect, analysis: BodyAnalysis,
        to draft: inout SpecDraft, taken: inout Set<String>
    ) {
        var effect = effect
        effect.comments[0] = "inferred: from `for await … in …\(call.function)(…)` in the prototype"
        let sequence = call.isThrowing ? "AsyncThrowingStream<\(element), any Error>" : "AsyncStream<\(element)>"
        effect.call = "\(call.function)(\(parameters.joined(separator: ", "))) async -> \(sequence)"
        var received = DraftMessage(
            name: Naming.unique((call.resultVariable ?? "element") + "Received", in: &taken), payload: .single(element))
        received.comments.append("inferred: each element of `\(call.function)`")
        received.set = analysis.assignments(in: [.success])
        if received.set == nil { received.comments.append("review: no `set`: write this transition in the reducer") }
        effect.element = received.name
        draft.results.append(received)
        if !analysis.mutations(in: .always).isEmpty {
            var ended = DraftMessage(name: Naming.unique(call.function + "Ended", in: &taken))
            ended.comments.append("inferred: the end of `\(call.function)` (what follows the loop)")
            ended.set = analysis.assignments(in: [.always])
            if ended.set == nil { ended.comments.append("review: no `set`: write this transition in the reducer") }
            effect.finished = ended.name
            draft.results.append(ended)
        }
        if call.isThrowing {
            var failure = DraftMessage(name: Naming.unique(call.function + "Failed", in: &taken), payload: .single("String"))
            failure.comments.append("inferred: the error of `\(call.function)`, as text")
            failure.set = analysis.assignments(in: [.failure, .always])
            if failure.set == nil { failure.comments.append("review: no `set`: write this transition in the reducer") }
            effect.failure = failure.name
            draft.results.append(failure)
        }
        draft.effects.append(effect)
    }

    /// The type and spec expression of a member chain read from a field or a payload value
    /// (`posts.last?.id` → `Int?`, `state.posts.last?.id`; `order.id` → `Int`, `payload.id`).
    private func memberChain(_ text: String) -> (type: String, expression: String)? {
        var roots = fieldTypes
        for (name, bound) in payloadNames {
            roots[name] = switch payload {
            case .single(let type): bound == "payload" ? type : nil
            case .labelled(let values): values.first { $0.label == bound }?.type
            case nil: nil
            }
        }
        guard let type = MemberChainType(fieldTypes: roots, types: types).type(of: text) else { return nil }
        let root = String(text.prefix { $0 != "." && $0 != "?" })
        guard let bound = payloadNames[root] else { return (type, "state." + text) }
        return (type, bound + text.dropFirst(root.count))
    }

    /// The review line of a result without `set`, quoting what the prototype does there.
    static func noSet(_ analysis: BodyAnalysis, phases: [BodyAnalysis.Phase]) -> String {
        let statements = analysis.mutations.filter { phases.contains($0.phase) && $0.expression == nil }.map(\.statement)
        guard !statements.isEmpty else { return "review: no `set`: write this transition in the reducer" }
        return "review: no `set`: write this transition in the reducer (the prototype does `\(SpecBuilder.summary(statements))`)"
    }

    /// `true` → `Bool`, `20` → `Int`, `0.5` → `Double`, `"main"` → `String` (without interpolation).
    static func literalType(_ text: String) -> String? {
        if text == "true" || text == "false" { return "Bool" }
        if !text.isEmpty, text.allSatisfy(\.isASCII), Int(text) != nil { return "Int" }
        if text.contains("."), text.first?.isNumber == true, Double(text) != nil { return "Double" }
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.dropFirst().dropLast().contains("\""),
            !text.contains("\\")
        {
            return "String"
        }
        return nil
    }

    /// The type of an argument expression: a state field, a payload value, or a literal.
    private func argumentType(_ text: String) -> String? {
        if let type = fieldTypes[text] { return type }
        if let bound = payloadNames[text] {
            switch payload {
            case .single(let type): return type
            case .labelled(let values): return values.first { $0.label == bound }?.type
            case nil: return nil
            }
        }
        return nil
    }

    private func returnType(_ call: BodyAnalysis.EffectCall, analysis: BodyAnalysis) -> String? {
        if let field = call.assignedField { return fieldTypes[field].map(Self.nonOptional) }
        guard call.resultVariable != nil else { return nil }
        if let mutation = analysis.mutations.first(where: { $0.expression == "payload" && $0.phase != .before }) {
            return fieldTypes[mutation.field].map(Self.nonOptional)
        }
        // `posts += page`: the answer has the field's type (an array, a string, a number).
        if let mutation = analysis.mutations.first(where: { mutation in
            mutation.phase != .before
                && ["state.\(mutation.field) + payload", "payload + state.\(mutation.field)"].contains(mutation.expression)
        }), let type = fieldTypes[mutation.field], !type.hasSuffix("?") {
            return type
        }
        return nil
    }

    /// Whether a `set` expression reads `payload`.
    static func readsPayload(_ expression: String) -> Bool {
        SwiftTokenizer.freeIdentifierRanges(in: expression).contains { $0.name == "payload" }
    }

    /// `[Order]?` → `[Order]`: an optional field is usually assigned a non-optional result.
    static func nonOptional(_ type: String) -> String {
        type.hasSuffix("?") ? String(type.dropLast()) : type
    }
}
