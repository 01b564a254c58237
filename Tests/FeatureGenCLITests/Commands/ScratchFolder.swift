import Foundation

/// A temporary folder for one test, removed afterwards. Commands always get absolute paths inside it:
/// tests never write into the working directory (the repository).
final class ScratchFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "featuregen-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func url(_ relative: String) -> String { path + "/" + relative }

    func write(_ relative: String, _ text: String) throws {
        let file = url(relative)
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
    }

    func read(_ relative: String) throws -> String { try String(contentsOfFile: url(relative), encoding: .utf8) }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: url(relative)) }

    /// Every file below the folder (relative path → contents): to prove a run wrote nothing.
    func snapshot() -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: path)
        while let relative = enumerator?.nextObject() as? String {
            if let text = try? read(relative) { files[relative] = text }
        }
        return files
    }

    /// The spec fixtures shared with the core tests.
    static func fixture(_ name: String) throws -> String {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let file = tests.appendingPathComponent("FeatureGenCoreTests/Fixtures/Specs/good/\(name)")
        return try String(contentsOf: file, encoding: .utf8)
    }
}
