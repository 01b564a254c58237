#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One change to the disk, decided before anything is written. `expected` is the hash of what the
/// decision saw on disk: the file is only replaced or removed if it still holds exactly that.
enum FileOperation: Equatable {
    case create(path: String, contents: String)
    case replace(path: String, contents: String, expected: UInt64)
    case remove(path: String, expected: UInt64)

    var path: String {
        switch self {
        case .create(let path, _), .replace(let path, _, _), .remove(let path, _): path
        }
    }
}

/// Test hooks for the writer, passed to its internal overload (no global state).
struct WriteHooks: Sendable {
    /// Called after each step that changes the disk, numbered from 1; throwing makes that step fail.
    var afterStep: (@Sendable (Int) throws -> Void)?
    /// Called with a file's path just before the transaction looks at it a last time and replaces or
    /// removes it (a test edits the file there, as a developer might while a large run is writing).
    var beforeReplacing: (@Sendable (String) -> Void)?
    /// Seconds to wait for another run's lock before giving up.
    var lockTimeout: Double = 30

    init(
        afterStep: (@Sendable (Int) throws -> Void)? = nil, beforeReplacing: (@Sendable (String) -> Void)? = nil,
        lockTimeout: Double = 30
    ) {
        self.afterStep = afterStep
        self.beforeReplacing = beforeReplacing
        self.lockTimeout = lockTimeout
    }
}

/// Thrown by a test hook to stand for SIGKILL: the transaction stops dead, without rolling back, leaving
/// the journals for the next run to recover.
struct SimulatedKill: Error {}

/// Applies operations all-or-nothing: new contents go to temporaries beside their targets, replaced
/// and removed files are kept as backups, and only when every file is in place are the backups deleted.
/// Any failure puts the tree back as it was and throws.
///
/// Each file is looked at again just before it is replaced or removed, and its backup once more before
/// the commit: a file that changed since the run decided (a line appended while a large run writes) is
/// left as the developer made it, and returned, to be reported like a hand edit.
struct WriteTransaction {
    let operations: [FileOperation]
    /// The output roots (absolute, as the operations' paths are written) and the folder holding each
    /// root's journal (its lock folder). Several roots may share a folder.
    let journals: [(root: String, directory: String)]
    let hooks: WriteHooks

    /// A file left alone because it changed while the run was writing, and why.
    struct Skipped: Equatable {
        var path: String
        var reason: String
    }

    func run() throws -> [Skipped] {
        guard !operations.isEmpty, !journals.isEmpty else { return [] }
        let steps = plannedSteps()
        let transaction = POSIXFiles.randomSuffix()
        let byJournal = journalEntries(steps.entries, transaction: transaction)
        for (journal, entries) in byJournal {
            try POSIXFiles.createFile(journal, contents: WriteJournal.encode(entries), mode: nil, sync: true)
        }
        var count = 0
        /// The file or folder the current step works on: where a failure is reported.
        var current = ""
        func step(_ path: String, _ action: () throws -> Void) throws {
            current = path
            try action()
            count += 1
            try hooks.afterStep?(count)
        }
        var skipped: [Skipped] = []
        do {
            for directory in steps.directories { try step(directory) { try POSIXFiles.makeDirectory(directory) } }
            for move in steps.moves {
                if let contents = move.contents, let temporary = move.temporary {
                    let mode = move.isReplacement ? POSIXFiles.permissions(move.target) : nil
                    try step(move.target) { try POSIXFiles.createFile(temporary, contents: contents, mode: mode) }
                }
            }
            var applied: [Move] = []
            for move in steps.moves {
                try step(move.target) {
                    if let reason = try apply(move) {
                        skipped.append(Skipped(path: move.target, reason: reason))
                    } else {
                        applied.append(move)
                    }
                }
            }
            skipped += try restoreLateEdits(applied)
            current = WriteJournal.markerPath(transaction)
            try commit(transaction)
        } catch is SimulatedKill {
            throw SimulatedKill()
        } catch {
            let undo = WriteJournal.rollBack(steps.entries)
            for journal in byJournal.keys { try? POSIXFiles.remove(journal) }
            let reason = (error as? FatalError)?.diagnostic.message ?? "\(error)"
            let problems = undo.problems + undo.kept.map { "`\($0.path)` was kept: \($0.note)" }
            let outcome =
                problems.isEmpty
                ? "nothing was changed" : "rolling back failed too: " + problems.joined(separator: "; ")
            throw FatalError(
                "writing the generated files failed (\(reason)); \(outcome)",
                at: current.isEmpty ? nil : SourceLocation(path: current, line: 1, column: 1))
        }
        // From the commit marker on the new tree stands; a run killed while cleaning up leaves journals of
        // a committed transaction, and the next run only deletes the leftovers.
        WriteJournal.cleanUp(steps.entries)
        for journal in byJournal.keys { try? POSIXFiles.remove(journal) }
        try? POSIXFiles.remove(WriteJournal.markerPath(transaction))
        return skipped
    }

    private struct Move {
        var target: String
        var contents: String?
        var temporary: String?
        var backup: String?
        /// Hash of what the decision saw at `target` (replacements and removals).
        var expected: UInt64?
        var isReplacement: Bool { backup != nil && contents != nil }
    }

