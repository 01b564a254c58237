import FeatureGenCore

/// A command line featuregen cannot run: printed with the command's usage, exit code 2.
struct UsageError: Error, Equatable {
    var message: String
    var notes: [Diagnostic.Note]

    init(_ message: String, notes: [Diagnostic.Note] = []) {
        self.message = message
        self.notes = notes
    }

    /// `unknown option `--ouput`` with a did-you-mean note when a known name is close.
    static func unknown(_ what: String, _ name: String, among candidates: [String]) -> UsageError {
        UsageError("unknown \(what) `\(name)`", notes: Suggestion.note(for: name, among: candidates).map { [$0] } ?? [])
    }

    /// `featuregen: error: …` and its notes, one per line, as every featuregen diagnostic prints.
    var diagnostic: Diagnostic { .error(message, at: nil, notes: notes) }
}
