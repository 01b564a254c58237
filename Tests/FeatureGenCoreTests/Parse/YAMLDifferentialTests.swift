import Foundation
import Testing
@testable import FeatureGenCore

/// Every YAML document we accept must mean the same to PyYAML (`yaml.safe_load`): checked by
/// `.ci/differential-yaml.py` on the good fixtures and on a few hundred seeded random documents.
@Suite struct YAMLDifferentialTests {
    @Test func acceptedDocumentsAgreeWithPyYAML() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("featuregen-differential-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        var written = 0
        for url in ParseTestSupport.fixtureFiles("good", extension: "yml") {
            let text = try String(contentsOf: url, encoding: .utf8)
            let (node, messages) = ParseTestSupport.read(text, path: url.lastPathComponent)
            #expect(messages.isEmpty, "\(url.lastPathComponent): \(messages)")
            guard let node else { continue }
            try write(text, dump: NodeJSON.encode(node), name: url.lastPathComponent, in: folder)
            written += 1
        }
        var generator = RandomYAMLDocuments(seed: 20_241_121)
        var refused = 0
        for index in 0..<300 {
            let text = generator.document()
            let (node, _) = ParseTestSupport.read(text)
            guard let node else { refused += 1; continue }
            try write(text, dump: NodeJSON.encode(node), name: "random-\(index).yml", in: folder)
            written += 1
        }
        // Random documents hold some plain values we refuse on purpose (`yes`, `1e3`…); most must pass.
        #expect(refused < 150, "refused \(refused) of 300 random documents")
        print("YAMLDifferentialTests: \(300 - refused) of 300 random documents accepted")

        let scalars = generator.plainScalarDocument(count: 3_000)
        if let node = ParseTestSupport.read(scalars).node {
            try write(scalars, dump: NodeJSON.encode(node), name: "random-scalars.yml", in: folder)
            written += 1
        } else {
            Issue.record("the document of accepted random scalars was refused: \(ParseTestSupport.read(scalars).messages.prefix(5))")
        }
        try runScript(on: folder, expectedFiles: written)
    }

    private func write(_ yaml: String, dump: String, name: String, in folder: URL) throws {
        try Data(yaml.utf8).write(to: folder.appendingPathComponent(name))
        try Data(dump.utf8).write(to: folder.appendingPathComponent(name + ".json"))
    }

    private func runScript(on folder: URL, expectedFiles: Int) throws {
        let script = ParseTestSupport.packageRoot.appendingPathComponent(".ci/differential-yaml.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, folder.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do {
            try process.run()
        } catch {
            print("YAMLDifferentialTests: skipped, python3 not found (\(error))")
            return
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        switch process.terminationStatus {
        case 0:
            #expect(text.contains("compared \(expectedFiles) files"), "\(text)")
            print("YAMLDifferentialTests: \(text.trimmingCharacters(in: .whitespacesAndNewlines))")
        case 3, 127:
            print("YAMLDifferentialTests: skipped, \(text.trimmingCharacters(in: .whitespacesAndNewlines))")
        default:
            Issue.record("PyYAML reads some accepted documents differently:\n\(text)")
        }
    }
}
