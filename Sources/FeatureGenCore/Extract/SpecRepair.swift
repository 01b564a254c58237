/// Mends a spec `validate` refuses in part (`ExtractedSpecCheck`): each error at a line of an action,
/// result, effect, field or model leaves out that part only, with a `# review:` line quoting what was
/// left out and why, so one bad `set`, payload or effect no longer costs the whole view. The spec is
/// then checked again; a view is skipped only when an error is where nothing can be left out (the
/// spec's frame, a fixture) or mending makes no progress.
enum SpecRepair {
    /// Leaves out of `draft` the parts `errors` point at (their lines in the text validated: `lines`
    /// below `headerLines` lines). False when no error could be mended.
    static func mend(_ draft: inout SpecDraft, errors: [Diagnostic], lines: [(text: String, part: YAMLWriter.Part?)], headerLines: Int) -> Bool {
        var mended = false
        var done = Set<String>()  // one error per part: the first says why
        for error in errors {
            guard let line = error.location?.line, lines.indices.contains(line - 1 - headerLines),
                let part = lines[line - 1 - headerLines].part, done.insert("\(part)").inserted
            else { continue }
            let text = lines[line - 1 - headerLines].text.trimmingCharacters(in: .whitespaces)
            if mend(&draft, part: part, line: text, problem: error.message) { mended = true }
        }
        return mended
    }

    private static func mend(_ draft: inout SpecDraft, part: YAMLWriter.Part, line: String, problem: String) -> Bool {
        let why = "`validate` refuses `\(SpecText.snippet(line))` (\(problem))"
        switch part {
        case .field(let name):
            guard let index = draft.fields.firstIndex(where: { $0.name == name }), !draft.fields[index].disabled else { return false }
            draft.fields[index].disabled = true
            draft.fields[index].comments.append("review: commented out: \(why)")
            return true
        case .message(let name, let key):
            if let index = draft.actions.firstIndex(where: { $0.name == name }) {
                let effect = draft.actions[index].effect
                guard mend(&draft.actions[index], key: key, why: why) else { return leaveOut(action: index, of: &draft, why: why, key: key) }
                // An effect no action runs any more goes, with its results.
                if let effect, !draft.actions.contains(where: { $0.effect == effect }), let removed = removeEffect(effect, from: &draft) {
                    draft.actions[index].comments.append(
                        "review: the effect `\(effect)` (`\(SpecText.snippet(removed.call))`) is left out with it: add it back by hand")
                }
                return true
            }
            guard let index = draft.results.firstIndex(where: { $0.name == name }) else { return false }
            return mend(&draft.results[index], key: key, why: why)
        case .effect(let name):
            guard let effect = removeEffect(name, from: &draft) else { return false }
            for index in draft.actions.indices where draft.actions[index].effect == name {
                draft.actions[index].effect = nil
                draft.actions[index].comments.append(
                    "review: no effect: `validate` refuses the effect `\(name)` (at `\(SpecText.snippet(line))`: \(problem)); "
                        + "the prototype calls `\(effect.function)(…)` here: add the effect by hand")
            }
            return true
        case .model(let name):
            guard draft.models.contains(where: { $0.name == name }) else { return false }
            draft.models.removeAll { $0.name == name }
            draft.modelNotes.append("review: `\(name)` is left out: \(why); declare it in the app, or rename it and add it here")
            return true
        case .fixture:
            return false  // made again from the models and effects each time: mending those mends it
        }
    }

    /// A message without the part at `key`: `set`, `payload` (and what reads it), `when` (with the `set`
    /// and effect it guards: they must not run unconditionally), `effect`, `trigger`.
    private static func mend(_ message: inout DraftMessage, key: String, why: String) -> Bool {
        switch key {
        case "set" where message.set != nil:
            message.set = nil
            message.comments.append("review: no `set`: \(why): write this transition in the reducer")
        case "payload" where message.payload != nil:
            message.payload = nil
            var also: [String] = []
            if let set = message.set, set.contains(where: { EffectBuilder.readsPayload($0.expression) }) {
                message.set = nil
                also.append("the `set` that reads it")
            }
            if let condition = message.condition, EffectBuilder.readsPayload(condition) {
                message.condition = nil
                message.set = nil
                message.effect = nil
                also.append("the `when` that reads it, and what it guards")
            }
            message.comments.append(
                "review: no payload: \(why)" + (also.isEmpty ? "" : "; left out with it: " + also.joined(separator: ", "))
                    + ": give the message a payload it can carry")
        case "when" where message.condition != nil:
            message.condition = nil
            let guarded = [message.set != nil ? "`set`" : nil, message.effect != nil ? "effect" : nil].compactMap { $0 }
            message.set = nil
            message.effect = nil
            message.comments.append(
                "review: no `when`: \(why)" + (guarded.isEmpty ? "" : "; its \(guarded.joined(separator: " and ")) too, which would run unconditionally")
                    + ": write this transition in the reducer")
        case "effect" where message.effect != nil:
            message.comments.append("review: no effect: \(why)")
            message.effect = nil
        case "trigger" where !message.triggers.isEmpty:
            message.triggers = []
            message.comments.append("review: no trigger: \(why)")
        default:
            return false
        }
        return true
    }

    /// Removes an effect and its results; returns it.
    private static func removeEffect(_ name: String, from draft: inout SpecDraft) -> DraftEffect? {
        guard let effect = draft.effects.first(where: { $0.name == name }) else { return nil }
        let results = Set([effect.success, effect.element, effect.finished, effect.failure].compactMap { $0 })
        draft.effects.removeAll { $0.name == name }
        draft.results.removeAll { results.contains($0.name) }
        return effect
    }

    /// An action whose name line is refused: left out, named in a review line at the top of the spec.
    private static func leaveOut(action index: Int, of draft: inout SpecDraft, why: String, key: String) -> Bool {
        guard key == "" else { return false }
        draft.notes.append("review: the action `\(draft.actions[index].name)` is left out: \(why)")
        draft.actions.remove(at: index)
        return true
    }
}
