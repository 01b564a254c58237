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

/// Text saved as UTF-16 or UTF-32, which featuregen does not read. Without a byte order mark such a file
/// of ASCII text is valid UTF-8 full of NUL bytes, and would be reported as a control character on
/// every other column; this names the encoding instead.
enum WideEncoding {
    /// Why `bytes` cannot be read as UTF-8 because they are UTF-16 or UTF-32, or nil.
    static func problem(_ bytes: [UInt8]) -> String? {
        if let name = byteOrderMarkEncoding(bytes) {
            return "the file is \(name) (it starts with a \(name) byte order mark); save it as UTF-8"
        }
        if let (name, pattern) = guessedEncoding(bytes) {
            return "the file looks like \(name) (\(pattern)); save it as UTF-8"
        }
        return nil
    }

    private static func byteOrderMarkEncoding(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return "UTF-32LE" }
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return "UTF-32BE" }
        if bytes.starts(with: [0xFF, 0xFE]) { return "UTF-16LE" }
        if bytes.starts(with: [0xFE, 0xFF]) { return "UTF-16BE" }
        return nil
    }

    /// UTF-16 and UTF-32 without a byte order mark, from where the NUL bytes of the file's start lie:
    /// ASCII text has one in every second byte (UTF-16) or three in every four (UTF-32). Text in UTF-8
    /// has none, so a few at those positions are not enough; most of them must be NUL.
    private static func guessedEncoding(_ bytes: [UInt8]) -> (String, String)? {
        let sample = bytes.prefix(4096)
        guard sample.count >= 4, sample.contains(0) else { return nil }
        var nulsAt = [Int](repeating: 0, count: 4)
        var slots = [Int](repeating: 0, count: 4)
        for (offset, byte) in sample.enumerated() {
            slots[offset % 4] += 1
            if byte == 0 { nulsAt[offset % 4] += 1 }
        }
        func mostly(_ positions: [Int]) -> Bool { positions.allSatisfy { nulsAt[$0] * 4 >= slots[$0] * 3 } }
        func none(_ positions: [Int]) -> Bool { positions.allSatisfy { nulsAt[$0] * 10 <= slots[$0] } }
        let quarters = "three NUL bytes in every four"
        if mostly([1, 2, 3]), none([0]) { return ("UTF-32LE", quarters) }
        if mostly([0, 1, 2]), none([3]) { return ("UTF-32BE", quarters) }
        let alternate = "NUL bytes at alternate positions"
        // UTF-16's second byte is NUL for ASCII only; other characters (`注`) fill both.
        if nulsAt[1] + nulsAt[3] >= (slots[1] + slots[3]) / 2, none([0, 2]) { return ("UTF-16LE", alternate) }
        if nulsAt[0] + nulsAt[2] >= (slots[0] + slots[2]) / 2, none([1, 3]) { return ("UTF-16BE", alternate) }
        return nil
    }
}
