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

    public init(dryRun: Bool = false, check: Bool = false, force: Bool = false, removeOrphans: Bool = false) {
        self.dryRun = dryRun
        self.check = check
        self.force = force
        self.removeOrphans = removeOrphans
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
    public static func write(
        _ plan: FilePlan, options: WriteOptions, diagnostics: DiagnosticCollector
    ) throws -> WriteReport {
        try write(plan, options: options, diagnostics: diagnostics, hooks: WriteHooks())
    }

    static func write(
        _ plan: FilePlan, options: WriteOptions, diagnostics: DiagnosticCollector, hooks: WriteHooks,
        base: String = FileManager.default.currentDirectoryPath
    ) throws -> WriteReport {
        let errorsBefore = diagnostics.errorCount
        let paths = PlanPathCheck.check(plan, base: base, diagnostics: diagnostics)
        guard diagnostics.errorCount == errorsBefore else { return WriteReport() }
        let everything = paths.files + paths.roots
        guard !everything.isEmpty else { return WriteReport() }

        let readOnly = options.dryRun || options.check
        let lock: OutputLock?
        let lockDirectory: String
        switch OutputLock.acquire(for: everything, create: !readOnly, timeout: hooks.lockTimeout) {
        case .locked(let taken):
            lock = taken
            lockDirectory = taken.directory
        case .notNeeded(let directory):
            lock = nil
            lockDirectory = directory
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
        defer { lock?.release() }

        try recoverInterruptedRun(in: lockDirectory, readOnly: readOnly, diagnostics: diagnostics)

        var decider = WriteDecider(options: options, diagnostics: diagnostics)
        var decisions = zip(plan.files, paths.files).compactMap { decider.decide($0, absolute: $1) }
        let roots = zip(plan.generatedRoots, paths.roots).map { (given: $0, absolute: $1) }
        decisions += decider.orphans(roots: roots, planned: Set(paths.files))
        guard diagnostics.errorCount == errorsBefore else { return WriteReport() }

        let report = WriteReport(items: decisions.map(\.item))
        if !readOnly {
            let transaction = WriteTransaction(
                operations: decisions.compactMap(\.operation), journalDirectory: lockDirectory, hooks: hooks)
            try transaction.run()
            removeFoldersEmptiedByOrphans(transaction.operations, roots: paths.roots)
        }
        return report
    }

    /// A removed feature leaves its folder empty: remove such folders, up to (not including) the
    /// generated root. Only empty folders go, so nothing of the developer's can be lost.
    private static func removeFoldersEmptiedByOrphans(_ operations: [FileOperation], roots: [String]) {
        for case .remove(let path) in operations {
            guard let root = roots.first(where: { WritePath.isInside(path, $0) }) else { continue }
            for folder in WritePath.ancestors(path) {
                guard folder != root, WritePath.isInside(folder, root), POSIXFiles.removeEmptyDirectory(folder)
                else { break }
            }
        }
    }

    /// A journal left by a killed run: roll it back before looking at the disk (a read-only run only
    /// warns, since it must not write).
    private static func recoverInterruptedRun(
        in directory: String, readOnly: Bool, diagnostics: DiagnosticCollector
    ) throws {
        let journal = WriteJournal.path(in: directory)
        let location = SourceLocation(path: journal, line: 1, column: 1)
        if readOnly {
            if POSIXFiles.kind(journal) == .file {
                diagnostics.warning(
                    "an interrupted featuregen run left changes here; run without --check or --dry-run to roll "
                        + "them back", at: location)
            }
            return
        }
        guard let recovery = try WriteJournal.recover(in: directory), recovery.rolledBack else { return }
        diagnostics.warning(
            "rolled back the changes of an interrupted featuregen run", at: location,
            notes: recovery.problems.map { Diagnostic.Note($0) })
    }
}
