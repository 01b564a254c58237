import Foundation
import Testing
@testable import FeatureGenCore

/// The prototype's own view, carried over into the pure view and its container.
@Suite("View converter")
struct ViewConverterTests {
    @Test func checkoutPrototype() throws {
        let result = try #require(try ViewConversion.convert(fixture: "Checkout.swift.txt"))
        let text = result.view.text
        print(text)
        #expect(ViewConversion.problems(result) == [])
        #expect(try ViewConversion.parseErrors([("Checkout", text)]) ?? "" == "")
    }
}

/// Every view of the corpora, converted: it parses, keeps its structure and calls only what it declares.
@Suite("View converter on the corpora")
struct ViewConverterCorpusTests {
    static func check(_ results: [ViewConversion.Result], label: String) throws {
        var problems: [String] = []
        for result in results {
            problems += ViewConversion.problems(result).map { "\(result.spec.sourcePath) \(result.spec.viewName): \($0)" }
        }
        if let folder = ProcessInfo.processInfo.environment["FEATUREGEN_DUMP_VIEWS"] {
            // For a closer look: every converted view, named after its prototype.
            for result in results {
                let name = result.spec.sourcePath.split(separator: "/").suffix(3).joined(separator: "_") + "-" + result.spec.viewName + ".swift"
                try? result.view.text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
            }
        }
        let reviews = results.reduce(0) { $0 + $1.view.reviewItems }
        print("\(label): \(results.count) views converted, \(reviews) `// review:` comments, \(problems.count) problems")
        for problem in problems.prefix(40) { print("  \(problem)") }
        #expect(problems.isEmpty)
        guard let errors = try ViewConversion.parseErrors(results.map { ($0.feature.name, $0.view.text) }) else {
            print("\(label): swiftc not found: parsing not checked")
            return
        }
        print("\(label): swiftc -parse: \(errors.isEmpty ? "all parse" : "errors")")
        #expect(errors.isEmpty, "\(errors.prefix(3_000))")
    }

    @Test func inRepositoryCorpus() throws {
        let sources = try Corpus.sourceFiles().map { try Corpus.source($0) }
            + [SourceText(path: "Checkout.swift", bytes: [UInt8](try Data(contentsOf: ViewConversion.fixtures.appendingPathComponent("Checkout.swift.txt"))))]
        let results = ViewConversion.convert(sources)
        #expect(results.count >= sources.count)
        try Self.check(results, label: "in-repository corpus")
    }

    @Test(.enabled(if: HeldOutCorpus.isPresent, HeldOutCorpusTests.skipReason))
    func heldOutCorpus() throws {
        guard let corpus = try HeldOutCorpus() else { return }
        let results = ViewConversion.convert(try Extractor.sources(paths: [corpus.folder]))
        let views = Set(corpus.members.map { $0.file + "\t" + $0.view })
        #expect(results.count >= views.count)
        try Self.check(results, label: "held-out corpus")
    }
}
