import Foundation
import Testing

@testable import FeatureGenCore

/// A run that fails or is killed half-way through writing a real feature plan leaves the tree as it was
/// (a failure rolls back at once; a kill is rolled back by the next command-line run).
@Suite struct InterruptedRunTests {
    /// The plan `featuregen generate` would write for the project's specs after `Order` gains a field.
    func changedPlan(_ project: ScratchProject) throws -> FilePlan {
        try project.write(
            "Specs/Order.feature.yml", SampleSpecs.order.replacingOccurrences(of: "state:\n", with: "state:\n  note: String = \"\"\n"))
        try project.write("Specs/Extra.feature.yml", "feature: Extra\nstate:\n  enabled: Bool = false\n")
        let diagnostics = DiagnosticCollector()
        let specs = ["Extra", "Order", "Profile"].map { project.path("Specs/\($0).feature.yml") }
        let features = try #require(
            FeatureGenerator.loadFeatures(specs, diagnostics: diagnostics), "\(diagnostics.diagnostics)")
        let templates = try TemplateSet.load(overrides: nil, diagnostics: diagnostics)
        let options = GenerateOptions(output: project.output, testsOutput: project.testsOutput)
        let plan = Planner.plan(features, options: options, templates: templates, diagnostics: diagnostics)
        #expect(!diagnostics.hasErrors)
        return plan
    }

    /// Snapshot of the outputs only (the specs change on purpose).
    func outputs(_ project: ScratchProject) -> [String: Data] {
        project.snapshot().filter { !$0.key.hasPrefix("Specs") }
    }

    @Test func failureAfterSomeWritesLeavesTheTreeAsBefore() throws {
        let project = try ScratchProject()
        try SampleSpecs.install(in: project)
        #expect(project.generate().exitCode == 0)
        let before = outputs(project)
        let plan = try changedPlan(project)
        for failingStep in [1, 3, 10, 20] {
            let hooks = WriteHooks(afterStep: { step in if step == failingStep { throw CancellationError() } })
            #expect(throws: FatalError.self) {
                _ = try OutputWriter.write(plan, options: WriteOptions(), diagnostics: DiagnosticCollector(), hooks: hooks)
            }
            #expect(outputs(project) == before, "failure at step \(failingStep)")
        }
    }

    @Test func killedRunIsRolledBackByTheNextCommandLineRun() throws {
        let project = try ScratchProject()
        try SampleSpecs.install(in: project)
        #expect(project.generate().exitCode == 0)
        let before = outputs(project)
        let plan = try changedPlan(project)
        let kill = WriteHooks(afterStep: { step in if step == 12 { throw SimulatedKill() } })
        #expect(throws: SimulatedKill.self) {
            _ = try OutputWriter.write(plan, options: WriteOptions(), diagnostics: DiagnosticCollector(), hooks: kill)
        }
        #expect(outputs(project) != before)

        // The specs go back to what they were: the next run must first undo the killed one, then
        // find everything up to date.
        try project.remove("Specs/Extra.feature.yml")
        try SampleSpecs.install(in: project)
        let next = project.generate()
        #expect(next.exitCode == 0)
        #expect(next.error.contains("warning: rolled back the changes of an interrupted featuregen run"))
        #expect(next.output.contains("0 files written"))
        #expect(outputs(project) == before)
    }

    /// A file edited between the kill and the next run keeps the edit: rollback only restores files that
    /// still hold what the killed run wrote, and says which it kept.
    @Test func editMadeBetweenTheKillAndTheNextRunIsKept() throws {
        let project = try ScratchProject()
        try SampleSpecs.install(in: project)
        #expect(project.generate().exitCode == 0)
        let plan = try changedPlan(project)
        // Killed right after it replaced OrderState.swift; the developer then adds a line to that file.
        let state = "Sources/App/Features/Order/OrderState.swift"
        let kill = WriteHooks(afterStep: { _ in
            if project.read(state)?.contains("note") == true { throw SimulatedKill() }
        })
        #expect(throws: SimulatedKill.self) {
            _ = try OutputWriter.write(plan, options: WriteOptions(), diagnostics: DiagnosticCollector(), hooks: kill)
        }
        let written = try #require(project.read(state))
        try project.write(state, written + "// kept by hand\n")

        try project.remove("Specs/Extra.feature.yml")
        try SampleSpecs.install(in: project)
        let next = project.generate()
        // The kept file is not what this spec makes, and the files around it are: the run says so.
        #expect(next.exitCode == 1)
        #expect(next.error.contains("edited by hand and not updated, though the spec changed it"))
        #expect(next.error.contains("warning: rolled back the changes of an interrupted featuregen run"))
        #expect(next.error.contains("\(project.path(state)):1:1: warning: `\(project.path(state))` was not rolled back"))
        #expect(project.read(state) == written + "// kept by hand\n")
        // And the next run treats it as any hand edit: kept, reported, never overwritten.
        #expect(next.error.contains("was edited by hand; not overwritten"))
    }

    /// Killed runs whose journals were lost (`$TMPDIR` cleaned, as after a reboot): the next run finds
    /// their temporaries and backups by name and settles them; none stays (issue 25).
    @Test func killedRunsWithLostJournalsLeaveNoLitter() throws {
        let project = try ScratchProject()
        try SampleSpecs.install(in: project)
        #expect(project.generate().exitCode == 0)
        let before = outputs(project)
        let plan = try changedPlan(project)
        let roots = [project.output, project.testsOutput]
        for killedAt in [5, 15, 40] {
            let kill = WriteHooks(afterStep: { step in if step == killedAt { throw SimulatedKill() } })
            #expect(throws: SimulatedKill.self) {
                _ = try OutputWriter.write(plan, options: WriteOptions(), diagnostics: DiagnosticCollector(), hooks: kill)
            }
            let journals = OutputLock.pendingJournals(roots: roots)
            #expect(!journals.isEmpty)
            for journal in journals { try FileManager.default.removeItem(atPath: journal) }
        }
        #expect(outputs(project).keys.contains { $0.contains(".featuregen-") })

        try project.remove("Specs/Extra.feature.yml")
        try SampleSpecs.install(in: project)
        let next = project.generate()
        #expect(next.exitCode == 0, "\(next.error)")
        #expect(next.error.contains("left by an interrupted featuregen run whose journal was lost"))
        let after = outputs(project)
        #expect(!after.keys.contains { $0.contains(".featuregen-") }, "\(after.keys.sorted())")
        // Without a journal nothing can be rolled back, but every file the specs make is as before
        // (what the killed runs created for `Extra` stays, as orphans the run reports).
        for (path, contents) in before { #expect(after[path] == contents, "\(path)") }
    }
}
