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
    /// Members the style declares in the type that holds a screen's fields, beside the spec's own
    /// fields, messages and effects (`on{M}`: an event method per message; `{e}Task`: an effect's task
    /// handle; `{s}`: a store's property; plain names), which a spec's member cannot take. Empty when
    /// the fields live in a struct of their own.
    var members: [String] = []
    /// Types of a library the style's code uses unqualified (TCA's `Store`, `Effect`, `State`), and
    /// the library's name for messages.
    var libraryTypes: Set<String> = []
    var library = ""
    /// Why a state field cannot be named with a Swift keyword (which needs backticks) in the style;
    /// nil when it can.
    var keywordFields: String?
    /// Why a call's function cannot be named with a Swift keyword in the style; nil when it can.
    var keywordCalls: String?
    /// State field names the style's views cannot read, and why (`{name}`: the name): TCA's views
    /// read a field as `store.x`, and `Store`'s own members (`send`, `scope`, `state`) win.
    var fieldNames: [String] = []
    var fieldNamesReason = ""
    /// Names effects cannot take, `{f}` standing for the feature's lower-camel name: they would clash
    /// with a member of the generated type that holds them (TCA's reducer has a `body`, a `{f}Client`
    /// property, and a method per effect, which takes the effect's name).
    var effectNames: [String] = []

    /// Message names the style refuses, and why.
    var messageNames: [String] = []
    var messageNamesReason = ""

    /// The effect names reserved in `feature`.
    func reservedEffectNames(for feature: Feature) -> Set<String> {
        Set(effectNames.map { OutputStyle.fill($0, feature: feature.name) })
    }

    /// The table of a style, for the default App name.
    static func style(_ name: OutputStyle.Name) -> ReservedNames { styles[name] ?? OutputStyle.named(name).reserved }

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

    /// Names that Foundation or Swift Testing also declare, which a model may well take (RedditOS's
    /// `SortOrder`, a `Comment`). The app's own declaration wins inside the app, but the tests import
    /// both, where the name is ambiguous; their support file names the app's type
    /// (`typealias Comment = App.Comment`). A name listed here needlessly costs one such line.
    static let testImportedTypes: Set<String> = testingTypes.union([
        // Foundation
        "AttributeContainer", "AttributedString", "Bundle", "Calendar", "CharacterSet", "ComparisonResult",
        "DateComponents", "DateInterval", "Dimension", "Expression", "FileHandle", "FileManager", "Formatter",
        "Host", "IndexPath", "IndexSet", "InputStream", "Locale", "Measurement", "MessagePort", "Morphology",
        "Notification", "NotificationCenter", "Operation", "OperationQueue", "OutputStream", "PersonNameComponents",
        "Pipe", "Port", "Predicate", "Process", "ProcessInfo", "Progress", "RunLoop", "Scanner", "SortDescriptor",
        "SortOrder", "Stream", "Thread", "TimeZone", "Timer", "Unit", "URLComponents", "URLQueryItem",
        "URLRequest", "URLSession", "UserDefaults",
    ])

    /// Swift Testing's names among them.
    static let testingTypes: Set<String> = [
        "Attachment", "Bug", "Comment", "Confirmation", "Expectation", "Issue", "Tag", "Trait",
    ]

    /// Why `name` cannot name a model or enum of a run of `features` (feature name → its messages' names),
    /// if it cannot. Each pattern is matched by its prefix and suffix, so a run of many features costs no
    /// more per name.
    func problem(_ name: String, features: [String: [String]]) -> String? {
        if Self.platformTypes.contains(name) {
            return "it would hide `\(name)` (Swift, Foundation or SwiftUI), which the generated code uses"
        }
        if libraryTypes.contains(name) {
            return "it would hide `\(name)` (\(library)), which the generated code uses"
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

extension ReservedNames {
    /// The members `members` makes for one feature, each with what it is for (`the event method of
    /// action `save``), in declaration order.
    func generatedMembers(for feature: Feature) -> [(name: String, origin: String)] {
        var result: [(String, String)] = []
        let messages = feature.actions.map { ($0, "action") } + feature.results.map { ($0, "result") }
        let stores = StoreNames.properties(of: feature)
        for pattern in members {
            if pattern.contains("{m}") || pattern.contains("{M}") {
                result += messages.map { message, role in
                    (OutputStyle.fill(pattern, feature: feature.name, message: message.name),
                     "the event method of \(role) `\(message.name)`")
                }
            } else if pattern.contains("{e}") {
                result += feature.effects.map { effect in
                    (pattern.replacing("{e}", with: effect.name), "the task handle of effect `\(effect.name)`")
                }
            } else if pattern.contains("{s}") {
                result += stores.map { store in
                    (pattern.replacing("{s}", with: store.property), "the property that holds `\(store.name)`")
                }
            } else {
                result.append((pattern, "a member the generated code declares"))
            }
        }
        return result
    }
}

/// The shared stores a feature's fields name (`store: OrderStore`), each once, in spec order, with the
/// property that holds it in a screen's view state (`orderStore`).
enum StoreNames {
    static func properties(of feature: Feature) -> [(name: String, property: String)] {
        var seen = Set<String>()
        return feature.fields.compactMap { field in
            guard let store = field.store?.name, seen.insert(store).inserted else { return nil }
            return (store, SwiftNames.lowerCamel(store))
        }
    }
}
