import Testing

@testable import FeatureGenCore

/// Enum cases whose associated values have labels (`deleted(id: String)`), as Swift writes them: in the
/// declaration, in the tests' sample values and in values worked out from the spec.
@Suite struct LabelledEnumTests {
    private let spec = """
        feature: Feed
        state:
          lastEvent: "FeedEvent?"
          phase: FeedPhase = .idle
        enums:
          FeedEvent: ["deleted(id: String)", "moved(from: Int, to: Int)", "renamed(String)", cleared]
          FeedPhase: [idle, "loaded(items: [String])"]
        actions:
          received:
            payload: FeedEvent
            set: { lastEvent: payload }
          shown:
            payload: "[String]"
            set: { phase: ".loaded(items: payload)" }
        examples:
          - name: a deletion is remembered
            send: { received: '.deleted(id: "a")' }
            expect: { lastEvent: '.deleted(id: "a")' }
        """

    @Test func labelsAreReadAndWrittenWhereSwiftNeedsThem() throws {
        let feed = try #require(feature(spec, path: "Specs/Feed.feature.yml"))
        let event = try #require(feed.enums.first { $0.name == "FeedEvent" })
        #expect(event.cases.map(\.labels) == [["id"], ["from", "to"], [nil], []])

        let files = renderedFiles([feed], style: .skill)
        let models = try #require(files.first { $0.key.hasSuffix("FeedModels.swift") }?.value)
        #expect(models.contains("  case deleted(id: String)\n  case moved(from: Int, to: Int)\n  case renamed(String)\n"))
        let tests = files.filter { $0.key.hasSuffix("Tests.swift") }.values.joined()
        // A sample value of the enum, and a value worked out from the payload the test sent.
        #expect(tests.contains("= .deleted(id: \"id "))
        #expect(tests.contains("expected.phase = .loaded(items: [\""))

        let values = TestExpression(names: ["id": .code("\"a\"")], fixtures: Fixtures(features: [feed]))
        #expect(values.evaluate(".deleted(id: id)")?.text == ".deleted(id: \"a\")")
        #expect(values.evaluate("FeedEvent.moved(from: 1, to: 2)")?.text == ".moved(from: 1, to: 2)")
        #expect(values.evaluate(".deleted(id: id) == .deleted(id: \"a\")")?.text == "true")
    }

    @Test func aLabelWithoutATypeIsRefused() {
        let errors = specErrors(spec.replacingOccurrences(of: "\"deleted(id: String)\"", with: "\"deleted(id:)\""))
        #expect(errors.contains { $0.hasSuffix("unexpected `)` in enum case `deleted(id:)`") })
        let twice = specErrors(spec.replacingOccurrences(of: "moved(from: Int, to: Int)", with: "moved(to: Int, to: Int)"))
        #expect(twice.contains { $0.hasSuffix("the label `to` is used twice in enum case `moved(to: Int, to: Int)`") })
    }
}
