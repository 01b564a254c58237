import Foundation
import Testing

@testable import FeatureGenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A scratch folder for one test, deleted when the test's value goes away.
final class TemporaryTree: @unchecked Sendable {
    let root: String

    init() throws {
        root = NSTemporaryDirectory() + "featuregen-write-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit {
        // Give back write permission a test may have taken away, then delete everything.
        if let paths = FileManager.default.subpaths(atPath: root) {
            for path in paths { chmod(root + "/" + path, 0o755) }
        }
        try? FileManager.default.removeItem(atPath: root)
    }

    func path(_ relative: String) -> String { root + "/" + relative }

    func write(_ relative: String, _ contents: String) throws {
        let full = path(relative)
        try FileManager.default.createDirectory(
            atPath: WritePath.parent(full), withIntermediateDirectories: true)
        try contents.write(toFile: full, atomically: false, encoding: .utf8)
    }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path(relative)) }

    /// Every file and folder below the root with its contents (folders map to "/"), except the lock
    /// file, which featuregen deliberately leaves in place (deleting a lock others may wait on is unsafe).
    func snapshot() -> [String: String] {
        var result: [String: String] = [:]
        for relative in FileManager.default.subpaths(atPath: root) ?? []
        where WritePath.name(relative) != OutputLock.fileName {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path(relative), isDirectory: &isFolder)
            result[relative] = isFolder.boolValue ? "/" : read(relative)
        }
        return result
    }

    func modificationDate(_ relative: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: path(relative))[.modificationDate] as? Date
    }

    func setModificationDate(_ relative: String, _ date: Date) throws {
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path(relative))
    }
}

/// A small plan: generated files (stamped) and owned files under `tree`, generated root `Gen`.
func makePlan(
    _ tree: TemporaryTree, generated: [String: String], owned: [String: String] = [:],
    roots: [String] = ["Gen"]
) -> FilePlan {
    let generatedFiles = generated.sorted { $0.key < $1.key }.map { path, body in
        PlannedFile(
            path: tree.path(path), contents: GeneratedFileHeader.stamp(body, source: "Specs/Order.feature.yml"),
            ownership: .generated)
    }
    let ownedFiles = owned.sorted { $0.key < $1.key }.map { path, body in
        PlannedFile(path: tree.path(path), contents: body, ownership: .owned)
    }
    return FilePlan(files: generatedFiles + ownedFiles, generatedRoots: roots.map(tree.path))
}

/// Runs the writer and returns the report with the diagnostics it emitted.
@discardableResult
func runWriter(
    _ plan: FilePlan, _ options: WriteOptions = WriteOptions(), hooks: WriteHooks = WriteHooks(),
    base: String? = nil
) throws -> (report: WriteReport, diagnostics: [Diagnostic]) {
    let collector = DiagnosticCollector()
    let report = try OutputWriter.write(
        plan, options: options, diagnostics: collector, hooks: hooks,
        base: base ?? FileManager.default.currentDirectoryPath)
    return (report, collector.diagnostics)
}

extension WriteReport {
    /// The action per path (paths relative to `tree`), for compact expectations.
    func actions(in tree: TemporaryTree) -> [String: WriteReport.Action] {
        Dictionary(
            uniqueKeysWithValues: items.map { (String($0.path.dropFirst(tree.root.count + 1)), $0.action) })
    }
}

/// An error a test hook throws to make a step fail.
struct InjectedFailure: Error {}
