import Foundation
import Testing

@testable import FeatureGenCore

@Suite struct ConcurrencyTests {
    /// The same 60 paths with contents tagged `tag`.
    func plan(_ tree: TemporaryTree, tag: String) -> FilePlan {
        var generated: [String: String] = [:]
        for index in 0..<60 { generated["Gen/Feature\(index % 6)/File\(index).swift"] = "let v = \"\(tag)\(index)\"\n" }
        return makePlan(tree, generated: generated)
    }

    func expected(_ tree: TemporaryTree, _ plan: FilePlan) -> [String: String] {
        var result: [String: String] = ["Gen": "/"]
        for index in 0..<6 { result["Gen/Feature\(index)"] = "/" }
        for file in plan.files { result[String(file.path.dropFirst(tree.root.count + 1))] = file.contents }
        return result
    }

    @Test func secondWriterCannotEnterWhileTheFirstHoldsTheLock() throws {
        let tree = try TemporaryTree()
        let first = plan(tree, tag: "a")
        let second = plan(tree, tag: "b")
        let secondDiagnostics = DiagnosticCollector()
        // In the middle of the first transaction, a second writer tries once (timeout 0) and must be refused.
        let hooks = WriteHooks(afterStep: { step in
            guard step == 10 else { return }
            let report = try OutputWriter.write(
                second, options: WriteOptions(), diagnostics: secondDiagnostics, hooks: WriteHooks(lockTimeout: 0))
            #expect(report.items.isEmpty)
        })
        let (report, _) = try runWriter(first, hooks: hooks)
        #expect(report.count(.created) == 60)
        #expect(secondDiagnostics.diagnostics.map(\.severity) == [.error])
        #expect(secondDiagnostics.diagnostics.first?.message.contains("waiting for another featuregen run") == true)
        #expect(tree.snapshot() == expected(tree, first))
    }

    @Test func concurrentWritersLeaveOnePlanEntirely() throws {
        for _ in 0..<3 {
            let tree = try TemporaryTree()
            let plans = [plan(tree, tag: "a"), plan(tree, tag: "b")]
            let failures = DiagnosticCollector()
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                let collector = DiagnosticCollector()
                do {
                    _ = try OutputWriter.write(plans[index], options: WriteOptions(), diagnostics: collector)
                } catch {
                    failures.error("writer \(index) threw \(error)", at: nil)
                }
                for diagnostic in collector.diagnostics { failures.emit(diagnostic) }
            }
            #expect(failures.diagnostics.isEmpty)
            let snapshot = tree.snapshot()
            #expect(snapshot == expected(tree, plans[0]) || snapshot == expected(tree, plans[1]))
        }
    }
}

@Suite struct OutputLockPlacementTests {
    /// The lock folder of an output root, as a run finds it.
    func lockFolder(_ root: String) -> String { OutputLock.mirror(OutputLock.canonical(root)) }

    /// The first run creates the output folders; later runs must lock the same file, and none of them
    /// may put anything in the developer's tree.
    @Test func lockStaysTheSameOnceFoldersExistAndLivesOutsideTheTree() throws {
        let tree = try TemporaryTree()
        let before = lockFolder(tree.path("Gen"))
        try runWriter(makePlan(tree, generated: ["Gen/Order/State.swift": "enum S {}\n"]))
        #expect(lockFolder(tree.path("Gen")) == before)
        #expect(FileManager.default.fileExists(atPath: before + "/" + OutputLock.fileName))
        #expect(WritePath.isInside(before, OutputLock.baseDirectory()))
        #expect(!WritePath.isInside(before, tree.root))
        #expect(Set(tree.snapshot().keys) == ["Gen", "Gen/Order", "Gen/Order/State.swift"])
    }

    /// A lock file left somewhere up the tree (in /tmp, in $HOME) must not capture unrelated runs.
    @Test func strayLockFilesAboveDoNotMatter() throws {
        let tree = try TemporaryTree()
        try tree.write(OutputLock.fileName, "")
        let first = lockFolder(tree.path("A/Gen"))
        let second = lockFolder(tree.path("B/Gen"))
        #expect(first != second)
        #expect(!WritePath.isInside(first, tree.root))
    }

    /// The same outputs reached through a symbolic link lock the same file.
    @Test func symbolicLinksResolveToTheSameLock() throws {
        let tree = try TemporaryTree()
        try FileManager.default.createDirectory(atPath: tree.path("real/Gen"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: tree.path("link"), withDestinationPath: tree.path("real"))
        #expect(lockFolder(tree.path("real/Gen/New")) == lockFolder(tree.path("link/Gen/New")))
        #expect(OutputLock.canonical(tree.path("link/Gen/New")).hasSuffix("/real/Gen/New"))
    }

    /// Each root is locked exclusively and its ancestors shared, ancestors first; nested roots of one run
    /// collapse into the outer one. A component cannot collide with the lock file's name.
    @Test func lockPlanOrdersAncestorsFirst() {
        #expect(OutputLock.outermost(["/a/b/c", "/a/b", "/x", "/a/b"]) == ["/a/b", "/x"])
        let plan = OutputLock.plan(["/a/b", "/a/c"])
        #expect(plan.map(\.path) == ["/", "/a", "/a/b", "/a/c"])
        #expect(plan.map(\.exclusive) == [false, false, true, true])
        #expect(OutputLock.mirror("/a/.featuregen.lock") == OutputLock.treeDirectory() + "/_a/_.featuregen.lock")
    }
}
