import Foundation

/// Reading a package from SwiftPM's conventional layout, when `swift package describe` cannot run (no
/// toolchain on the PATH, a manifest that does not compile yet): every folder of `Sources/` (or
/// `Source/`, `src/`, `srcs/`) is a target, and `Tests/<Name>Tests` tests `<Name>`. Targets with a
/// custom `path:` are missed; the caller says the layout was used, so the user can pass paths instead.
extension SwiftPackage {
    static let sourceFolders = ["Sources", "Source", "src", "srcs"]
    static let testFolder = "Tests"

    public static func layout(root: String, reason: String) -> SwiftPackage {
        let manifest = (try? String(contentsOfFile: Planner.join(root, manifestName), encoding: .utf8)) ?? ""
        var targets: [Target] = []
        let usesPlugin = manifest.contains("FeatureGenPlugin")
        if let sources = sourceFolders.first(where: { isFolder(Planner.join(root, $0)) }) {
            for name in subfolders(of: Planner.join(root, sources)) {
                let folder = Planner.join(root, "\(sources)/\(name)")
                let isExecutable = FileManager.default.fileExists(atPath: Planner.join(folder, "main.swift"))
                targets.append(Target(
                    name: name, module: moduleName(name), path: "\(sources)/\(name)",
                    kind: isExecutable ? .executable : .library, usesBuildPlugin: usesPlugin))
            }
        }
        let sourceNames = Set(targets.map(\.name))
        for name in subfolders(of: Planner.join(root, testFolder)) {
            let tested = name.hasSuffix("Tests") ? String(name.dropLast("Tests".count)) : ""
            targets.append(Target(
                name: name, module: moduleName(name), path: "\(testFolder)/\(name)", kind: .test,
                dependencies: sourceNames.contains(tested) ? [tested] : [], usesBuildPlugin: usesPlugin))
        }
        // A manifest without `platforms:` declares none; with it, the versions need the compiler.
        let platforms: [Platform]? = manifest.contains("platforms:") ? nil : []
        return SwiftPackage(
            root: root, name: WritePath.name(root), targets: targets.sorted { $0.name < $1.name },
            platforms: platforms, source: .layout(reason: reason))
    }

    /// SwiftPM's c99name: characters that cannot be in an identifier become `_`.
    static func moduleName(_ name: String) -> String {
        var result = String(name.unicodeScalars.map { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" ? Character(scalar) : "_"
        })
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "_" + result }
        return result
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func subfolders(of folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { !$0.hasPrefix(".") && isFolder(Planner.join(folder, $0)) }.sorted()
    }
}
