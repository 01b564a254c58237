#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// An exclusive `flock` on `.featuregen.lock`, so two runs writing the same outputs take turns and
/// never leave a tree mixed from both.
///
/// Where the lock lives must not change while runs are going on, yet the output folders may not exist
/// yet (the first run creates them). So the lock goes in the nearest existing folder above the outputs,
/// unless an existing `.featuregen.lock` is found further up: a run that created the output folders
/// locked that file, and later runs must find the same one. The journal lives next to the lock.
/// flock locks are per open file description, so two opens in one process contend too (tests rely
/// on it). The lock file itself is left in place: deleting a lock file others may wait on is unsafe.
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
        /// Nothing to lock: a read-only run with no lock file yet, or a folder featuregen cannot write
        /// in (then no other run can write there either).
        case notNeeded(directory: String)
        case timedOut(lockFile: String)
    }

    /// The folder for the lock and journal of a run writing `paths` (absolute, normalised).
    static func directory(for paths: [String]) -> String {
        let common = WritePath.commonAncestor(paths)
        let existing =
            ([common] + WritePath.ancestors(common)).first { POSIXFiles.kind($0) == .directory } ?? "/"
        let withLock = ([existing] + WritePath.ancestors(existing)).first {
            POSIXFiles.kind($0 + "/" + fileName) == .file
        }
        return withLock ?? existing
    }

    /// Takes the lock for `paths`, waiting up to `timeout` seconds for another run to finish.
    /// `create: false` (dry runs and checks) only uses a lock file that already exists.
    static func acquire(for paths: [String], create: Bool, timeout: Double) -> Outcome {
        let directory = directory(for: paths)
        let lockFile = directory == "/" ? "/" + fileName : directory + "/" + fileName
        let flags = O_RDWR | O_CLOEXEC | (create ? O_CREAT : 0)
        let descriptor = open(lockFile, flags, 0o666)
        guard descriptor >= 0 else { return .notNeeded(directory: directory) }
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
}
