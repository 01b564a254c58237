import Testing

@testable import FeatureGenCore

/// `validate --coverage`: the paths only examples can check, and which of them no example takes.
@Suite struct ExampleCoverageTests {
    static let spec = """
        feature: Catalog
        state:
          phase: Phase = .idle
        enums:
          Phase:
            - idle
            - loading
            - loaded([Int])
            - failed(String)
        actions:
          search:
            set: { phase: .loading }
            effect: fetch
          leave:
            set: {}
            cancel: fetch
          reset:
        results:
          loaded:
            payload: "[Int]"
            set: { phase: .loaded(payload) }
          failed:
            payload: String
            set: { phase: .failed(payload) }
        effects:
          fetch:
            call: "fetch() async throws -> [Int]"
            success: loaded
            failure: failed
        examples:
          - name: a search shows the results
            send: search
            respond: { fetch: '[1]' }
            expect: { phase: '.loaded([1])' }
        """

    @Test func theGapsAreWhatNoExampleTakes() throws {
        let parsed = feature(Self.spec)
        let feature = try #require(parsed)
        let coverage = ExampleCoverage(feature)
        #expect(coverage.gaps.map(\.message) == [
            "no example covers `reset`, a message without `set`: your hand-written transition",
            "no example covers `fetch` failing",
            "no example covers `fetch` cancelled while it runs",
            "no example covers `phase` being `.loading`",
            "no example covers `phase` being `.failed`",
        ])
        // reset, fetch (success, failure, cancelled), phase (4 cases).
        #expect(coverage.paths == 8)
        #expect(coverage.gaps.first?.location.line == 17)  // `reset:`
    }

    @Test func examplesThatTakeThePathsCloseTheGaps() throws {
        let more = Self.spec + """

              - name: a failed search says why
                send: search
                respond: { fetch: { fail: Offline } }
                expect: { phase: '.failed("Offline")' }
              - name: leaving cancels the search
                send: [ search, leave ]
                pending: [fetch]
                expect: { phase: .loading }
              - name: reset is written by hand
                send: reset
            """
        let parsed = feature(more)
        let feature = try #require(parsed)
        #expect(ExampleCoverage(feature).gaps.isEmpty)
    }

    /// Without `pending`, the search has finished before `leave` is sent: nothing is cancelled.
    @Test func aCancellationCountsOnlyWhileTheRunIsInFlight() throws {
        let finished = Self.spec + """

              - name: leaving after the search changes nothing
                send: [ search, leave ]
                respond: { fetch: '[]' }
                expect: { phase: '.loaded([])' }
            """
        let parsed = feature(finished)
        let feature = try #require(parsed)
        #expect(ExampleCoverage(feature).gaps.map(\.message).contains("no example covers `fetch` cancelled while it runs"))
    }

    @Test func caseNamesAreReadFromTheValue() {
        #expect(ExampleCoverage.caseName(".loaded([1])") == "loaded")
        #expect(ExampleCoverage.caseName("Phase.failed(\"x\")") == "failed")
        #expect(ExampleCoverage.caseName(" .idle") == "idle")
    }
}
