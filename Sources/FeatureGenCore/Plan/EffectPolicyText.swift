/// How the templates write an effect's policy and its debounce: the same Swift in every style, since
/// every style measures the wait as a `Duration`.
extension Effect {
    /// `debounce:` as a `Duration` (`.milliseconds(300)`, `.seconds(1)`); nil without one.
    var debounceDuration: String? {
        debounceMilliseconds.map(Self.duration(milliseconds:))
    }

    /// `debounce:` for people: `300 ms`, `1 s`.
    var debounceText: String? {
        debounceMilliseconds.map { $0 % 1000 == 0 ? "\($0 / 1000) s" : "\($0) ms" }
    }

    /// The runtimes' `EffectPolicy` case: `latest`, `parallel`, or `debounce(.milliseconds(300))`.
    var policyCase: String {
        debounceDuration.map { "debounce(\($0))" } ?? policy.rawValue
    }

    /// `.seconds(1)` for whole seconds, else `.milliseconds(300)`.
    static func duration(milliseconds: Int) -> String {
        milliseconds % 1000 == 0 ? ".seconds(\(milliseconds / 1000))" : ".milliseconds(\(milliseconds))"
    }
}
