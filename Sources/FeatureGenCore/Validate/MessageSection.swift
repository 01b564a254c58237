enum MessageRole: String {
    case action, result
}

/// Spec positions of one message that the cross-reference checks need.
struct MessageSource {
    var role: MessageRole
    var effectLocation: SourceLocation?
    /// Location of each `cancel` name, parallel to `Message.cancels`.
    var cancelLocations: [SourceLocation] = []
    /// Location of the `trigger` key.
    var triggerLocation: SourceLocation?
    /// Location of each `set` key, parallel to `Message.assignments`.
    var setKeyLocations: [SourceLocation] = []
}

/// `actions:` and `results:` — name → null, or `{ payload, set, effect, cancel, trigger, when, doc }`.
extension FeatureBuilder {
    mutating func messages(_ node: Node, role: MessageRole) -> [Message] {
        guard let entries = checker.mapping(node, "a mapping of \(role.rawValue)s (`name:` or `name: { … }`)") else {
            return []
        }
        var messages: [Message] = []
        for entry in entries {
            let valid = checkMemberName(entry.key, role: role.rawValue, at: entry.keyLocation)
            declareMember(entry.key, role: role.rawValue, at: entry.keyLocation)
            guard let (message, source) = message(entry, role: role), valid else { continue }
            messages.append(message)
            if role == .action { actionSources.append(source) } else { resultSources.append(source) }
        }
        return messages
    }

    private func message(_ entry: Entry, role: MessageRole) -> (Message, MessageSource)? {
        var message = Message(name: entry.key, location: entry.keyLocation)
        var source = MessageSource(role: role)
        guard let entries = checker.mapping(
            entry.value, "`payload`, `set`, `effect`, `cancel`, `trigger`, `when` or `doc` (or nothing)")
        else { return nil }
        let byKey = checker.checkKeys(
            entries, allowed: ["payload", "set", "effect", "cancel", "trigger", "when", "open", "close", "dismiss", "doc"])
        if let payload = byKey["payload"] { message.payload = self.payload(payload.value) }
        if let set = byKey["set"] {
            let (assignments, keys) = assignments(set.value)
            message.assignments = assignments
            source.setKeyLocations = keys
        }
        if let effect = byKey["effect"], let name = checker.text(effect.value, "an effect name") {
            message.effect = name
            source.effectLocation = effect.value.location
        }
        if let cancel = byKey["cancel"] {
            for (name, location) in names(cancel.value, "an effect name") {
                message.cancels.append(name)
                source.cancelLocations.append(location)
            }
        }
        if let trigger = byKey["trigger"] {
            source.triggerLocation = trigger.keyLocation
            message.triggers = triggers(trigger.value)
            if role == .result, !message.triggers.isEmpty {
                checker.error("`trigger` is for actions: the view sends them; a result comes from an effect",
                              at: trigger.keyLocation, notes: [.init("move `\(entry.key)` to `actions`")])
            }
        }
        if let condition = byKey["when"], let text = checker.expression(condition.value) {
            message.condition = SwiftCode(text, at: checker.location(in: condition.value, offset: 0))
            checkCondition(text, at: condition.value.location)
        }
        if let doc = byKey["doc"] { message.doc = checker.doc(doc.value) }
        if let open = byKey["open"] { message.opens = opening(open.value) }
        if let close = byKey["close"] { message.closes = names(close.value, "a destination name").map(Closing.init) }
        if let dismiss = byKey["dismiss"] { message.dismisses = dismisses(dismiss.value) }
        // Navigation alone changes none of this screen's fields: declared, not left to a hook.
        if byKey["set"] == nil, ["open", "close", "dismiss"].contains(where: { byKey[$0] != nil }) { message.assignments = [] }
        if !message.triggers.isEmpty, message.payload != .none, let location = source.triggerLocation {
            checker.error(
                "`\(entry.key)` has a payload, but a triggered action is sent by the view without values",
                at: location, notes: [.init("remove the payload, or send the action yourself and remove `trigger`")])
        }
        return (message, source)
    }

