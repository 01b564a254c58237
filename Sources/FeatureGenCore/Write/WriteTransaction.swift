#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One change to the disk, decided before anything is written.
enum FileOperation: Equatable {
    case create(path: String, contents: String)
    case replace(path: String, contents: String)
    case remove(path: String)
}

/// Test hooks for the writer, passed to its internal overload (no global state).
struct WriteHooks: Sendable {
    /// Called after each step that changes the disk, numbered from 1; throwing makes that step fail.
    var afterStep: (@Sendable (Int) throws -> Void)?
    /// Seconds to wait for another run's lock before giving up.
    var lockTimeout: Double = 30

    init(afterStep: (@Sendable (Int) throws -> Void)? = nil, lockTimeout: Double = 30) {
        self.afterStep = afterStep
        self.lockTimeout = lockTimeout
    }
}

/// Thrown by a test hook to stand for SIGKILL: the transaction stops dead, without rolling back, leaving
/// the journal for the next run to recover.
struct SimulatedKill: Error {}

/// Applies operations all-or-nothing: new contents go to temporaries beside their targets, replaced
/// and removed files are kept as backups, and only when every file is in place are the backups deleted.
/// Any failure puts the tree back as it was and throws.
struct WriteTransaction {
    let operations: [FileOperation]
    /// Where the journal goes (the lock's folder).
    let journalDirectory: String
    let hooks: WriteHooks

    func run() throws {
        guard !operations.isEmpty else { return }
        let steps = plannedSteps()
        let journal = WriteJournal.path(in: journalDirectory)
        try POSIXFiles.createFile(journal, contents: WriteJournal.encode(steps.entries), mode: nil, sync: true)
        var count = 0
        func step(_ action: () throws -> Void) throws {
            try action()
            count += 1
            try hooks.afterStep?(count)
        }
        do {
            for directory in steps.directories { try step { try POSIXFiles.makeDirectory(directory) } }
            for move in steps.moves {
                if let contents = move.contents, let temporary = move.temporary {
                    let mode = move.isReplacement ? POSIXFiles.permissions(move.target) : nil
                    try step { try POSIXFiles.createFile(temporary, contents: contents, mode: mode) }
                }
            }
            for move in steps.moves { try step { try apply(move) } }
        } catch is SimulatedKill {
            throw SimulatedKill()
        } catch {
            let problems = WriteJournal.rollBack(steps.entries)
            try? POSIXFiles.remove(journal)
            let reason = (error as? FatalError)?.diagnostic.message ?? "\(error)"
            let outcome =
                problems.isEmpty
                ? "nothing was changed" : "rolling back failed too: " + problems.joined(separator: "; ")
            throw FatalError("writing the generated files failed (\(reason)); \(outcome)")
        }
        // The commit point: from here on the new tree stands; a run killed while cleaning up leaves a
        // committed journal, and the next run only deletes the leftovers.
        try? POSIXFiles.append(journal, line: "commit")
        WriteJournal.cleanUp(steps.entries)
        try? POSIXFiles.remove(journal)
    }

    private struct Move {
        var target: String
        var contents: String?
        var temporary: String?
        var backup: String?
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
                moves.append(Move(target: path, contents: contents, temporary: scratch(path, "tmp")))
            case .replace(let path, let contents):
                moves.append(
                    Move(
                        target: path, contents: contents, temporary: scratch(path, "tmp"),
                        backup: scratch(path, "backup")))
            case .remove(let path):
                moves.append(Move(target: path, backup: scratch(path, "backup")))
            }
        }
        var entries = directories.map(WriteJournal.Entry.directory)
        for move in moves {
            if let temporary = move.temporary { entries.append(.temporary(temporary)) }
            if let backup = move.backup {
                entries.append(.backUp(move.target, backup: backup))
            } else if let contents = move.contents {
                entries.append(.create(move.target, hash: FNV1a64.hash(contents.utf8)))
            }
        }
        return (directories, moves, entries)
    }

    private func apply(_ move: Move) throws {
        if let backup = move.backup {
            // A hard link keeps the old file reachable while the target is replaced in one rename, so
            // readers never see it missing; file systems without hard links get a plain move.
            if move.contents == nil || POSIXFiles.link(move.target, to: backup) != nil {
                try POSIXFiles.rename(move.target, to: backup)
            }
        }
        guard let temporary = move.temporary else { return }
        if move.backup != nil {
            try POSIXFiles.rename(temporary, to: move.target)
        } else if let code = POSIXFiles.link(temporary, to: move.target) {
            // link never replaces an existing file: a file that appeared since the checks is kept.
            if code == EEXIST { throw FatalError("`\(move.target)` appeared while writing; not replaced") }
            try POSIXFiles.rename(temporary, to: move.target)
        }
        // A linked temporary stays until the commit: `cleanUp` removes it (one unlink per file).
    }

    /// `.<name>.featuregen-<kind>-<random>` beside `path`.
    private func scratch(_ path: String, _ kind: String) -> String {
        WritePath.parent(path) + "/." + WritePath.name(path) + ".featuregen-\(kind)-" + POSIXFiles.randomSuffix()
    }
}
