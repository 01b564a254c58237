/// TCA keeps a throttled effect's last call in the feature's state, since its store remembers no runs
/// (TCA 1.25 deprecates `Effect.throttle` for "a manual throttle approach" of this kind). Lowered here,
/// before planning, the field and its assignment are an ordinary field and `set`: the tests state them
/// as they state any change, with `now` fixed. The reducer writes the assignment behind the window's
/// check, not among the message's own; an example that starts the effect expects the field set.
extension Feature {
    /// `searchItemsCalledAt: Date?`, and `searchItemsCalledAt: now` in each action that starts it.
    func keepingThrottlesInState() -> Feature {
        var feature = self
        let throttled = effects.filter { $0.throttleMilliseconds != nil }
        guard !throttled.isEmpty else { return self }
        // Which effects each example starts, found once for every throttled effect.
        let started = examples.map { Set(ExampleFlow($0, feature: self).runs.map(\.effect.name)) }
        for effect in throttled {
            let field = Self.lastCallField(of: effect)
            feature.fields.append(StateField(
                name: field, type: SwiftCode("Date?", at: effect.location), defaultValue: nil,
                doc: "When `\(effect.name)` last called: a new run within \(effect.throttleText ?? "") calls nothing.",
                location: effect.location))
            for index in feature.actions.indices where feature.actions[index].effect == effect.name {
                feature.actions[index].assignments = (feature.actions[index].assignments ?? [])
                    + [Assignment(field: field, value: SwiftCode("now", at: effect.location))]
            }
            // An example that starts it (once at most: validated) ends with its last call at the test's `now`.
            for index in feature.examples.indices
            where started[index].contains(effect.name) && !feature.examples[index].expect.contains(where: { $0.field == field })
            {
                feature.examples[index].expect.append(Assignment(field: field, value: SwiftCode("now", at: effect.location)))
            }
        }
        return feature
    }

    /// The state field that holds when `effect` last called.
    static func lastCallField(of effect: Effect) -> String {
        effect.name + "CalledAt"
    }

    /// The throttled effect `message` starts, whose last-call assignment the reducer writes itself.
    func throttledEffect(startedBy message: Message) -> Effect? {
        effects.first { $0.name == message.effect && $0.throttleMilliseconds != nil }
    }
}
