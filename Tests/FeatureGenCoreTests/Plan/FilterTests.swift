import Testing

@testable import FeatureGenCore

/// A `set` that filters a list (`state.notes.filter { $0.id != id }`) or maps it by ID
/// (`state.notes.map { $0.id == id ? … : $0 }`): the test's start list holds an element the closure
/// picks beside one it passes over, and the expected list is worked out literally, so a closure left
/// out or turned around fails the generated test, and a map always changes something to check.
@Suite struct FilterTests {
    static let spec = """
        feature: Notes
        models:
          Note: { id: Int, title: String }
        state:
          notes: "[Note] = []"
          tags: "[String] = []"
        actions:
          deleteTapped:
            payload: { id: Int }
            set: { notes: 'state.notes.filter { $0.id != id }' }
          clearUntitled:
            set: { notes: 'state.notes.filter({ note in !note.title.isEmpty })' }
          untag:
            payload: String
            set: { tags: 'state.tags.filter { $0 != payload }' }
          renamed:
            payload: Note
            set: { notes: 'state.notes.map { $0.id == payload.id ? payload : $0 }' }
          retitled:
            payload: { id: Int, title: String }
            set: { notes: 'state.notes.map { $0.id == id ? Note(id: $0.id, title: title) : $0 }' }
        """

    @Test func theStartHoldsWhatTheFilterDropsAndTheExpectedListIsLiteral() throws {
        let notes = try #require(feature(Self.spec))
        let plan = FeatureTestPlan(feature: notes, fixtures: Fixtures(features: [notes]))
        func test(_ name: String) throws -> (start: String?, expected: String?, sent: String?) {
            let test = try #require(plan.reducerCases.first { $0.name.hasPrefix(name + "_") })
            return (
                test.start.first { $0.field == "notes" || $0.field == "tags" }?.value,
                test.expected.first?.value, test.steps.first?.arguments.first?.value
            )
        }
        let delete = try test("deleteTapped")
        let id = try #require(delete.sent)
        // Two notes: one with the sent ID (dropped), one without (kept).
        #expect(delete.start?.contains("Note(id: \(id),") == true)
        #expect(delete.start?.components(separatedBy: "Note(").count == 3)
        #expect(delete.expected?.contains("Note(id: \(id),") == false)
        #expect(delete.expected?.components(separatedBy: "Note(").count == 2)
        #expect(delete.expected?.contains("filter") == false)

        let clear = try test("clearUntitled")
        #expect(clear.start?.contains("title: \"\")") == true)
        #expect(clear.expected?.contains("title: \"\"") == false)
        #expect(clear.expected?.components(separatedBy: "Note(").count == 2)

        let untag = try test("untag")
        let tag = try #require(untag.sent)
        #expect(untag.start?.contains(tag) == true)
        #expect(untag.expected?.contains(tag) == false)
        #expect(untag.expected?.hasPrefix("[\"") == true)
    }

    /// A map by ID: the start holds the sent ID (replaced) and another (kept). Before, the start list
    /// held one element of another ID: nothing changed, and TCA's exhaustive test failed on that.
    @Test func theStartHoldsWhatTheMapReplacesAndTheExpectedListIsLiteral() throws {
        let notes = try #require(feature(Self.spec))
        let plan = FeatureTestPlan(feature: notes, fixtures: Fixtures(features: [notes]))
        for name in ["renamed", "retitled"] {
            let test = try #require(plan.reducerCases.first { $0.name.hasPrefix(name + "_") })
            let start = try #require(test.start.first { $0.field == "notes" }?.value)
            let expected = try #require(test.expected.first?.value)
            #expect(start.components(separatedBy: "Note(").count == 3, "\(name): \(start)")
            #expect(expected.components(separatedBy: "Note(").count == 3, "\(name): \(expected)")
            #expect(expected != start, "\(name): the map changes one element")
            #expect(!expected.contains("map"), "\(name): \(expected)")
            // The element of another ID is kept as it was.
            let kept = start.components(separatedBy: "Note(").filter { expected.contains($0) }
            #expect(kept.count >= 2, "\(name): one element is the same before and after")
        }
    }

    @Test func aFilterIsWorkedOutWhereEachElementsAnswerIsKnown() {
        let fixtures = Fixtures(features: [])
        let values = TestExpression(names: ["id": .code("2")], fixtures: fixtures)
        #expect(values.evaluate("[1, 2, 3].filter { $0 != id }")?.text == "[1, 3]")
        #expect(values.evaluate("[1, 2, 3].filter({ n in n > id }).count")?.text == "1")
        // An answer it cannot know (a function call) leaves the whole filter unknown.
        #expect(values.evaluate("[1, 2].filter { isOdd($0) }") == nil)
        #expect(values.evaluate("[1, 2, 3].map { $0 == id ? 0 : $0 }")?.text == "[1, 0, 3]")
        #expect(values.evaluate("[1, 2].map { double($0) }") == nil)
    }
}
