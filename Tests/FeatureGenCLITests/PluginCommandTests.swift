import Foundation
import Testing
@testable import FeatureGenCLI

extension ScratchProject {
    /// Writes a file and returns its absolute path.
    func file(_ relative: String, _ text: String) throws -> String {
        try write(relative, text)
        return path(relative)
    }

    /// The files under `relative`, relative to it and sorted, without dot files (the writer's lock).
    func files(under relative: String) -> [String] {
        let prefix = relative == "." ? "" : relative + "/"
        return snapshot().filter { $0.value != Data("/".utf8) }.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
            .filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }.sorted()
    }
}

/// A feature without models, so Models and Samples exist only because outputs are fixed.
private let order = """
    feature: Order
    state:
      count: Int = 0
    actions:
      increment:
        set: { count: state.count + 1 }
    """

/// The file names the plugins declare for `name` in `style` (Plugins/PluginsShared/FeatureGenOutputs.swift,
/// compiled into these tests through a link).
private func declaredOutputs(for name: String, style: FeatureGenOutputs.Style, app: String) -> Set<String> {
    Set(FeatureGenOutputs.featureFiles(name, style: style) + FeatureGenOutputs.appFiles(style: style, app: app)
        + FeatureGenOutputs.testFiles(name, style: style) + FeatureGenOutputs.testSupportFiles(style: style, app: app))
}

@Suite struct PluginCommandTests {
    /// An App type's name as a whole word (simple boundaries: `AppStore.self` is found too).
    static var appType: Regex<(Substring, Substring)> {
        /\bApp(State|Store|Action|Reducer|Services|Feature|Repositories|Dependencies|View)\b/.wordBoundaryKind(.simple)
    }

    @Test func theAppTypePatternFindsANameBeforeADot() {
        #expect("@Environment(AppStore.self) var store".firstMatch(of: Self.appType) != nil)
        #expect("let a = AppStoreTests()".firstMatch(of: Self.appType) == nil)
    }

