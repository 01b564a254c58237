import Foundation
import Testing

@testable import FeatureGenCLI

/// The version is one constant: `--version` prints it and the docs' package-dependency lines give it.
@Suite struct VersionTests {
    @Test(arguments: ["README.md", "docs/plugins.md"])
    func theDependencyLineGivesTheCurrentVersion(document: String) throws {
        var repository = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { repository.deleteLastPathComponent() }
        let text = try String(contentsOf: repository.appendingPathComponent(document), encoding: .utf8)
        let lines = text.split(separator: "\n").filter { $0.contains(".package(url:") }
        #expect(!lines.isEmpty, "\(document) shows no package-dependency line")
        for line in lines { #expect(line.contains("from: \"\(FeatureGenCLI.version)\""), "\(document): \(line)") }
    }

    @Test func theVersionIsSemantic() {
        let parts = FeatureGenCLI.version.split(separator: ".")
        #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil })
    }
}
