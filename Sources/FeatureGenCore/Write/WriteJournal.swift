import Foundation

/// The write-ahead record of a transaction: one `.featuregen-journal` per output root, in the root's
/// lock folder, so any later run that locks that root finds it, whatever its flags.
///
/// Every step a transaction may take is written (and synced) before the first step is taken, so a run
/// killed half-way (SIGKILL, power loss) is rolled back by the next run. A transaction over several
/// roots commits at one point, the creation of its commit marker, so every root's journal agrees on
/// whether it committed. Undoing is idempotent and only touches what the run itself made, and only
/// while it still holds what the run wrote: a file edited since is kept and reported, never reverted.
enum WriteJournal {
    static let fileName = ".featuregen-journal"
    static let firstLine = "featuregen-journal 2"

    enum Entry: Equatable {
        /// The transaction this journal belongs to: it committed if and only if its marker exists.
        case transaction(String)
        /// The journal of another root of the same transaction.
        case sibling(String)
        /// A folder the run creates.
        case directory(String)
        /// A temporary file holding new contents.
        case temporary(String)
        /// A new file, with the FNV-1a hash of its contents.
        case create(String, hash: UInt64)
        /// An existing file replaced (`written`: the hash of its new contents) or removed (`written` nil),
        /// kept as `backup` until the run commits.
        case backUp(String, backup: String, written: UInt64?)
    }

    /// What undoing a journal could not do, and the files it kept because they changed since the run.
    struct Undo {
        var problems: [String] = []
        /// A file left as it is because it no longer holds what the interrupted run wrote, and the note
        /// saying where its earlier version is (if anywhere).
        var kept: [(path: String, note: String)] = []
    }

    static func path(in directory: String) -> String {
        directory == "/" ? "/" + fileName : directory + "/" + fileName
    }

    /// `$TMPDIR/featuregen-<uid>/transactions/<id>`: exists once the transaction has committed.
    static func markerPath(_ transaction: String) -> String {
        OutputLock.baseDirectory() + "/transactions/" + transaction
    }

    static func encode(_ entries: [Entry]) -> String {
        let lines = entries.map { entry in
            switch entry {
            case .transaction(let id): "transaction\t\(escape(id))"
            case .sibling(let path): "sibling\t\(escape(path))"
            case .directory(let path): "directory\t\(escape(path))"
            case .temporary(let path): "temporary\t\(escape(path))"
            case .create(let path, let hash): "create\t\(escape(path))\t\(String(hash, radix: 16))"
            case .backUp(let path, let backup, let written):
                "backup\t\(escape(path))\t\(escape(backup))" + (written.map { "\t" + String($0, radix: 16) } ?? "")
            }
        }
        return ([firstLine] + lines).map { $0 + "\n" }.joined()
    }

