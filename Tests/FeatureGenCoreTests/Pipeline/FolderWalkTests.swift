import Foundation
import Testing

@testable import FeatureGenCore

/// Spec and source folders given as symbolic links, or holding them, are read (a cycle once), never
/// taken for empty folders.
@Suite struct FolderWalkTests {
    private func scratch() throws -> String {
        let root = NSTemporaryDirectory() + "featuregen-walk-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root + "/real/inner", withIntermediateDirectories: true)
        try "feature: A\n".write(toFile: root + "/real/A.feature.yml", atomically: true, encoding: .utf8)
        try "feature: B\n".write(toFile: root + "/real/inner/B.feature.yml", atomically: true, encoding: .utf8)
        try "x".write(toFile: root + "/real/.hidden.feature.yml", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: root + "/real")
        // A cycle: a folder holding a link back to itself.
        try FileManager.default.createSymbolicLink(atPath: root + "/real/inner/back", withDestinationPath: root + "/real")
        return root
    }

    @Test func aLinkedFolderIsReadAndACycleOnce() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let walk = FolderWalk.files(under: root + "/link", include: SpecDiscovery.isSpec)
        #expect(walk.files == [root + "/link/A.feature.yml", root + "/link/inner/B.feature.yml"])
        #expect(walk.unreadable.isEmpty)
        let diagnostics = DiagnosticCollector()
        #expect(SpecDiscovery.specFiles(in: [root + "/link"], diagnostics: diagnostics).count == 2)
        #expect(diagnostics.diagnostics.isEmpty)
        let flat = FolderWalk.files(under: root + "/link", recursive: false, include: SpecDiscovery.isSpec)
        #expect(flat.files == [root + "/link/A.feature.yml"])
    }

    @Test func aLinkToNothingIsSaid_andTheRestIsRead() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/real/Gone.feature.yml", withDestinationPath: root + "/nowhere")
        let diagnostics = DiagnosticCollector()
        #expect(SpecDiscovery.specFiles(in: [root + "/real"], diagnostics: diagnostics).count == 2)
        #expect(diagnostics.diagnostics.map(\.message) == ["`\(root)/real/Gone.feature.yml` is a symbolic link to nothing; skipped"])
        #expect(!diagnostics.hasErrors)
    }
}
