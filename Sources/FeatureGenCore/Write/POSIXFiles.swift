#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// The few file-system calls the writer needs, straight on POSIX: `link`/`rename` give the atomic,
/// no-clobber moves a transaction relies on, which Foundation does not expose.
enum POSIXFiles {
    enum Kind: Equatable {
        case missing, file, directory, other
        /// stat failed for another reason than "no such file" (e.g. permission denied).
        case inaccessible(String)
    }

    static func kind(_ path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            return code == ENOENT || code == ENOTDIR ? .missing : .inaccessible(describe(code))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// Without following a final symbolic link: used when walking folders, so links are never followed.
    static func isRegularFileNoFollow(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    static func isDirectoryNoFollow(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    static func permissions(_ path: String) -> mode_t? {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o7777 : nil
    }

    static func canWrite(inDirectory path: String) -> Bool { access(path, W_OK | X_OK) == 0 }

    static func read(_ path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FatalError("cannot read `\(path)`")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Creates `path` (which must not exist) with `contents`; `mode` keeps a replaced file's permissions.
    static func createFile(_ path: String, contents: String, mode: mode_t?, sync: Bool = false) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure("cannot create", path) }
        defer { close(descriptor) }
        var bytes = Array(contents.utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeMutableBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { throw failure("cannot write", path) }
            written += result
        }
        if let mode, fchmod(descriptor, mode) != 0 { throw failure("cannot set permissions of", path) }
        if sync, fsync(descriptor) != 0 { throw failure("cannot sync", path) }
        bytes.removeAll()
    }

    /// Appends `line` and a newline to an existing file and syncs it.
    static func append(_ path: String, line: some StringProtocol) throws {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure("cannot open", path) }
        defer { close(descriptor) }
        let bytes = Array((line + "\n").utf8)
        let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress!, $0.count) }
        guard written == bytes.count, fsync(descriptor) == 0 else { throw failure("cannot write", path) }
    }

    static func rename(_ source: String, to destination: String) throws {
        guard Foundation.rename(source, destination) == 0 else {
            throw failure("cannot move `\(source)` to", destination)
        }
    }

    /// A hard link; the error number on failure (EEXIST when `destination` exists).
    static func link(_ source: String, to destination: String) -> Int32? {
        Foundation.link(source, destination) == 0 ? nil : errno
    }

    /// Removes a file; a file that is already gone is fine.
    static func remove(_ path: String) throws {
        guard unlink(path) == 0 || errno == ENOENT else { throw failure("cannot remove", path) }
    }

    static func makeDirectory(_ path: String, mode: mode_t = 0o777) throws {
        guard mkdir(path, mode) == 0 else { throw failure("cannot create folder", path) }
    }

    /// Whether two paths name the same file (a hard link of it), without following final links.
    static func sameFile(_ a: String, _ b: String) -> Bool {
        var first = stat()
        var second = stat()
        return lstat(a, &first) == 0 && lstat(b, &second) == 0 && first.st_dev == second.st_dev
            && first.st_ino == second.st_ino
    }

    /// Makes the entries of a folder durable (a created file survives a power loss); best effort.
    static func syncDirectory(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    /// Removes a folder if it is empty; reports whether it is gone.
    @discardableResult
    static func removeEmptyDirectory(_ path: String) -> Bool { rmdir(path) == 0 || errno == ENOENT }

    static func randomSuffix() -> String { String(UInt64.random(in: 0...UInt64.max), radix: 36) }

    static func describe(_ code: Int32) -> String { String(cString: strerror(code)).lowercased() }

    private static func failure(_ what: String, _ path: String) -> FatalError {
        FatalError("\(what) `\(path)`: \(describe(errno))")
    }
}
