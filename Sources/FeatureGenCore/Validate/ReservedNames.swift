/// Type names a spec's models and enums cannot take: they would hide a Swift type the generated code
/// uses (`Task`, `String`, `Error`), or clash with a type featuregen generates (`StoreTask`,
/// `OrderState`). Each style's table (`Plan/Styles/`) brings its own.
struct ReservedNames: Sendable {
    /// Types the generated support code declares once per run (`StoreTask`, `TestError`).
    var supportTypes: Set<String>
    /// Types generated per feature, `{F}` standing for the feature's name (`{F}State`, `Mock{F}Service`).
    var featureTypes: [String]
    /// Types generated per message, `{F}` and `{M}` standing for the feature and the message
    /// (`{F}{M}Action`).
    var messageTypes: [String] = []

    /// The table of a style.
    static func style(_ name: OutputStyle.Name) -> ReservedNames { OutputStyle.named(name).reserved }

    /// Every style's table.
    static let styles: [OutputStyle.Name: ReservedNames] = Dictionary(
        uniqueKeysWithValues: OutputStyle.Name.allCases.map { ($0, OutputStyle.named($0).reserved) })

    /// The types `reserved` makes for one feature (its name, and its messages' names).
    func generatedTypes(for feature: Feature) -> [String] {
        featureTypes.map { OutputStyle.fill($0, feature: feature.name) }
            + messageTypes.flatMap { pattern in
                (feature.actions + feature.results).map { OutputStyle.fill(pattern, feature: feature.name, message: $0.name) }
            }
    }

    /// Names from Swift, Foundation, Observation, SwiftUI and Swift Testing that generated code of any
    /// style writes unqualified, plus the modules it imports: a model named `Task` or `Date` would be
    /// used in their place.
    static let platformTypes: Set<String> = [
        // Swift
        "Any", "AnyObject", "Array", "Bool", "Character", "CustomStringConvertible", "Decodable", "Dictionary",
        "Double", "Encodable", "Codable", "Equatable", "Error", "Float", "Hashable", "Identifiable", "Int", "Int8",
        "Int16", "Int32", "Int64", "KeyPath", "Never", "Optional", "Result", "Sendable", "Set", "String",
        "Substring", "Task", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "UnsafeMutablePointer", "Void",
        "WritableKeyPath", "CancellationError", "MainActor", "AsyncStream", "Comparable",
        // Foundation (example values and models use these)
        "Data", "Date", "Decimal", "URL", "UUID", "LocalizedError",
        // Observation, SwiftUI, Swift Testing
        "Observable", "ObservationIgnored", "View", "Binding", "Button", "Environment", "LabeledContent",
        "List", "Section", "Text", "Test", "Suite", "SourceLocation",
        // Modules
        "Swift", "Foundation", "Observation", "SwiftUI", "Testing",
    ]

    /// Why `name` cannot name a model or enum of a run of `features` (feature name → its messages' names),
    /// if it cannot. Each pattern is matched by its prefix and suffix, so a run of many features costs no
    /// more per name.
    func problem(_ name: String, features: [String: [String]]) -> String? {
        if Self.platformTypes.contains(name) {
            return "it would hide `\(name)` (Swift, Foundation or SwiftUI), which the generated code uses"
        }
        if supportTypes.contains(name) { return "featuregen generates a type `\(name)`" }
        for pattern in featureTypes {
            guard let (prefix, suffix) = Self.around("{F}", in: pattern),
                name.count > prefix.count + suffix.count, name.hasPrefix(prefix), name.hasSuffix(suffix)
            else { continue }
            let feature = String(name.dropFirst(prefix.count).dropLast(suffix.count))
            if features[feature] != nil { return "featuregen generates `\(name)` for feature `\(feature)`" }
        }
        // `{F}{M}Action`: every way of splitting the middle into a feature's name and a message's.
        for pattern in messageTypes {
            guard let (prefix, suffix) = Self.around("{F}{M}", in: pattern),
                name.count > prefix.count + suffix.count, name.hasPrefix(prefix), name.hasSuffix(suffix)
            else { continue }
            let middle = name.dropFirst(prefix.count).dropLast(suffix.count)
            for end in middle.indices.dropFirst() {
                let feature = String(middle[..<end])
                let message = middle[end...]
                if features[feature]?.contains(where: { SwiftNames.upperFirst($0) == message }) == true {
                    return "featuregen generates `\(name)` for feature `\(feature)`"
                }
            }
        }
        return nil
    }

    /// The text before and after `marker` in `pattern`.
    private static func around(_ marker: String, in pattern: String) -> (Substring, Substring)? {
        guard let range = pattern.range(of: marker) else { return nil }
        return (pattern[..<range.lowerBound], pattern[range.upperBound...])
    }
}
