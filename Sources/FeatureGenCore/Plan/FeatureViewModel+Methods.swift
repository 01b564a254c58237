import Mustache

/// What styles that write messages as methods need (SVVS's view state: an event method per message, a
/// method per effect, fields kept in shared stores): which stores the feature's fields live in, the
/// effects run as methods, and for each message the calls its method makes. Data only: the methods'
/// shapes are the templates'.
extension FeatureViewModel {
    var storesAndRuns: [String: MustacheValue] {
        let stores = StoreNames.properties(of: feature)
        let runs = RunModel.runs(of: self)
        return [
            "stores": .list(
                Positions.mark(stores.map { .object(["name": .string($0.name), "property": .string($0.property)]) })),
            "hasStores": .bool(!stores.isEmpty),
            "hasOwnFields": .bool(feature.fields.contains { $0.store == nil }),
            "runs": .list(runs.map(\.context)),
            "hasRuns": .bool(!runs.isEmpty),
        ]
    }

    /// A message's method: its declaration, the developer's transition it calls (a message without
    /// `set`), the runs it cancels and the effect it starts, with the arguments computed from the
    /// state after its `set`.
    func methodValues(_ message: MessageModel) -> [String: MustacheValue] {
        var values: [String: MustacheValue] = [
            "methodDeclaration": style.messages.methodDeclaration(message).map { .string($0) } ?? .null,
            "transitionDeclaration": .string(transitionDeclaration(message)),
            "transitionCall": .string(selfIfHidden(message.transitionName, by: message) + transitionArguments(message)),
        ]
        if let run = effects.first(where: { $0.trigger.message.name == message.message.name }) {
            let arguments = zip(run.effect.call.parameters, run.expectedArguments).map { parameter, argument in
                parameter.label.map { "\(SwiftNames.argumentLabel($0)): \(argument.value)" } ?? argument.value
            }
            let method = selfIfHidden(SwiftNames.escaped(run.effect.name), by: message)
            values["runInvocation"] = .string("\(method)(\(arguments.joined(separator: ", ")))")
        }
        values["startsRun"] = .bool(values["runInvocation"] != nil)
        // Only an effect some message starts has runs to cancel.
        let started = Set(messages.compactMap(\.message.effect))
        let cancels = message.message.cancels.filter(started.contains).compactMap { name -> MustacheValue? in
            guard let effect = feature.effects.first(where: { $0.name == name }) else { return nil }
            return .object([
                "isLatest": .bool(effect.policy == .latest),
                "handle": .string(selfIfHidden(name + "Task", by: message)),
                "handles": .string(selfIfHidden(name + "Tasks", by: message)),
            ])
        }
        values["cancelsRuns"] = .list(cancels)
        values["hasBody"] = .bool(
            message.isHook || !(message.message.assignments ?? []).isEmpty || !cancels.isEmpty
                || values["runInvocation"] != nil || message.message.condition != nil
                || message.message.opens != nil || !message.message.closes.isEmpty || message.message.dismisses)
        return values
    }

    /// `name` as a method's body reads a member of the same type: `self.name` where a payload value
    /// of the message hides it.
    private func selfIfHidden(_ name: String, by message: MessageModel) -> String {
        message.hides(name.trimmingCharacters(in: ["`"])) ? "self.\(name)" : name
    }

    /// `discardChanges()`, `itemTapped(_ payload: Item)`, `edited(name: String, bio: String)`: the
    /// transition the developer writes, taking the message's payload values.
    private func transitionDeclaration(_ message: MessageModel) -> String {
        let parameters: [String]
        switch message.message.payload {
        case .none: parameters = []
        case .single: parameters = ["_ payload: \(message.payloadTypes[0])"]
        case .labelled(let values):
            parameters = zip(values, message.payloadTypes).map { "\(SwiftNames.escaped($0.label)): \($1)" }
        }
        return "\(message.transitionName)(\(parameters.joined(separator: ", ")))"
    }

    /// `(payload)`, `(name: name, bio: bio)`: the transition's arguments inside the message's method.
    private func transitionArguments(_ message: MessageModel) -> String {
        switch message.message.payload {
        case .none: return "()"
        case .single: return "(payload)"
        case .labelled(let values):
            let arguments = values.map { "\(SwiftNames.argumentLabel($0.label)): \(SwiftNames.escaped($0.label))" }
            return "(\(arguments.joined(separator: ", ")))"
        }
    }
}

extension String {
    fileprivate func trimmingCharacters(in characters: Set<Character>) -> String {
        String(drop(while: characters.contains).reversed().drop(while: characters.contains).reversed())
    }
}
