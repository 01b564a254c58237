import Dispatch
import Foundation

/// Reading a package with `swift package describe --type json`: SwiftPM evaluates the manifest, so
/// custom target paths, test dependencies and plugins are exactly what `swift build` sees. It reads
/// the root manifest only (no dependency resolution, no network) and writes nothing into the package;
/// it costs about a second (the manifest is compiled), so it runs only when a command needs a target.
extension SwiftPackage {
    public struct DescribeFailed: Error, CustomStringConvertible {
        public var description: String
    }

    public static func describe(root: String) throws -> SwiftPackage {
        let json = try runDescribe(root: root)
        return try parse(describeJSON: json, root: root)
    }

    /// The package in the JSON `swift package describe --type json` prints.
    public static func parse(describeJSON data: Data, root: String) throws -> SwiftPackage {
        let described: Described
        do {
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            described = try decoder.decode(Described.self, from: data)
        } catch {
            throw DescribeFailed(description: "unexpected output from `swift package describe`: \(error)")
        }
        let targets = described.targets.map { target in
            Target(
                name: target.name, module: target.c99name, path: target.path, kind: kind(of: target.type),
                isSwift: target.moduleType == "SwiftTarget", dependencies: target.targetDependencies ?? [],
                usesBuildPlugin: (target.productDependencies ?? []).contains("FeatureGenPlugin"))
        }
        // describe's order is not the manifest's: sort by name, so choices are listed the same every time.
        return SwiftPackage(
            root: root, name: described.name, targets: targets.sorted { $0.name < $1.name },
            platforms: described.platforms.map { Platform(name: $0.name, version: $0.version) }, source: .describe)
    }

    private static func kind(of type: String) -> Target.Kind {
        switch type {
        case "library": .library
        case "executable": .executable
        case "test": .test
        default: .other
        }
    }

    private static func runDescribe(root: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", root, "describe", "--type", "json"]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw DescribeFailed(description: "cannot run `swift package describe`: \(error.localizedDescription)")
        }
        // Both pipes are drained while the process runs: a full pipe would block it.
        let errorText = ErrorText()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            errorText.data = errors.fileHandleForReading.readDataToEndOfFile()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        group.wait()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorText.data, as: UTF8.self)
                .split(separator: "\n").first { $0.contains("error") } ?? "exit code \(process.terminationStatus)"
            throw DescribeFailed(description: "`swift package describe` failed: \(message)")
        }
        return data
    }

    /// Filled by one background read, read after `group.wait()`.
    private final class ErrorText: @unchecked Sendable {
        var data = Data()
    }

    /// The parts of describe's JSON featuregen reads (its snake_case keys, converted).
    private struct Described: Decodable {
        struct Target: Decodable {
            var name: String
            var c99name: String?
            var path: String
            var type: String
            var moduleType: String?
            var targetDependencies: [String]?
            var productDependencies: [String]?
        }

        struct Platform: Decodable {
            var name: String
            var version: String
        }

        var name: String
        var platforms: [Platform]
        var targets: [Target]
    }
}
