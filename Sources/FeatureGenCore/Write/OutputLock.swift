#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// The `flock`s of one run: one per output root, so any two runs that touch the same folder take
/// turns, whatever their flags (`-o Out` and `-o Out --tests-output Out/Tests` both lock `Out`).
///
/// Each root is locked exclusively, and each of its ancestors shared: a run writing `Out` and one
/// writing `Out/Tests` contend (exclusive `Out` against shared `Out`), while runs writing sibling
/// folders do not. Locks are taken in one fixed order, sorted by canonical path (ancestors first), so
/// two runs can never wait on each other in a cycle.
///
/// Lock files and journals live outside the developer's tree, in a private folder that mirrors the
/// canonical paths of the roots: `$TMPDIR/featuregen-<uid>/tree/_Users/_me/_App/_Out/.featuregen.lock`.
/// Canonical: symbolic links of the deepest existing folder resolved, the not-yet-created rest appended,
/// so every run finds the same lock whether or not the folders exist yet. The mirror lets a run find
/// the journals of killed runs on its roots' ancestors and descendants. flock locks are per open file
/// description, so two sets in one process contend too (tests rely on it). Lock files are left in place:
/// deleting a lock file others may wait on is unsafe.
final class OutputLock {
    static let fileName = ".featuregen.lock"

    /// One root locked exclusively: its canonical path and the mirror folder holding its journal.
    struct Root: Equatable {
        var path: String
        var directory: String
    }

    /// The exclusively locked roots, sorted.
    let roots: [Root]
    private var descriptors: [Int32]

    private init(roots: [Root], descriptors: [Int32]) {
        self.roots = roots
        self.descriptors = descriptors
    }

    deinit { release() }

    func release() {
        for descriptor in descriptors { close(descriptor) }  // closing drops the flock
        descriptors = []
    }

    enum Outcome {
        case locked(OutputLock)
        case timedOut(lockFile: String)
        /// The lock folder cannot be made or is not safe to use (not ours, a symbolic link).
        case unavailable(String)
    }

    /// Takes the locks for a run writing below `roots` (absolute, normalised), waiting up to `timeout`
    /// seconds for other runs. `create: false` (dry runs and checks) creates no lock file: a root no run
    /// ever locked has nothing to wait for.
    ///
    /// A writer that finds an interrupted run's journal on an ancestor it would only lock shared takes
    /// that ancestor exclusively instead, so it may roll the journal back (`journals`).
    static func acquire(roots: [String], create: Bool, timeout: Double) -> Outcome {
        let deadline = Date().addingTimeInterval(timeout)
        var exclusive = outermost(roots.map(canonical))
        if create, let problem = makePrivateFolder(baseDirectory()) ?? makePrivateFolder(treeDirectory()) {
            return .unavailable(problem)
        }
        while true {
            var descriptors: [Int32] = []
            func giveUp(_ outcome: Outcome) -> Outcome {
                for descriptor in descriptors { close(descriptor) }
                return outcome
            }
            var sharedWithJournal: [String] = []
            for (path, isExclusive) in plan(exclusive) {
                let directory = mirror(path)
                if create, let problem = makeMirror(path) { return giveUp(.unavailable(problem)) }
                let lockFile = directory + "/" + fileName
                let descriptor = open(lockFile, O_RDWR | O_CLOEXEC | O_NOFOLLOW | (create ? O_CREAT : 0), 0o600)
                guard descriptor >= 0 else {
                    if !create, errno == ENOENT { continue }  // never locked: nothing to wait for
                    return giveUp(.unavailable("cannot open the lock file `\(lockFile)`: \(POSIXFiles.describe(errno))"))
                }
                descriptors.append(descriptor)
                switch lock(descriptor, exclusive: isExclusive, until: deadline) {
                case .locked: break
                case .timedOut: return giveUp(.timedOut(lockFile: lockFile))
                case .unsupported: break  // a file system without flock: go on unlocked rather than never write
                }
                if create, !isExclusive, POSIXFiles.kind(WriteJournal.path(in: directory)) == .file {
                    sharedWithJournal.append(path)
                }
            }
            if sharedWithJournal.isEmpty {
                let locked = exclusive.map { Root(path: $0, directory: mirror($0)) }
                return .locked(OutputLock(roots: locked, descriptors: descriptors))
            }
            // An ancestor holds a killed run's journal: lock it exclusively too, and start over.
            for descriptor in descriptors { close(descriptor) }
            exclusive = outermost(exclusive + sharedWithJournal)
        }
    }

    /// The journals left by interrupted runs in the locked roots and in any folder below them (no other
    /// run can be writing there while the roots are locked exclusively), sorted.
    func journals() -> [String] {
        var result: [String] = []
        func walk(_ directory: String) {
            let journal = WriteJournal.path(in: directory)
            if POSIXFiles.kind(journal) == .file { result.append(journal) }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            for name in names.sorted() where name.hasPrefix("_") {
                let child = directory + "/" + name
                if POSIXFiles.isDirectoryNoFollow(child) { walk(child) }
            }
        }
        for root in roots { walk(root.directory) }
        return result
    }

