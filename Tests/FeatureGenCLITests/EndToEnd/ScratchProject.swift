import Foundation
import Testing

@testable import FeatureGenCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A throwaway project folder for end-to-end runs: specs under `Specs/`, outputs under `Sources/App`
/// and `Tests/AppTests`. Every path handed to featuregen is absolute: the test process's current
/// folder is the repository, and no test may write there.
final class ScratchProject: @unchecked Sendable {
    let root: String

    init() throws {
        let base = NSTemporaryDirectory().hasSuffix("/") ? NSTemporaryDirectory() : NSTemporaryDirectory() + "/"
        root = base + "featuregen-e2e-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit {
        if let paths = FileManager.default.subpaths(atPath: root) {
            for path in paths { chmod(root + "/" + path, 0o755) }
        }
        chmod(root, 0o755)
        try? FileManager.default.removeItem(atPath: root)
    }

    func path(_ relative: String) -> String { root + "/" + relative }

    var specs: String { path("Specs") }
    var output: String { path("Sources/App") }
    var testsOutput: String { path("Tests/AppTests") }

    func write(_ relative: String, _ text: String) throws {
        try write(relative, bytes: Array(text.utf8))
    }

    func write(_ relative: String, bytes: [UInt8]) throws {
        let full = path(relative)
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
    }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    func remove(_ relative: String) throws { try FileManager.default.removeItem(atPath: path(relative)) }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path(relative)) }

    /// Every file (bytes) and folder ("/") below the root, by relative path.
    func snapshot() -> [String: Data] {
        var result: [String: Data] = [:]
        for relative in FileManager.default.subpaths(atPath: root) ?? [] {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path(relative), isDirectory: &isFolder)
            result[relative] = isFolder.boolValue ? Data("/".utf8) : FileManager.default.contents(atPath: path(relative))
        }
        return result
    }

    /// Modification times of every file below `relative`.
    func modificationTimes(under relative: String) -> [String: Date] {
        var result: [String: Date] = [:]
        for sub in FileManager.default.subpaths(atPath: path(relative)) ?? [] {
            let full = path(relative) + "/" + sub
            result[sub] = (try? FileManager.default.attributesOfItem(atPath: full))?[.modificationDate] as? Date
        }
        return result
    }

    /// Sets every file below `relative` to an old modification time, so a rewrite would show.
    func backdate(under relative: String) throws {
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        for sub in FileManager.default.subpaths(atPath: path(relative)) ?? [] {
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path(relative) + "/" + sub)
        }
    }

    /// `featuregen generate Specs --output Sources/App --tests-output Tests/AppTests` plus `extra`.
    func generate(_ extra: String...) -> CapturedRun {
        featuregen(["generate", specs, "--output", output, "--tests-output", testsOutput] + extra)
    }

    /// The lines of standard error, for exact comparisons.
    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }
}

/// Two small features: Order (with a hook, so it has an owned Transitions file) and Profile.
enum SampleSpecs {
    static let order = """
        feature: Order
        state:
          count: Int = 0
        actions:
          increment:
            set: { count: state.count + 1 }
          reset:
        """

    static let profile = """
        feature: Profile
        state:
          name: String = ""
        actions:
          rename:
            payload: String
            set: { name: payload }
        """

    static func install(in project: ScratchProject) throws {
        try project.write("Specs/Order.feature.yml", order + "\n")
        try project.write("Specs/Profile.feature.yml", profile + "\n")
    }
}
