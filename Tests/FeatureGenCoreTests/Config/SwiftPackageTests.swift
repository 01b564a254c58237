import Foundation
import Testing
@testable import FeatureGenCore

/// A fresh folder, removed when the test ends.
final class ScratchFolder: @unchecked Sendable {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("package-\(UUID())").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func write(_ relative: String, _ text: String = "") throws {
        let file = path + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
    }
}

/// What `swift package describe --type json` printed for a package with a library that applies the
/// build plugin, its test target, an executable and a macro (Swift 6.3, trimmed to the keys read).
let describedJSON = """
    {
      "dependencies" : [ { "identity" : "featuregen", "path" : "/src/featuregen", "type" : "fileSystem" } ],
      "name" : "Shop",
      "path" : "/work/Shop",
      "platforms" : [ { "name" : "macos", "version" : "13.0" }, { "name" : "ios", "version" : "17.0" } ],
      "targets" : [
        { "c99name" : "ShopTests", "module_type" : "SwiftTarget", "name" : "ShopTests", "path" : "Tests/ShopTests",
          "product_dependencies" : [ "FeatureGenPlugin" ], "target_dependencies" : [ "Shop" ], "type" : "test" },
        { "c99name" : "shop_cli", "module_type" : "SwiftTarget", "name" : "shop-cli", "path" : "Sources/shop-cli",
          "target_dependencies" : [ "Shop" ], "type" : "executable" },
        { "c99name" : "Shop", "module_type" : "SwiftTarget", "name" : "Shop", "path" : "Modules/Shop",
          "product_dependencies" : [ "FeatureGenPlugin" ], "type" : "library" },
        { "c99name" : "Macros", "module_type" : "SwiftTarget", "name" : "Macros", "path" : "Sources/Macros",
          "type" : "macro" },
        { "c99name" : "CZip", "module_type" : "ClangTarget", "name" : "CZip", "path" : "Sources/CZip",
          "type" : "library" }
      ],
      "tools_version" : "6.0"
    }
    """

@Suite struct SwiftPackageTests {
    @Test func describeOutputGivesTargetsPathsModulesTestsAndPlugins() throws {
        let package = try SwiftPackage.parse(describeJSON: Data(describedJSON.utf8), root: "/work/Shop")
        #expect(package.name == "Shop")
        #expect(package.source == .describe)
        #expect(package.featureTargets.map(\.name) == ["Shop", "shop-cli"])
        let shop = try #require(package.target(named: "Shop"))
        #expect(package.folder(of: shop) == "/work/Shop/Modules/Shop")
        #expect(shop.usesBuildPlugin && shop.kind == .library)
        #expect(package.target(named: "shop-cli")?.module == "shop_cli")
        #expect(package.target(named: "shop-cli")?.usesBuildPlugin == false)
        #expect(package.testTarget(of: shop)?.name == "ShopTests")
        #expect(package.target(named: "CZip")?.holdsFeatures == false)
        #expect(package.platforms == [.init(name: "macos", version: "13.0"), .init(name: "ios", version: "17.0")])
        #expect(package.featureTarget(containing: "/work/Shop/Modules/Shop/Features/Order")?.name == "Shop")
        #expect(package.featureTarget(containing: "/work/Shop/Modules/ShopKit") == nil)
    }

    @Test func unreadableDescribeOutputIsAnErrorNotACrash() {
        #expect(throws: SwiftPackage.DescribeFailed.self) {
            try SwiftPackage.parse(describeJSON: Data("error: no manifest".utf8), root: "/x")
        }
    }

    @Test func theLayoutGivesSourceFoldersAndTheirTestsFolders() throws {
        let folder = try ScratchFolder()
        try folder.write("Package.swift", "// swift-tools-version: 6.0\nlet package = Package(name: \"Shop\")\n")
        try folder.write("Sources/Shop/Shop.swift")
        try folder.write("Sources/shop-tool/main.swift")
        try folder.write("Tests/ShopTests/ShopTests.swift")
        try folder.write("Tests/OtherTests/OtherTests.swift")
        let package = SwiftPackage.layout(root: folder.path, reason: "no toolchain")
        #expect(package.source == .layout(reason: "no toolchain"))
        #expect(package.targets.map(\.name) == ["OtherTests", "Shop", "ShopTests", "shop-tool"])
        #expect(package.target(named: "shop-tool")?.kind == .executable)
        #expect(package.target(named: "shop-tool")?.module == "shop_tool")
        let shop = try #require(package.target(named: "Shop"))
        #expect(package.testTarget(of: shop)?.path == "Tests/ShopTests")
        #expect(package.target(named: "OtherTests")?.dependencies == [])
        // No `platforms:` in the manifest: it declares none.
        #expect(package.platforms == [])
    }

    @Test func theRootIsTheNearestFolderWithAManifestEvenFromAFolderNotYetCreated() throws {
        let folder = try ScratchFolder()
        try folder.write("Package.swift")
        try folder.write("Sources/Shop/Shop.swift")
        #expect(SwiftPackage.findRoot(from: "Sources/Shop/New/Deeper", currentDirectory: folder.path) == folder.path)
        let inner = try ScratchFolder()
        #expect(SwiftPackage.findRoot(from: inner.path, currentDirectory: "/") == nil)
    }

    @Test func aPackageWithoutPlatformsIsToldTheLineToAdd() throws {
        let package = SwiftPackage(root: "/p", name: "P", targets: [], platforms: [], source: .describe)
        let warning = try #require(package.observationPlatformWarning(manifest: "Package.swift"))
        #expect(warning.description == """
            featuregen: warning: Package.swift declares no platforms; the generated code uses Observation, which needs macOS 14 and iOS 17, so the package will not build for Apple platforms
            featuregen: note: add this line to `Package(…)`, after `name:`: platforms: [.macOS(.v14), .iOS(.v17)],
            """)
    }

    @Test func tooOldPlatformsAreNamedAndOnlyThoseRaised() throws {
        let package = try SwiftPackage.parse(describeJSON: Data(describedJSON.utf8), root: "/work/Shop")
        let warning = try #require(package.observationPlatformWarning(manifest: "Package.swift"))
        #expect(warning.message.hasPrefix("Package.swift declares macOS 13.0; "))
        #expect(warning.notes.map(\.message) == ["in the `platforms:` list of `Package(…)`, declare: .macOS(.v14)"])
        var declared = package
        declared.platforms = [.init(name: "macos", version: "14.0"), .init(name: "ios", version: "18.0"),
                              .init(name: "watchos", version: "9.0")]
        #expect(declared.observationPlatformWarning()?.notes.map(\.message) == [
            "in the `platforms:` list of `Package(…)`, declare: .watchOS(.v10)",
        ])
        declared.platforms?.removeLast()
        #expect(declared.observationPlatformWarning() == nil)
        declared.platforms = nil
        #expect(declared.observationPlatformWarning() == nil, "unknown platforms: nothing to say")
    }
}
