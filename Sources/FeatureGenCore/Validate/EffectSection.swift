/// Spec positions of one effect that the cross-reference checks need.
struct EffectSource {
    var successLocation: SourceLocation?
    var failureLocation: SourceLocation?
    var finishedLocation: SourceLocation?
    /// `arguments` keys, parallel to `Effect.arguments`.
    var argumentKeyLocations: [SourceLocation] = []
}

/// `effects:` — name → `{ call, success, failure, arguments, doc }`.
extension FeatureBuilder {
    mutating func effects(_ node: Node) {
        guard let entries = checker.mapping(node, "a mapping of effects (`name: { call: … }`)") else { return }
        for entry in entries {
            let valid = checkMemberName(entry.key, role: "effect", at: entry.keyLocation)
            declareMember(entry.key, role: "effect", at: entry.keyLocation)
            guard let (effect, source) = effect(entry), valid else { continue }
            feature.effects.append(effect)
            effectSources.append(source)
        }
    }

    private func effect(_ entry: Entry) -> (Effect, EffectSource)? {
        let name = entry.key
        guard let entries = checker.mapping(
            entry.value, "`call`, `success`, `failure`, `arguments`, `policy`, `debounce`, `throttle` or `doc`")
        else { return nil }
        let byKey = checker.checkKeys(
            entries,
            allowed: ["call", "success", "element", "finished", "failure", "arguments", "policy", "debounce", "throttle", "doc"])
        guard let callEntry = byKey["call"] else {
            checker.error("effect `\(name)` has no `call`; write `call: \(name)() async throws -> Type`",
                          at: entry.keyLocation)
            return nil
        }
        var source = EffectSource()
        var success: String?
        var failure = Effect.Failure.none
        if let entry = byKey["success"], let result = checker.text(entry.value, "a result name") {
            success = result
            source.successLocation = entry.value.location
        }
        if let entry = byKey["failure"], let result = checker.text(entry.value, "a result name or `ignore`") {
            failure = result == "ignore" ? .ignore : .result(result)
            source.failureLocation = entry.value.location
        }
        var arguments: [Argument] = []
        if let entry = byKey["arguments"],
           let argumentEntries = checker.mapping(entry.value, "a mapping of `parameter: expression` entries") {
            for argument in argumentEntries {
                // A refused value still fills its parameter: "cannot fill parameter" would be noise.
                let text = checker.expression(argument.value) ?? ""
                arguments.append(Argument(parameter: argument.key, value: checker.code(Piece(text: text, offset: 0), in: argument.value)))
                source.argumentKeyLocations.append(argument.keyLocation)
            }
        }
        var policy = Effect.Policy.latest
        if let entry = byKey["policy"], let text = checker.text(entry.value, "`latest` or `parallel`") {
            if let chosen = Effect.Policy(rawValue: text) {
                policy = chosen
            } else {
                let known = Effect.Policy.allCases.map(\.rawValue)
                checker.error(
                    "unknown policy `\(text)`; use `latest` (a new run cancels the one in flight) or `parallel`",
                    at: entry.value.location, notes: Suggestion.note(for: text, among: known).map { [$0] } ?? [])
            }
        }
        var debounce: Int?
        if let entry = byKey["debounce"] {
            debounce = milliseconds(entry.value, key: "debounce")
            if policy == .parallel {
                checker.error(
                    "`\(name)` cannot be both `parallel` and debounced: a debounced run is replaced by a newer one",
                    at: entry.keyLocation, notes: [.init("remove `policy: parallel`, or `debounce`")])
            }
        }
        var throttle: Int?
        if let entry = byKey["throttle"] {
            throttle = milliseconds(entry.value, key: "throttle")
            if policy == .parallel {
                checker.error(
                    "`\(name)` cannot be both `parallel` and throttled: a throttled run is the only one in its window",
                    at: entry.keyLocation, notes: [.init("remove `policy: parallel`, or `throttle`")])
            } else if byKey["debounce"] != nil {
                checker.error(
                    "`\(name)` cannot be both debounced and throttled: a debounced run calls at the end of a burst, "
                        + "a throttled one at its start",
                    at: entry.keyLocation, notes: [.init("keep `debounce` (search as you type) or `throttle` (a button)")])
            }
        }
        let doc = byKey["doc"].flatMap { checker.doc($0.value) }
        guard let (call, streamShape) = signature(callEntry.value, effect: name) else { return nil }
        var stream: Effect.Stream?
        if let streamShape {
            stream = streamResults(
                byKey, effect: name, shape: streamShape, node: callEntry.value, success: &success, source: &source)
        } else {
            refuseStreamKeys(byKey, call: call)
        }

        // A `failure:` that was refused (`failure: null`) has been reported: it is not missing.
        let canFail = call.isThrowing || stream?.isThrowing == true
        if canFail, failure == .none, byKey["failure"] == nil {
            checker.error("`\(name)` can throw but has no `failure`; add `failure: <result>` or `failure: ignore`",
                          at: entry.keyLocation)
        } else if !canFail, failure != .none, let location = source.failureLocation {
            let fix = streamShape == nil ? "make the call `throws`" : "return an `AsyncThrowingStream`"
            checker.error("`\(name)` cannot throw, so it has no `failure`; remove `failure` or \(fix)", at: location)
        }
        let parameterNames = call.parameters.map(\.name)
        for (argument, location) in zip(arguments, source.argumentKeyLocations)
        where !parameterNames.contains(argument.parameter) {
            let note = Suggestion.note(for: argument.parameter, among: parameterNames)
                ?? .init(parameterNames.isEmpty ? "`\(call.function)` takes no parameters"
                         : "parameters: " + parameterNames.map { "`\($0)`" }.joined(separator: ", "))
            checker.error("`\(call.function)` has no parameter `\(argument.parameter)`", at: location, notes: [note])
        }
        let effect = Effect(name: name, call: call, arguments: arguments, success: success, failure: failure,
                            policy: policy, debounceMilliseconds: debounce, throttleMilliseconds: throttle, stream: stream, doc: doc,
                            location: entry.keyLocation)
        return (effect, source)
    }

