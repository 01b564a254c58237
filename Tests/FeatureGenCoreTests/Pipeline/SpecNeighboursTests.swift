import Foundation
import Testing

@testable import FeatureGenCore

/// A spec read alone that uses a model of a spec beside it is told so, where it uses it; read together,
/// nothing is said.
@Suite struct SpecNeighboursTests {
    private static let catalog = """
        feature: Catalog
        state:
          items: "[Item] = []"
        models:
          Item: { id: Int, title: String }
        enums:
          Shelf: [top, bottom]
        """
    private static let detail = """
        feature: Detail
        state:
          item: Item?
          shelf: "Shelf?"
        """

    @Test func aTypeOfASpecLeftOutIsSaidWhereItIsUsed() throws {
        let folder = NSTemporaryDirectory() + "featuregen-neighbours-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.catalog.write(toFile: folder + "/Catalog.feature.yml", atomically: true, encoding: .utf8)
        try Self.detail.write(toFile: folder + "/Detail.feature.yml", atomically: true, encoding: .utf8)

        let alone = DiagnosticCollector()
        _ = FeatureGenerator.loadFeatures([folder + "/Detail.feature.yml"], diagnostics: alone)
        let said = alone.diagnostics.filter { $0.message.contains("which this run does not read") }
        #expect(said.map(\.message) == [
            "`Item` is declared by `Catalog.feature.yml`, which this run does not read",
            "`Shelf` is declared by `Catalog.feature.yml`, which this run does not read",
        ])
        #expect(said.map { $0.location?.line } == [3, 4])
        #expect(said.first?.notes.first?.message == "read the specs together: `featuregen validate \(folder)`")

        let together = DiagnosticCollector()
        _ = FeatureGenerator.loadFeatures(
            [folder + "/Catalog.feature.yml", folder + "/Detail.feature.yml"], diagnostics: together)
        #expect(!together.diagnostics.contains { $0.message.contains("which this run does not read") })
    }
}