    /// The journals of interrupted runs a read-only run should mention: on the roots, below them, and
    /// on their ancestors (which a writer would roll back first).
    static func pendingJournals(roots: [String]) -> [String] {
        var result: Set<String> = []
        for root in outermost(roots.map(canonical)) {
            for ancestor in WritePath.ancestors(root) {
                let journal = WriteJournal.path(in: mirror(ancestor))
                if POSIXFiles.kind(journal) == .file { result.insert(journal) }
            }
        }
        let below = OutputLock(roots: outermost(roots.map(canonical)).map { Root(path: $0, directory: mirror($0)) },
                               descriptors: []).journals()
        return result.union(below).sorted()
    }

    // MARK: Which locks

    /// Roots without the ones inside another root (the outer lock covers them), sorted.
    static func outermost(_ roots: [String]) -> [String] {
        let unique = Set(roots)
        return unique.filter { root in !unique.contains { $0 != root && WritePath.isInside(root, $0) } }.sorted()
    }

    /// Every lock a run on `roots` takes, in the order it takes them: each root exclusively and each of
    /// its ancestors shared, sorted by path (so an ancestor always comes before what is inside it).
    static func plan(_ roots: [String]) -> [(path: String, exclusive: Bool)] {
        var modes: [String: Bool] = [:]
        for root in roots {
            modes[root] = true
            for ancestor in WritePath.ancestors(root) where modes[ancestor] == nil { modes[ancestor] = false }
        }
        return modes.sorted { Array($0.key.utf8).lexicographicallyPrecedes(Array($1.key.utf8)) }
            .map { (path: $0.key, exclusive: $0.value) }
    }

    private enum LockResult { case locked, timedOut, unsupported }

    private static func lock(_ descriptor: Int32, exclusive: Bool, until deadline: Date) -> LockResult {
        while flock(descriptor, (exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK else { return .unsupported }
            guard Date() < deadline else { return .timedOut }
            usleep(10_000)  // flock has no timeout of its own: poll
        }
        return .locked
    }

    // MARK: Where

    /// `path` with the symbolic links of its deepest existing folder resolved and the rest appended.
    static func canonical(_ path: String) -> String {
        var missing: [String] = []
        var existing = path
        while existing != "/", POSIXFiles.kind(existing) == .missing {
            missing.insert(WritePath.name(existing), at: 0)
            existing = WritePath.parent(existing)
        }
        let resolved = realpath(existing, nil).map { pointer in
            defer { free(pointer) }
            return String(cString: pointer)
        } ?? existing
        let joined = ([resolved == "/" ? "" : resolved] + missing).joined(separator: "/")
        return joined.isEmpty ? "/" : joined
    }

    /// `$TMPDIR/featuregen-<uid>`: one folder per user, so nobody else can plant a lock or journal.
    static func baseDirectory() -> String {
        let temporary = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        let trimmed = temporary.hasSuffix("/") && temporary.count > 1 ? String(temporary.dropLast()) : temporary
        return trimmed + "/featuregen-\(getuid())"
    }

    static func treeDirectory() -> String { baseDirectory() + "/tree" }

    /// The folder holding the lock and journal of canonical `path`: each component becomes a folder
    /// named `_component`, so no component can collide with the lock or journal file names (a component
    /// too long to take the prefix is replaced by its hash).
    static func mirror(_ path: String) -> String {
        mirrorFolders(path).last ?? treeDirectory()
    }

    /// The mirror folders of `path` and its ancestors below the tree folder, outermost first.
    private static func mirrorFolders(_ path: String) -> [String] {
        var folder = treeDirectory()
        return path.utf8.split(separator: UInt8(ascii: "/")).map { component in
            folder += component.count < 200 ? "/_" + String(Substring(component)) : "/#" + String(FNV1a64.hash(component), radix: 16)
            return folder
        }
    }

    /// Creates the mirror folders down to `path`'s (inside the private tree folder, which `acquire`
    /// has checked); nil on success.
    private static func makeMirror(_ path: String) -> String? {
        for folder in mirrorFolders(path) where mkdir(folder, 0o700) != 0 && errno != EEXIST {
            return "cannot create the lock folder `\(folder)`: \(POSIXFiles.describe(errno))"
        }
        return nil
    }

    /// Creates `path` (mode 0700) unless it exists; refuses a folder that is a link or not the user's.
    private static func makePrivateFolder(_ path: String) -> String? {
        if mkdir(path, 0o700) != 0, errno != EEXIST {
            return "cannot create the lock folder `\(path)`: \(POSIXFiles.describe(errno))"
        }
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid() else {
            return "the lock folder `\(path)` is not a folder owned by this user"
        }
        return nil
    }
}
