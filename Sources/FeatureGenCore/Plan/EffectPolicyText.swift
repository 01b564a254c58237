/// How the templates write an effect's policy, its debounce and its throttle: the same Swift in every
/// style, since every style measures the wait and the window as a `Duration`.
extension Effect {
    /// `debounce:` as a `Duration` (`.milliseconds(300)`, `.seconds(1)`); nil without one.
    var debounceDuration: String? {
        debounceMilliseconds.map(Self.duration(milliseconds:))
    }

    /// `debounce:` for people: `300 ms`, `1 s`.
    var debounceText: String? {
        debounceMilliseconds.map(Self.durationText(milliseconds:))
    }

    /// `throttle:` as a `Duration`; nil without one.
    var throttleDuration: String? {
        throttleMilliseconds.map(Self.duration(milliseconds:))
    }

    /// `throttle:` as a `TimeInterval` literal (`1`, `0.3`), for a window measured between two dates.
    var throttleSeconds: String? {
        throttleMilliseconds.map(Self.seconds(milliseconds:))
    }

    /// `1`, `0.3`, `1.999`: milliseconds as a `TimeInterval` literal.
    static func seconds(milliseconds: Int) -> String {
        let fraction = String(String(1000 + milliseconds % 1000).dropFirst()).replacing(/0+$/, with: "")
        return "\(milliseconds / 1000)" + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// `throttle:` for people: `500 ms`, `1 s`.
    var throttleText: String? {
        throttleMilliseconds.map(Self.durationText(milliseconds:))
    }

    /// The runtimes' `EffectPolicy` case: `latest`, `parallel`, `debounce(.milliseconds(300))` or
    /// `throttle(.seconds(1))`.
    var policyCase: String {
        debounceDuration.map { "debounce(\($0))" } ?? throttleDuration.map { "throttle(\($0))" } ?? policy.rawValue
    }

    /// `300 ms`, `1 s`.
    static func durationText(milliseconds: Int) -> String {
        milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(milliseconds) ms"
    }

    /// `.seconds(1)` for whole seconds, else `.milliseconds(300)`.
    static func duration(milliseconds: Int) -> String {
        milliseconds % 1000 == 0 ? ".seconds(\(milliseconds / 1000))" : ".milliseconds(\(milliseconds))"
    }
}
