import FeatureGenCore

/// The spec `featuregen new` writes: a small loading screen that validates, generates and passes its
/// tests as it is, meant to be edited.
enum StarterSpec {
    /// Whether `name` can name a feature (and a file): an UpperCamelCase identifier. Reports it if not.
    static func isFeatureName(_ name: String, diagnostics: DiagnosticCollector) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isUppercase,
            name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" })
        else {
            diagnostics.error(
                "`\(name)` is not a feature name; use an UpperCamelCase Swift identifier such as `Order`", at: nil)
            return false
        }
        return true
    }

    /// Moves `run`'s diagnostics into `diagnostics`. When the starter spec at `specPath` was not written
    /// (the run failed), nothing may point into it: the file does not exist, or (`--force`) still holds
    /// the old spec, whose lines are others. Such a diagnostic is said without a place.
    static func forward(_ run: DiagnosticCollector, to diagnostics: DiagnosticCollector, unwritten specPath: String?) {
        for var diagnostic in run.diagnostics {
            if let specPath {
                let inSpec = { (location: SourceLocation?) in location?.path == specPath }
                if inSpec(diagnostic.location) { diagnostic.location = nil }
                diagnostic.notes = diagnostic.notes.map { note in
                    guard inSpec(note.location) else { return note }
                    // A note without a place would be printed at its diagnostic's.
                    return diagnostic.location == nil
                        ? Diagnostic.Note(note.message) : Diagnostic.Note("\(note.message) (in the new spec, not written)")
                }
            }
            diagnostics.emit(diagnostic)
        }
    }

    /// The starter spec of `name` (checked with `isFeatureName`); `modeline` names the editor schema.
    static func text(for name: String, modeline: String) -> String {
        """
            \(modeline)
            # The \(name) feature. Edit it, then run `featuregen generate` (or build, with the build plugin).
            # Every key is in featuregen's docs/spec-reference.md; editors complete them from the schema above.
            feature: \(name)
            state:
              items: "[\(name)Item] = []"
              isLoading: Bool = false
              errorMessage: String?
            actions:              # user actions, sent by the view
              load:
                set: { isLoading: true, errorMessage: nil }
                effect: fetchItems
                trigger: [appear, refresh]   # sent by the view's .task and .refreshable
            results:              # async results, sent back by effects
              itemsLoaded:
                payload: "[\(name)Item]"
                set: { items: payload, isLoading: false }
              loadFailed:
                payload: String
                set: { errorMessage: payload, isLoading: false }
            effects:              # one service requirement each
              fetchItems:
                call: fetchItems() async throws -> [\(name)Item]
                success: itemsLoaded
                failure: loadFailed
            models:
              \(name)Item:
                fields: { id: Int, title: String }
                conforms: [Codable, Hashable]
            examples:             # what the feature does; each becomes a test (\(name)ExampleTests)
              - name: loading shows the items
                send: load
                respond: { fetchItems: '[\(name)Item(id: 1, title: "First")]' }
                expect: { items: '[\(name)Item(id: 1, title: "First")]' }
                calls: [ 'fetchItems()' ]
              - name: a failed load shows why
                send: load
                respond: { fetchItems: { fail: Offline } }   # the call throws an error saying "Offline"
                expect: { errorMessage: '"Offline"' }
              - name: loading again clears the last error
                given: { errorMessage: '"Offline"' }
                send: load
                respond: { fetchItems: '[]' }
                expect: { errorMessage: nil }

            """
    }
}
