import Testing

@testable import FeatureGenCore

/// `now` and `uuid()` in `set` and `when`: dependencies the app leaves live and every generated test
/// fixes, so the tests can state the values a message sets.
@Suite struct DependencyValueTests {
    static let spec = """
        feature: Notes
        state:
          notes: "[Note] = []"
          lastEdited: Date?
        actions:
          add:
            payload: String
            set: { notes: 'state.notes + [Note(id: uuid(), text: payload, created: now)]', lastEdited: now }
          rename:
            payload: { now: String }
            set: { notes: '[Note(id: uuid(), text: now, created: .distantPast)]' }
        models:
          Note:
            fields: { id: UUID, text: String, created: Date }
        examples:
          - name: a note gets an ID and the time
            send: { add: '"Milk"' }
            expect: { notes: '[Note(id: UUID(0), text: "Milk", created: now)]', lastEdited: now }
        """


    @Test func aTestFixesNowAndCountsTheIDsInTheOrderTheyAreMade() {
        var made = 0
        let fixed = DependencyValue.fixed("[Item(id: uuid(), at: now), Item(id: uuid ( ), at: now)]", uuidsMade: &made)
        #expect(fixed == "[Item(id: UUID(0), at: \(DependencyValue.testNow)), Item(id: UUID(1), at: \(DependencyValue.testNow))]")
        #expect(made == 2)
        // A payload value of the same name hides them; a member (`Date.now`) is not one.
        #expect(DependencyValue.fixed("now + Date.now.description", bound: ["now"], uuidsMade: &made) == "now + Date.now.description")
        #expect(DependencyValue.uses(in: "state.now ?? now", bound: []) == [.now])
        #expect(DependencyValue.uses(in: "Note(id: uuid(), text: now)", bound: ["now"]) == [.uuid])
    }

    @Test func eachNonTCAStyleReadsTheTaskLocalDependenciesAndItsTestsFixThem() throws {
        let notes = try #require(feature(Self.spec))
        let skill = renderedFiles([notes], style: .skill)
        let reducer = try #require(skill["Out/Features/Notes/NotesReducer.swift"])
        #expect(reducer.contains("Note(id: AppDependencies.uuid(), text: payload, created: AppDependencies.now())"))
        #expect(reducer.contains("state.lastEdited = AppDependencies.now()"))
        // The payload's `now` stays the payload.
        #expect(reducer.contains("[Note(id: AppDependencies.uuid(), text: now, created: .distantPast)]"))
        #expect(skill["Out/App/AppSupport.swift"]?.contains("@TaskLocal static var now: @Sendable () -> Date = { Date() }") == true)
        #expect(skill["Tests/AppTestSupport.swift"]?.contains("struct FixedDependencies: SuiteTrait, TestTrait, TestScoping") == true)
        let tests = try #require(skill["Tests/NotesReducerTests.swift"])
        #expect(tests.contains("@Suite(.fixedDependencies) struct NotesReducerTests"))
        #expect(tests.contains("expected.lastEdited = Date(timeIntervalSince1970: 1_234_567_890)"))
        #expect(tests.contains("[Note(id: UUID(0), text: \"payload"))
        let examples = try #require(skill["Tests/NotesExampleTests.swift"])
        #expect(examples.contains("Note(id: UUID(0), text: \"Milk\", created: Date(timeIntervalSince1970: 1_234_567_890))"))

        for style in [OutputStyle.Name.middleware, .svvs] {
            let files = renderedFiles([notes], style: style)
            #expect(files.values.contains { $0.contains("AppDependencies.uuid()") }, "\(style)")
            #expect(files.values.contains { $0.contains("@Suite(.fixedDependencies)") }, "\(style)")
        }
    }

    @Test func tcaDeclaresTheLibrarysDependenciesAndEveryTestStoreFixesThem() throws {
        let files = renderedFiles([try #require(feature(Self.spec))], style: .tca)
        let reducer = try #require(files.first { $0.key.hasSuffix("NotesFeature.swift") }?.value)
        #expect(reducer.contains("@Dependency(\\.date.now) var now\n  @Dependency(\\.uuid) var uuid"))
        #expect(reducer.contains("[Note(id: uuid(), text: payload, created: now)]"))
        #expect(files["Out/App/AppSupport.swift"]?.contains("AppDependencies") == false)
        let tests = try #require(files.first { $0.key.hasSuffix("NotesFeatureTests.swift") }?.value)
        let stores = tests.components(separatedBy: "TestStore(initialState:").count - 1
        let fixed = tests.components(separatedBy: "$0.date.now = Date(timeIntervalSince1970: 1_234_567_890)\n      $0.uuid = .incrementing").count - 1
        #expect(stores > 0 && fixed == stores)
    }

    @Test func aSpecThatReadsNeitherGeneratesWhatItDidBefore() throws {
        let plain = try #require(feature("""
            feature: Counter
            state:
              count: Int = 0
            actions:
              increment:
                set: { count: state.count + 1 }
            """))
        let files = renderedFiles([plain], style: .skill)
        #expect(files.values.allSatisfy { !$0.contains("AppDependencies") && !$0.contains("fixedDependencies") })
    }

    @Test func theyAreRefusedWhereTheGeneratedCodeHasNoSuchName() {
        let yaml = """
            feature: Notes
            state:
              opened: Date = now
              id: UUID?
            actions:
              stamp:
                set: { id: uuid }
                effect: save
            results:
              saved: {}
            effects:
              save:
                call: "save(at: Date) async"
                arguments: { at: now }
            examples:
              - name: stamps
                send: stamp
                expect: { id: uuid() }
            """
        #expect(specErrors(yaml) == [
            "3:18 `now` can be read in a message's `set` and `when`, not in a default",
            "7:16 `uuid` makes a new ID when it is called: write `uuid()`",
            "14:22 `now` can be read in a message's `set` and `when`, not in an effect's `arguments`",
            "18:19 an example cannot make a new ID with `uuid()`",
        ])
    }
}
