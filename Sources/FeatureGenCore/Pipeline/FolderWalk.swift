import Foundation

/// The files under a folder, as `featuregen` reads spec and source folders: hidden entries skipped,
/// symbolic links followed (a folder reached twice through links, as in a cycle, is read once), and
/// a folder that cannot be read reported, never taken for an empty one.
enum FolderWalk {
    /// Paths (`folder/relative`) of the files under `folder` whose name satisfies `include`, sorted.
    /// `recursive: false` reads the folder itself only. Unreadable folders are returned in `unreadable`;
    /// links to nothing whose name satisfies `include`, in `dangling`.
    static func files(
        under folder: String, recursive: Bool = true, include: (String) -> Bool
    ) -> (files: [String], unreadable: [String], dangling: [String]) {
        var files: [String] = []
        var unreadable: [String] = []
        var dangling: [String] = []
        var visited = Set<String>()
        var pending = [folder]
        let manager = FileManager.default
        while let current = pending.popLast() {
            let real = URL(fileURLWithPath: current).resolvingSymlinksInPath().path
            guard visited.insert(real).inserted else { continue }
            guard let names = try? manager.contentsOfDirectory(atPath: current) else {
                unreadable.append(current)
                continue
            }
            for name in names where !name.hasPrefix(".") {
                let path = Planner.join(current, name)
                var isDirectory: ObjCBool = false
                // `fileExists` follows links: a link to a folder is a folder; a dangling one is nothing.
                guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                    if include(name) { dangling.append(path) }
                    continue
                }
                if isDirectory.boolValue {
                    if recursive { pending.append(path) }
                } else if include(name) {
                    files.append(path)
                }
            }
        }
        return (files.sorted(), unreadable.sorted(), dangling.sorted())
    }
}
