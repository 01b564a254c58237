import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@testable import FeatureGenCore

/// No edit is ever lost: not one made after a run was killed (rollback keeps it), not one made while a
/// run is writing (the writer looks again just before replacing).
@Suite struct LostEditTests {
    /// A first run, then a plan that updates A, creates C in a new folder and removes the orphan Old.
    func setUp(_ tree: TemporaryTree) throws -> FilePlan {
        try runWriter(
            makePlan(tree, generated: ["Gen/A.swift": "enum A {}\n", "Gen/Old.swift": "enum Old {}\n"]))
        return makePlan(tree, generated: ["Gen/A.swift": "enum A { case new }\n", "Gen/New/C.swift": "enum C {}\n"])
    }

    static let removing = WriteOptions(removeOrphans: true)

    func scratchFiles(_ tree: TemporaryTree) -> [String] {
        tree.snapshot().keys.filter { WritePath.isScratchName(WritePath.name($0)) }.sorted()
    }

    @Test func rollbackKeepsFilesEditedBetweenTheKillAndTheNextRun() throws {
        let tree = try TemporaryTree()
        let plan = try setUp(tree)
        let old = try #require(tree.read("Gen/A.swift"))
        // Killed after its last step: every file is in place, nothing committed.
        let kill = WriteHooks(afterStep: { step in if step == 6 { throw SimulatedKill() } })
        #expect(throws: SimulatedKill.self) { try runWriter(plan, Self.removing, hooks: kill) }
        #expect(!tree.exists("Gen/Old.swift"))
        let editedA = try #require(tree.read("Gen/A.swift")) + "// my edit\n"
        try tree.write("Gen/A.swift", editedA)
        try tree.write("Gen/New/C.swift", "// my own C\n")

        let (_, diagnostics) = try runWriter(FilePlan(files: [], generatedRoots: [tree.path("Gen")]))
        #expect(tree.read("Gen/A.swift") == editedA, "the edit made after the kill is kept")
        #expect(tree.read("Gen/New/C.swift") == "// my own C\n")
        #expect(tree.read("Gen/Old.swift") != nil, "the untouched removal is rolled back")
        let kept = diagnostics.filter { $0.message.contains("was not rolled back") }.compactMap(\.location?.path)
        #expect(Set(kept) == [tree.path("Gen/A.swift"), tree.path("Gen/New/C.swift")])
        #expect(diagnostics.contains { $0.message == "rolled back the changes of an interrupted featuregen run" })
        // The version from before the killed run is kept beside the edited file, named in the note.
        let note = try #require(diagnostics.first { $0.location?.path == tree.path("Gen/A.swift") }?.message)
        let backup = try #require(scratchFiles(tree).first { $0.hasPrefix("Gen/.A.swift.featuregen-kept-") })
        #expect(note.contains(backup.split(separator: "/").last.map(String.init) ?? "?"))
        #expect(tree.read(backup) == old)
        #expect(!scratchFiles(tree).contains { $0.contains("featuregen-tmp-") })
    }

    @Test func fileChangedJustBeforeReplacingIsKeptAndReported() throws {
        let tree = try TemporaryTree()
        let plan = try setUp(tree)
        let target = tree.path("Gen/A.swift")
        let hooks = WriteHooks(beforeReplacing: { path in
            guard path == target, let handle = FileHandle(forWritingAtPath: path) else { return }
            handle.seekToEndOfFile()
            handle.write(Data("// appended while writing\n".utf8))
            handle.closeFile()
        })
        let (report, diagnostics) = try runWriter(plan, Self.removing, hooks: hooks)
        #expect(tree.read("Gen/A.swift")?.hasSuffix("enum A {}\n// appended while writing\n") == true)
        #expect(report.actions(in: tree)["Gen/A.swift"] == .skippedEdited)
        #expect(diagnostics.contains { $0.message.contains("was not written: it changed while featuregen was writing") })
        #expect(tree.read("Gen/New/C.swift") != nil)
        #expect(!tree.exists("Gen/Old.swift"))
        #expect(scratchFiles(tree).isEmpty)
        // The next run sees the append as a hand edit.
        let (next, _) = try runWriter(plan, Self.removing)
        #expect(next.actions(in: tree)["Gen/A.swift"] == .skippedEdited)
    }

    @Test func orphanChangedJustBeforeRemovingIsKept() throws {
        let tree = try TemporaryTree()
        let plan = try setUp(tree)
        let orphan = tree.path("Gen/Old.swift")
        let hooks = WriteHooks(beforeReplacing: { path in
            guard path == orphan, let handle = FileHandle(forWritingAtPath: path) else { return }
            handle.seekToEndOfFile()
            handle.write(Data("// still mine\n".utf8))
            handle.closeFile()
        })
        let (report, _) = try runWriter(plan, Self.removing, hooks: hooks)
        #expect(tree.read("Gen/Old.swift")?.hasSuffix("// still mine\n") == true)
        #expect(report.actions(in: tree)["Gen/Old.swift"] == .orphan)
        #expect(report.items.first { $0.path.hasSuffix("Gen/Old.swift") }?.kept == .changedDuringRun)
        #expect(scratchFiles(tree).isEmpty)
    }

    /// A file deleted while the run writes stays deleted (an orphan too), and the rest is written.
    @Test func fileDeletedJustBeforeReplacingStaysDeleted() throws {
        let tree = try TemporaryTree()
        let plan = try setUp(tree)
        let targets = [tree.path("Gen/A.swift"), tree.path("Gen/Old.swift")]
        let hooks = WriteHooks(beforeReplacing: { path in if targets.contains(path) { unlink(path) } })
        let (report, diagnostics) = try runWriter(plan, Self.removing, hooks: hooks)
        #expect(!tree.exists("Gen/A.swift") && !tree.exists("Gen/Old.swift"))
        #expect(tree.read("Gen/New/C.swift") != nil)
        #expect(report.actions(in: tree)["Gen/A.swift"] == .skippedEdited)
        #expect(diagnostics.filter { $0.message.contains("it was deleted while featuregen was writing") }.count == 2)
        #expect(scratchFiles(tree).isEmpty)
    }

    /// A descriptor opened before the run (an editor's, a `>>` in a shell) writes into the old file even
    /// after the rename: that late write is found in the backup before the commit and put back.
    @Test func writeThroughAnOldDescriptorAfterTheReplacementIsPutBack() throws {
        let tree = try TemporaryTree()
        let plan = try setUp(tree)
        let handle = try #require(FileHandle(forWritingAtPath: tree.path("Gen/A.swift")))
        let written = Locked(false)
        let hooks = WriteHooks(afterStep: { _ in
            // Once A has been replaced, write through the descriptor that still points at the old file.
            guard !written.value, tree.read("Gen/A.swift")?.contains("case new") == true else { return }
            written.value = true
            handle.seekToEndOfFile()
            handle.write(Data("// late\n".utf8))
        })
        let (report, _) = try runWriter(plan, Self.removing, hooks: hooks)
        handle.closeFile()
        #expect(written.value)
        #expect(tree.read("Gen/A.swift")?.hasSuffix("enum A {}\n// late\n") == true)
        #expect(report.actions(in: tree)["Gen/A.swift"] == .skippedEdited)
        #expect(scratchFiles(tree).isEmpty)
    }
}

/// A value the `@Sendable` hooks can change.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
