import Testing
@testable import FeatureGenCore

/// Reads config text; returns the config and every diagnostic line (notes included), sorted.
private func readConfig(_ text: String) -> (config: GeneratorConfig?, lines: [String]) {
    let diagnostics = DiagnosticCollector()
    let config = GeneratorConfig.read(SourceText(path: "featuregen.yml", text: text), diagnostics: diagnostics)
    return (config, diagnostics.sorted.flatMap { $0.description.split(separator: "\n").map(String.init) })
}

@Suite struct GeneratorConfigTests {
    @Test func readsEveryOption() {
        let (config, lines) = readConfig("""
            # Options for this target.
            access: public
            module: Shop
            tests: swift-testing
            """)
        #expect(lines.isEmpty)
        #expect(config == GeneratorConfig(access: .public, module: "Shop", tests: .swiftTesting))
    }

    @Test func readsTheStyle() {
        let (config, lines) = readConfig("style: middleware\n")
        #expect(lines.isEmpty)
        #expect(config?.style == .middleware)
        #expect(readConfig("access: public\n").config?.style == .skill)
        let (wrong, problems) = readConfig("style: midleware\n")
        #expect(wrong == nil)
        #expect(problems == [
            "featuregen.yml:1:8: error: unknown style `midleware`; use `skill`, `middleware`, `svvs` or `tca`",
            "featuregen.yml:1:8: note: did you mean `middleware`?",
        ])
    }

    @Test func readsWhatTheAppTypesBeginWith() {
        #expect(readConfig("app: Shop\n").config?.app == "Shop")
        #expect(readConfig("style: tca\n").config?.app == nil)
        #expect(readConfig("app: shop\n").lines == [
            "featuregen.yml:1:6: error: app name `shop` must begin with an upper-case letter, as a type name does",
            "featuregen.yml:1:6: note: for example `app: Shop`",
        ])
        #expect(readConfig("app: My-Shop\n").lines.first
            == "featuregen.yml:1:6: error: app name `My-Shop` must be letters and digits only: it begins type names (`My-ShopState`)")
    }

    @Test func anEmptyFileHasEveryDefault() {
        let (config, lines) = readConfig("# nothing set\n")
        #expect(lines.isEmpty)
        #expect(config == GeneratorConfig())
        #expect(config?.access == nil)
    }

    @Test func reportsEveryProblemAtItsPosition() {
        let (config, lines) = readConfig("""
            acess: public
            module: "My App"
            tests: swift-test
            access: private
            """)
        #expect(config == nil)
        #expect(lines == [
            "featuregen.yml:1:1: error: unknown key `acess`",
            "featuregen.yml:1:1: note: did you mean `access`?",
            "featuregen.yml:2:9: error: `My App` is not a module name",
            "featuregen.yml:3:8: error: unknown test style `swift-test`; use `swift-testing`",
            "featuregen.yml:3:8: note: did you mean `swift-testing`?",
            "featuregen.yml:4:9: error: unknown access level `private`; use `internal` or `public`",
        ])
    }

    @Test func refusesXCTestClearly() {
        let (config, lines) = readConfig("tests: XCTest\n")
        #expect(config == nil)
        #expect(lines == [
            "featuregen.yml:1:8: error: XCTest tests are not supported; featuregen writes Swift Testing tests",
            "featuregen.yml:1:8: note: write `tests: swift-testing` or remove the key",
        ])
    }

    @Test func anUnknownKeyFarFromAnyListsTheKeys() {
        let (_, lines) = readConfig("layout: flat\n")
        #expect(lines == [
            "featuregen.yml:1:1: error: unknown key `layout`",
            "featuregen.yml:1:1: note: expected one of `access`, `module`, `tests`, `style`, `app`",
        ])
    }

    @Test func aConfigIsAMapping() {
        let (config, lines) = readConfig("- access\n")
        #expect(config == nil)
        #expect(lines.first?.hasPrefix("featuregen.yml:1:1: error: expected a mapping of options") == true)
    }

    @Test func duplicateKeysPointAtTheFirst() {
        let (_, lines) = readConfig("access: public\naccess: internal\n")
        #expect(lines == [
            "featuregen.yml:2:1: error: duplicate key `access`",
            "featuregen.yml:1:1: note: first defined here",
        ])
    }
}
