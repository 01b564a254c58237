/// Which app each prototype file belongs to when one run reads several (`extract AppA AppB`): each
/// path given is one app. A type declared in one app's files must not change another's specs (a
/// `class Storage` in one app would make another app's `Storage` value an object), so type tables
/// and example values are kept per app; only names (features, models) are shared by the whole run,
/// since its specs are generated into one module.
enum ExtractionScopes {
    /// Per source, the given path it was found under (the longest, when paths nest).
    static func of(_ sources: [SourceText], paths: [String]) -> [String] {
        let roots = paths.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }.sorted { $0.count > $1.count }
        return sources.map { source in
            roots.first { source.path == $0 || source.path.hasPrefix($0 + "/") } ?? ""
        }
    }
}
