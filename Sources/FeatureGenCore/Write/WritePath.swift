/// Lexical path arithmetic (no file-system access, no symlink resolution): absolute, normalised paths
/// are what the writer compares, locks and journals.
enum WritePath {
    /// `path` made absolute against `base` with `.` and `..` resolved textually.
    static func absolute(_ path: String, base: String) -> String {
        let joined = path.hasPrefix("/") ? path : base + "/" + path
        var components: [Substring] = []
        for component in joined.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    static func hasParentReference(_ path: String) -> Bool {
        path.split(separator: "/").contains("..")
    }

    /// Whether `path` is `root` or lies below it (both absolute and normalised).
    static func isInside(_ path: String, _ root: String) -> Bool {
        path == root || path.hasPrefix(root == "/" ? "/" : root + "/")
    }

    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    static func name(_ path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
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
        guard var common = paths.first?.split(separator: "/") else { return "/" }
        for path in paths.dropFirst() {
            let components = path.split(separator: "/")
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        return "/" + common.joined(separator: "/")
    }

    /// Names of the writer's own scratch files (lock, journal, temporaries, backups): never planned,
    /// never orphans.
    static func isScratchName(_ name: String) -> Bool {
        name.hasPrefix(".featuregen") || name.contains(".featuregen-tmp-")
            || name.contains(".featuregen-backup-")
    }
}
