import Foundation
import Testing
@testable import FeatureGenCore

/// A package on disk (a manifest, so it is found) whose targets come from a stub instead of the
/// toolchain: these tests are about the choices, `SwiftPackageTests` about reading packages.
private struct StubPackage {
    let folder: ScratchFolder
    let package: SwiftPackage

    init(_ targets: [SwiftPackage.Target], platforms: [SwiftPackage.Platform]? = []) throws {
        folder = try ScratchFolder()
        try folder.write("Package.swift")
        package = SwiftPackage(root: folder.path, name: "Shop", targets: targets, platforms: platforms, source: .describe)
    }

    var root: String { folder.path }

    func resolve(
        _ request: FeatureLocation.Request, reads: Bool = true
    ) -> (location: FeatureLocation?, lines: [String]) {
        let diagnostics = DiagnosticCollector()
        let location = FeatureLocation.resolve(request, diagnostics: diagnostics) { root in
            #expect(reads, "the package was read although every path was given")
            #expect(root == self.root)
            return package
        }
        return (location, diagnostics.sorted.flatMap { $0.description.split(separator: "\n").map(String.init) })
    }
}

private let shop = SwiftPackage.Target(name: "Shop", path: "Sources/Shop", kind: .library)
private let shopTests = SwiftPackage.Target(name: "ShopTests", path: "Tests/ShopTests", kind: .test, dependencies: ["Shop"])
private let widgets = SwiftPackage.Target(name: "Widgets", path: "Sources/Widgets", kind: .library)

@Suite struct FeatureLocationTests {
    @Test func theOnlyTargetGivesSourcesTestsModuleAndSpecFolder() throws {
        let stub = try StubPackage([shop, shopTests, SwiftPackage.Target(name: "Macros", path: "Sources/Macros", kind: .other)])
        let (location, lines) = stub.resolve(.init(currentDirectory: stub.root + "/Sources/Shop"))
        #expect(lines.isEmpty)
        #expect(location?.target?.name == "Shop")
        #expect(location?.output == stub.root + "/Sources/Shop")
        #expect(location?.testsOutput == stub.root + "/Tests/ShopTests")
        #expect(location?.module == "Shop")
        #expect(location?.specFolder == stub.root + "/Specs/Shop")
    }

    @Test func severalTargetsNeedTargetAndTheErrorListsThem() throws {
        let stub = try StubPackage([widgets, shop, shopTests])
        let (location, lines) = stub.resolve(.init(currentDirectory: stub.root))
        #expect(location == nil)
        #expect(lines == [
            "featuregen: error: package `Shop` has 2 targets; choose one with --target NAME",
            "featuregen: note: targets: Widgets, Shop",
        ])
        let chosen = stub.resolve(.init(currentDirectory: stub.root, target: "Widgets")).location
        #expect(chosen?.output == stub.root + "/Sources/Widgets")
        #expect(chosen?.testsOutput == nil)
        #expect(chosen?.testsNote?.hasPrefix("none: no test target depends on `Widgets`; add `.testTarget(name: \"WidgetsTests\"") == true)
        let typo = stub.resolve(.init(currentDirectory: stub.root, target: "Widget"))
        #expect(typo.location == nil)
        #expect(typo.lines == [
            "featuregen: error: package `Shop` has no library or executable target `Widget`; choose one of: Widgets, Shop",
            "featuregen: note: did you mean `Widgets`?",
        ])
    }

    @Test func theTargetHoldingTheOutputOrTheSpecsIsChosen() throws {
        let stub = try StubPackage([widgets, shop, shopTests])
        let byOutput = stub.resolve(.init(currentDirectory: stub.root, output: "Sources/Shop/Generated")).location
        #expect(byOutput?.output == "Sources/Shop/Generated", "an explicit output is kept as typed")
        #expect(byOutput?.testsOutput == stub.root + "/Tests/ShopTests")
        #expect(byOutput?.module == "Shop")
        let bySpecs = stub.resolve(.init(currentDirectory: stub.root, specPaths: ["Specs/Shop/Order.feature.yml"]))
        #expect(bySpecs.location?.target?.name == "Shop")
        let mixed = stub.resolve(.init(currentDirectory: stub.root, specPaths: ["Specs/Shop", "Specs/Widgets"]))
        #expect(mixed.location == nil, "specs of two targets: the user must choose")
    }

    @Test func explicitOptionsWinAndNoTestsMeansNone() throws {
        let stub = try StubPackage([shop, shopTests])
        let location = stub.resolve(.init(
            currentDirectory: stub.root, testsOutput: "Elsewhere/Tests", module: "Custom", specFolder: "MySpecs")).location
        #expect(location?.output == stub.root + "/Sources/Shop")
        #expect(location?.testsOutput == "Elsewhere/Tests")
        #expect(location?.module == "Custom")
        #expect(location?.specFolder == "MySpecs")
        let none = stub.resolve(.init(currentDirectory: stub.root, noTests: true)).location
        #expect(none?.testsOutput == nil && none?.testsNote == nil)
    }

    @Test func everyPathGivenSkipsReadingThePackage() throws {
        let stub = try StubPackage([shop, shopTests])
        let location = stub.resolve(
            .init(currentDirectory: stub.root, output: "Out", noTests: true, module: "M"), reads: false).location
        #expect(location == FeatureLocation(
            package: nil, target: nil, output: "Out", testsOutput: nil, module: "M", specFolder: nil, testsNote: nil))
    }

    @Test func aTargetWithTheBuildPluginKeepsItsSpecsInsideAndItsTestsToThePlugin() throws {
        var app = shop
        app.usesBuildPlugin = true
        var tests = shopTests
        tests.usesBuildPlugin = true
        let stub = try StubPackage([app, tests])
        let location = stub.resolve(.init(currentDirectory: stub.root)).location
        #expect(location?.specFolder == stub.root + "/Sources/Shop/Specs")
        #expect(location?.testsOutput == nil)
        #expect(location?.testsNote == "generated on every build by FeatureGenPlugin, applied to `ShopTests`")
    }

    @Test func outsideAPackageTheErrorAsksForPathsAndNamesAnXcodeProject() throws {
        let folder = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/Shop.xcodeproj", withIntermediateDirectories: true)
        let diagnostics = DiagnosticCollector()
        let location = FeatureLocation.resolve(.init(currentDirectory: folder.path), diagnostics: diagnostics) { _ in
            Issue.record("no package to read")
            return SwiftPackage(root: "/", name: "", targets: [], platforms: nil, source: .describe)
        }
        #expect(location == nil)
        #expect(diagnostics.sorted.map(\.description) == ["""
            featuregen: error: no Package.swift in `\(folder.path)` or any folder above it, so featuregen cannot find a target
            featuregen: note: featuregen does not read Xcode projects (`Shop.xcodeproj`); pass the folders: --output DIR for the sources and --tests-output DIR for the tests (the app target's and the test target's folders)
            """])
        let explicit = FeatureLocation.resolve(
            .init(currentDirectory: folder.path, output: "App", testsOutput: "AppTests"), diagnostics: DiagnosticCollector())
        #expect(explicit?.output == "App" && explicit?.testsOutput == "AppTests" && explicit?.module == "App")
    }
}
