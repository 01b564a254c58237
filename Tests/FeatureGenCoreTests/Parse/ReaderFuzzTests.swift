import Foundation
import Testing
@testable import FeatureGenCore

/// Bounded fuzzing of both readers: random bytes and mutated fixtures must give a tree or errors,
/// never a crash or a hang. FEATUREGEN_FUZZ_ITERATIONS sets the count (`.ci/fuzz` runs many);
/// with FEATUREGEN_FUZZ_SAVE=path each input is written there before it is read, so a crash leaves it behind.
@Suite struct ReaderFuzzTests {
    static var iterations: Int {
        ProcessInfo.processInfo.environment["FEATUREGEN_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 3_000
    }

    static let savePath = ProcessInfo.processInfo.environment["FEATUREGEN_FUZZ_SAVE"]

    static var seeds: [[UInt8]] {
        var seeds = ParseTestSupport.fixtureFiles("good", extension: "yml").compactMap { try? [UInt8](Data(contentsOf: $0)) }
        seeds.append(Array(#"{"feature": "Order", "state": {"a": [1, 2.5e3, true, null, "\u00e9\ud83d\ude00"]}}"#.utf8))
        seeds.append(Array("a: [b, {c: d}]\n- e\n? f\n&g *h !i |\n  j\n>-\n \"k\\x\" 'l''m'\n".utf8))
        return seeds
    }

    @Test func fuzzBothReaders() throws {
        var random = SeededRandom(seed: 0xFEA7_0001)
        let seeds = Self.seeds
        let alphabet = Array(" \n\r\t-:?[]{},#&*!|>'\"%@`\\~.0123456789abcexyzTF_+<=".utf8) + [0xC3, 0xA9, 0xFF, 0xE2, 0x80, 0xA8, 0x00]
        var executions = 0
        for iteration in 0..<Self.iterations {
            var input: [UInt8]
            if iteration % 4 == 0 {
                input = (0..<Int.random(in: 0...120, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? 0 }
            } else {
                input = seeds[iteration % seeds.count]
                mutate(&input, using: &random, alphabet: alphabet)
            }
            for path in ["f.yml", "f.json"] {
                if let savePath = Self.savePath { try Data(input).write(to: URL(fileURLWithPath: savePath + "." + path)) }
                let diagnostics = DiagnosticCollector()
                let node = SpecReader.read(SourceText(path: path, bytes: input), diagnostics: diagnostics)
                executions += 1
                if node == nil, !diagnostics.hasErrors {
                    Issue.record("\(path): nil without an error for \(String(decoding: input, as: UTF8.self).debugDescription)")
                }
                if node != nil, diagnostics.hasErrors {
                    Issue.record("\(path): a tree despite errors for \(String(decoding: input, as: UTF8.self).debugDescription)")
                }
                if let node { _ = NodeJSON.encode(node) }
            }
        }
        print("ReaderFuzzTests: \(executions) executions")
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        for text in [String(repeating: "[", count: 100_000), String(repeating: "{\"a\":", count: 100_000)] {
            for path in ["d.yml", "d.json"] {
                let (node, messages) = ParseTestSupport.read(text, path: path)
                #expect(node == nil)
                #expect(!messages.isEmpty)
            }
        }
        var block = ""
        for level in 0..<300 { block += String(repeating: " ", count: level) + "k:\n" }
        let (node, messages) = ParseTestSupport.read(block)
        #expect(node == nil)
        #expect(messages.first?.contains("nesting is deeper than 256 levels") == true)
        // 256 levels are fine.
        let ok = String(repeating: "[", count: 255) + String(repeating: "]", count: 255)
        #expect(ParseTestSupport.read(ok).node != nil)
        #expect(ParseTestSupport.read(ok, path: "ok.json").node != nil)
    }

    private func mutate(_ input: inout [UInt8], using random: inout SeededRandom, alphabet: [UInt8]) {
        for _ in 0..<Int.random(in: 1...8, using: &random) {
            let index = input.isEmpty ? 0 : Int.random(in: 0..<input.count, using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0 where !input.isEmpty: input[index] = alphabet.randomElement(using: &random) ?? 0
            case 1: input.insert(alphabet.randomElement(using: &random) ?? 0, at: index)
            case 2 where !input.isEmpty: input.remove(at: index)
            case 3 where !input.isEmpty:
                // Duplicate a chunk (repeats lines, deepens nesting).
                let end = min(input.count, index + Int.random(in: 1...40, using: &random))
                input.insert(contentsOf: input[index..<end], at: index)
            default:
                let end = min(input.count, index + Int.random(in: 1...20, using: &random))
                if index < end { input.removeSubrange(index..<end) }
            }
        }
    }
}
