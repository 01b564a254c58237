import Testing

@testable import FeatureGenCore

@Suite struct UnifiedDiffTests {
    @Test func smallExampleIsExact() {
        let old = (1...12).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 2\n", with: "line two\n")
            .replacingOccurrences(of: "line 11\n", with: "line 11\nline 11.5\n")
        #expect(
            UnifiedDiff.file("Gen/A.swift", old: old, new: new) == """
                --- a/Gen/A.swift
                +++ b/Gen/A.swift
                @@ -1,5 +1,5 @@
                 line 1
                -line 2
                +line two
                 line 3
                 line 4
                 line 5
                @@ -9,4 +9,5 @@
                 line 9
                 line 10
                 line 11
                +line 11.5
                 line 12

                """)
    }

    @Test func nearbyChangesShareAHunk() {
        let old = "a\nb\nc\nd\ne\nf\ng\nh\n"
        let new = "a\nB\nc\nd\ne\nf\nG\nh\n"
        let diff = UnifiedDiff.file("x", old: old, new: new)
        #expect(diff.components(separatedBy: "@@ ").count == 2)
        #expect(diff.contains("@@ -1,8 +1,8 @@\n"))
    }

    @Test func newFileAndMissingFinalNewline() {
        #expect(UnifiedDiff.file("n", old: nil, new: "a\nb") == """
            --- /dev/null
            +++ b/n
            @@ -0,0 +1,2 @@
            +a
            +b
            \\ No newline at end of file

            """)
        #expect(UnifiedDiff.file("n", old: "same\n", new: "same\n") == "")
        #expect(UnifiedDiff.file("n", old: "a\n", new: "a").contains("-a\n+a\n\\ No newline at end of file\n"))
    }

    /// Applying the hunks to the old text must give the new text, for scattered edits in a big file and
    /// for a rewrite past the edit-distance limit (the whole-file fallback).
    @Test(arguments: [false, true]) func diffAppliesBack(rewriteEverything: Bool) throws {
        var generator = SplitMix(seed: 7)
        let old = (0..<3000).map { "let value\($0) = \($0 % 17)\n" }
        var new = old
        if rewriteEverything {
            new = old.map { "// " + $0 }
        } else {
            for _ in 0..<200 {
                let index = Int(generator.next() % UInt64(new.count))
                switch generator.next() % 3 {
                case 0: new.remove(at: index)
                case 1: new.insert("inserted \(index)\n", at: index)
                default: new[index] = "changed \(index)\n"
                }
            }
        }
        let diff = UnifiedDiff.file("big", old: old.joined(), new: new.joined())
        #expect(try apply(diff, to: old) == new)
    }

    /// A minimal `patch`: checks context and removed lines, so a wrong diff fails.
    func apply(_ diff: String, to old: [String]) throws -> [String] {
        var lines = diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropFirst(2)
        var result: [String] = []
        var position = 0
        while let header = lines.popFirst(), header.hasPrefix("@@") {
            let range = header.dropFirst(4).prefix { $0 != " " }.split(separator: ",")
            let start = Int(range[0]) ?? 0
            let count = range.count > 1 ? Int(range[1]) ?? 0 : 1
            let oldStart = count == 0 ? start : start - 1  // an empty range names the line before
            result += old[position..<oldStart]
            position = oldStart
            while let line = lines.first, !line.hasPrefix("@@"), !line.isEmpty {
                lines.removeFirst()
                let text = String(line.dropFirst()) + "\n"
                switch line.first {
                case " ", "-":
                    try #require(old[position] == text)
                    position += 1
                    if line.first == " " { result.append(text) }
                default: result.append(text)
                }
            }
        }
        return result + old[position...]
    }
}

/// A small deterministic random generator, so failures reproduce.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
}
