import Foundation

/// What an `extract` run did: per view, what became of it (fields, actions, effects, what needs
/// review, where its spec and converted view went), and a summary. Printed as text or as JSON.
public struct ExtractionReport: Sendable, Equatable, Codable {
    public struct ViewSummary: Sendable, Equatable, Codable {
        public var path: String
        public var view: String
        public var feature: String
        public var stats: ExtractionStats
        /// The spec's live state fields (commented-out ones are review items).
        public var fields: [String]
        public var actions: [String]
        public var results: [String]
        public var effects: [String]
        /// What a developer must decide, one line each (the spec's `# review:` comments).
        public var review: [String]
        /// `@State` kept in the view, each with why (`isHovering: transient UI state (hover)`).
        public var staysInView: [String] = []
        /// Where the spec is, once written (or kept); nil before.
        public var specPath: String?
        /// `created`, or `kept` when a spec of that feature already existed (in either format).
        public var specStatus: String?
        /// With `--generate`: the pure view written from the prototype's body, and its `// review:` count.
        public var convertedView: String?
        public var viewReviewItems: Int?
    }

    public var files: Int
    public var views: Int
    public var fields: Int
    public var actions: Int
    public var effects: Int
    public var reviewItems: Int
    public var warnings: Int
    /// Wall-clock seconds for reading and extracting.
    public var seconds: Double
    public var perView: [ViewSummary]

    init(files: Int, specs: [ExtractedSpec], warnings: Int, seconds: Double) {
        self.files = files
        views = specs.count
        fields = specs.reduce(0) { $0 + $1.stats.fields }
        actions = specs.reduce(0) { $0 + $1.stats.actions }
        effects = specs.reduce(0) { $0 + $1.stats.effects }
        reviewItems = specs.reduce(0) { $0 + $1.stats.reviewItems }
        self.warnings = warnings
        self.seconds = seconds
        perView = specs.map { spec in
            ViewSummary(
                path: spec.sourcePath, view: spec.viewName, feature: spec.featureName, stats: spec.stats,
                fields: spec.fields.filter { $0.isState && !$0.needsReview }.map(\.name), actions: spec.actions,
                results: spec.results, effects: spec.effects, review: spec.review,
                staysInView: spec.fields.compactMap { field in field.staysInView.map { "\(field.name): \($0)" } })
        }
    }

    /// `1 field`, `2 fields`.
    private static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    /// `3 files, 2 views: 9 fields, 6 actions, 2 effects, 4 items need review (0.01 s)`
    public var summary: String {
        let time = String(format: "%.2f", seconds)
        return "\(Self.count(files, "file")), \(Self.count(views, "view")): \(Self.count(fields, "field")), "
            + "\(Self.count(actions, "action")), \(Self.count(effects, "effect")), "
            + "\(reviewItems) \(reviewItems == 1 ? "item needs" : "items need") review"
            + (warnings > 0 ? ", \(Self.count(warnings, "warning"))" : "") + " (\(time) s)"
    }

    /// The conversion report of one view, a few lines:
    /// ```
    /// OrderListView (Views/OrderListView.swift) → Specs/OrderList.feature.yml (created)
    ///   fields: orders, isLoading
    ///   actions: loadOrders; results: ordersLoaded, fetchOrdersFailed; effects: fetchOrders
    ///   review: 1
    ///     - `init` sets it from its arguments …
    /// ```
    public static func text(_ view: ViewSummary) -> String {
        var lines = ["\(view.view) (\(view.path)) → " + (view.specPath.map { "\($0) (\(view.specStatus ?? ""))" } ?? view.feature)]
        lines.append("  fields: " + list(view.fields))
        var messages = "  actions: " + list(view.actions)
        if !view.results.isEmpty { messages += "; results: " + list(view.results) }
        if !view.effects.isEmpty { messages += "; effects: " + list(view.effects) }
        lines.append(messages)
        if !view.staysInView.isEmpty { lines.append("  stays in the view: " + view.staysInView.joined(separator: "; ")) }
        if let converted = view.convertedView {
            let count = view.viewReviewItems ?? 0
            lines.append("  view: \(converted) from the prototype's body"
                + (count > 0 ? ", \(count) `// review:` comment\(count == 1 ? "" : "s")" : ""))
        }
        if !view.review.isEmpty {
            lines.append("  review: \(view.review.count)")
            lines += view.review.map { "    - " + $0 }
        }
        return lines.joined(separator: "\n")
    }

    private static func list(_ names: [String]) -> String { names.isEmpty ? "none" : names.joined(separator: ", ") }
}
