import FeatureGenCore
import Foundation

/// `featuregen _plugin MODE …`: what the build and command plugins run. Paths are made absolute so
/// SwiftPM and Xcode attach `path:line:col: error:` lines to the spec files.
extension CommandImplementations {
    static let pluginModes = ["feature", "app", "tests", "generate", "new"]

    static func plugin(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> Int32 {
        let mode = arguments.positional("MODE") ?? ""
        guard pluginModes.contains(mode) else { throw .unknown("mode", mode, among: pluginModes) }
        let values = arguments.positionalValues("ARG")
        if mode == "feature", values.count != 1 { throw UsageError("`feature` takes exactly one spec") }
        if mode == "new", values.count != 1 { throw UsageError("`new` takes exactly one feature name") }
        let diagnostics = DiagnosticCollector()
        let run = PluginRun(
            output: absolute(arguments.value("--output") ?? "."),
            testsOutput: arguments.value("--tests-output").map(absolute),
            module: try module(arguments), sourceLocations: arguments.flag("--source-locations"),
            diagnostics: diagnostics, console: console)
        var succeeded = false
        // `new` is a user's first command: like the CLI's, it says what the manifest lacks. The plugin
        // cannot run `swift package describe`, so the manifest is read as text.
        if mode == "new", let root = arguments.value("--package-root"),
            let warning = SwiftPackage.layout(root: absolute(root), reason: "plugin").observationPlatformWarning()
        {
            diagnostics.emit(warning)
        }
        // The style the build plugin read from the config by itself (checked against featuregen's reading).
        let declaredStyle = arguments.value("--style")
        if let config = run.readConfig(
            arguments.value("--config").map(absolute), declaredStyle: declaredStyle, declaredApp: arguments.value("--app"))
        {
            do {
                switch mode {
                case "feature":
                    succeeded = try run.feature(
                        absolute(values[0]), config: config, targetDirectory: arguments.value("--target-directory"))
                case "app": succeeded = try run.wiring(values.map(absolute), config: config)
                case "tests": succeeded = try run.tests(values.map(absolute), config: config)
                case "generate": succeeded = try run.checkedIn(values.map(absolute), config: config)
                default: succeeded = try run.scaffold(values[0], config: config, checkedIn: arguments.flag("--checked-in"))
                }
            } catch let error as FatalError {
                diagnostics.emit(error.diagnostic)
            } catch {
                diagnostics.error("\(error)", at: nil)
            }
        }
        report(diagnostics, console: console)
        return succeeded && !diagnostics.hasErrors ? ExitCode.success : ExitCode.failure
    }

    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : Planner.join(FileManager.default.currentDirectoryPath, path)
    }
}
