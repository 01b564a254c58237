import Testing
@testable import FeatureGenCore

@Suite struct DiagnosticsTests {
    @Test func printsInCompilerFormat() {
        let diagnostic = Diagnostic.error(
            "unknown result `ordersLoded`", at: SourceLocation(path: "Order.feature.yml", line: 3, column: 14),
            notes: [.init("did you mean `ordersLoaded`?")])
        #expect(diagnostic.description == """
            Order.feature.yml:3:14: error: unknown result `ordersLoded`
            Order.feature.yml:3:14: note: did you mean `ordersLoaded`?
            """)
    }

    @Test func sourceTextMapsOffsetsToLinesAndColumns() {
        let text = SourceText(path: "a.yml", text: "ab\ncd\r\n\nxyz")
        #expect(text.location(ofOffset: 0) == SourceLocation(path: "a.yml", line: 1, column: 1))
        #expect(text.location(ofOffset: 4) == SourceLocation(path: "a.yml", line: 2, column: 2))
        #expect(text.location(ofOffset: 7) == SourceLocation(path: "a.yml", line: 3, column: 1))
        #expect(text.location(ofOffset: 11) == SourceLocation(path: "a.yml", line: 4, column: 4))
        #expect(text.lineText(2) == "cd")
    }

    @Test func collectorSortsByPosition() {
        let collector = DiagnosticCollector()
        collector.error("second", at: SourceLocation(path: "a", line: 2, column: 1))
        collector.error("first", at: SourceLocation(path: "a", line: 1, column: 5))
        collector.warning("option", at: nil)
        #expect(collector.sorted.map(\.message) == ["option", "first", "second"])
        #expect(collector.errorCount == 2)
    }
}

@Suite struct SuggestionTests {
    @Test(arguments: [
        ("ordersLoded", "ordersLoaded"), ("sate", "state"), ("efects", "effects"), ("acitons", "actions"),
    ])
    func suggestsCloseNames(typo: String, expected: String) {
        #expect(Suggestion.closest(to: typo, among: ["state", "actions", "results", "effects", "ordersLoaded"]) == expected)
    }

    @Test func doesNotSuggestDistantNames() {
        #expect(Suggestion.closest(to: "xyz", among: ["state", "actions"]) == nil)
        #expect(Suggestion.closest(to: "state", among: ["state"]) == nil)
    }
}
