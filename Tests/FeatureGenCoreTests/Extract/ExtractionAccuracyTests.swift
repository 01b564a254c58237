import Testing
import Foundation
@testable import FeatureGenCore

/// Every `@State` of the corpus, extracted exactly right (name, type, default) in at least 98% of cases.
@Suite("Extraction accuracy")
struct ExtractionAccuracyTests {
    @Test func corpusFieldsAreExtractedExactly() throws {
        let files = try Corpus.sourceFiles()
        #expect(files.count >= 30)
        var total = 0
        var correct = 0
        var misses: [String] = []
        for file in files {
            let expected = try Corpus.expectations(for: file)
            let diagnostics = DiagnosticCollector()
            let fields = Extractor.extract(try Corpus.source(file), diagnostics: diagnostics).flatMap(\.fields)
            var unmatched = fields
            for expectation in expected {
                total += 1
                guard let index = unmatched.firstIndex(where: { $0.name == expectation.name }) else {
                    misses.append("\(file.lastPathComponent): `\(expectation.name)` not extracted")
                    continue
                }
                let field = unmatched.remove(at: index)
                let flags = Set(
                    // `view`: transient UI state kept in the view (`ViewLocalState`), not a field and not a review item.
                    [field.typeIsGuess ? "guess" : nil, field.staysInView != nil ? "view" : field.isState ? nil : "not-state",
                     field.isState && field.needsReview ? "review" : nil].compactMap { $0 })
                if field.type == expectation.type, field.defaultValue == expectation.defaultValue, flags == expectation.flags {
                    correct += 1
                } else {
                    misses.append(
                        "\(file.lastPathComponent): `\(expectation.name)` extracted as type \(field.type ?? "-"), "
                            + "default \(field.defaultValue ?? "-"), \(flags.sorted()); "
                            + "expected \(expectation.type ?? "-"), \(expectation.defaultValue ?? "-"), \(expectation.flags.sorted())")
                }
            }
            for extra in unmatched {
                total += 1
                misses.append("\(file.lastPathComponent): `\(extra.name)` extracted but is not an expected @State")
            }
        }
        let share = total == 0 ? 0 : Double(correct) / Double(total) * 100
        print("extraction accuracy: \(correct)/\(total) fields exactly right (\(String(format: "%.1f", share))%)")
        for miss in misses { print("  miss: \(miss)") }
        #expect(share >= 98, "accuracy \(share)% is below 98%: \(misses)")
    }
}
