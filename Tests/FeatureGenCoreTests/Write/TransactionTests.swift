import Foundation
import Testing

@testable import FeatureGenCore

@Suite struct TransactionTests {
    /// A tree after a first run, and a second plan that updates, creates (in new folders), forces,
    /// removes an orphan and keeps an owned file: every kind of step a transaction takes.
    func setUp(_ tree: TemporaryTree) throws -> FilePlan {
        try runWriter(
            makePlan(
                tree,
                generated: [
                    "Gen/A.swift": "enum A {}\n", "Gen/B.swift": "enum B {}\n", "Gen/Old.swift": "enum Old {}\n",
                ], owned: ["App/Mine.swift": "enum Mine {}\n"]))
        try tree.write("Gen/B.swift", try #require(tree.read("Gen/B.swift")) + "// edited\n")
        return makePlan(
            tree,
            generated: [
                "Gen/A.swift": "enum A { case new }\n", "Gen/B.swift": "enum B { case new }\n",
                "Gen/New/Deep/C.swift": "enum C {}\n",
            ], owned: ["App/Mine.swift": "enum Mine { changed }\n", "App/Sub/Other.swift": "enum Other {}\n"])
    }

    static let everything = WriteOptions(force: true, removeOrphans: true)

    @Test func failureAtAnyStepLeavesTheTreeByteIdentical() throws {
        let tree = try TemporaryTree()
        let plan = try setUp(tree)
        let before = tree.snapshot()
        var failedSteps = 0
        for failingStep in 1...100 {
            let hooks = WriteHooks(afterStep: { step in if step == failingStep { throw InjectedFailure() } })
            do {
                try runWriter(plan, Self.everything, hooks: hooks)
                break  // the step number is past the last step: the run went through
            } catch let error as FatalError {
                #expect(error.description.contains("nothing was changed"))
                #expect(tree.snapshot() == before, "after a failure at step \(failingStep)")
                failedSteps += 1
            }
        }
        // 3 new folders (Gen/New, Gen/New/Deep, App/Sub), 4 temporaries, 5 moves.
        #expect(failedSteps == 12)
        #expect(tree.snapshot() == expectedSnapshot(tree, plan))
    }

    /// The tree the plan leads to: planned generated files, owned files as they were, folders.
    func expectedSnapshot(_ tree: TemporaryTree, _ plan: FilePlan) -> [String: String] {
        var result: [String: String] = [
            "Gen": "/", "Gen/New": "/", "Gen/New/Deep": "/", "App": "/", "App/Sub": "/",
            "App/Mine.swift": "enum Mine {}\n", "App/Sub/Other.swift": "enum Other {}\n",
        ]
        for file in plan.files where file.ownership == .generated {
            result[String(file.path.dropFirst(tree.root.count + 1))] = file.contents
        }
        return result
    }

    @Test func killedRunIsRolledBackByTheNextRun() throws {
        let tree = try TemporaryTree()
        let plan = try setUp(tree)
        // The plan writes under Gen (generated) and App (owned files): one journal per root.
        let outputRoots = [tree.path("Gen"), tree.path("App")]
        let journals = outputRoots.map { WriteJournal.path(in: OutputLock.mirror(OutputLock.canonical($0))) }
        let before = tree.snapshot()
        for killedAt in [1, 4, 8, 12] {
            let kill = WriteHooks(afterStep: { step in if step == killedAt { throw SimulatedKill() } })
            #expect(throws: SimulatedKill.self) { try runWriter(plan, Self.everything, hooks: kill) }
            #expect(journals.allSatisfy { FileManager.default.fileExists(atPath: $0) })

            // The next run (a read-only check) warns but must not write.
            let (_, checkDiagnostics) = try runWriter(plan, WriteOptions(check: true))
            #expect(checkDiagnostics.contains { $0.message.contains("interrupted featuregen run") })
            #expect(journals.allSatisfy { FileManager.default.fileExists(atPath: $0) })

            // An empty plan for the same roots only recovers.
            let recoverOnly = FilePlan(files: [], generatedRoots: outputRoots)
            let (_, diagnostics) = try runWriter(recoverOnly)
            #expect(diagnostics.contains { $0.message == "rolled back the changes of an interrupted featuregen run" })
            #expect(tree.snapshot() == before, "after a kill at step \(killedAt)")
        }
    }

    @Test func journalSurvivesOddPathsAndCutLines() {
        let entries: [WriteJournal.Entry] = [
            .transaction("t1"), .sibling("/j/.featuregen-journal"), .directory("/a/tab\there"),
            .temporary("/a/new\nline"), .create("/a/back\\slash", hash: 42),
            .backUp("/a/b", backup: "/a/.b.featuregen-backup-x", written: 7),
            .backUp("/a/c", backup: "/a/.c.featuregen-backup-y", written: nil),
        ]
        let text = WriteJournal.encode(entries)
        #expect(WriteJournal.decode(text) == entries)
        #expect(WriteJournal.decode(text + "backup\t/cut-off") == entries)
    }

    @Test func dryRunAndCheckWriteNothing() throws {
        let tree = try TemporaryTree()
        let plan = try setUp(tree)
        let before = tree.snapshot()
        let (dryRun, _) = try runWriter(plan, WriteOptions(dryRun: true, force: true, removeOrphans: true))
        let (check, _) = try runWriter(plan, WriteOptions(check: true))
        #expect(tree.snapshot() == before)
        #expect(
            dryRun.actions(in: tree) == [
                "Gen/A.swift": .updated, "Gen/B.swift": .forced, "Gen/New/Deep/C.swift": .created,
                "App/Mine.swift": .keptOwned, "App/Sub/Other.swift": .created, "Gen/Old.swift": .removedOrphan,
            ])
        #expect(
            check.actions(in: tree) == [
                "Gen/A.swift": .updated, "Gen/B.swift": .skippedEdited, "Gen/New/Deep/C.swift": .created,
                "App/Mine.swift": .keptOwned, "App/Sub/Other.swift": .created, "Gen/Old.swift": .orphan,
            ])
        for item in check.items {
            let needsDiff = [.created, .updated, .skippedEdited].contains(item.action)
            #expect((item.diff != nil) == needsDiff, "\(item.path)")
        }
        let created = try #require(check.items.first { $0.path.hasSuffix("Other.swift") }?.diff)
        #expect(created.hasPrefix("--- /dev/null\n+++ b/\(tree.path("App/Sub/Other.swift"))\n@@ -0,0 +1 @@\n"))
    }

    @Test func checkOnAFreshTreeCreatesNoLockFile() throws {
        let tree = try TemporaryTree()
        let plan = makePlan(tree, generated: ["Gen/A.swift": "enum A {}\n"])
        let (report, _) = try runWriter(plan, WriteOptions(check: true))
        #expect(report.count(.created) == 1)
        #expect(tree.snapshot().isEmpty)
    }
}
