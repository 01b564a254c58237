import Foundation
import PackagePlugin

/// The build commands for one target, shared by the SwiftPM and the Xcode build plugin: one command per
/// spec (its feature's sources), one for the App wiring, or, for a test target, one for the tests of the
/// module under test. Each lists its exact inputs and outputs, so an unchanged target runs nothing.
/// Each passes `--source-locations`: nobody reads or steps through these files, and a type error in a
/// spec expression is then reported by the compiler at the spec's line.
enum BuildCommands {
    /// `targetDirectory`: where the developer's own files are (SwiftPM); featuregen reports at the spec
    /// a feature whose files are missing, instead of a compiler error in generated code.
    static func sources(_ target: TargetSpecs, tool: URL, workDirectory: URL, targetDirectory: URL? = nil) -> [Command] {
        var commands: [Command] = []
        for spec in target.specs {
            guard let name = FeatureGenOutputs.featureName(of: spec) else { continue }
            let output = workDirectory.appending(path: "Features-\(name)")
            commands.append(
                .buildCommand(
                    displayName: "featuregen: \(name) feature from \(spec.lastPathComponent)",
                    executable: tool,
                    arguments: ["_plugin", "feature", spec.path, "--output", output.path, "--source-locations"]
                        + (targetDirectory.map { ["--target-directory", $0.path] } ?? []) + target.configArguments,
                    inputFiles: [spec] + target.sharedInputs(tool: tool),
                    outputFiles: FeatureGenOutputs.featureFiles(name, style: target.style).map { output.appending(path: $0) }))
        }
        let app = workDirectory.appending(path: "AppWiring")
        commands.append(
            .buildCommand(
                displayName: "featuregen: App wiring of \(target.specs.count) feature(s)",
                executable: tool,
                arguments: ["_plugin", "app"] + target.specs.map(\.path) + ["--output", app.path, "--source-locations"]
                    + target.configArguments,
                inputFiles: target.specs + target.sharedInputs(tool: tool),
                outputFiles: FeatureGenOutputs.appFiles(style: target.style, app: target.app).map { app.appending(path: $0) }))
        return commands
    }

    static func tests(_ tested: TargetSpecs, module: String, tool: URL, workDirectory: URL) -> [Command] {
        let output = workDirectory.appending(path: "Tests-\(module)")
        let names = tested.specs.compactMap(FeatureGenOutputs.featureName(of:))
        let files = names.flatMap { FeatureGenOutputs.testFiles($0, style: tested.style) }
            + FeatureGenOutputs.testSupportFiles(style: tested.style, app: tested.app)
        return [
            .buildCommand(
                displayName: "featuregen: tests of \(module)",
                executable: tool,
                arguments: ["_plugin", "tests"] + tested.specs.map(\.path)
                    + ["--output", output.path, "--module", module, "--source-locations"] + tested.configArguments,
                inputFiles: tested.specs + tested.sharedInputs(tool: tool),
                outputFiles: files.map { output.appending(path: $0) })
        ]
    }
}
