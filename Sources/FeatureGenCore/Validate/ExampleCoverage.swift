/// What a feature's examples leave unchecked: generated tests check every `set` and every effect the
/// spec declares, but only examples can check the developer's hand-written transitions (messages
/// without `set`), each way an effect can end (it succeeds, fails, is cancelled), and each case of an
/// enum the state can be in, and both ways of a `when:` (its effect started, and refused with the
/// example's `calls` saying so). `featuregen validate --coverage` lists the paths no example takes.
public struct ExampleCoverage: Sendable {
    /// A path no example takes, at the spec line that declares it.
    public struct Gap: Sendable, Equatable {
        public var message: String
        public var location: SourceLocation
    }

    public var gaps: [Gap] = []
    /// How many paths there are, covered or not.
    public var paths = 0

    public init(_ feature: Feature) {
        var sent = Set<String>()
        var outcomes = Set<String>()  // "effect.success", "effect.failure", "effect.cancelled"
        var statedCases = Set<String>()  // "field.case"
        var guardWays = Set<String>()  // "message.accepted", "message.refused"
        for example in feature.examples {
            let flow = ExampleFlow(example, feature: feature)
            sent.formUnion(example.steps.map(\.message))
            sent.formUnion(flow.results.joined())
            // A run is cancelled while it runs only where the example keeps it in flight (`pending`)
            // and a later message cancels or replaces it: otherwise it has finished before.
            if !example.pending.isEmpty {
                outcomes.formUnion(PendingFlow(example, feature: feature).dropped.map { $0 + ".cancelled" })
            }
            for (index, step) in example.steps.enumerated() {
                let message = (feature.actions + feature.results).first { $0.name == step.message }
                if let message, message.condition != nil, message.effect != nil {
                    let started = flow.runs.contains { $0.step == index && $0.startedBy.name == message.name }
                    // A refusal is checked only where the example lists its calls: a call would fail it.
                    if started || example.calls != nil {
                        guardWays.insert(message.name + (started ? ".accepted" : ".refused"))
                    }
                }
                for run in flow.runs where run.step == index {
                    switch example.responses.first(where: { $0.effect == run.effect.name })?.outcome {
                    case .returns?, .returnsNothing?: outcomes.insert(run.effect.name + ".success")
                    case .fails?: outcomes.insert(run.effect.name + ".failure")
                    // An effect that cannot throw needs no answer to finish (`trackView(itemID:) async`).
                    case nil: if !run.effect.canFail { outcomes.insert(run.effect.name + ".success") }
                    }
                }
            }
            for assignment in example.given + example.expect {
                statedCases.insert(assignment.field + "." + Self.caseName(assignment.value.text))
            }
        }
        let messages = feature.actions + feature.results
        for message in messages where message.assignments == nil {
            check(sent.contains(message.name), "`\(message.name)`, a message without `set`: your hand-written transition", message.location)
        }
        for message in messages where message.condition != nil {
            let location = message.condition?.location ?? message.location
            guard let effect = message.effect else {
                check(sent.contains(message.name), "`\(message.name)` and its `when:`", location)
                continue
            }
            check(guardWays.contains(message.name + ".accepted"), "`\(message.name)` starting `\(effect)` (its `when:` true)", location)
            check(
                guardWays.contains(message.name + ".refused"),
                "`\(message.name)` refused by its `when:` (with `calls:` showing that `\(effect)` did not run)", location)
        }
        for effect in feature.effects {
            check(outcomes.contains(effect.name + ".success"), "`\(effect.name)` succeeding", effect.location)
            if effect.canFail {
                check(outcomes.contains(effect.name + ".failure"), "`\(effect.name)` failing", effect.location)
            }
            if messages.contains(where: { $0.cancels.contains(effect.name) }) {
                check(
                    outcomes.contains(effect.name + ".cancelled"), "`\(effect.name)` cancelled while it runs",
                    effect.location)
            }
        }
        for field in feature.fields {
            guard let stateEnum = feature.enums.first(where: { $0.name == field.type.text }) else { continue }
            // Every example checks that a field it does not name keeps its default.
            let initial = field.defaultValue.map { Self.caseName($0.text) }
            for enumCase in stateEnum.cases {
                let covered = statedCases.contains(field.name + "." + enumCase.name)
                    || (enumCase.name == initial && !feature.examples.isEmpty)
                check(covered, "`\(field.name)` being `.\(enumCase.name)`", field.location)
            }
        }
    }

    private mutating func check(_ covered: Bool, _ what: String, _ location: SourceLocation) {
        paths += 1
        if !covered { gaps.append(Gap(message: "no example covers \(what)", location: location)) }
    }

    /// `loaded` of `.loaded([…])`, `Phase.loaded(x)` or `.idle`.
    static func caseName(_ value: String) -> String {
        var text = Substring(value.drop { $0 == " " })
        if let dot = text.firstIndex(of: "."), text[..<dot].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            text = text[text.index(after: dot)...]
        }
        return String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }
}
