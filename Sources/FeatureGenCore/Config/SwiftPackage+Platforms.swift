/// The generated code uses Observation (`@Observable`, `@Bindable`): the framework needs macOS 14,
/// iOS 17, tvOS 17, watchOS 10 (every visionOS has it). A package that declares no platforms gets
/// SwiftPM's old defaults and fails to build on Apple platforms (Linux builds it anyway), so
/// featuregen says what to add. It never edits Package.swift itself.
extension SwiftPackage {
    static let observationMinimums: [(name: String, swift: String, major: Int)] = [
        ("macos", "macOS", 14), ("ios", "iOS", 17), ("tvos", "tvOS", 17), ("watchos", "watchOS", 10),
    ]

    /// A warning when the declared platforms are too old for the generated code (nil when they are
    /// fine, or unknown). The note is the line to put in Package.swift; `manifest` is how to name it.
    public func observationPlatformWarning(manifest: String? = nil) -> Diagnostic? {
        guard let platforms else { return nil }
        let declared = Dictionary(platforms.map { ($0.name, $0.version) }, uniquingKeysWith: { first, _ in first })
        var tooOld: [String] = []
        var suggested: [String] = []
        for minimum in Self.observationMinimums {
            let version = declared[minimum.name]
            // macOS and iOS always: featuregen writes iOS features, and tests run on the Mac.
            guard version != nil || ["macos", "ios"].contains(minimum.name) else { continue }
            let major = version.flatMap { Int($0.split(separator: ".").first ?? "") } ?? 0
            guard major < minimum.major else { continue }
            tooOld.append(version.map { "\(minimum.swift) \($0)" } ?? "no \(minimum.swift) version")
            suggested.append(".\(minimum.swift)(.v\(minimum.major))")
        }
        guard !tooOld.isEmpty else { return nil }
        let entries = suggested.joined(separator: ", ")
        let manifest = manifest ?? Planner.join(root, Self.manifestName)
        let what = platforms.isEmpty ? "declares no platforms" : "declares " + tooOld.joined(separator: ", ")
        return .warning(
            "\(manifest) \(what); the generated code uses Observation, which needs macOS 14 and iOS 17, so the package will not build for Apple platforms",
            at: nil,
            notes: [.init(platforms.isEmpty
                ? "add this line to `Package(…)`, after `name:`: platforms: [\(entries)],"
                : "in the `platforms:` list of `Package(…)`, declare: \(entries)")])
    }
}
