import Foundation
import Testing
@testable import FeatureGenCore

/// Random bytes and mutated corpus files: the tokenizer and the extractor must return, not crash
/// or hang. Seeded, so a failure reproduces; `FEATUREGEN_FUZZ_ITERATIONS` sets the count, and with
/// `FEATUREGEN_FUZZ_SAVE=path` each input is written to `path.swift` first, so a crash leaves it behind.
@Suite("Extractor fuzz")
struct ExtractorFuzzTests {
    /// SplitMix64: small, fast, and the same on every platform.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let fragments: [[UInt8]] = ["\"", "\"\"\"", "#\"", "\\(", "/*", "*/", "{", "}", "(", ")", "<", ">>", "@State ",
        "var ", "#if ", "#endif", "`", "await ", "Button(\"", "\n", ";", "$0", "\u{FFFD}"].map { Array($0.utf8) }

    @Test func randomAndMutatedInputsNeverCrash() throws {
        let iterations = ProcessInfo.processInfo.environment["FEATUREGEN_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 2000
        let corpus = try Corpus.sourceFiles().map { [UInt8](try Data(contentsOf: $0)) }
        var random = SeededGenerator(state: 20_260_101)
        let savePath = ProcessInfo.processInfo.environment["FEATUREGEN_FUZZ_SAVE"].map { $0 + ".swift" }
        var specs = 0
        var converted = 0
        for iteration in 0..<iterations {
            let input = iteration % 4 == 0
                ? (0..<Int.random(in: 0...400, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
                : mutate(corpus[iteration % corpus.count], using: &random)
            if let savePath { try Data(input).write(to: URL(fileURLWithPath: savePath)) }
            let source = SourceText(path: "fuzz\(iteration).swift", bytes: input)
            let tokens = SwiftTokenizer.tokenize(source)
            #expect(tokens.last?.kind == .endOfFile)
            #expect(tokens.dropLast().allSatisfy { $0.length > 0 && $0.end <= input.count })
            specs += Extractor.extract(source, diagnostics: DiagnosticCollector()).count
            // Every few inputs, the views too (the converter walks what the extractor found).
            if iteration % 8 == 1 { converted += ViewConversion.convert([source]).count }
        }
        #expect(converted > 0)
        #expect(specs > 0)  // mutated files still mostly extract
        print("ExtractorFuzzTests: \(iterations) executions")
    }

    private func mutate(_ bytes: [UInt8], using random: inout SeededGenerator) -> [UInt8] {
        var result = bytes
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            let position = result.isEmpty ? 0 : Int.random(in: 0..<result.count, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: result.insert(contentsOf: Self.fragments.randomElement(using: &random)!, at: position)
            case 1 where !result.isEmpty: result.remove(at: position)
            case 2 where !result.isEmpty: result[position] = UInt8.random(in: 0...255, using: &random)
            default: result.removeSubrange(position..<min(result.count, position + Int.random(in: 0...40, using: &random)))
            }
        }
        return result
    }
}
