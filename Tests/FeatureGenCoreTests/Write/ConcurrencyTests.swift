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
    /// The first run locks in the nearest existing folder and then creates the output folders; later
    /// runs must lock the same file, not one in the new folders.
    @Test func lockStaysWhereTheFirstRunPutItOnceFoldersExist() throws {
        let tree = try TemporaryTree()
        let outputs = [tree.path("Gen/Order/State.swift"), tree.path("Gen/Order/Action.swift")]
        #expect(OutputLock.directory(for: outputs) == tree.root)
        try runWriter(makePlan(tree, generated: ["Gen/Order/State.swift": "enum S {}\n"]))
        #expect(tree.exists(OutputLock.fileName))
        #expect(OutputLock.directory(for: outputs) == tree.root)
        // Without the lock file, the nearest existing folder would now be `Gen/Order`.
        try FileManager.default.removeItem(atPath: tree.path(OutputLock.fileName))
        #expect(OutputLock.directory(for: outputs) == tree.path("Gen/Order"))
    }
}
