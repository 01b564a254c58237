import Foundation
import Testing

@testable import FeatureGenCore

/// Scratch files left by a killed run whose journal is gone: each settled by what its name and the
/// files say, never losing a hand edit.
@Suite struct ScratchCleanupTests {
    let generated = GeneratedFileHeader.stamp("enum Old {}\n", source: "Specs/A.feature.yml")
    let newer = GeneratedFileHeader.stamp("enum New {}\n", source: "Specs/A.feature.yml")

    @Test func namesAreRecognisedOnlyInTheWriterOwnForm() {
        #expect(WritePath.scratchOwner(".A.swift.featuregen-tmp-1x9z")! == ("A.swift", .temporary))
        #expect(WritePath.scratchOwner(".A.swift.featuregen-backup-abc")! == ("A.swift", .backup))
        #expect(WritePath.scratchOwner(".A.swift.featuregen-kept-0")! == ("A.swift", .kept))
        for name in ["A.swift.featuregen-tmp-1", ".A.swift.featuregen-tmp-", ".featuregen-tmp-1", ".A.featuregen-tmp-x.y"] {
            #expect(WritePath.scratchOwner(name) == nil, "\(name)")
        }
    }

    @Test func eachKindIsSettledWithoutLosingWork() throws {
        let tree = try TemporaryTree()
        // A temporary: new contents never put in place.
        try tree.write("Gen/A/State.swift", newer)
        try tree.write("Gen/A/.State.swift.featuregen-tmp-1", newer)
        // A backup of a generated file the run replaced: regenerable, removed.
        try tree.write("Gen/A/.State.swift.featuregen-backup-2", generated)
        // A backup of a file the run removed (the file is gone): put back.
        try tree.write("Gen/B/.Gone.swift.featuregen-backup-3", generated)
        // A backup holding a hand edit (a --force run), the file since replaced: kept and reported.
        try tree.write("Gen/B/Edited.swift", newer)
        try tree.write("Gen/B/.Edited.swift.featuregen-backup-4", generated + "// mine\n")
        // Kept on purpose by an earlier rollback: left alone.
        try tree.write("Gen/B/.Other.swift.featuregen-kept-5", "// kept\n")
        // The developer's own dot file: not ours.
        try tree.write("Gen/.swiftformat", "--indent 4\n")

        let outcome = ScratchCleanup.clean(deepRoots: [tree.path("Gen")], flatRoots: [])
        #expect(outcome.removed.sorted() == [tree.path("Gen/A/.State.swift.featuregen-backup-2"), tree.path("Gen/A/.State.swift.featuregen-tmp-1")])
        #expect(outcome.restored == [tree.path("Gen/B/Gone.swift")])
        #expect(outcome.keptEdits.map(\.file) == [tree.path("Gen/B/Edited.swift")])
        let snapshot = tree.snapshot()
        #expect(snapshot["Gen/A/State.swift"] == newer)
        #expect(snapshot["Gen/B/Gone.swift"] == generated)
        #expect(snapshot["Gen/B/Edited.swift"] == newer)
        #expect(snapshot["Gen/B/.Other.swift.featuregen-kept-5"] == "// kept\n")
        #expect(snapshot["Gen/.swiftformat"] == "--indent 4\n")
        let kept = snapshot.filter { $0.key.hasPrefix("Gen/B/.Edited.swift.featuregen-kept-") }
        #expect(kept.values.map { $0 } == [generated + "// mine\n"])
        #expect(!snapshot.keys.contains { $0.contains(".featuregen-tmp-") || $0.contains(".featuregen-backup-") })
    }

    @Test func flatRootsAreNotWalked() throws {
        let tree = try TemporaryTree()
        try tree.write("Specs/.A.feature.yml.featuregen-tmp-1", "feature: A\n")
        try tree.write("Specs/Deep/.B.feature.yml.featuregen-tmp-2", "feature: B\n")
        _ = ScratchCleanup.clean(deepRoots: [], flatRoots: [tree.path("Specs")])
        #expect(!tree.exists("Specs/.A.feature.yml.featuregen-tmp-1"))
        #expect(tree.exists("Specs/Deep/.B.feature.yml.featuregen-tmp-2"))
    }
}
