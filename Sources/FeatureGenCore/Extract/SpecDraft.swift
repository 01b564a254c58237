/// A spec before it is written as YAML: every entry with the comments that explain it.
struct SpecDraft {
    var feature: String
    var header: [String] = []
    var fields: [DraftField] = []
    /// Comments about view properties that are not state (`@Binding`, `@Environment` …).
    var stateNotes: [String] = []
    var actions: [DraftMessage] = []
    var results: [DraftMessage] = []
    var effects: [DraftEffect] = []
    var models: [DraftModel] = []
    var modelNotes: [String] = []
}

struct DraftField {
    var name: String
    var type: String?
    var defaultValue: String?
    var comments: [String] = []
    /// Written commented out: the type could not be inferred, or a non-optional field has no default.
    var disabled = false
    var inferredType = false
    var couldStayLocal = false
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
}

struct DraftEffect {
    var name: String
    var comments: [String] = []
    var call: String
    var success: String?
    var failure: String?
}

struct DraftModel {
    var name: String
    var fields: [(name: String, type: String)]
    var comments: [String] = []
}
