import Foundation

/// Which files are feature specs: `*.feature.yml`, `*.feature.yaml` and `*.feature.json`.
public enum SpecDiscovery {
    public static let extensions = [".feature.yml", ".feature.yaml", ".feature.json"]

    public static func isSpec(_ path: String) -> Bool {
        extensions.contains { path.hasSuffix($0) }
    }

    /// Files as given; folders searched for specs (recursively unless `recursive` is false, symbolic
    /// links followed), sorted per folder, duplicates dropped. A path that does not exist, or a folder
    /// that cannot be read, is an error; hidden folders are skipped. A folder without specs is warned
    /// about unless `emptyIsExpected` (`new`, which is about to write the first one).
    public static func specFiles(
        in paths: [String], recursive: Bool = true, emptyIsExpected: Bool = false, diagnostics: DiagnosticCollector
    ) -> [String] {
        discover(in: paths, recursive: recursive, emptyIsExpected: emptyIsExpected, diagnostics: diagnostics).files
    }

    /// The specs found, and the spec names that lead nowhere (symbolic links to nothing): skipped, but a
    /// run that removes orphans must know, or it would delete their features' code.
    public static func discover(
        in paths: [String], recursive: Bool = true, emptyIsExpected: Bool = false, diagnostics: DiagnosticCollector
    ) -> (files: [String], dangling: [String]) {
        var dangling: [String] = []
        var result: [String] = []
        var seen = Set<String>()
        let files = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard files.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.error("no such file or folder `\(path)`", at: nil)
                continue
            }
            var found: [String] = []
            if isDirectory.boolValue {
                let walk = FolderWalk.files(under: path, recursive: recursive, include: isSpec)
                found = walk.files
                // A folder that cannot be read is an error: its specs would silently go missing.
                for folder in walk.unreadable {
                    diagnostics.error("cannot read folder `\(folder)` (permission denied?)", at: nil)
                }
                // A spec name that leads nowhere: said, and the rest of the run goes on.
                dangling += walk.dangling
                for link in walk.dangling {
                    diagnostics.warning("`\(link)` is a symbolic link to nothing; skipped", at: nil)
                }
                if found.isEmpty, walk.unreadable.isEmpty, !emptyIsExpected {
                    diagnostics.warning("no feature specs (*.feature.yml, *.feature.json) in `\(path)`", at: nil)
                }
            } else {
                found = [path]
            }
            for file in found where seen.insert(file).inserted { result.append(file) }
        }
        return (result, dangling)
    }
}