    /// `when: true` or `when: false` says nothing a reader should keep: the message always (or never)
    /// does its work. (A literal of another type is refused with the other literals' types.)
    private func checkCondition(_ text: String, at location: SourceLocation) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed == "true" || trimmed == "false" else { return }
        checker.error(
            "`when: \(trimmed)` is always \(trimmed)", at: location,
            notes: [.init(trimmed == "true" ? "remove `when`" : "remove the message, or write the condition it waits for")])
    }

    /// A name or a list of names, each with its position.
    func names(_ node: Node, _ what: String) -> [(String, SourceLocation)] {
        if node.scalar?.resolved == .null { return [] }
        return (node.elements ?? [node]).compactMap { element in
            checker.text(element, what).map { ($0, element.location) }
        }
    }

    /// `trigger: appear` or `trigger: [appear, refresh]`.
    private func triggers(_ node: Node) -> [Trigger] {
        var triggers: [Trigger] = []
        let known = Trigger.allCases.map(\.rawValue)
        for (text, location) in names(node, "`appear`, `refresh` or `disappear`") {
            guard let trigger = Trigger(rawValue: text) else {
                let note = Suggestion.note(for: text, among: known)
                    ?? .init("a trigger is one of " + known.map { "`\($0)`" }.joined(separator: ", "))
                checker.error("unknown trigger `\(text)`", at: location, notes: [note])
                continue
            }
            if triggers.contains(trigger) {
                checker.error("`trigger` lists `\(text)` twice", at: location)
                continue
            }
            triggers.append(trigger)
        }
        return triggers
    }

    /// `payload: Order` (single) or `payload: { query: String, page: Int }` (labelled).
    private func payload(_ node: Node) -> Payload {
        if node.scalar?.resolved == .null { return .none }
        guard let entries = node.entries else { return checkedType(node).map(Payload.single) ?? .none }
        var values: [LabelledValue] = []
        var seen: [String: SourceLocation] = [:]
        for entry in entries {
            guard checkMemberName(entry.key, role: "payload label", at: entry.keyLocation) else { continue }
            if entry.key == "state" {
                checker.error(
                    "`state` cannot label a payload value: it would hide the `state` the reducer changes",
                    at: entry.keyLocation, notes: [.init("try `newState` or a name that says what it holds")])
                continue
            }
            if let first = seen[entry.key] {
                checker.error("duplicate payload label `\(entry.key)`", at: entry.keyLocation,
                              notes: [.init("first declared here", at: first)])
                continue
            }
            seen[entry.key] = entry.keyLocation
            if let type = checkedType(entry.value) { values.append(LabelledValue(label: entry.key, type: type)) }
        }
        return .labelled(values)
    }

    /// `set: { field: expression }`, in order. Reading `state.x` after `x` was assigned here is refused:
    /// the reader would mean the old value but get the new one.
    private func assignments(_ node: Node) -> ([Assignment], [SourceLocation]) {
        guard let entries = checker.mapping(node, "a mapping of `field: expression` assignments") else { return ([], []) }
        var assignments: [Assignment] = []
        var keys: [SourceLocation] = []
        var assigned: [String: SourceLocation] = [:]
        for entry in entries {
            if let first = assigned[entry.key] {
                checker.error("`set` assigns `\(entry.key)` twice", at: entry.keyLocation,
                              notes: [.init("first assigned here", at: first)])
                continue
            }
            guard let text = checker.expression(entry.value) else { continue }
            for read in SwiftFragments.stateReads(in: text) {
                guard let earlier = assigned[read.text] else { continue }
                checker.error(
                    "reads `state.\(read.text)` after this `set` assigns it; use the new value directly",
                    at: checker.location(in: entry.value, offset: read.offset),
                    notes: [.init("`\(read.text)` is assigned here", at: earlier)])
            }
            assigned[entry.key] = entry.keyLocation
            assignments.append(Assignment(field: entry.key, value: SwiftCode(text, at: checker.location(in: entry.value, offset: 0))))
            keys.append(entry.keyLocation)
        }
        return (assignments, keys)
    }
}
