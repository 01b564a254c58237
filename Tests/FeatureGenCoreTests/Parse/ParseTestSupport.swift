import Foundation
@testable import FeatureGenCore

/// Shared helpers for the reader tests.
enum ParseTestSupport {
    /// Reads text as the file `path` would be read; returns the tree and every diagnostic as printed.
    static func read(_ text: String, path: String = "t.yml") -> (node: Node?, messages: [String]) {
        read(bytes: Array(text.utf8), path: path)
    }

    static func read(bytes: [UInt8], path: String = "t.yml") -> (node: Node?, messages: [String]) {
        let diagnostics = DiagnosticCollector()
        let node = SpecReader.read(SourceText(path: path, bytes: bytes), diagnostics: diagnostics)
        return (node, diagnostics.diagnostics.map(\.description))
    }

    /// Tests/FeatureGenCoreTests/Fixtures/Parse
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/Parse")

    /// The package root (for `.ci/` scripts).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func fixtureFiles(_ folder: String, extension ext: String) -> [URL] {
        let directory = fixtures.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix("." + ext) }.sorted().map { directory.appendingPathComponent($0) }
    }
}

/// A small deterministic random generator (SplitMix64), so seeded test runs repeat exactly.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
