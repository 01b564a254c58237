import Testing
@testable import FeatureGenCore

@Suite struct AppSourcesTests {
    @Test func fewSpecs_areAllListed() {
        let paths = ["Specs/Catalog.feature.yml", "Specs/Order.feature.yml", "Specs/Profile.feature.yml"]
        #expect(Planner.appSources(paths) == paths.joined(separator: ", "))
    }

    @Test func manySpecs_areCountedWithTheirRange() {
        let paths = (1...1_000).map { "Specs/Order\($0).feature.yml" }
        #expect(Planner.appSources(paths) == "1000 specs (Specs/Order1.feature.yml … Specs/Order1000.feature.yml)")
    }

    @Test func appFileOfAThousandSpecs_keepsAHeaderTheWriterRecognises() {
        let paths = (1...1_000).map { "Specs/Order\($0).feature.yml" }
        let contents = GeneratedFileHeader.stamp("enum AppAction {}\n", source: Planner.appSources(paths))
        #expect(GeneratedFileHeader.inspect(contents) == .pristine)
    }
}
