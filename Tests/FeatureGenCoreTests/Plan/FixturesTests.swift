import Testing

@testable import FeatureGenCore

@Suite struct FixturesTests {
    private let fixtures = Fixtures(features: [
        Feature(
            name: "Order", specPath: "O.feature.yml",
            models: [Model(name: "Order", fields: [], location: SourceLocation(path: "O", line: 1, column: 1))],
            enums: [
                StateEnum(
                    name: "Phase", cases: [.init(name: "idle"), .init(name: "loaded", associatedTypes: [SwiftCode("[Order]", at: SourceLocation(path: "O", line: 1, column: 1))])],
                    location: SourceLocation(path: "O", line: 1, column: 1))
            ],
            fixtures: [Fixture(type: "Money", value: SwiftCode("Money(cents: 100)", at: SourceLocation(path: "O", line: 1, column: 1)))],
            location: SourceLocation(path: "O", line: 1, column: 1)),
    ])

    @Test(arguments: [
        ("String", "\"text\""), ("Int", "1"), ("Bool", "true"), ("Double?", "1.5"), ("[Int]", "[1]"),
        ("[String: Int]", "[\"text\": 1]"), ("Set<Int>", "[1]"), ("Order", "Order.sample"),
        ("[Order]", "Order.samples(count: 3)"), ("Order?", "Order.sample"), ("Money", "Money(cents: 100)"),
        ("[Money]", "[Money(cents: 100)]"), ("Phase", "Phase.loaded(Order.samples(count: 3))"),
        ("Error", "EquatableError(TestError.sample)"), ("Optional<Array<Int>>", "[1]"),
    ])
    func examplesForKnownTypes(type: String, expected: String) {
        #expect(fixtures.value(for: type) == expected)
    }

    @Test func noExampleForUnknownTypes() {
        #expect(fixtures.value(for: "Unknown") == nil)
        #expect(fixtures.value(for: "[Unknown]") == nil)
        #expect(fixtures.value(for: "(Int, String)") == nil)
    }
}
