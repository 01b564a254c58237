import Foundation
import Testing

@testable import FeatureGenCore

@Suite struct OwnershipMatrixTests {
    let generated = ["Gen/Order/OrderState.swift": "struct OrderState {}\n", "Gen/App.swift": "enum App {}\n"]
    let owned = ["App/OrderService.swift": "final class OrderService {}\n"]

    @Test func freshWriteCreatesEveryFile() throws {
        let tree = try TemporaryTree()
        let plan = makePlan(tree, generated: generated, owned: owned)
        let (report, diagnostics) = try runWriter(plan)
        #expect(diagnostics.isEmpty)
        #expect(report.count(.created) == 3)
        for file in plan.files {
            #expect(FileManager.default.contents(atPath: file.path) == Data(file.contents.utf8))
        }
        // No scratch files (temporaries, backups, journal) are left behind.
        #expect(tree.snapshot().keys.allSatisfy { !WritePath.isScratchName(WritePath.name($0)) })
    }

    @Test func rewriteWithoutChangesTouchesNothing() throws {
        let tree = try TemporaryTree()
        let plan = makePlan(tree, generated: generated, owned: owned)
        try runWriter(plan)
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        for path in Array(generated.keys) + owned.keys { try tree.setModificationDate(path, old) }
        let before = tree.snapshot()

        let (report, diagnostics) = try runWriter(plan)
        #expect(diagnostics.isEmpty)
        #expect(report.count(.unchanged) == 2)
        #expect(report.count(.keptOwned) == 1)
        #expect(tree.snapshot() == before)
        for path in Array(generated.keys) + owned.keys { #expect(try tree.modificationDate(path) == old) }
    }

    @Test func changedPlanUpdatesOnlyGeneratedFiles() throws {
        let tree = try TemporaryTree()
        try runWriter(makePlan(tree, generated: generated, owned: owned))
        let newPlan = makePlan(
            tree, generated: ["Gen/Order/OrderState.swift": "struct OrderState { var orders: [Int] }\n",
                "Gen/App.swift": "enum App {}\n"],
            owned: ["App/OrderService.swift": "final class OrderService { /* new template */ }\n"])
        let (report, _) = try runWriter(newPlan)
        #expect(
            report.actions(in: tree) == [
                "Gen/Order/OrderState.swift": .updated, "Gen/App.swift": .unchanged,
                "App/OrderService.swift": .keptOwned,
            ])
        #expect(tree.read("Gen/Order/OrderState.swift") == newPlan.files[1].contents)
        #expect(tree.read("App/OrderService.swift") == "final class OrderService {}\n")
    }

    @Test func handEditedGeneratedFileIsLeftAloneWithWarningAndDiff() throws {
        let tree = try TemporaryTree()
        let plan = makePlan(tree, generated: ["Gen/App.swift": "enum App {}\n"])
        try runWriter(plan)
        let edited = plan.files[0].contents.replacingOccurrences(of: "enum App {}", with: "enum App { case mine }")
        try tree.write("Gen/App.swift", edited)

        let (report, diagnostics) = try runWriter(plan)
        #expect(report.actions(in: tree) == ["Gen/App.swift": .skippedEdited])
        #expect(tree.read("Gen/App.swift") == edited)
        #expect(
            diagnostics.map(\.description) == [
                "\(tree.path("Gen/App.swift")):1:1: warning: `\(tree.path("Gen/App.swift"))` was edited by hand; "
                    + "not overwritten (use --force to replace it)"
            ])
        let diff = try #require(report.items.first?.diff)
        #expect(diff.contains("\n-enum App { case mine }\n+enum App {}\n"))
        #expect(diff.hasPrefix("--- a/\(tree.path("Gen/App.swift"))\n+++ b/"))

        let (forced, _) = try runWriter(plan, WriteOptions(force: true))
        #expect(forced.actions(in: tree) == ["Gen/App.swift": .forced])
        #expect(tree.read("Gen/App.swift") == plan.files[0].contents)
    }

    @Test func editedOwnedFileIsNeverTouchedEvenWithForce() throws {
        let tree = try TemporaryTree()
        let plan = makePlan(tree, generated: [:], owned: owned)
        try runWriter(plan)
        try tree.write("App/OrderService.swift", "// my code\n")
        let (report, diagnostics) = try runWriter(plan, WriteOptions(force: true, removeOrphans: true))
        #expect(report.actions(in: tree) == ["App/OrderService.swift": .keptOwned])
        #expect(diagnostics.isEmpty)
        #expect(tree.read("App/OrderService.swift") == "// my code\n")
    }

    @Test func generatedPathHoldingAUsersFileIsRefusedEvenWithForce() throws {
        let tree = try TemporaryTree()
        try tree.write("Gen/App.swift", "// the developer's own file\n")
        let before = tree.snapshot()
        let plan = makePlan(tree, generated: ["Gen/App.swift": "enum App {}\n", "Gen/Other.swift": "enum O {}\n"])
        let (report, diagnostics) = try runWriter(plan, WriteOptions(force: true))
        #expect(report.items.isEmpty)
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.message.contains("was not generated by featuregen; move it away") == true)
        #expect(tree.snapshot() == before)
    }

    @Test func lineEndingsConvertedByGitCountAsUnchanged() throws {
        let tree = try TemporaryTree()
        let plan = makePlan(tree, generated: ["Gen/App.swift": "enum App {\n    case a\n}\n"])
        try runWriter(plan)
        let crlf = plan.files[0].contents.replacingOccurrences(of: "\n", with: "\r\n")
        try tree.write("Gen/App.swift", crlf)
        let (report, diagnostics) = try runWriter(plan)
        #expect(report.actions(in: tree) == ["Gen/App.swift": .unchanged])
        #expect(diagnostics.isEmpty)
        #expect(tree.read("Gen/App.swift") == crlf)
    }

    @Test func plannedGeneratedFileWithoutHeaderIsAPlannerBug() throws {
        let tree = try TemporaryTree()
        let plan = FilePlan(
            files: [PlannedFile(path: tree.path("Gen/A.swift"), contents: "enum A {}\n", ownership: .generated)],
            generatedRoots: [tree.path("Gen")])
        let (_, diagnostics) = try runWriter(plan)
        #expect(diagnostics.map(\.severity) == [.error])
        #expect(!tree.exists("Gen"))
    }
}