    /// The entries of a journal; unreadable lines (a journal cut short by a crash) are skipped, which is
    /// safe because undoing an entry that never happened does nothing.
    static func decode(_ text: String) -> [Entry] {
        text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(unescape)
            switch (fields.first, fields.count) {
            case ("transaction", 2): return .transaction(fields[1])
            case ("sibling", 2): return .sibling(fields[1])
            case ("directory", 2): return .directory(fields[1])
            case ("temporary", 2): return .temporary(fields[1])
            case ("create", 3): return UInt64(fields[2], radix: 16).map { .create(fields[1], hash: $0) }
            case ("backup", 3): return .backUp(fields[1], backup: fields[2], written: nil)
            case ("backup", 4):
                return UInt64(fields[3], radix: 16).map { .backUp(fields[1], backup: fields[2], written: $0) }
            default: return nil
            }
        }
    }

    /// Puts back what `entries` describe: removes what was created, restores what was replaced, but
    /// only where the file still holds what the run wrote. Best effort: keeps going past failures.
    static func rollBack(_ entries: [Entry]) -> Undo {
        var undo = Undo()
        for entry in entries.reversed() {
            do {
                switch entry {
                case .temporary(let path):
                    try POSIXFiles.remove(path)
                case .create(let path, let written):
                    guard POSIXFiles.kind(path) == .file else { continue }
                    if hash(of: path) == written {
                        try POSIXFiles.remove(path)
                    } else {
                        undo.kept.append((path, "it was created by the interrupted run and changed since"))
                    }
                case .backUp(let path, let backup, let written):
                    try restore(path, from: backup, written: written, into: &undo)
                case .directory(let path):
                    if !POSIXFiles.removeEmptyDirectory(path) {
                        undo.problems.append("folder `\(path)` is not empty")
                    }
                case .transaction, .sibling:
                    break
                }
            } catch let error as FatalError {
                undo.problems.append(error.diagnostic.message)
            } catch {
                undo.problems.append("\(error)")
            }
        }
        return undo
    }

    /// Puts `backup` back at `path` unless `path` changed since the run wrote it.
    private static func restore(_ path: String, from backup: String, written: UInt64?, into undo: inout Undo) throws {
        guard POSIXFiles.kind(backup) == .file else { return }
        switch POSIXFiles.kind(path) {
        case .missing:
            // Removed by the run (or the run stopped between the two moves of a replacement).
            try POSIXFiles.rename(backup, to: path)
        case .file where POSIXFiles.sameFile(path, backup):
            // A hard-linked backup of a file not replaced yet: drop the link.
            try POSIXFiles.remove(backup)
        case .file where written != nil && hash(of: path) == written:
            try POSIXFiles.rename(backup, to: path)
        default:
            // Renamed from a backup to a kept file: the litter cleanup leaves kept files alone.
            let kept = WritePath.scratchPath(for: path, .kept)
            try POSIXFiles.rename(backup, to: kept)
            let what = written == nil ? "was created again after the interrupted run removed it" : "changed since the interrupted run wrote it"
            undo.kept.append((path, "it \(what); its earlier version is kept in `\(kept)`"))
        }
    }

    /// After a commit: deletes the backups and any temporaries left.
    static func cleanUp(_ entries: [Entry]) {
        for entry in entries {
            switch entry {
            case .temporary(let path), .backUp(_, let path, _): try? POSIXFiles.remove(path)
            default: break
            }
        }
    }

    /// Finishes the run that left `journal`: rolled back if it had not committed, cleaned up if it had.
    /// Returns nil when the journal is gone (another run finished it), else whether it was rolled back.
    static func recover(_ journal: String) throws -> (rolledBack: Bool, undo: Undo)? {
        guard POSIXFiles.kind(journal) == .file else { return nil }
        let entries = decode(try POSIXFiles.read(journal))
        let transaction = entries.lazy.compactMap { entry -> String? in
            if case .transaction(let id) = entry { return id }
            return nil
        }.first
        let committed = transaction.map { POSIXFiles.kind(markerPath($0)) == .file } ?? false
        var undo = Undo()
        if committed { cleanUp(entries) } else { undo = rollBack(entries) }
        try POSIXFiles.remove(journal)
        if let transaction { removeMarkerIfDone(transaction, siblings: siblings(entries)) }
        return (!committed, undo)
    }

    static func siblings(_ entries: [Entry]) -> [String] {
        entries.compactMap { entry in
            if case .sibling(let path) = entry { return path }
            return nil
        }
    }

    /// The marker goes once no journal of the transaction is left (each journal removes itself before
    /// looking, so the last one to go always sees the others gone).
    static func removeMarkerIfDone(_ transaction: String, siblings: [String]) {
        guard siblings.allSatisfy({ POSIXFiles.kind($0) == .missing }) else { return }
        try? POSIXFiles.remove(markerPath(transaction))
    }

    static func hash(of path: String) -> UInt64? {
        (try? POSIXFiles.read(path)).map { FNV1a64.hash($0.utf8) }
    }

    private static func escape(_ path: String) -> String {
        // Nearly every path has nothing to escape: skip the three searches (a journal lists every file).
        let needsEscaping = path.utf8.contains { byte in
            byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
        }
        guard needsEscaping else { return path }
        return path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\t", with: "\\t")
            .replacingOccurrences(of: "\n", with: "\\n")
    }

    private static func unescape(_ field: Substring) -> String {
        var result = ""
        var escaping = false
        for character in field {
            if escaping {
                result.append(character == "t" ? "\t" : character == "n" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
