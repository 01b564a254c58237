import Foundation
@testable import FeatureGenCore

/// The prototype corpus under Fixtures/Extract/corpus: `*.swift.txt` sources (not `.swift`, so the
/// test target does not compile them) with `*.expected` files listing every `@State`.
enum Corpus {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Extract/corpus")

    struct Expectation: Equatable {
        var name: String
        var type: String?
        var defaultValue: String?
        /// `guess` (the type is a guess), `not-state` (a review line only), `review` (commented out).
        var flags: Set<String> = []
    }

    static func sourceFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix(".swift.txt") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    static func source(_ url: URL) throws -> SourceText {
        SourceText(path: url.lastPathComponent, bytes: [UInt8](try Data(contentsOf: url)))
    }

    /// `name | type | default [| flags]` per line; `-` for none; `⏎` for a line break inside a value.
    static func expectations(for url: URL) throws -> [Expectation] {
        let path = url.path.replacingOccurrences(of: ".swift.txt", with: ".expected")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let parts = line.components(separatedBy: " | ").map { $0.replacingOccurrences(of: "⏎", with: "\n") }
            let value: (Int) -> String? = { parts.count > $0 && parts[$0] != "-" ? parts[$0] : nil }
            let flags = parts.count > 3 ? Set(parts[3].split(separator: " ").map(String.init)) : []
            return Expectation(name: parts[0], type: value(1), defaultValue: value(2), flags: flags)
        }
    }
}
