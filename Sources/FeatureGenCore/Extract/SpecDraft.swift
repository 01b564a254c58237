/// A spec before it is written as YAML: every entry with the comments that explain it.
struct SpecDraft {
    var feature: String
    var header: [String] = []
    /// Comments about the spec as a whole (a renamed feature), under the header.
    var notes: [String] = []
    var fields: [DraftField] = []
    /// Comments about view properties that are not state (`@Binding`, `@Environment` …).
    var stateNotes: [String] = []
    var actions: [DraftMessage] = []
    var results: [DraftMessage] = []
    var effects: [DraftEffect] = []
    var models: [DraftModel] = []
    var modelNotes: [String] = []
    /// Example values for generated tests, by type (`"[Item]": "[]"`).
    var fixtures: [(type: String, value: String)] = []
    /// Where in the prototype each action comes from, for carrying the view over.
    var links = ViewLinks()
}

/// The prototype's code behind each action: what the converted view calls instead.
struct ViewLinks {
    struct ClosureAction {
        var open: Int
        var close: Int
        var action: String
        /// The values the closure passes as the payload (`order` inside `ForEach(orders) { order in`).
        var arguments: [String]
        /// `task`, `refreshable`, `onAppear` …, or nil for a button.
        var modifier: String?
        /// View methods the closure also called (left out of the action: a review comment says so).
        var alsoCalls: [String]
        /// Statements of the closure that touch no state: they stay in the view.
        var viewCode: [Range<Int>]
    }

    /// View method (`name/arity`, so overloads stay apart) → the action it became.
    var methodActions: [String: String] = [:]
    /// View code (`dismiss()`) of a method that became an action: the converted view says where it went.
    var methodViewCode: [String: [String]] = [:]
    var closureActions: [ClosureAction] = []
    static func key(_ method: String, arity: Int) -> String { "\(method)/\(arity)" }

    /// State field → the edit action its `$field` bindings send.
    var editActions: [String: String] = [:]
}

extension SpecDraft {
    /// Every `review:` comment, in the order the YAML writes them, as written (one line each).
    var reviewItems: [String] {
        var comments = notes + stateNotes + fields.flatMap(\.comments)
        for message in actions + results { comments += message.comments }
        for effect in effects { comments += effect.comments }
        comments += modelNotes + models.flatMap(\.comments)
        return comments.compactMap { comment in
            comment.hasPrefix("review: ") ? SpecText.commentLine(String(comment.dropFirst(8))) : nil
        }
    }
}

struct DraftField {
    var name: String
    var type: String?
    /// The starting value as the prototype writes it (declaration, `@State(initialValue:)` or `init`).
    var defaultValue: String?
    /// What the spec writes after `=` (nil: nothing); differs from `defaultValue` when the prototype's
    /// value cannot be copied (it reads `init` parameters, or is too long).
    var specDefault: String?
    var initialValueSource: InitialValueSource?
    var comments: [String] = []
    /// Written commented out: the type could not be inferred, or a non-optional field has no default.
    var disabled = false
    /// Not data (a view model object, a task handle, a timer): only a `# review:` line, no field.
    var notState = false
    var inferredType = false
    var guessedType = false
    var couldStayLocal = false
    /// Why it stays in the view as `@State` (transient UI state, `ViewLocalState`); nil for spec state.
    var staysInView: String?
}

enum DraftPayload {
    case single(String)
    case labelled([(label: String, type: String)])
}

struct DraftMessage {
    var name: String
    var comments: [String] = []
    var payload: DraftPayload?
    /// nil: no `set` (the developer writes the transition).
    var set: [(field: String, expression: String)]?
    var effect: String?
    /// `when:`: the condition under which the action does anything (from an opening `guard`).
    var condition: String?
    /// When the view sends it by itself (`.task` → appear, `.refreshable` → refresh, `.onDisappear` →
    /// disappear), in `Trigger` order; only for actions without a payload.
    var triggers: [Trigger] = []
}

struct DraftEffect {
    var name: String
    /// The service function it calls (`fetchOrders`).
    var function: String
    var returnType: String?
    var isThrowing = false
    var comments: [String] = []
    var call: String
    /// `arguments:`: parameters filled from a state expression (`after: state.posts.last?.id`).
    var arguments: [(name: String, expression: String)] = []
    var success: String?
    /// A stream's results: one per element, and its end.
    var element: String?
    var finished: String?
    var failure: String?
}

struct DraftModel {
    var name: String
    var fields: [(name: String, type: String)]
    var comments: [String] = []
}
