import Foundation

/// The files `featuregen _plugin` writes, known before any spec is read: SwiftPM needs a build
/// command's outputs up front, so they follow from the spec's file name alone (`Order.feature.yml`
/// → feature `Order`; featuregen reports a spec whose `feature:` differs) and from the style the
/// target's `featuregen.yml` names. Keep in step with the style tables of FeatureGenCore
/// (Plan/Styles/); FeatureGenCLITests/PluginCommandTests checks that they agree, style by style.
enum FeatureGenOutputs {
    static let specSuffixes = [".feature.yml", ".feature.yaml", ".feature.json"]
    static let configFileName = "featuregen.yml"

    /// The styles featuregen generates; `skill` when the config names none.
    enum Style: String, CaseIterable {
        case skill, middleware, svvs, tca
    }

    /// A feature's generated sources, relative to its output folder.
    static func featureFiles(_ name: String, style: Style) -> [String] {
        switch style {
        case .skill:
            [
                "Features/\(name)/\(name)State.swift",
                "Features/\(name)/\(name)Action.swift",
                "Features/\(name)/\(name)Reducer.swift",
                "Features/\(name)/\(name)Effects.swift",
                "Features/\(name)/\(name)Models.swift",
                "Features/\(name)/\(name)Stack.swift",
                "Features/\(name)/\(name)Destinations.swift",
                "Services/\(name)ServiceProtocol.swift",
            ]
        case .middleware:
            [
                "Store/States/\(name)State.swift",
                "Store/Actions/\(name)Actions.swift",
                "Store/Reducers/\(name)Reducer.swift",
                "Store/Middlewares/\(name)Middleware.swift",
                "Model/\(name)Models.swift",
                "Repository/\(name)/\(name)Repository.swift",
                "View/Screens/\(name)Stack.swift",
                "View/Screens/\(name)Destinations.swift",
            ]
        case .svvs:
            [
                "ViewStates/\(name)ViewState.swift",
                "Entities/\(name)Models.swift",
                "Repositories/\(name)RepositoryProtocol.swift",
            ]
        case .tca:
            [
                "Features/\(name)/\(name)Feature.swift",
                "Features/\(name)/\(name)Models.swift",
                "Dependencies/\(name)Client.swift",
            ]
        }
    }

    /// The App wiring, relative to its output folder.
    /// `app`: what the App types begin with (`app:` in the config), which names some of their files.
    static func appFiles(style: Style, app: String = "App") -> [String] {
        switch style {
        case .skill:
            [
                "App/\(app)State.swift", "App/\(app)Action.swift", "App/\(app)Reducer.swift", "App/\(app)Store.swift",
                "App/\(app)Services.swift", "App/Effect.swift", "App/AppSupport.swift",
            ]
        case .middleware:
            [
                "Store/Store.swift", "Store/States/\(app)State.swift", "Store/Reducers/AppReducer.swift",
                "Store/Middlewares/AppMiddlewares.swift", "Store/Middlewares/EffectRuns.swift", "App/AppSupport.swift",
            ]
        case .svvs:
            // Every shared store in one file: their names come from the specs, which are read later.
            ["Stores/AppStores.swift", "App/AppSupport.swift", "App/TaskSupport.swift"]
        case .tca:
            ["App/\(app)Feature.swift", "App/AppSupport.swift"]
        }
    }

    /// A feature's generated tests, relative to the tests output folder.
    static func testFiles(_ name: String, style: Style) -> [String] {
        switch style {
        case .skill:
            [
                "\(name)ReducerTests.swift", "\(name)StoreTests.swift", "\(name)ExampleTests.swift",
                "Mock\(name)Service.swift", "\(name)Samples.swift",
            ]
        case .middleware:
            [
                "\(name)ReducerTests.swift", "\(name)MiddlewareTests.swift", "\(name)ExampleTests.swift",
                "Mock\(name)Repository.swift", "\(name)Samples.swift",
            ]
        case .svvs:
            [
                "\(name)ViewStateTests.swift", "\(name)EffectTests.swift", "\(name)ExampleTests.swift",
                "Mock\(name)Repository.swift", "\(name)Samples.swift",
            ]
        case .tca:
            ["\(name)FeatureTests.swift", "\(name)ExampleTests.swift", "\(name)ClientCall.swift"]
        }
    }