    /// In every style, with the App types named `App` and (`app: Shop`) otherwise.
    @Test(arguments: FeatureGenOutputs.Style.allCases, [nil, "Shop"] as [String?])
    func theBuildModesWriteExactlyTheFilesThePluginsDeclare(_ style: FeatureGenOutputs.Style, app: String?) throws {
        let scratch = try ScratchProject()
        let spec = try scratch.file("Specs/Order.feature.yml", order)
        let config = try scratch.file(
            "featuregen.yml", "module: Shop\nstyle: \(style.rawValue)  # the plugin reads it\n" + (app.map { "app: \($0)\n" } ?? ""))
        // What the plugin passes: the config, and the style and App name it read from it.
        let configArguments = TargetSpecs(files: [URL(fileURLWithPath: config)]).configArguments
        #expect(configArguments == ["--config", config, "--style", style.rawValue, "--app", app ?? "App"])
        let feature = featuregen(["_plugin", "feature", spec, "--output", scratch.root + "/F"] + configArguments)
        let wiring = featuregen(["_plugin", "app", spec, "--output", scratch.root + "/A"] + configArguments)
        let tests = featuregen(["_plugin", "tests", spec, "--output", scratch.root + "/T"] + configArguments)
        #expect([feature.exitCode, wiring.exitCode, tests.exitCode] == [0, 0, 0])
        #expect(feature.output.isEmpty && feature.error.isEmpty)
        let written = scratch.files(under: "F") + scratch.files(under: "A") + scratch.files(under: "T")
        #expect(written.contains { $0.hasSuffix("/OrderModels.swift") })
        if style != .tca { #expect(written.contains("OrderSamples.swift")) }
        #expect(Set(written) == declaredOutputs(for: "Order", style: style, app: app ?? "App"))
        if let app {
            // No file names an `App…` type of the wiring: the app's own `AppState` is left alone.
            for (folder, files) in [("F", scratch.files(under: "F")), ("A", scratch.files(under: "A")), ("T", scratch.files(under: "T"))] {
                for file in files {
                    let contents = scratch.read("\(folder)/\(file)") ?? ""
                    #expect(contents.firstMatch(of: Self.appType) == nil, "\(file) names an `App…` type")
                }
            }
        }
        #expect(scratch.read("T/AppTestSupport.swift")?.contains("@testable import Shop") == true)
    }

    /// SVVS's stores are named in the specs, which the plugin reads too late to name their files: in
    /// plugin mode every store is in one file.
    @Test func theSVVSStylesStoresAreOneFileInPluginMode() throws {
        let scratch = try ScratchProject()
        let order = try scratch.file("Order.feature.yml", """
            feature: Order
            state:
              count: { type: Int, default: "0", store: CountStore }
            """)
        let profile = try scratch.file("Profile.feature.yml", """
            feature: Profile
            state:
              name: { type: String, default: '""', store: AccountStore }
              count: { type: Int, default: "0", store: CountStore }
            """)
        let config = try scratch.file("featuregen.yml", "style: svvs\n")
        let configArguments = TargetSpecs(files: [URL(fileURLWithPath: config)]).configArguments
        let app = featuregen(["_plugin", "app", order, profile, "--output", scratch.root + "/A"] + configArguments)
        #expect(app.exitCode == 0)
        #expect(scratch.files(under: "A") == ["App/AppSupport.swift", "App/TaskSupport.swift", "Stores/AppStores.swift"])
        let stores = try #require(scratch.read("A/Stores/AppStores.swift"))
        #expect(stores.contains("final class CountStore {") && stores.contains("final class AccountStore {"))
        #expect(stores.components(separatedBy: "var count: Int = 0").count == 2, "one field, declared once")
        let empty = featuregen(["_plugin", "app", spec(in: scratch), "--output", scratch.root + "/B"] + configArguments)
        #expect(empty.exitCode == 0)
        #expect(scratch.read("B/Stores/AppStores.swift")?.contains("No spec of the target names a shared store") == true)
    }

    private func spec(in scratch: ScratchProject) -> String {
        (try? scratch.file("Plain/Plain.feature.yml", "feature: Plain\nstate:\n  count: Int = 0\n")) ?? ""
    }

    /// Written so that the plugin's line reader sees no `style:` (or `app:`), and declares the files of
    /// `skill` (named `App…`), but featuregen reads another: it stops and writes nothing.
    @Test(arguments: [
        ("{ style: middleware }", "the build plugin read style `skill` from `{config}`, but the file says `middleware`"),
        ("{ app: Shop }", "the build plugin read app name `App` from `{config}`, but the file says `Shop`"),
    ])
    func thePluginsReadingOfTheConfigIsChecked(_ text: String, error: String) throws {
        let scratch = try ScratchProject()
        let spec = try scratch.file("Order.feature.yml", order)
        let config = try scratch.file("featuregen.yml", text + "\n")
        let configArguments = TargetSpecs(files: [URL(fileURLWithPath: config)]).configArguments
        #expect(configArguments == ["--config", config, "--style", "skill", "--app", "App"])
        let run = featuregen(["_plugin", "feature", spec, "--output", scratch.root + "/F"] + configArguments)
        #expect(run.exitCode == 1)
        #expect(run.error.hasPrefix("\(config):1:1: error: " + error.replacingOccurrences(of: "{config}", with: config)))
        #expect(scratch.files(under: "F").isEmpty)
    }

    @Test func aSpecNamedUnlikeItsFileFailsAtTheFeatureName() throws {
        let scratch = try ScratchProject()
        let spec = try scratch.file("Orders.feature.yml", order)
        let run = featuregen("_plugin", "feature", spec, "--output", scratch.root + "/F")
        #expect(run.exitCode == 1)
        #expect(run.error.hasPrefix(
            "\(spec):1:10: error: feature `Order` does not match its file name `Orders.feature.yml`\n"))
        #expect(scratch.files(under: "F").isEmpty)
    }

    @Test func relativePathsBecomeAbsoluteSoXcodeFindsTheSpec() {
        let here = FileManager.default.currentDirectoryPath
        #expect(CommandImplementations.absolute("Specs/Order.feature.yml") == here + "/Specs/Order.feature.yml")
        #expect(CommandImplementations.absolute("/a/Order.feature.yml") == "/a/Order.feature.yml")
    }

    @Test func theAppAndTestModesLeaveASpecsOwnErrorsToItsFeatureCommand() throws {
        let scratch = try ScratchProject()
        let good = try scratch.file("Order.feature.yml", order)
        let bad = try scratch.file("Profile.feature.yml", "feature: Profile\nstate: [oops]\n")
        let app = featuregen("_plugin", "app", good, bad, "--output", scratch.root + "/A")
        let tests = featuregen("_plugin", "tests", good, bad, "--output", scratch.root + "/T")
        #expect(app.exitCode == 0 && app.error.isEmpty)
        #expect(tests.exitCode == 0 && tests.error.isEmpty)
        #expect(scratch.files(under: "A").isEmpty && scratch.files(under: "T").isEmpty)
        let feature = featuregen("_plugin", "feature", bad, "--output", scratch.root + "/F")
        #expect(feature.exitCode == 1)
        #expect(feature.error.hasPrefix("\(bad):2:8: error:"))
    }

    @Test func theAppModeReportsProblemsBetweenSpecs() throws {
        let scratch = try ScratchProject()
        let first = try scratch.file("a/Order.feature.yml", order)
        let second = try scratch.file("b/Order.feature.yml", order)
        let app = featuregen("_plugin", "app", first, second, "--output", scratch.root + "/A")
        #expect(app.exitCode == 1)
        #expect(app.error.contains("error:") && app.error.contains("`Order`"))
    }

    @Test func theConfigAppliesAndItsErrorsAreReportedLikeASpecs() throws {
        let scratch = try ScratchProject()
        let spec = try scratch.file("Order.feature.yml", order)
        let config = try scratch.file("featuregen.yml", "access: public\n")
        let run = featuregen("_plugin", "feature", spec, "--output", scratch.root + "/F", "--config", config)
        #expect(run.exitCode == 0)
        #expect(scratch.read("F/Features/Order/OrderState.swift")?.contains("public nonisolated struct OrderState") == true)
        let broken = try scratch.file("bad/featuregen.yml", "tests: xctest\n")
        let failed = featuregen("_plugin", "feature", spec, "--output", scratch.root + "/G", "--config", broken)
        #expect(failed.exitCode == 1)
        #expect(failed.error.hasPrefix("\(broken):1:8: error: XCTest tests are not supported"))
    }

    @Test func newWritesTheSpecAndTheDevelopersFilesOnly() throws {
        let scratch = try ScratchProject()
        let run = featuregen("_plugin", "new", "Order", "--output", scratch.root, "--module", "Shop")
        #expect(run.exitCode == 0)
        #expect(scratch.files(under: ".") == [
            "App/AppStore+Live.swift", "Features/Order/OrderView.swift", "Services/OrderService.swift",
            "Specs/Order.feature.yml",
        ])
        // A second feature: the app's starting file is the developer's, and stays as it was.
        let live = scratch.read("App/AppStore+Live.swift")
        #expect(featuregen("_plugin", "new", "Profile", "--output", scratch.root).exitCode == 0)
        #expect(scratch.read("App/AppStore+Live.swift") == live)
        #expect(scratch.exists("Features/Profile/ProfileView.swift"))
        // `new` for a spec that exists writes the files it lacks and keeps the spec and every file as it is.
        let spec = try #require(scratch.read("Specs/Order.feature.yml"))
        try scratch.remove("Services/OrderService.swift")
        try scratch.write("Features/Order/OrderView.swift", "// mine\n")
        let again = featuregen("_plugin", "new", "Order", "--output", scratch.root)
        #expect(again.exitCode == 0, "\(again.error)")
        #expect(again.output.contains("wrote your files for the Order feature"))
        #expect(scratch.exists("Services/OrderService.swift"))
        #expect(scratch.read("Features/Order/OrderView.swift") == "// mine\n")
        #expect(scratch.read("Specs/Order.feature.yml") == spec)
    }

    /// A refused name writes no spec, and the message points at none.
    @Test func newWithARefusedNamePointsAtNoSpec() throws {
        let scratch = try ScratchProject()
        let run = featuregen("_plugin", "new", "App", "--output", scratch.root)
        #expect(run.exitCode == 1)
        #expect(run.error.hasPrefix("featuregen: error: feature name `App` clashes with the generated App types"), "\(run.error)")
        #expect(!run.error.contains("App.feature.yml"))
        #expect(scratch.files(under: ".").isEmpty)
    }

    @Test func generateWritesCheckedInCodeWithTheConfig() throws {
        let scratch = try ScratchProject()
        let spec = try scratch.file("Specs/Order.feature.yml", order)
        let run = featuregen(
            "_plugin", "generate", spec, "--output", scratch.root + "/App", "--tests-output", scratch.root + "/Tests")
        #expect(run.exitCode == 0)
        #expect(run.output.contains("featuregen: 1 feature"))
        #expect(scratch.files(under: "App").contains("App/AppStore.swift"))
        #expect(scratch.files(under: "App").contains("Services/OrderService.swift"))
        #expect(scratch.files(under: "Tests").contains("OrderReducerTests.swift"))
    }

    @Test func theCommandIsHidden() {
        #expect(!featuregen("--help").output.contains("_plugin"))
        #expect(!CommandTable.names.contains("_plugin"))
        #expect(featuregen("_plugin", "bogus", "x", "--output", "o").exitCode == 2)
    }
}
