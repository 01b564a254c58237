import Foundation
import Testing

@testable import FeatureGenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct PathSafetyTests {
    @Test func parentReferenceEscapingTheOutputFoldersIsRefused() throws {
        let tree = try TemporaryTree()
        let escaping = "Gen/Order/../../../escaped-\(UUID().uuidString).swift"
        let plan = makePlan(tree, generated: [escaping: "enum X {}\n", "Gen/Ok.swift": "enum Ok {}\n"])
        let (report, diagnostics) = try runWriter(plan, base: tree.root)
        #expect(report.items.isEmpty)
        #expect(diagnostics.map(\.severity) == [.error])
        #expect(diagnostics.first?.message.contains("uses `..` to leave the output folders") == true)
        #expect(!FileManager.default.fileExists(atPath: WritePath.absolute(tree.path(escaping), base: "/")))
        #expect(tree.snapshot().isEmpty)
    }

    @Test func parentReferenceStayingInsideARootIsFine() throws {
        let tree = try TemporaryTree()
        let plan = makePlan(tree, generated: ["Gen/Order/../Shared.swift": "enum Shared {}\n"])
        let (report, diagnostics) = try runWriter(plan, base: tree.root)
        #expect(diagnostics.isEmpty)
        #expect(report.count(.created) == 1)
        #expect(tree.exists("Gen/Shared.swift"))
    }

    @Test func pathsDifferingOnlyInCaseCollide() throws {
        let tree = try TemporaryTree()
        let plan = makePlan(
            tree, generated: ["Gen/OrderView.swift": "enum A {}\n", "Gen/Orderview.swift": "enum B {}\n"])
        let (report, diagnostics) = try runWriter(plan)
        #expect(report.items.isEmpty)
        #expect(diagnostics.map(\.severity) == [.error])
        #expect(diagnostics.first?.message.contains("with different case") == true)
        #expect(tree.snapshot().isEmpty)
    }

    @Test func fileWhereAFolderIsNeededIsReportedAndNothingWritten() throws {
        let tree = try TemporaryTree()
        try tree.write("Gen/Order", "I am a file\n")
        let before = tree.snapshot()
        let plan = makePlan(tree, generated: ["Gen/Order/State.swift": "enum S {}\n", "Gen/App.swift": "enum A {}\n"])
        let (report, diagnostics) = try runWriter(plan)
        #expect(report.items.isEmpty)
        #expect(diagnostics.map(\.message) == [
            "`\(tree.path("Gen/Order"))` is a file, but `\(tree.path("Gen/Order/State.swift"))` needs a folder there"
        ])
        #expect(tree.snapshot() == before)
    }

    @Test func generatedRootThatIsAFileIsReported() throws {
        let tree = try TemporaryTree()
        try tree.write("Gen", "not a folder\n")
        let plan = makePlan(tree, generated: [:], owned: ["App/A.swift": "enum A {}\n"])
        let (_, diagnostics) = try runWriter(plan)
        #expect(diagnostics.map(\.severity) == [.error])
        #expect(!tree.exists("App"))
    }

    /// Root ignores permissions, so this test can only run as a normal user.
    @Test(.enabled(if: geteuid() != 0, "running as root: folder permissions are not enforced"))
    func unwritableFolderIsReportedAndNothingWritten() throws {
        let tree = try TemporaryTree()
        try tree.write("Gen/Old.swift", GeneratedFileHeader.stamp("enum Old {}\n", source: "x"))
        try tree.write("Locked/.keep", "")
        chmod(tree.path("Locked"), 0o555)
        let before = tree.snapshot()
        let plan = makePlan(
            tree, generated: ["Gen/Old.swift": "enum New {}\n", "Locked/Sub/A.swift": "enum A {}\n"])
        let (report, diagnostics) = try runWriter(plan)
        #expect(report.items.isEmpty)
        #expect(diagnostics.map(\.message) == ["cannot write in folder `\(tree.path("Locked"))`: permission denied"])
        #expect(tree.snapshot() == before)
    }
}
