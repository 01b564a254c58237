import Foundation

/// The write-ahead record of a transaction, `.featuregen-journal` next to the lock file.
///
/// Every step a transaction may take is written (and synced) before the first step is taken, so a run
/// killed half-way (SIGKILL, power loss) is rolled back by the next run. Undoing is idempotent and only
/// touches what the run itself made: random-named temporaries and backups, folders that are empty, and
/// created files whose contents still hash to what the run wrote.
enum WriteJournal {
    static let fileName = ".featuregen-journal"
    static let firstLine = "featuregen-journal 1"

    enum Entry: Equatable {
        /// A folder the run creates.
        case directory(String)
        /// A temporary file holding new contents.
        case temporary(String)
        /// A new file, with the FNV-1a hash of its contents.
        case create(String, hash: UInt64)
        /// An existing file replaced or removed, kept as `backup` until the run commits.
        case backUp(String, backup: String)
        /// Everything is in place: only the leftovers (backups, temporaries) remain to delete.
        case commit
    }

    static func path(in directory: String) -> String {
        directory == "/" ? "/" + fileName : directory + "/" + fileName
    }

    static func encode(_ entries: [Entry]) -> String {
        let lines = entries.map { entry in
            switch entry {
            case .directory(let path): "directory\t\(escape(path))"
            case .temporary(let path): "temporary\t\(escape(path))"
            case .create(let path, let hash): "create\t\(escape(path))\t\(String(hash, radix: 16))"
            case .backUp(let path, let backup): "backup\t\(escape(path))\t\(escape(backup))"
            case .commit: "commit"
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
            case ("directory", 2): return .directory(fields[1])
            case ("temporary", 2): return .temporary(fields[1])
            case ("create", 3): return UInt64(fields[2], radix: 16).map { .create(fields[1], hash: $0) }
            case ("backup", 3): return .backUp(fields[1], backup: fields[2])
            case ("commit", 1): return .commit
            default: return nil
            }
        }
    }

    /// Puts back what `entries` describe: removes what was created, restores what was replaced.
    /// Best effort: keeps going past failures and returns what it could not undo.
    @discardableResult
    static func rollBack(_ entries: [Entry]) -> [String] {
        var problems: [String] = []
        for entry in entries.reversed() {
            do {
                switch entry {
                case .temporary(let path):
                    try POSIXFiles.remove(path)
                case .create(let path, let hash):
                    if POSIXFiles.kind(path) == .file,
                        let contents = try? POSIXFiles.read(path),
                        FNV1a64.hash(contents.utf8) == hash
                    {
                        try POSIXFiles.remove(path)
                    }
                case .backUp(let path, let backup):
                    if POSIXFiles.kind(backup) == .file {
                        try POSIXFiles.rename(backup, to: path)
                        // A hard-linked backup of an unreplaced file: rename was a no-op, drop the link.
                        try POSIXFiles.remove(backup)
                    }
                case .directory(let path):
                    if !POSIXFiles.removeEmptyDirectory(path) { problems.append("folder `\(path)` is not empty") }
                case .commit:
                    break
                }
            } catch let error as FatalError {
                problems.append(error.diagnostic.message)
            } catch {
                problems.append("\(error)")
            }
        }
        return problems
    }

    /// After a commit: deletes the backups and any temporaries left.
    static func cleanUp(_ entries: [Entry]) {
        for entry in entries {
            switch entry {
            case .temporary(let path), .backUp(_, let path): try? POSIXFiles.remove(path)
            default: break
            }
        }
    }

    /// Finishes a run that was interrupted: rolled back if it had not committed, cleaned up if it had.
    /// Returns nil when there was no journal, else whether it was rolled back and what could not be undone.
    static func recover(in directory: String) throws -> (rolledBack: Bool, problems: [String])? {
        let journal = path(in: directory)
        guard POSIXFiles.kind(journal) == .file else { return nil }
        let entries = decode(try POSIXFiles.read(journal))
        let committed = entries.contains(.commit)
        var problems: [String] = []
        if committed { cleanUp(entries) } else { problems = rollBack(entries) }
        try POSIXFiles.remove(journal)
        return (!committed, problems)
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