    private func plannedSteps() -> (directories: [String], moves: [Move], entries: [WriteJournal.Entry]) {
        var directories: [String] = []
        // Folders that exist or are already planned: their ancestors need no look at the disk.
        var knownFolders: Set<String> = []
        var moves: [Move] = []
        for operation in operations {
            switch operation {
            case .create(let path, let contents):
                var missing: [String] = []
                for folder in WritePath.ancestors(path) {
                    guard knownFolders.insert(folder).inserted, POSIXFiles.kind(folder) == .missing else { break }
                    missing.append(folder)
                }
                directories += missing.reversed()
                moves.append(Move(target: path, contents: contents, temporary: WritePath.scratchPath(for: path, .temporary)))
            case .replace(let path, let contents, let expected):
                moves.append(
                    Move(
                        target: path, contents: contents, temporary: WritePath.scratchPath(for: path, .temporary),
                        backup: WritePath.scratchPath(for: path, .backup), expected: expected))
            case .remove(let path, let expected):
                moves.append(Move(target: path, backup: WritePath.scratchPath(for: path, .backup), expected: expected))
            }
        }
        var entries = directories.map(WriteJournal.Entry.directory)
        for move in moves {
            if let temporary = move.temporary { entries.append(.temporary(temporary)) }
            let written = move.contents.map { FNV1a64.hash($0.utf8) }
            if let backup = move.backup {
                entries.append(.backUp(move.target, backup: backup, written: written))
            } else if let written {
                entries.append(.create(move.target, hash: written))
            }
        }
        return (directories, moves, entries)
    }

    /// Each root's journal with the entries of the paths in (or above) that root, all naming the
    /// transaction and each other.
    private func journalEntries(_ entries: [WriteJournal.Entry], transaction: String) -> [String: [WriteJournal.Entry]] {
        let paths = Set(journals.map { WriteJournal.path(in: $0.directory) })
        var result: [String: [WriteJournal.Entry]] = [:]
        for journal in paths {
            result[journal] = [.transaction(transaction)] + paths.filter { $0 != journal }.sorted().map { .sibling($0) }
        }
        for entry in entries {
            let path: String
            switch entry {
            case .directory(let p), .temporary(let p), .create(let p, _), .backUp(let p, _, _): path = p
            case .transaction, .sibling: continue
            }
            // A file belongs to the root it is in; a folder created above a root, to that root.
            let owner = journals.first { WritePath.isInside(path, $0.root) || WritePath.isInside($0.root, path) }
            result[WriteJournal.path(in: (owner ?? journals[0]).directory), default: []].append(entry)
        }
        return result
    }

    /// Moves one file into place; returns why it was left alone instead, if it was.
    private func apply(_ move: Move) throws -> String? {
        if let backup = move.backup, let expected = move.expected {
            hooks.beforeReplacing?(move.target)
            // Deleted by the developer since the run decided: their decision stands.
            if POSIXFiles.kind(move.target) == .missing { return "it was deleted while featuregen was writing" }
            if move.contents != nil, POSIXFiles.link(move.target, to: backup) == nil {
                // A hard link keeps the old file reachable while the target is replaced in one rename, so
                // readers never see it missing.
                guard WriteJournal.hash(of: backup) == expected else {
                    try POSIXFiles.remove(backup)
                    return Self.changedWhileWriting
                }
            } else {
                // Removals, and file systems without hard links: a plain move, undone if the file changed.
                try POSIXFiles.rename(move.target, to: backup)
                guard WriteJournal.hash(of: backup) == expected else {
                    try putBack(backup, at: move.target)
                    return Self.changedWhileWriting
                }
            }
        }
        guard let temporary = move.temporary else { return nil }
        if move.backup != nil {
            try POSIXFiles.rename(temporary, to: move.target)
        } else if let code = POSIXFiles.link(temporary, to: move.target) {
            // link never replaces an existing file: a file that appeared since the checks is kept.
            if code == EEXIST { return "it appeared while featuregen was writing" }
            try POSIXFiles.rename(temporary, to: move.target)
        }
        // A linked temporary stays until the commit: `cleanUp` removes it (one unlink per file).
        return nil
    }

    static let changedWhileWriting = "it changed while featuregen was writing"

    /// A write that reached the old file after the last look (through a descriptor opened before the
    /// replacement) lands in the backup: put such files back as the developer left them.
    private func restoreLateEdits(_ moves: [Move]) throws -> [Skipped] {
        var skipped: [Skipped] = []
        for move in moves {
            guard let backup = move.backup, let expected = move.expected,
                POSIXFiles.kind(backup) == .file, WriteJournal.hash(of: backup) != expected
            else { continue }
            if let contents = move.contents {
                // Only over the run's own new contents: a file changed twice is left for the developer.
                guard WriteJournal.hash(of: move.target) == FNV1a64.hash(contents.utf8) else { continue }
                try POSIXFiles.rename(backup, to: move.target)
            } else {
                try putBack(backup, at: move.target)
            }
            skipped.append(Skipped(path: move.target, reason: Self.changedWhileWriting))
        }
        return skipped
    }

    /// Moves `backup` back to `target` without replacing a file that appeared there meanwhile (then
    /// the backup is kept under a name the cleanup does not delete).
    private func putBack(_ backup: String, at target: String) throws {
        if let code = POSIXFiles.link(backup, to: target) {
            if code == EEXIST {
                try POSIXFiles.rename(backup, to: WritePath.scratchPath(for: target, .kept))
                return
            }
            try POSIXFiles.rename(backup, to: target)
            return
        }
        try POSIXFiles.remove(backup)
    }

    /// The commit point: the marker every journal of the transaction checks.
    private func commit(_ transaction: String) throws {
        let folder = WritePath.parent(WriteJournal.markerPath(transaction))
        if POSIXFiles.kind(folder) == .missing { try POSIXFiles.makeDirectory(folder, mode: 0o700) }
        try POSIXFiles.createFile(WriteJournal.markerPath(transaction), contents: "", mode: nil, sync: true)
        POSIXFiles.syncDirectory(folder)
    }
}
