/// Lexical path arithmetic (no file-system access, no symlink resolution): absolute, normalised paths
/// are what the writer compares, locks and journals.
enum WritePath {
    /// `path` made absolute against `base` with `.` and `..` resolved textually.
    static func absolute(_ path: String, base: String) -> String {
        let joined = path.hasPrefix("/") ? path : base + "/" + path
        var components: [Substring] = []
        // Split on the UTF-8 view (`/` is ASCII): the same pieces as a Character split, much cheaper.
        for bytes in joined.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            let component = Substring(bytes)
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    static func hasParentReference(_ path: String) -> Bool {
        path.utf8.split(separator: UInt8(ascii: "/")).contains { $0.elementsEqual("..".utf8) }
    }

    /// Whether `path` is `root` or lies below it (both absolute and normalised).
    static func isInside(_ path: String, _ root: String) -> Bool {
        path == root || path.hasPrefix(root == "/" ? "/" : root + "/")
    }

    // `/` is ASCII, so searching the UTF-8 view finds the same index as searching the characters,
    // without grapheme breaking (these run several times for every planned file).
    static func parent(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    static func name(_ path: String) -> String {
        path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// Every ancestor of `path`, nearest first, ending with `/`.
    static func ancestors(_ path: String) -> [String] {
        var result: [String] = []
        var current = path
        while current != "/" {
            current = parent(current)
            result.append(current)
        }
        return result
    }

    /// The deepest folder containing all `paths` (absolute, normalised).
    static func commonAncestor(_ paths: [String]) -> String {
        let slash = UInt8(ascii: "/")
        guard var common = paths.first?.utf8.split(separator: slash) else { return "/" }
        for path in paths.dropFirst() {
            let components = path.utf8.split(separator: slash)
            common = Array(zip(common, components).prefix { $0.elementsEqual($1) }.map(\.0))
        }
        return "/" + common.map { String(Substring($0)) }.joined(separator: "/")
    }

    /// The kinds of scratch file a transaction makes beside the files it writes.
    enum ScratchKind: String, CaseIterable {
        /// New contents not yet moved into place.
        case temporary = "tmp"
        /// The earlier version of a file replaced or removed, until the run commits.
        case backup
        /// An earlier version kept on purpose (a rollback found the file changed since): reported, left.
        case kept
    }

    /// `.<name>.featuregen-<kind>-<random>` beside `path`.
    static func scratchPath(for path: String, _ kind: ScratchKind) -> String {
        parent(path) + "/." + name(path) + ".featuregen-\(kind.rawValue)-" + POSIXFiles.randomSuffix()
    }

    /// The file a scratch file named `name` belongs to (its name), and its kind.
    static func scratchOwner(_ name: String) -> (target: String, kind: ScratchKind)? {
        guard name.hasPrefix(".") else { return nil }
        for kind in ScratchKind.allCases {
            let marker = ".featuregen-\(kind.rawValue)-"
            guard let range = name.range(of: marker, options: .backwards), range.lowerBound > name.startIndex
            else { continue }
            let target = name[name.index(after: name.startIndex)..<range.lowerBound]
            let suffix = name[range.upperBound...]
            guard !target.isEmpty, !suffix.isEmpty, suffix.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
            else { continue }
            return (String(target), kind)
        }
        return nil
    }

    /// Names of the writer's own scratch files (lock, journal, temporaries, backups): never planned,
    /// never orphans.
    static func isScratchName(_ name: String) -> Bool {
        name.hasPrefix(".featuregen") || name.contains(".featuregen-tmp-")
            || name.contains(".featuregen-backup-") || name.contains(".featuregen-kept-")
    }
}
