import Foundation

/// The JSON Schema of feature specs, for editors. YAML editors (VS Code's YAML extension, any client
/// of yaml-language-server) complete and check a spec whose first line names a schema:
/// `# yaml-language-server: $schema=../../.featuregen/feature-spec.schema.json`. The path is relative
/// to the spec, so it resolves on every machine that has the project: featuregen keeps a copy of its
/// schema at `.featuregen/feature-spec.schema.json` in the project root, refreshed when it changes.
public enum SpecSchema {
    /// The schema featuregen reads specs by (docs/feature-spec.schema.json, built in).
    public static let text = BundledSchema.text + "\n"

    public static let installedPath = ".featuregen/feature-spec.schema.json"

    static let modelinePrefix = "# yaml-language-server: $schema="

    /// The project a spec folder belongs to: the nearest folder at or above it holding a Package.swift,
    /// an Xcode project or workspace, or `.git`; the spec folder itself when there is none.
    public static func projectRoot(forSpecFolder folder: String, currentDirectory: String) -> String {
        let start = WritePath.absolute(folder, base: currentDirectory)
        var candidate = start
        let files = FileManager.default
        while true {
            let names = (try? files.contentsOfDirectory(atPath: candidate)) ?? []
            if names.contains(where: { $0 == "Package.swift" || $0 == ".git" || $0.hasSuffix(".xcodeproj")
                || $0.hasSuffix(".xcworkspace") })
            {
                return candidate
            }
            if candidate == "/" { return start }
            candidate = WritePath.parent(candidate)
        }
    }

    /// Where the schema goes for specs in `folder` (absolute).
    public static func installedFile(forSpecFolder folder: String, currentDirectory: String) -> String {
        Planner.join(projectRoot(forSpecFolder: folder, currentDirectory: currentDirectory), installedPath)
    }

    /// The first line of a spec written into `folder`: the schema, relative to the spec.
    public static func modeline(forSpecFolder folder: String, currentDirectory: String) -> String {
        let schema = installedFile(forSpecFolder: folder, currentDirectory: currentDirectory)
        return modelinePrefix + relativePath(schema, from: WritePath.absolute(folder, base: currentDirectory))
    }

    /// `path` relative to the folder `base` (both absolute and normalised): `../../.featuregen/x.json`.
    static func relativePath(_ path: String, from base: String) -> String {
        let target = path.split(separator: "/")
        let origin = base.split(separator: "/")
        var common = 0
        while common < min(target.count, origin.count), target[common] == origin[common] { common += 1 }
        let up = Array(repeating: "..", count: origin.count - common)
        return (up + target[common...].map(String.init)).joined(separator: "/")
    }

    public enum InstallResult: Sendable, Equatable {
        case created, updated, unchanged
    }

    /// Writes the schema to `file` unless it is there already with the same contents. The file is
    /// featuregen's (a copy of the built-in schema), refreshed whenever featuregen's schema changes.
    public static func install(at file: String) throws -> InstallResult {
        let existing = FileManager.default.contents(atPath: file)
        if existing == Data(text.utf8) { return .unchanged }
        try FileManager.default.createDirectory(
            atPath: WritePath.parent(file), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
        return existing == nil ? .created : .updated
    }
}
