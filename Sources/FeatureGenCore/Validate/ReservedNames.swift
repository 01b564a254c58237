/// Type names a spec's models and enums cannot take: they would hide a Swift type the generated code
/// uses (`Task`, `String`, `Error`), or clash with a type featuregen generates (`StoreTask`,
/// `OrderState`). One table per generated style; a new style adds its own entry.
struct ReservedNames: Sendable {
    /// Types the generated support code declares once per run (`StoreTask`, `TestError`).
    var supportTypes: Set<String>
    /// Types generated per feature, `{F}` standing for the feature's name (`{F}State`, `Mock{F}Service`).
    var featureTypes: [String]

    /// The table of a style (`skill`, the default, today; issue 13 adds the others).
    static func style(_ name: String) -> ReservedNames {
        styles[name] ?? skill
    }

    static let styles: [String: ReservedNames] = ["skill": skill]

    /// The Redux-style code of the screen-architecture skill (`Templates/redux`).
    static let skill = ReservedNames(
        supportTypes: [
            "AppState", "AppAction", "AppReducer", "AppStore", "AppServices", "StoreTask", "Effect", "EffectPolicy",
            "EquatableError", "ServiceNotImplemented", "TestError", "SpecFile", "AppStoreTests",
        ],
        featureTypes: [
            "{F}State", "{F}Action", "{F}Reducer", "{F}Effects", "{F}ServiceProtocol", "{F}Service", "{F}View",
            "{F}ContainerView", "{F}Transitions", "{F}ReducerTests", "{F}StoreTests", "{F}ExampleTests",
            "Mock{F}Service",
        ])

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

    /// Why `name` cannot name a model or enum of a run of `features`, if it cannot. Each pattern is
    /// matched by its prefix and suffix, so a run of many features costs no more per name.
    func problem(_ name: String, features: Set<String>) -> String? {
        if Self.platformTypes.contains(name) {
            return "it would hide `\(name)` (Swift, Foundation or SwiftUI), which the generated code uses"
        }
        if supportTypes.contains(name) { return "featuregen generates a type `\(name)`" }
        for pattern in featureTypes {
            guard let marker = pattern.range(of: "{F}") else { continue }
            let prefix = pattern[..<marker.lowerBound]
            let suffix = pattern[marker.upperBound...]
            guard name.count > prefix.count + suffix.count, name.hasPrefix(prefix), name.hasSuffix(suffix) else { continue }
            let feature = String(name.dropFirst(prefix.count).dropLast(suffix.count))
            if features.contains(feature) { return "featuregen generates `\(name)` for feature `\(feature)`" }
        }
        return nil
    }
}
