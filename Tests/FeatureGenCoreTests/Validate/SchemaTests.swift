import Foundation
import Testing

/// The JSON Schema in docs/ must accept every good fixture (checked by `.ci/validate-schema.py`).
@Suite struct SchemaTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func runScript(_ specs: [URL]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.root.appendingPathComponent(".ci/validate-schema.py").path] + specs.map(\.path)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func goodFixturesMatchTheSchema() throws {
        let folder = specFixtures.appendingPathComponent("good")
        let specs = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.contains(".feature.") }
        #expect(specs.count >= 5)
        let (status, output) = try runScript(specs)
        if status == 77 || status == 127 {
            print("SchemaTests skipped: python3 with PyYAML and jsonschema is needed (\(output))")
            return
        }
        #expect(status == 0, "\(output)")
    }

    @Test func sampleSpecsMatchTheSchema() throws {
        var specs: [URL] = []
        for sample in ["Samples/Showcase/Specs", "Samples/Prototypes/Specs"] {
            let folder = Self.root.appendingPathComponent(sample)
            specs += try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                .filter { $0.lastPathComponent.contains(".feature.") }
        }
        #expect(specs.count >= 6)
        let (status, output) = try runScript(specs)
        if status == 77 || status == 127 {
            print("SchemaTests skipped: python3 with PyYAML and jsonschema is needed (\(output))")
            return
        }
        #expect(status == 0, "\(output)")
    }

    @Test func schemaRejectsABrokenExample() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString).feature.json")
        try #"{"feature": "Order", "examples": [{"name": "loads", "send": "load", "respond": {"fetch": {"fial": "x"}}}]}"#
            .write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let (status, output) = try runScript([url])
        if status == 77 || status == 127 { return }
        #expect(status == 1)
        #expect(output.contains("examples/0/respond/fetch"))
    }

    @Test func schemaRejectsABrokenSpec() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString).feature.json")
        try #"{"feature": "order", "state": {"count": 1}, "actions": {"a": {"sett": {}}}}"#
            .write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let (status, output) = try runScript([url])
        if status == 77 || status == 127 { return }
        #expect(status == 1)
        #expect(output.contains("'sett' was unexpected"))
    }
}