    /// `debounce: 300ms` or `throttle: 0.5s`, in whole milliseconds, more than none and at most a minute.
    private func milliseconds(_ node: Node, key: String) -> Int? {
        guard let text = checker.text(node, "a duration (`300ms` or `0.5s`)") else { return nil }
        let milliseconds: Double?
        if text.hasSuffix("ms") {
            milliseconds = Double(text.dropLast(2))
        } else if text.hasSuffix("s") {
            milliseconds = Double(text.dropLast()).map { $0 * 1000 }
        } else {
            milliseconds = nil
        }
        guard let milliseconds, milliseconds.rounded() == milliseconds, (1...60_000).contains(milliseconds) else {
            checker.error("`\(key): \(text)` is not a duration from 1ms to 60s in whole milliseconds",
                          at: node.location, notes: [.init("write `300ms` or `0.5s`")])
            return nil
        }
        return Int(milliseconds)
    }

    /// Parses `call:`; reports syntax problems at their column and a missing `async` with a fix-it.
    /// A call that returns a stream comes back with its element type.
    private func signature(_ node: Node, effect: String) -> (Signature, StreamShape?)? {
        guard let text = checker.text(node, "a call signature (`name() async throws -> Type`)") else { return nil }
        let parsed: ParsedSignature
        switch SignatureParser.parse(text) {
        case .failure(let problem):
            checker.error("\(problem.message) in call `\(text)`", at: checker.location(in: node, offset: problem.offset))
            return nil
        case .success(let signature):
            parsed = signature
        }
        let streamShape = parsed.returnType.flatMap { StreamShape($0) }
        if let streamShape, !checkStreamCall(parsed, shape: streamShape, node: node) { return nil }
        if !parsed.isAsync {
            checker.error("call `\(parsed.function.text)` is not `async`", at: node.location,
                          notes: [.init("effects run asynchronously; write `\(parsed.asyncForm)`")])
            return nil
        }
        if parsed.function.text == "calls" {
            // The generated mock records every call in a property `calls`.
            checker.error("a service call cannot be named `calls`: the generated mock records the calls under that name",
                          at: checker.location(in: node, offset: parsed.function.offset),
                          notes: [.init("try `\(effect)Call` or another name")])
            return nil
        }
        for parameter in parsed.parameters {
            guard let (problem, note) = TypeRestrictions.parameterProblem(parameter.type.text) else { continue }
            checker.error(
                "\(problem.message); `\(parameter.name.text)` is `\(parameter.type.text)`",
                at: checker.location(in: node, offset: parameter.type.offset + problem.offset), notes: [.init(note)])
            return nil
        }
        if let returned = streamShape?.element ?? parsed.returnType,
            let (problem, note) = TypeRestrictions.valueProblem(returned.text)
        {
            checker.error(
                "\(problem.message); `\(parsed.function.text)` returns `\(returned.text)`",
                at: checker.location(in: node, offset: returned.offset + problem.offset), notes: [.init(note)])
            return nil
        }
        var seen: Set<String> = []
        for parameter in parsed.parameters where !seen.insert(parameter.name.text).inserted {
            checker.error("duplicate parameter `\(parameter.name.text)`",
                          at: checker.location(in: node, offset: parameter.name.offset))
        }
        let signature = Signature(
            function: parsed.function.text,
            parameters: parsed.parameters.map {
                .init(label: $0.label, name: $0.name.text, type: checker.code($0.type, in: node))
            },
            isAsync: parsed.isAsync, isThrowing: parsed.isThrowing,
            returnType: parsed.returnType.map { checker.code($0, in: node) }, location: node.location)
        return (signature, streamShape)
    }
}
