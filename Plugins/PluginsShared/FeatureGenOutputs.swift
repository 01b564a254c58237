import Foundation

/// The files `featuregen _plugin` writes, known before any spec is read: SwiftPM needs a build
/// command's outputs up front, so they follow from the spec's file name alone (`Order.feature.yml`
/// → feature `Order`; featuregen reports a spec whose `feature:` differs). Keep in step with
/// OutputStyle.redux; FeatureGenCLITests/PluginCommandTests checks that they agree.
enum FeatureGenOutputs {
    static let specSuffixes = [".feature.yml", ".feature.yaml", ".feature.json"]
    static let configFileName = "featuregen.yml"

    /// A feature's generated sources, relative to its output folder.
    static func featureFiles(_ name: String) -> [String] {
        [
            "Features/\(name)/\(name)State.swift",
            "Features/\(name)/\(name)Action.swift",
            "Features/\(name)/\(name)Reducer.swift",
            "Features/\(name)/\(name)Effects.swift",
            "Features/\(name)/\(name)Models.swift",
            "Services/\(name)ServiceProtocol.swift",
        ]
    }

    /// The App wiring, relative to its output folder.
    static let appFiles = [
        "App/AppState.swift", "App/AppAction.swift", "App/AppReducer.swift", "App/AppStore.swift",
        "App/AppServices.swift", "App/Effect.swift", "App/AppSupport.swift",
    ]

    /// A feature's generated tests, relative to the tests output folder.
    static func testFiles(_ name: String) -> [String] {
        [
            "\(name)ReducerTests.swift", "\(name)StoreTests.swift", "\(name)ExampleTests.swift", "Mock\(name)Service.swift",
            "\(name)Samples.swift",
        ]
    }

    static let testSupportFiles = ["AppTestSupport.swift", "AppStoreTests.swift"]

    /// `Order` for `…/Order.feature.yml`; nil for files that are not specs.
    static func featureName(of file: URL) -> String? {
        let name = file.lastPathComponent
        guard let suffix = specSuffixes.first(where: { name.hasSuffix($0) }) else { return nil }
        return String(name.dropLast(suffix.count))
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
    }

    var isEmpty: Bool { specs.isEmpty }

    /// `--config FILE` when the target has one.
    var configArguments: [String] { config.map { ["--config", $0.path] } ?? [] }

    /// What every command reads besides specs: the config and the tool (its templates are built in).
    func sharedInputs(tool: URL) -> [URL] { [tool] + (config.map { [$0] } ?? []) }
}
