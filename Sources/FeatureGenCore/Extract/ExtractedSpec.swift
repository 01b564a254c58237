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
    /// The names of the spec's actions, results and effects.
    public var actions: [String] = []
    public var results: [String] = []
    public var effects: [String] = []
    /// Every `# review:` item of the spec (what a developer must decide), in spec order.
    public var review: [String] = []

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
    /// The inferred type is a guess a reviewer should check (`Order.sample` → `Order`).
    public var typeIsGuess: Bool
    /// Text being typed, focus: the skill would keep it in the view.
    public var couldStayLocal: Bool
    /// Written commented out in the YAML (type unknown, or no default for a non-optional type).
    public var needsReview: Bool
    /// False for what is not data (a view model object, a task handle, a timer): a `# review:` line only.
    public var isState: Bool
    /// Where the prototype writes the starting value (nil: nowhere).
    public var initialValueSource: InitialValueSource?
    /// Why it stays in the view as `@State` (hover, a measured size …); nil when it is spec state.
    public var staysInView: String?

    public init(
        name: String, type: String?, defaultValue: String?, typeWasInferred: Bool = false, typeIsGuess: Bool = false,
        couldStayLocal: Bool = false, needsReview: Bool = false, isState: Bool = true,
        initialValueSource: InitialValueSource? = nil, staysInView: String? = nil
    ) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.typeWasInferred = typeWasInferred
        self.typeIsGuess = typeIsGuess
        self.couldStayLocal = couldStayLocal
        self.needsReview = needsReview
        self.isState = isState
        self.initialValueSource = initialValueSource
        self.staysInView = staysInView
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
