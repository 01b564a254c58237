/// One spec extracted from one prototype view.
public struct ExtractedSpec: Sendable, Equatable, Codable {
    /// `OrderList` for `OrderListView`.
    public var featureName: String
    public var viewName: String
    public var sourcePath: String
    /// The spec, ready to be written as `<featureName>.feature.yml`.
    public var yaml: String
    /// The state fields as extracted (commented-out ones included), for tools and tests.
    public var fields: [ExtractedField]
    public var stats: ExtractionStats

    /// `OrderList.feature.yml`
    public var suggestedFileName: String { featureName + ".feature.yml" }
}

public struct ExtractedField: Sendable, Equatable, Codable {
    public var name: String
    /// Declared, or inferred from the default value; nil when unknown.
    public var type: String?
    /// Exactly as written in the prototype (whitespace runs and comments collapse to one space).
    public var defaultValue: String?
    public var typeWasInferred: Bool
    /// Text being typed, focus: the skill would keep it in the view.
    public var couldStayLocal: Bool
    /// Written commented out in the YAML (type unknown, or no default for a non-optional type).
    public var needsReview: Bool

    public init(
        name: String, type: String?, defaultValue: String?, typeWasInferred: Bool = false,
        couldStayLocal: Bool = false, needsReview: Bool = false
    ) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.typeWasInferred = typeWasInferred
        self.couldStayLocal = couldStayLocal
        self.needsReview = needsReview
    }
}

public struct ExtractionStats: Sendable, Equatable, Codable {
    public var fields: Int
    public var actions: Int
    public var results: Int
    public var effects: Int
    public var models: Int
    /// `# review:` comments in the YAML: things a developer must look at.
    public var reviewItems: Int
}
