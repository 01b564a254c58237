import Foundation

/// A run that reads some specs of a folder, where a spec it leaves out declares a type the run's specs
/// use (`featuregen validate Specs/ConversationDetail.feature.yml`, whose state holds another spec's
/// `Status`): said once per type, where it is used, since the generated code would not find it.
enum SpecNeighbours {
    static func check(_ features: [Feature], paths: [String], diagnostics: DiagnosticCollector) {
        let read = Set(paths.map(standardized))
        // Each folder as the user wrote it (for the note), once.
        var folders: [String: String] = [:]
        for path in paths {
            let folder = (path as NSString).deletingLastPathComponent
            folders[standardized(folder.isEmpty ? "." : folder)] = folder.isEmpty ? "." : folder
        }
        var besides: [String: (file: String, folder: String)] = [:]
        for folder in folders.keys.sorted().compactMap({ folders[$0] }) {
            for file in FolderWalk.files(under: folder, recursive: false, include: SpecDiscovery.isSpec).files
            where !read.contains(standardized(file)) {
                // Only its `models:` and `enums:` keys are looked at; its own problems are its run's.
                guard let root = try? SpecReader.read(path: file, diagnostics: DiagnosticCollector()) else { continue }
                for section in root.entries ?? [] where section.key == "models" || section.key == "enums" {
                    for entry in section.value.entries ?? [] where besides[entry.key] == nil {
                        besides[entry.key] = (file, folder)
                    }
                }
            }
        }
        guard !besides.isEmpty else { return }
        let declared = Set(features.flatMap { $0.models.map(\.name) + $0.enums.map(\.name) })
        var reported: Set<String> = []
        for feature in features {
            for type in SpecValidator.surfaceTypes(of: feature) {
                for name in SpecValidator.typeNames(in: type.text)
                where !declared.contains(name) && reported.insert(name).inserted {
                    guard let (file, folder) = besides[name] else { continue }
                    let spec = (file as NSString).lastPathComponent
                    diagnostics.warning(
                        "`\(name)` is declared by `\(spec)`, which this run does not read",
                        at: type.location,
                        notes: [.init("read the specs together: `featuregen validate \(folder)`")])
                }
            }
        }
    }

    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
