/// What a method or closure body does to the view's state, split by when it happens relative to
/// the first `await`: before it (the action's `set`), after it succeeds, when it throws, or always.
struct BodyAnalysis {
    enum Phase { case before, success, failure, always }

    struct Mutation {
        var field: String
        /// The new value as a `set` expression (`payload`, `!state.isOn`), or nil when not simple.
        var expression: String?
        var statement: String
        var phase: Phase
    }

    struct EffectCall {
        var function: String
        /// `(label, argument text, argument token range)`
        var arguments: [(label: String?, text: String)]
        var isThrowing: Bool
        /// `try?`: the error is dropped on purpose.
        var ignoresErrors: Bool
        var assignedField: String?
        var resultVariable: String?
        var index: Int
        /// `for await message in api.incoming()`: a stream whose elements have this type (the loop's
        /// body runs per element, in the success phase).
        var streamElement: String?
    }

    var mutations: [Mutation] = []
    var effect: EffectCall?
    /// `guard !isLoading, hasMore else { return }` opening the body, as a spec condition
    /// (`!state.isLoading && state.hasMore`): the action's `when:`.
    var condition: (expression: String, statement: String)?
    /// Statements the extractor did not turn into `set` entries (shown as review comments).
    var unsupported: [String] = []
    /// Statements that touch no state (`dismiss()`, `isPresented = false`): view code, not the action's.
    var viewCode: [Range<Int>] = []
    /// Further `await` calls after the first (one action triggers one effect).
    var extraAwaits: [String] = []
    /// Methods of the view this body calls (`load()`), so they can be linked to this trigger.
    var calledMethods: [String] = []

    var changesState: Bool { !mutations.isEmpty || effect != nil || !unsupported.isEmpty }

    /// Nothing found yet: a `guard` here gates the whole body.
    var isEmpty: Bool {
        mutations.isEmpty && effect == nil && unsupported.isEmpty && viewCode.isEmpty && calledMethods.isEmpty
            && extraAwaits.isEmpty && condition == nil
    }

    func mutations(in phase: Phase) -> [Mutation] { mutations.filter { $0.phase == phase } }

    /// `set` entries for a phase, or nil when one of them is not a simple expression.
    func assignments(in phases: [Phase]) -> [(field: String, expression: String)]? {
        var result: [(field: String, expression: String)] = []
        for mutation in mutations where phases.contains(mutation.phase) {
            guard let expression = mutation.expression else { return nil }
            if let existing = result.firstIndex(where: { $0.field == mutation.field }) {
                result[existing].expression = expression  // the later assignment wins
            } else {
                result.append((mutation.field, expression))
            }
        }
        return result
    }
}

/// Names the analyzer resolves inside a body.
struct AnalysisScope {
    /// State field names → their declared or inferred types.
    var fields: [String: String]
    /// Names bound to the action's payload: parameter → `payload` or a payload label.
    var payloadNames: [String: String]
    /// Methods of the view (calls to them are links, not effects).
    var methods: Set<String>
    /// Objects the view keeps (`@ObservedObject var model`, a view model in `@State`, `@Environment`
    /// values): awaiting their methods is view code, not an effect.
    var viewObjects: Set<String> = []
}
