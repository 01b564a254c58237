import Foundation

/// How the writer runs: `check` and `dryRun` write nothing, `force` replaces hand-edited generated
/// files, `removeOrphans` deletes generated files no spec produces any more.
public struct WriteOptions: Sendable, Equatable {
    /// Report what would be done, write nothing.
    public var dryRun: Bool
    /// Report what would change, with diffs, write nothing (the CLI exits 1 if anything would).
    public var check: Bool
    /// Replace generated files that were edited by hand (never files featuregen did not write).
    public var force: Bool
    /// Delete generated files under the generated roots that are no longer planned.
    public var removeOrphans: Bool
    /// Add to the developer's files what the plan now requires (insertions only).
    public var updateOwned: Bool
    /// Some spec of the run could not be read (a symbolic link to nothing): orphans are kept even with
    /// `removeOrphans`, since that spec's feature would look orphaned.
    public var specsMissing = false

    public init(
        dryRun: Bool = false, check: Bool = false, force: Bool = false, removeOrphans: Bool = false,
        updateOwned: Bool = false
    ) {
        self.dryRun = dryRun
        self.check = check
        self.force = force
        self.removeOrphans = removeOrphans
        self.updateOwned = updateOwned
    }
}

/// Stage 5: writes a `FilePlan` to disk, all or nothing, never losing a developer's file.
///
/// Every file is checked and its action decided first (reporting all problems); if any is an error,
/// nothing is written and the report is empty. Then the changes are applied as one transaction under
/// an exclusive lock: a failure rolls back to the tree as it was (and throws `FatalError`); a run killed
/// half-way is rolled back by the next run, from its journal. Unchanged files are not touched, so
/// their timestamps stay and builds stay incremental.
public enum OutputWriter {
    /// `checkUnderLock` runs once the lock is held and before anything is decided: checks of what is on
    /// disk (another style's code) belong there, or a run that waited for the lock would act on a
    /// tree another run has just changed. Errors it reports stop the run.
    public static func write(
        _ plan: FilePlan, options: WriteOptions, diagnostics: DiagnosticCollector,
        checkUnderLock: () -> Void = {}
    ) throws -> WriteReport {
        try write(plan, options: options, diagnostics: diagnostics, hooks: WriteHooks(), checkUnderLock: checkUnderLock)
    }

    static func write(
        _ plan: FilePlan, options: WriteOptions, diagnostics: DiagnosticCollector, hooks: WriteHooks,
        base: String = FileManager.default.currentDirectoryPath, checkUnderLock: () -> Void = {}
    ) throws -> WriteReport {
        let errorsBefore = diagnostics.errorCount
        let paths = PlanPathCheck.check(plan, base: base, diagnostics: diagnostics)
        guard diagnostics.errorCount == errorsBefore else { return WriteReport() }
        let everything = paths.files + paths.roots
        guard !everything.isEmpty else { return WriteReport() }

        let readOnly = options.dryRun || options.check
        let lockRoots = Self.lockRoots(files: paths.files, roots: paths.roots)
        let lock: OutputLock
        switch OutputLock.acquire(roots: lockRoots, create: !readOnly, timeout: hooks.lockTimeout) {
        case .locked(let taken):
            lock = taken
        case .timedOut(let lockFile):
            diagnostics.error(
                "timed out after \(Int(hooks.lockTimeout)) s waiting for another featuregen run to finish",
                at: SourceLocation(path: lockFile, line: 1, column: 1),
                notes: [.init("if no other run is going on, delete the lock file and try again")])
            return WriteReport()
        case .unavailable(let problem):
            diagnostics.error(
                problem, at: nil, notes: [.init("featuregen keeps its locks in the temporary folder ($TMPDIR)")])
            return WriteReport()
        }
        defer { lock.release() }

        try recoverInterruptedRuns(lock, roots: lockRoots, readOnly: readOnly, diagnostics: diagnostics)
        if !readOnly { cleanLitter(roots: paths.roots, lockRoots: lockRoots, diagnostics: diagnostics) }
        checkUnderLock()
        guard diagnostics.errorCount == errorsBefore else { return WriteReport() }

        var decider = WriteDecider(options: options, diagnostics: diagnostics)
        var decisions = zip(plan.files, paths.files).compactMap { decider.decide($0, absolute: $1) }
        let roots = zip(plan.generatedRoots, paths.roots).map { (given: $0, absolute: $1) }
        decisions += decider.orphans(roots: roots, planned: Set(paths.files))
        guard diagnostics.errorCount == errorsBefore else { return WriteReport() }

        if !readOnly {
            let transaction = WriteTransaction(
                operations: decisions.compactMap(\.operation), journals: journals(lockRoots, lock), hooks: hooks)
            let skipped = try transaction.run()
            report(skipped, in: &decisions, diagnostics: diagnostics)
            let skippedPaths = Set(skipped.map(\.path))
            removeFoldersEmptiedByOrphans(
                transaction.operations.filter { !skippedPaths.contains($0.path) }, roots: paths.roots)
        }
        return WriteReport(items: decisions.map(\.item))
    }