    static func testSupportFiles(style: Style, app: String = "App") -> [String] {
        switch style {
        case .skill: ["AppTestSupport.swift", "\(app)StoreTests.swift", "ReadableDescriptionTests.swift"]
        case .middleware: ["AppTestSupport.swift", "StoreRuntimeTests.swift", "ReadableDescriptionTests.swift"]
        case .svvs: ["AppTestSupport.swift", "ReadableDescriptionTests.swift", "TaskSupportTests.swift"]
        case .tca: ["AppTestSupport.swift", "\(app)FeatureTests.swift", "ReadableDescriptionTests.swift"]
        }
    }

    /// `Order` for `…/Order.feature.yml`; nil for files that are not specs.
    static func featureName(of file: URL) -> String? {
        let name = file.lastPathComponent
        guard let suffix = specSuffixes.first(where: { name.hasSuffix($0) }) else { return nil }
        return String(name.dropLast(suffix.count))
    }

    /// The value of a top-level `style:` line of a config (`style: middleware`, quotes and a comment
    /// allowed); nil without one. featuregen reads the config properly and refuses to go on when it
    /// finds another style, so a config written some other way fails clearly instead of building the
    /// wrong files.
    static func styleName(inConfig text: String) -> String? { value(of: "style", inConfig: text) }

    /// The value of a top-level `app:` line, read the same way (what the App types begin with).
    static func appName(inConfig text: String) -> String? { value(of: "app", inConfig: text) }

    private static func value(of key: String, inConfig text: String) -> String? {
        for line in text.split(whereSeparator: \.isNewline) where line.hasPrefix(key + ":") {
            var value = line.dropFirst(key.count + 1)
            if let comment = value.range(of: " #") { value = value[..<comment.lowerBound] }
            let trimmed = value.trimmingCharacters(in: .whitespaces)
            return trimmed.trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        }
        return nil
    }
}

/// The spec files and config of one target, from the files SwiftPM or Xcode lists for it.
struct TargetSpecs {
    var specs: [URL]
    var config: URL?

    init(files: [URL]) {
        specs = files.filter { FeatureGenOutputs.featureName(of: $0) != nil }
            .sorted { $0.path < $1.path }
        // The config nearest the target's root wins (shortest path).
        config = files.filter { $0.lastPathComponent == FeatureGenOutputs.configFileName }
            .min { $0.path.count < $1.path.count }
        let text = config.flatMap { try? String(contentsOf: $0, encoding: .utf8) }
        styleName = text.flatMap(FeatureGenOutputs.styleName(inConfig:))
        appName = text.flatMap(FeatureGenOutputs.appName(inConfig:))
    }

    var isEmpty: Bool { specs.isEmpty }

    /// The style named in the config, as written (`--style` tells featuregen what the plugin read).
    let styleName: String?

    /// What the App types begin with, as the config says (`App` without an `app:` line).
    let appName: String?
    var app: String { appName ?? "App" }

    /// The style whose outputs the build commands declare (`skill` for a name featuregen will refuse).
    var style: FeatureGenOutputs.Style { styleName.flatMap(FeatureGenOutputs.Style.init(rawValue:)) ?? .skill }

    /// `--config FILE` and the style the outputs are declared for, when the target has a config:
    /// featuregen stops when it reads another style there.
    var configArguments: [String] {
        guard let config else { return [] }
        return ["--config", config.path, "--style", styleName ?? style.rawValue, "--app", app]
    }

    /// What every command reads besides specs: the config and the tool (its templates are built in).
    func sharedInputs(tool: URL) -> [URL] { [tool] + (config.map { [$0] } ?? []) }
}
