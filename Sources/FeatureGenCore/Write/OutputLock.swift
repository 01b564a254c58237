#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// An exclusive `flock`, so two runs writing the same outputs take turns and never leave a tree mixed
/// from both.
///
/// The lock is keyed by the canonical common root of the outputs (symbolic links of its deepest
/// existing folder resolved, the not-yet-created rest appended), and lives in the system temporary
/// folder: `$TMPDIR/featuregen-<uid>/<hash>/.featuregen.lock`. So every run on the same outputs finds the
/// same lock whether or not the output folders exist yet, nothing is created in the developer's tree,
/// and a stray lock file somewhere up the tree cannot capture unrelated runs. The journal lives next to
/// the lock. flock locks are per open file description, so two opens in one process contend too (tests
/// rely on it). The lock file is left in place: deleting a lock file others may wait on is unsafe.
final class OutputLock {
    static let fileName = ".featuregen.lock"

    let directory: String
    private var descriptor: Int32

    private init(directory: String, descriptor: Int32) {
        self.directory = directory
        self.descriptor = descriptor
    }

    deinit { release() }

    func release() {
        guard descriptor >= 0 else { return }
        close(descriptor)  // closing drops the flock
        descriptor = -1
    }

    enum Outcome {
        case locked(OutputLock)
        /// Nothing to lock: a read-only run and no run has locked these outputs yet.
        case notNeeded(directory: String)
        case timedOut(lockFile: String)
        /// The lock folder cannot be made or is not safe to use (not ours, a symbolic link).
        case unavailable(String)
    }

    /// The folder for the lock and journal of a run writing `paths` (absolute, normalised).
    static func directory(for paths: [String]) -> String {
        let root = canonical(WritePath.commonAncestor(paths))
        return baseDirectory() + "/" + String(FNV1a64.hash(root.utf8), radix: 16)
    }

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
        return ([resolved == "/" ? "" : resolved] + missing).joined(separator: "/").nonEmpty ?? "/"
    }

    /// `$TMPDIR/featuregen-<uid>`: one folder per user, so nobody else can plant a lock or journal.
    static func baseDirectory() -> String {
        let temporary = ProcessInfo.processInfo.environment["TMPDIR"].flatMap(\.nonEmpty) ?? "/tmp"
        let trimmed = temporary.hasSuffix("/") && temporary.count > 1 ? String(temporary.dropLast()) : temporary
        return trimmed + "/featuregen-\(getuid())"
    }

    /// Takes the lock for `paths`, waiting up to `timeout` seconds for another run to finish.
    /// `create: false` (dry runs and checks) only uses a lock that already exists.
    static func acquire(for paths: [String], create: Bool, timeout: Double) -> Outcome {
        let directory = directory(for: paths)
        let lockFile = directory + "/" + fileName
        if create, let problem = makePrivateFolder(WritePath.parent(directory)) ?? makePrivateFolder(directory) {
            return .unavailable(problem)
        }
        let descriptor = open(lockFile, O_RDWR | O_CLOEXEC | O_NOFOLLOW | (create ? O_CREAT : 0), 0o600)
        guard descriptor >= 0 else {
            if !create { return .notNeeded(directory: directory) }
            return .unavailable("cannot open the lock file `\(lockFile)`: \(POSIXFiles.describe(errno))")
        }
        let deadline = Date().addingTimeInterval(timeout)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK, Date() < deadline else {
                close(descriptor)
                // A file system without flock support: go on unlocked rather than never write.
                return code == EWOULDBLOCK ? .timedOut(lockFile: lockFile) : .notNeeded(directory: directory)
            }
            usleep(10_000)  // flock has no timeout of its own: poll
        }
        return .locked(OutputLock(directory: directory, descriptor: descriptor))
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

extension String {
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
