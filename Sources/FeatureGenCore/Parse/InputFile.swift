#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads an input file (spec, config, template, Swift source) safely: only a regular file, never more
/// than a limit. A FIFO given as a spec would block `open` forever, `/dev/zero` would be read until
/// memory runs out, and a folder would fail with an unhelpful message; each gets a clear error.
enum InputFile {
    /// The bytes of the file at `path`, or a `FatalError` at `path:1:1` saying why not.
    static func bytes(_ path: String, maxBytes: Int = ReaderLimits.maxBytes) throws -> [UInt8] {
        let location = SourceLocation(path: path, line: 1, column: 1)
        if let problem = pathProblem(path) { throw FatalError(problem, at: nil) }
        // O_NONBLOCK: opening a FIFO nobody writes to returns at once instead of waiting for a writer.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            let reason = code == ENOENT ? "no such file" : POSIXFiles.describe(code)
            throw FatalError("cannot read `\(path)`: \(reason)", at: code == ENOENT ? nil : location)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw FatalError("cannot read `\(path)`: \(POSIXFiles.describe(errno))", at: location)
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw FatalError("`\(path)` is \(kindName(info.st_mode)), not a regular file", at: location)
        }
        guard Int(info.st_size) <= maxBytes else {
            throw FatalError("`\(path)` is larger than \(maxBytes / (1024 * 1024)) MiB", at: location)
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else {
                throw FatalError("cannot read `\(path)`: \(POSIXFiles.describe(errno))", at: location)
            }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
            // The file may grow while it is read (its size was checked before).
            if bytes.count > maxBytes {
                throw FatalError("`\(path)` is larger than \(maxBytes / (1024 * 1024)) MiB", at: location)
            }
        }
    }

    /// Why a path given to featuregen cannot be used, if it cannot: a control character (a line break,
    /// a tab, an escape) would break the `path:line:col` messages and the `#sourceLocation` and header
    /// comments the path is written into.
    static func pathProblem(_ path: String, fix: String = "rename the file") -> String? {
        guard let bad = path.unicodeScalars.first(where: { isControl($0) }) else { return nil }
        let shown = String(String.UnicodeScalarView(path.unicodeScalars.map { isControl($0) ? "?" : $0 }))
        return "the path `\(shown)` contains the control character \(codePointName(bad.value)); \(fix)"
    }

    /// C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
            || scalar.value == 0x2029
    }

    private static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "a special file"
        }
    }
}
