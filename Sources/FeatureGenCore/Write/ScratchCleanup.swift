import Foundation

/// Scratch files that no journal accounts for: a run was killed and its journal lost with `$TMPDIR`
/// (cleaned at reboot). Journals are recovered first; what is left in the output roots after that,
/// while this run holds their lock, belongs to a run that will never finish.
///
/// The names say what each file is (`.<name>.featuregen-<kind>-<random>`), so each can be settled
/// without the journal, and never at the cost of the developer's work:
/// - a temporary holds new contents never put in place: removed;
/// - a backup whose file is missing (the run was removing or replacing it) is put back;
/// - a backup equal to its file, or an unedited generated version of it, is removed (nothing is lost:
///   generated text comes back from the spec);
/// - a backup that holds a hand edit the file no longer has is kept, renamed as kept, and reported.
/// Files kept on purpose by a rollback (`kept`) are reported there and left alone.
enum ScratchCleanup {
    struct Outcome: Equatable {
        var removed: [String] = []
        var restored: [String] = []
        /// Backups holding hand edits: (the file, where its edited version now is).
        var keptEdits: [Pair] = []

        struct Pair: Equatable {
            var file: String
            var keptAt: String
        }
    }

    /// Settles the scratch files below each of `deepRoots` (the generated roots, walked whole) and
    /// directly in each of `flatRoots` (folders holding single planned files, such as a new spec).
    static func clean(deepRoots: [String], flatRoots: [String]) -> Outcome {
        var outcome = Outcome()
        for root in deepRoots { visit(root, deep: true, into: &outcome) }
        for root in flatRoots where !deepRoots.contains(where: { WritePath.isInside(root, $0) }) {
            visit(root, deep: false, into: &outcome)
        }
        return outcome
    }

    private static func visit(_ folder: String, deep: Bool, into outcome: inout Outcome) {
        guard POSIXFiles.isDirectoryNoFollow(folder),
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
        else { return }
        for name in names.sorted() {
            let path = folder + "/" + name
            if let owner = WritePath.scratchOwner(name), POSIXFiles.isRegularFileNoFollow(path) {
                settle(path, target: folder + "/" + owner.target, kind: owner.kind, into: &outcome)
            } else if deep, POSIXFiles.isDirectoryNoFollow(path) {
                visit(path, deep: true, into: &outcome)
            }
        }
    }

    private static func settle(_ path: String, target: String, kind: WritePath.ScratchKind, into outcome: inout Outcome) {
        do {
            switch kind {
            case .kept:
                return
            case .temporary:
                try POSIXFiles.remove(path)
                outcome.removed.append(path)
            case .backup:
                if POSIXFiles.kind(target) == .missing {
                    try POSIXFiles.rename(path, to: target)
                    outcome.restored.append(target)
                    return
                }
                let backup = try POSIXFiles.read(path)
                let current = try? POSIXFiles.read(target)
                if POSIXFiles.sameFile(path, target) || backup == current
                    || GeneratedFileHeader.inspect(backup) == .pristine
                {
                    try POSIXFiles.remove(path)
                    outcome.removed.append(path)
                } else {
                    let kept = WritePath.scratchPath(for: target, .kept)
                    try POSIXFiles.rename(path, to: kept)
                    outcome.keptEdits.append(.init(file: target, keptAt: kept))
                }
            }
        } catch {
            // Best effort: a file that cannot be settled now stays for the next run.
        }
    }
}
