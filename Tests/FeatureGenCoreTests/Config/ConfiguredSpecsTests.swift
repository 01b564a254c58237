import Foundation
import Testing
@testable import FeatureGenCore

/// Writes specs into a fresh folder and loads them as the plugins do.
private func load(
    _ specs: [String: String], config: GeneratorConfig = GeneratorConfig(), requireNames: Bool = true
) throws -> (features: [Feature]?, lines: [String], folder: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("configured-\(UUID())").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    var paths: [String] = []
    for (name, text) in specs.sorted(by: { $0.key < $1.key }) {
        let path = folder + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        paths.append(path)
    }
    let diagnostics = DiagnosticCollector()
    let features = ConfiguredSpecs.load(paths, config: config, requireMatchingFileNames: requireNames, diagnostics: diagnostics)
    let lines = diagnostics.sorted.flatMap { $0.description.split(separator: "\n").map(String.init) }
    try? FileManager.default.removeItem(atPath: folder)
    return (features, lines.map { $0.replacingOccurrences(of: folder + "/", with: "") }, folder)
}

private let order = "feature: Order\nstate:\n  count: Int = 0\n"

@Suite struct ConfiguredSpecsTests {
    @Test func theFeatureNameComesFromTheFileName() {
        #expect(ConfiguredSpecs.featureName(forSpecAt: "/a/Specs/Order.feature.yml") == "Order")
        #expect(ConfiguredSpecs.featureName(forSpecAt: "Profile.feature.json") == "Profile")
        #expect(ConfiguredSpecs.featureName(forSpecAt: "Specs/featuregen.yml") == nil)
    }

    @Test func aFeatureNamedUnlikeItsFileIsAnErrorAtTheName() throws {
        let (features, lines, _) = try load(["Orders.feature.yml": order])
        #expect(features == nil)
        #expect(lines == [
            "Orders.feature.yml:1:10: error: feature `Order` does not match its file name `Orders.feature.yml`",
            "Orders.feature.yml:1:10: note: the build plugin names the generated files after the spec file; write `feature: Orders` or rename the file to `Order.feature.yml`",
        ])
    }

    @Test func fileNamesMayDifferOutsideTheBuildPlugin() throws {
        let (features, lines, _) = try load(["Orders.feature.yml": order], requireNames: false)
        #expect(lines.isEmpty)
        #expect(features?.map(\.name) == ["Order"])
    }

    @Test func theConfigAccessIsTheDefaultNotAnOverride() throws {
        let specs = [
            "Order.feature.yml": order,
            "Profile.feature.yml": "feature: Profile\naccess: internal\nstate:\n  name: String = \"\"\n",
        ]
        let (features, lines, _) = try load(specs, config: GeneratorConfig(access: .public))
        #expect(lines.isEmpty)
        #expect(features?.map(\.access) == [.public, .internal])
    }

    @Test func problemsBetweenSpecsAreReported() throws {
        let (features, lines, _) = try load(
            ["A.feature.yml": order, "Order.feature.yml": order], requireNames: false)
        #expect(features == nil)
        #expect(lines.contains { $0.contains("error:") && $0.contains("`Order`") })
    }
}
