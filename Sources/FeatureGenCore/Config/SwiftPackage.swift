import Foundation

/// The Swift package a command runs in, as far as featuregen needs it: where it is, its targets (where
/// their files live, which test target tests which), and the platforms it declares.
///
/// Read with `swift package describe --type json` (`SwiftPackage.describe`), which evaluates the
/// manifest exactly as `swift build` does; when that fails, from the conventional layout
/// (`SwiftPackage.layout`). Nothing is cached and nothing is written into the package.
public struct SwiftPackage: Sendable, Equatable {
    public struct Target: Sendable, Equatable {
        public enum Kind: String, Sendable {
            case library, executable, test
            /// Macros, plugins, system libraries, binaries, snippets: never a place for features.
            case other
        }

        public var name: String
        /// The module name (`c99name`): what the generated tests `@testable import`.
        public var module: String
        /// The target's folder, relative to the package root (`Sources/Shop`).
        public var path: String
        public var kind: Kind
        /// Whether its sources are Swift (a C target cannot hold features).
        public var isSwift: Bool
        /// Names of the targets of this package it depends on.
        public var dependencies: [String]
        /// Whether the target applies featuregen's build plugin, which generates the code (or, on a
        /// test target, the tests) on every build; writing them too would declare everything twice.
        public var usesBuildPlugin: Bool

        public init(
            name: String, module: String? = nil, path: String, kind: Kind, isSwift: Bool = true,
            dependencies: [String] = [], usesBuildPlugin: Bool = false
        ) {
            self.name = name
            self.module = module ?? name
            self.path = path
            self.kind = kind
            self.isSwift = isSwift
            self.dependencies = dependencies
            self.usesBuildPlugin = usesBuildPlugin
        }

        /// A target features can go into: Swift, library or executable.
        public var holdsFeatures: Bool { isSwift && (kind == .library || kind == .executable) }
    }

    public struct Platform: Sendable, Equatable {
        /// SwiftPM's lowercase name: `macos`, `ios`, `tvos`, `watchos`, `visionos`, …
        public var name: String
        public var version: String
        public init(name: String, version: String) {
            self.name = name
            self.version = version
        }
    }

    /// How the package was read, for the user: describe is exact, the layout a convention.
    public enum Source: Sendable, Equatable {
        case describe
        /// `swift package describe` failed (the reason); the conventional layout was read instead.
        case layout(reason: String)
    }

    /// The folder holding `Package.swift` (absolute, normalised).
    public var root: String
    public var name: String
    public var targets: [Target]
    /// The declared platforms; `nil` when unknown (read from the layout, and the manifest declares some).
    public var platforms: [Platform]?
    public var source: Source

    public init(root: String, name: String, targets: [Target], platforms: [Platform]?, source: Source) {
        self.root = root
        self.name = name
        self.targets = targets
        self.platforms = platforms
        self.source = source
    }

    public static let manifestName = "Package.swift"

    /// The nearest folder at or above `folder` that holds a `Package.swift` (absolute); nil when none.
    /// `folder` need not exist yet (an output folder about to be created): its existing ancestors count.
    public static func findRoot(from folder: String, currentDirectory: String) -> String? {
        var candidate = WritePath.absolute(folder, base: currentDirectory)
        let files = FileManager.default
        while true {
            if files.fileExists(atPath: Planner.join(candidate, manifestName)) { return candidate }
            if candidate == "/" { return nil }
            candidate = WritePath.parent(candidate)
        }
    }

    /// The package read by `swift package describe`, or from its layout when that fails.
    public static func read(root: String) -> SwiftPackage {
        do {
            return try describe(root: root)
        } catch {
            return layout(root: root, reason: "\(error)")
        }
    }

    public func target(named name: String) -> Target? { targets.first { $0.name == name } }

    /// Targets features can go into, in the manifest's order.
    public var featureTargets: [Target] { targets.filter(\.holdsFeatures) }

    /// The test target of `target`: one that depends on it, `<Target>Tests` first.
    public func testTarget(of target: Target) -> Target? {
        let testing = targets.filter { $0.kind == .test && $0.dependencies.contains(target.name) }
        return testing.first { $0.name == target.name + "Tests" } ?? testing.first
    }

    /// The absolute folder of `target`.
    public func folder(of target: Target) -> String { WritePath.absolute(target.path, base: root) }

    /// The feature target whose folder holds `path` (absolute), the deepest one when folders nest.
    public func featureTarget(containing path: String) -> Target? {
        featureTargets.filter { WritePath.isInside(path, folder(of: $0)) }
            .max { folder(of: $0).count < folder(of: $1).count }
    }
}
