/// The per-target options file, `featuregen.yml`, beside the specs of a target (read by the plugins).
///
/// Read with the spec reader and checked like a spec: every problem at its line and column, unknown
/// keys with "did you mean". An empty file is a valid config with every default.
public struct GeneratorConfig: Sendable, Equatable {
    public static let fileName = "featuregen.yml"

    /// How the generated tests are written. Only Swift Testing exists today; the key is there so a
    /// config that asks for XCTest fails clearly instead of silently getting Swift Testing.
    public enum TestStyle: String, Sendable, CaseIterable {
        case swiftTesting = "swift-testing"
    }

    /// Access level for specs that do not set `access:` themselves (`nil`: the spec default, internal).
    public var access: AccessLevel?
    /// The module the generated tests `@testable import` (`nil`: the target's module).
    public var module: String?
    public var tests: TestStyle
    /// The architecture of the generated code (`style: middleware`); the default is `skill`.
    public var style: OutputStyle.Name
    /// What the App wiring types begin with (`app: Shop` → `ShopState`, `ShopStore`); `nil`: `App`.
    /// For an app that declares an `AppState` (or another of them) of its own.
    public var app: String?
    /// The App types' first word for this run: `app`, else `App`.
    public var appName: String { app ?? AppName.default }

    public init(
        access: AccessLevel? = nil, module: String? = nil, tests: TestStyle = .swiftTesting,
        style: OutputStyle.Name = .default, app: String? = nil
    ) {
        self.app = app
        self.access = access
        self.module = module
        self.tests = tests
        self.style = style
    }

    static let keys = ["access", "module", "tests", "style", "app"]

    /// Reads and checks a config file. Returns nil when it has errors (all of them reported).
    public static func read(path: String, diagnostics: DiagnosticCollector) throws -> GeneratorConfig? {
        guard let root = try SpecReader.read(path: path, diagnostics: diagnostics) else { return nil }
        return check(root, path: path, diagnostics: diagnostics)
    }

    /// Same for text already in memory.
    public static func read(_ source: SourceText, diagnostics: DiagnosticCollector) -> GeneratorConfig? {
        guard let root = SpecReader.read(source, diagnostics: diagnostics) else { return nil }
        return check(root, path: source.path, diagnostics: diagnostics)
    }

    static func check(_ root: Node, path: String, diagnostics: DiagnosticCollector) -> GeneratorConfig? {
        let checker = SpecChecker(diagnostics: diagnostics, specPath: path)
        guard let entries = checker.mapping(root, "a mapping of options (`access: public`)") else { return nil }
        var config = GeneratorConfig()
        let byKey = checker.checkKeys(entries, allowed: keys)
        if let node = byKey["access"]?.value, let text = checker.text(node, "an access level") {
            if let level = AccessLevel(rawValue: text) {
                config.access = level
            } else {
                checker.error("unknown access level `\(text)`; use `internal` or `public`", at: node.location,
                              notes: Suggestion.note(for: text, among: ["internal", "public"]).map { [$0] } ?? [])
            }
        }
        if let node = byKey["module"]?.value, let text = checker.text(node, "a module name") {
            if Identifiers.isModuleName(text) {
                config.module = text
            } else {
                checker.error("`\(text)` is not a module name", at: node.location)
            }
        }
        if let node = byKey["tests"]?.value, let text = checker.text(node, "a test style") {
            if let style = TestStyle(rawValue: text) {
                config.tests = style
            } else if text.lowercased() == "xctest" {
                checker.error("XCTest tests are not supported; featuregen writes Swift Testing tests", at: node.location,
                              notes: [.init("write `tests: swift-testing` or remove the key")])
            } else {
                let styles = TestStyle.allCases.map(\.rawValue)
                checker.error("unknown test style `\(text)`; use `swift-testing`", at: node.location,
                              notes: Suggestion.note(for: text, among: styles).map { [$0] } ?? [])
            }
        }
        if let node = byKey["style"]?.value, let text = checker.text(node, "a style name") {
            if let style = OutputStyle.Name(rawValue: text) {
                config.style = style
            } else {
                checker.error(
                    "unknown style `\(text)`; use " + OutputStyle.Name.choices, at: node.location,
                    notes: Suggestion.note(for: text, among: OutputStyle.Name.allCases.map(\.rawValue)).map { [$0] } ?? [])
            }
        }
        if let node = byKey["app"]?.value, let text = checker.text(node, "a name (`app: Shop`)") {
            if let problem = AppName.problem(text) {
                checker.error("app name \(problem)", at: node.location, notes: [.init("for example `app: Shop`")])
            } else {
                config.app = text
            }
        }
        return checker.errorCount == 0 ? config : nil
    }
}
