import Foundation
import Testing

@testable import FeatureGenCore

@Suite struct OrphanTests {
    /// Writes Order and Profile, plus a developer's own file in the generated root, then returns a plan
    /// that no longer has Profile.
    func setUp(_ tree: TemporaryTree) throws -> FilePlan {
        try runWriter(
            makePlan(
                tree,
                generated: ["Gen/Order/Order.swift": "enum Order {}\n", "Gen/Profile/Profile.swift": "enum P {}\n"]
            ))
        try tree.write("Gen/Notes.swift", "// the developer's notes, no header\n")
        return makePlan(tree, generated: ["Gen/Order/Order.swift": "enum Order {}\n"])
    }

    @Test func orphanIsReportedAndKept() throws {
        let tree = try TemporaryTree()
        let plan = try setUp(tree)
        let (report, diagnostics) = try runWriter(plan)
        #expect(report.actions(in: tree) == ["Gen/Order/Order.swift": .unchanged, "Gen/Profile/Profile.swift": .orphan])
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.first?.message.contains("--remove-orphans") == true)
        #expect(tree.exists("Gen/Profile/Profile.swift"))
    }

    @Test func orphanIsRemovedOnlyWithTheFlagAndOwnedFilesNever() throws {
        let tree = try TemporaryTree()
        let plan = try setUp(tree)
        let (report, diagnostics) = try runWriter(plan, WriteOptions(removeOrphans: true))
        #expect(
            report.actions(in: tree) == [
                "Gen/Order/Order.swift": .unchanged, "Gen/Profile/Profile.swift": .removedOrphan,
            ])
        #expect(diagnostics.isEmpty)
        #expect(!tree.exists("Gen/Profile"))  // the emptied feature folder goes too
        #expect(tree.read("Gen/Notes.swift") == "// the developer's notes, no header\n")
    }

    @Test func handEditedOrphanIsRemovedOnlyWithForce() throws {
        let tree = try TemporaryTree()
        let plan = try setUp(tree)
        let edited = try #require(tree.read("Gen/Profile/Profile.swift")) + "// my addition\n"
        try tree.write("Gen/Profile/Profile.swift", edited)

        let (kept, diagnostics) = try runWriter(plan, WriteOptions(removeOrphans: true))
        #expect(kept.actions(in: tree)["Gen/Profile/Profile.swift"] == .orphan)
        #expect(kept.items.first { $0.path.hasSuffix("Gen/Profile/Profile.swift") }?.kept == .editedByHand)
        #expect(diagnostics.first?.message.contains("edited by hand; not removed") == true)
        #expect(tree.read("Gen/Profile/Profile.swift") == edited)

        let (removed, _) = try runWriter(plan, WriteOptions(force: true, removeOrphans: true))
        #expect(removed.actions(in: tree)["Gen/Profile/Profile.swift"] == .removedOrphan)
        #expect(!tree.exists("Gen/Profile/Profile.swift"))
    }

    /// A rename that only changes letter case (`order` → `Order`): where the file system ignores case,
    /// the old name is the planned file itself and must not be deleted; where it does not (Linux), the
    /// old file is an orphan like any other, seen by --check and removed by --remove-orphans.
    @Test func fileDifferingOnlyInCaseFromAPlannedFile() throws {
        let tree = try TemporaryTree()
        try runWriter(makePlan(tree, generated: ["Gen/order.swift": "enum Order {}\n"]))
        let caseInsensitive = tree.exists("Gen/ORDER.swift")
        let plan = makePlan(tree, generated: ["Gen/Order.swift": "enum Order {}\n"])
        let (check, _) = try runWriter(plan, WriteOptions(check: true))
        #expect(check.count(.orphan) == (caseInsensitive ? 0 : 1))
        let (report, _) = try runWriter(plan, WriteOptions(removeOrphans: true))
        #expect(report.count(.removedOrphan) == (caseInsensitive ? 0 : 1))
        #expect(tree.exists("Gen/Order.swift"))
        if !caseInsensitive {
            #expect(!tree.exists("Gen/order.swift"))
            #expect(report.actions(in: tree)["Gen/order.swift"] == .removedOrphan)
        }
    }
}
