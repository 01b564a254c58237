import Foundation
import Testing
@testable import FeatureGenCore

@Suite struct SpecSchemaTests {
    @Test func theBuiltInSchemaIsDocsFeatureSpecSchema() throws {
        // .ci/embed-schema copies it; CI also fails on drift, this says so sooner.
        var repository = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { repository.deleteLastPathComponent() }
        let docs = try String(contentsOf: repository.appendingPathComponent("docs/feature-spec.schema.json"), encoding: .utf8)
        #expect(SpecSchema.text == docs, "run .ci/embed-schema")
        #expect(try JSONSerialization.jsonObject(with: Data(SpecSchema.text.utf8)) is [String: Any])
    }

    @Test func theModelineIsRelativeToTheSpecAndPointsAtTheProjectRoot() throws {
        let folder = try ScratchFolder()
        try folder.write("Package.swift")
        #expect(SpecSchema.modeline(forSpecFolder: "Specs/Shop", currentDirectory: folder.path)
            == "# yaml-language-server: $schema=../../.featuregen/feature-spec.schema.json")
        #expect(SpecSchema.modeline(forSpecFolder: folder.path + "/Sources/App/Specs", currentDirectory: "/")
            == "# yaml-language-server: $schema=../../../.featuregen/feature-spec.schema.json")
        #expect(SpecSchema.installedFile(forSpecFolder: "Specs/Shop", currentDirectory: folder.path)
            == folder.path + "/.featuregen/feature-spec.schema.json")
        // No project above: the schema goes beside the specs.
        let loose = try ScratchFolder()
        #expect(SpecSchema.modeline(forSpecFolder: loose.path, currentDirectory: "/")
            == "# yaml-language-server: $schema=.featuregen/feature-spec.schema.json")
    }

    @Test func relativePathsClimbOnlyAsFarAsNeeded() {
        #expect(SpecSchema.relativePath("/a/b/c.json", from: "/a/b") == "c.json")
        #expect(SpecSchema.relativePath("/a/x/c.json", from: "/a/b/d") == "../../x/c.json")
        #expect(SpecSchema.relativePath("/c.json", from: "/") == "c.json")
    }

    @Test func installingCreatesThenLeavesThenRefreshes() throws {
        let folder = try ScratchFolder()
        let file = folder.path + "/.featuregen/feature-spec.schema.json"
        #expect(try SpecSchema.install(at: file) == .created)
        let written = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
        #expect(try SpecSchema.install(at: file) == .unchanged)
        #expect(try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date == written)
        try folder.write(".featuregen/feature-spec.schema.json", "{}")
        #expect(try SpecSchema.install(at: file) == .updated)
        #expect(FileManager.default.contents(atPath: file) == Data(SpecSchema.text.utf8))
    }
}
