import Foundation

/// Runs `featuregen` for the command plugin, its output passed through, failing when it fails.
enum ToolRunner {
    struct Failed: Error, CustomStringConvertible {
        var status: Int32
        var description: String { "featuregen failed (exit code \(status)); see the errors above" }
    }

    static func run(_ tool: URL, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failed(status: process.terminationStatus) }
    }

    /// `new NAME` → arguments of `featuregen _plugin new`.
    static func newArguments(
        name: String, directory: URL, module: String, config: URL?, packageRoot: URL? = nil, checkedIn: Bool = false
    ) -> [String] {
        ["_plugin", "new", name, "--output", directory.path, "--module", module]
            + (config.map { ["--config", $0.path] } ?? []) + (packageRoot.map { ["--package-root", $0.path] } ?? [])
            + (checkedIn ? ["--checked-in"] : [])
    }

    /// `generate` → arguments of `featuregen _plugin generate` for one target's checked-in code.
    static func generateArguments(
        _ specs: TargetSpecs, directory: URL, testsDirectory: URL?, module: String
    ) -> [String] {
        ["_plugin", "generate"] + specs.specs.map(\.path) + ["--output", directory.path, "--module", module]
            + (testsDirectory.map { ["--tests-output", $0.path] } ?? []) + specs.configArguments
    }

    static let usage = """
        usage: swift package --allow-writing-to-package-directory featuregen new NAME [--target TARGET]
               swift package --allow-writing-to-package-directory featuregen generate [--target TARGET]…
        """
}
