import Foundation

extension ScratchProject {
    /// A good spec fixture shared with the core tests (`Tests/FeatureGenCoreTests/Fixtures/Specs/good`).
    static func fixture(_ name: String) throws -> String {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let file = tests.appendingPathComponent("FeatureGenCoreTests/Fixtures/Specs/good/\(name)")
        return try String(contentsOf: file, encoding: .utf8)
    }
}
