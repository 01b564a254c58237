import Testing

@testable import FeatureGenCore

private func e(_ line: Int, _ column: Int, _ message: String) -> String { "bad.feature.yml:\(line):\(column): error: \(message)" }
private func w(_ line: Int, _ column: Int, _ message: String) -> String { "bad.feature.yml:\(line):\(column): warning: \(message)" }
private func n(_ line: Int, _ column: Int, _ message: String) -> String { "bad.feature.yml:\(line):\(column): note: \(message)" }

/// What the generated tests need, refused (or warned about) by `validate` with the rules `generate` uses.
@Suite struct TestValueRuleTests {
    /// Run-level diagnostics (after the spec validated on its own).
    private func runLines(_ spec: String) throws -> [String] {
        let (feature, lines) = validateSpec(spec)
        #expect(lines.isEmpty, "\(lines)")
        let diagnostics = DiagnosticCollector()
        SpecValidator.validateRun([try #require(feature)], diagnostics: diagnostics)
        return diagnostics.sorted.flatMap { $0.description.split(separator: "\n").map(String.init) }
    }

    @Test func callsNeedServiceParametersThatCanBeCompared() throws {
        let spec = """
            feature: Track
            actions:
              tap:
                set: {}
                effect: track
            effects:
              track:
                call: "track(_ spot: Spot) async"
                arguments: { spot: 'Spot()' }
            examples:
              - name: tapping tracks
                send: tap
                calls: ['track(Spot())']
            """
        #expect(try runLines(spec) == [
            e(13, 14, "`calls` compares the service calls with `==`, but featuregen cannot tell that `Spot` "
                + "(parameter `spot` of `track`) is `Equatable`"),
            n(13, 14, "use a type the spec already compares (a model, or a type of the state or a payload), or leave `calls` out"),
        ])
        // The same type in the state must be `Equatable` already: then the calls compare.
        #expect(try runLines(spec.replacing("actions:", with: "state:\n  last: Spot?\nactions:")) == [])
    }

    @Test func aPayloadWithoutValuesIsWarnedAboutByValidate() throws {
        let spec = """
            feature: Pick
            state:
              picked: Spot?
            actions:
              pick:
                payload: Spot
                set: { picked: payload }
            """
        #expect(try runLines(spec) == [
            w(5, 3, "no example value for `Spot`, so `pick` gets no generated test"),
            n(5, 3, "add one under `fixtures:`, e.g. `Spot: …`"),
        ])
        #expect(try runLines(spec + "\nfixtures:\n  Spot: 'Spot()'\n") == [])
    }

    @Test func twoEffectsCallingOneRequirementAnswerAlike() {
        let spec = """
            feature: Feed
            state:
              count: Int = 0
            actions:
              first:
                set: {}
                effect: a
            results:
              got:
                payload: Int
                set: { count: payload }
                effect: b
              gotAgain:
                payload: Int
                set: {}
            effects:
              a:
                call: fetch() async -> Int
                success: got
              b:
                call: fetch() async -> Int
                success: gotAgain
            fixtures:
              Int: '0'
            examples:
              - name: fetches twice
                send: first
                respond: { a: 1, b: 2 }
            """
        #expect(validateSpec(spec).lines == [
            e(28, 22, "effects `a` and `b` both call `fetch`, so they answer alike; give them the same answer"),
            n(28, 16, "first answered here"),
        ])
    }

    @Test func aServiceCallCannotBeNamedCalls() {
        let spec = """
            feature: Log
            effects:
              record:
                call: "calls() async"
            """
        #expect(validateSpec(spec).lines.first == e(4, 12, "a service call cannot be named `calls`: the generated mock records the calls under that name"))
    }
}
