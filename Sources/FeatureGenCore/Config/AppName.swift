/// What the App wiring types begin with: `App` (`AppState`, `AppStore`, `AppFeature`, …) unless a
/// run names another (`app: Shop` in `featuregen.yml`), for an app that declares an
/// `AppState` of its own.
public enum AppName {
    public static let `default` = "App"

    /// The problem with `name` as the App types' first word, or nil when it serves: an upper-case
    /// Swift identifier of letters and digits, so that `{name}State` is one too.
    public static func problem(_ name: String) -> String? {
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else {
            return "`\(name)` must begin with an upper-case letter, as a type name does"
        }
        guard name.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) })
        else { return "`\(name)` must be letters and digits only: it begins type names (`\(name)State`)" }
        return nil
    }
}
