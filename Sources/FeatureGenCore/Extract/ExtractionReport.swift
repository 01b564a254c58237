import Foundation

/// What an `extract` run did, for the CLI's summary and for `--json` output.
public struct ExtractionReport: Sendable, Equatable, Codable {
    public struct ViewSummary: Sendable, Equatable, Codable {
        public var path: String
        public var view: String
        public var feature: String
        public var stats: ExtractionStats
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
        perView = specs.map { ViewSummary(path: $0.sourcePath, view: $0.viewName, feature: $0.featureName, stats: $0.stats) }
    }

    /// `3 files, 2 views: 9 fields, 6 actions, 2 effects, 4 items need review (0.01 s)`
    public var summary: String {
        let time = String(format: "%.2f", seconds)
        return "\(files) file\(files == 1 ? "" : "s"), \(views) view\(views == 1 ? "" : "s"): \(fields) fields, "
            + "\(actions) actions, \(effects) effects, \(reviewItems) item\(reviewItems == 1 ? "" : "s") need review"
            + (warnings > 0 ? ", \(warnings) warning\(warnings == 1 ? "" : "s")" : "") + " (\(time) s)"
    }
}