    /// The roots a run locks: the generated roots, and the folder of each planned file outside them (the
    /// spec `featuregen new` writes).
    static func lockRoots(files: [String], roots: [String]) -> [String] {
        var result = roots
        for file in files where !roots.contains(where: { WritePath.isInside(file, $0) }) {
            let folder = WritePath.parent(file)
            if !result.contains(folder) { result.append(folder) }
        }
        return result
    }

    /// Each root and the lock folder its journal goes in (the locked root it lies in).
    private static func journals(_ roots: [String], _ lock: OutputLock) -> [(root: String, directory: String)] {
        roots.compactMap { root in
            let canonical = OutputLock.canonical(root)
            return lock.roots.first { WritePath.isInside(canonical, $0.path) }.map { (root, $0.directory) }
        }
    }

    /// Files the transaction left alone because they changed while it was writing: reported like hand
    /// edits (the next run shows them as edited, and `--force` replaces them).
    private static func report(
        _ skipped: [WriteTransaction.Skipped], in decisions: inout [WriteDecision], diagnostics: DiagnosticCollector
    ) {
        for file in skipped {
            guard let index = decisions.firstIndex(where: { $0.operation?.path == file.path }) else { continue }
            let path = decisions[index].item.path
            let removal = decisions[index].item.action == .removedOrphan
            decisions[index].item.action = removal ? .orphan : .skippedEdited
            if removal { decisions[index].item.kept = .changedDuringRun }
            diagnostics.warning(
                "`\(path)` was not \(removal ? "removed" : "written"): \(file.reason)",
                at: SourceLocation(path: path, line: 1, column: 1),
                notes: [.init("your version is kept; run featuregen again to see it as a hand edit")])
        }
    }

    /// A removed feature leaves its folder empty: remove such folders, up to (not including) the
    /// generated root. Only empty folders go, so nothing of the developer's can be lost.
    private static func removeFoldersEmptiedByOrphans(_ operations: [FileOperation], roots: [String]) {
        for case .remove(let path, _) in operations {
            guard let root = roots.first(where: { WritePath.isInside(path, $0) }) else { continue }
            for folder in WritePath.ancestors(path) {
                guard folder != root, WritePath.isInside(folder, root), POSIXFiles.removeEmptyDirectory(folder)
                else { break }
            }
        }
    }

    /// Journals left by killed runs: rolled back before the disk is looked at (a read-only run only
    /// warns, since it must not write). A file changed since the killed run wrote it is kept and reported.
    private static func recoverInterruptedRuns(
        _ lock: OutputLock, roots: [String], readOnly: Bool, diagnostics: DiagnosticCollector
    ) throws {
        if readOnly {
            for journal in OutputLock.pendingJournals(roots: roots) {
                diagnostics.warning(
                    "an interrupted featuregen run left changes here; run without --check or --dry-run to roll "
                        + "them back", at: SourceLocation(path: journal, line: 1, column: 1))
            }
            return
        }
        for journal in lock.journals() {
            guard let recovery = try WriteJournal.recover(journal) else { continue }
            for kept in recovery.undo.kept {
                diagnostics.warning(
                    "`\(kept.path)` was not rolled back: \(kept.note)", at: SourceLocation(path: kept.path, line: 1, column: 1),
                    notes: [.init("an interrupted featuregen run wrote it; your later changes are kept")])
            }
            guard recovery.rolledBack else { continue }
            diagnostics.warning(
                "rolled back the changes of an interrupted featuregen run",
                at: SourceLocation(path: journal, line: 1, column: 1),
                notes: recovery.undo.problems.map { Diagnostic.Note($0) })
        }
    }

    /// Scratch files of killed runs whose journals were lost (see `ScratchCleanup`).
    private static func cleanLitter(roots: [String], lockRoots: [String], diagnostics: DiagnosticCollector) {
        let outcome = ScratchCleanup.clean(deepRoots: roots, flatRoots: lockRoots)
        let settled = outcome.removed.count + outcome.restored.count
        if settled > 0 {
            diagnostics.warning(
                "cleaned up \(settled) file\(settled == 1 ? "" : "s") left by an interrupted featuregen run whose journal "
                    + "was lost", at: nil,
                notes: outcome.restored.map { .init("`\($0)` was put back from its backup") })
        }
        for pair in outcome.keptEdits {
            diagnostics.warning(
                "an interrupted featuregen run replaced `\(pair.file)`, which held hand edits; they are kept in "
                    + "`\(pair.keptAt)`", at: SourceLocation(path: pair.file, line: 1, column: 1),
                notes: [.init("compare the two and delete the kept file when done")])
        }
    }
}
