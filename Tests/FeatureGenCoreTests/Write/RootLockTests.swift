import Foundation
import Testing

@testable import FeatureGenCore

/// One lock and one journal per output root: runs with different flags that touch the same folder take
/// turns, and a killed run's journal is found by any later run touching one of its roots.
@Suite struct RootLockTests {
    /// Generated files under each of `roots` (relative), one plan.
    func plan(_ tree: TemporaryTree, roots: [String], tag: String) -> FilePlan {
        var generated: [String: String] = [:]
        for root in roots {
            for index in 0..<4 { generated["\(root)/F\(index).swift"] = "let v = \"\(tag)\(index)\"\n" }
        }
        return makePlan(tree, generated: generated, roots: roots)
    }

    func scratchFiles(_ tree: TemporaryTree) -> [String] {
        tree.snapshot().keys.filter { WritePath.isScratchName(WritePath.name($0)) }.sorted()
    }

    func journal(_ tree: TemporaryTree, _ root: String) -> String {
        WriteJournal.path(in: OutputLock.mirror(OutputLock.canonical(tree.path(root))))
    }

    /// While a run holds `held` (in the middle of its transaction), a run on `other` either gets in at
    /// once or times out.
    func contends(_ held: [String], _ other: [String]) throws -> Bool {
        let tree = try TemporaryTree()
        let blocked = Locked<Bool?>(nil)
        let hooks = WriteHooks(afterStep: { step in
            guard step == 1 else { return }
            let diagnostics = DiagnosticCollector()
            _ = try OutputWriter.write(
                plan(tree, roots: other, tag: "b"), options: WriteOptions(), diagnostics: diagnostics,
                hooks: WriteHooks(lockTimeout: 0))
            blocked.value = diagnostics.diagnostics.contains { $0.message.contains("waiting for another featuregen run") }
        })
        try runWriter(plan(tree, roots: held, tag: "a"), hooks: hooks)
        return try #require(blocked.value)
    }

    @Test func runsTouchingTheSameFolderTakeTurnsWhateverTheirFlags() throws {
        #expect(try contends(["Out", "T1"], ["Out", "Out/T"]))
        #expect(try contends(["Out/T"], ["Out"]))
        #expect(try contends(["Out"], ["Out/T"]))
        #expect(try contends(["A", "Out"], ["Out"]))
        #expect(try !contends(["Out/A"], ["Out/B"]))
        #expect(try !contends(["Out"], ["Other"]))
    }

    @Test func killedRunIsRecoveredByARunWithOtherFlags() throws {
        let tree = try TemporaryTree()
        try runWriter(plan(tree, roots: ["Out", "T1"], tag: "a"))
        let before = tree.snapshot()
        let kill = WriteHooks(afterStep: { step in if step == 10 { throw SimulatedKill() } })
        #expect(throws: SimulatedKill.self) { try runWriter(plan(tree, roots: ["Out", "T1"], tag: "b"), hooks: kill) }
        #expect(FileManager.default.fileExists(atPath: journal(tree, "Out")))
        #expect(FileManager.default.fileExists(atPath: journal(tree, "T1")))

        // Only `Out`, with other flags: its part is rolled back, and nothing of the killed run is left there.
        let (_, diagnostics) = try runWriter(FilePlan(files: [], generatedRoots: [tree.path("Out")]))
        #expect(diagnostics.contains { $0.message == "rolled back the changes of an interrupted featuregen run" })
        #expect(!FileManager.default.fileExists(atPath: journal(tree, "Out")))
        #expect(tree.snapshot().filter { $0.key.hasPrefix("Out") } == before.filter { $0.key.hasPrefix("Out") })
        // The tests folder's part waits for a run touching it, which rolls it back too.
        try runWriter(FilePlan(files: [], generatedRoots: [tree.path("T1")]))
        #expect(tree.snapshot() == before)
        #expect(scratchFiles(tree).isEmpty)
    }

    @Test func committedRunIsCleanedUpRootByRoot() throws {
        let tree = try TemporaryTree()
        try runWriter(plan(tree, roots: ["Out", "T1"], tag: "a"))
        try runWriter(plan(tree, roots: ["Out", "T1"], tag: "b"))
        let expected = tree.snapshot()
        // A run killed right after its commit marker: its journals and a backup are left over.
        try tree.write("Out/.F0.swift.featuregen-backup-zz", "old\n")
        let id = "test-" + UUID().uuidString
        let journals = [journal(tree, "Out"), journal(tree, "T1")]
        for (index, path) in journals.enumerated() {
            let entries: [WriteJournal.Entry] =
                [.transaction(id), .sibling(journals[1 - index])]
                + (index == 0
                    ? [.backUp(tree.path("Out/F0.swift"), backup: tree.path("Out/.F0.swift.featuregen-backup-zz"), written: 1)]
                    : [])
            try POSIXFiles.createFile(path, contents: WriteJournal.encode(entries), mode: nil)
        }
        try FileManager.default.createDirectory(
            atPath: WritePath.parent(WriteJournal.markerPath(id)), withIntermediateDirectories: true)
        try POSIXFiles.createFile(WriteJournal.markerPath(id), contents: "", mode: nil)

        let (_, first) = try runWriter(FilePlan(files: [], generatedRoots: [tree.path("Out")]))
        #expect(!first.contains { $0.message.contains("rolled back") })
        #expect(tree.snapshot() == expected, "the backup is deleted, nothing is rolled back")
        #expect(FileManager.default.fileExists(atPath: WriteJournal.markerPath(id)), "T1's journal still needs it")
        try runWriter(FilePlan(files: [], generatedRoots: [tree.path("T1")]))
        #expect(!FileManager.default.fileExists(atPath: WriteJournal.markerPath(id)))
        #expect(journals.allSatisfy { !FileManager.default.fileExists(atPath: $0) })
    }

    @Test func journalsOfNestedRootsAreFoundFromAboveAndBelow() throws {
        // Killed writing `Out/T`; a run on `Out` finds the journal below its root.
        let tree = try TemporaryTree()
        try runWriter(plan(tree, roots: ["Out/T"], tag: "a"))
        var before = tree.snapshot()
        let kill = WriteHooks(afterStep: { step in if step == 6 { throw SimulatedKill() } })
        #expect(throws: SimulatedKill.self) { try runWriter(plan(tree, roots: ["Out/T"], tag: "b"), hooks: kill) }
        let (_, below) = try runWriter(FilePlan(files: [], generatedRoots: [tree.path("Out")]))
        #expect(below.contains { $0.message == "rolled back the changes of an interrupted featuregen run" })
        #expect(tree.snapshot() == before)

        // Killed writing `Out`; a run on `Out/T` finds the journal above and takes `Out` to roll it back.
        try runWriter(plan(tree, roots: ["Out"], tag: "c"))
        before = tree.snapshot()
        #expect(throws: SimulatedKill.self) { try runWriter(plan(tree, roots: ["Out"], tag: "d"), hooks: kill) }
        let (_, above) = try runWriter(FilePlan(files: [], generatedRoots: [tree.path("Out/T")]))
        #expect(above.contains { $0.message == "rolled back the changes of an interrupted featuregen run" })
        #expect(tree.snapshot() == before)
        #expect(scratchFiles(tree).isEmpty)
    }
}
