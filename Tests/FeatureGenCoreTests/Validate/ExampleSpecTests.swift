import Testing
@testable import FeatureGenCore

/// `examples:` read into `Example` values: every value with its spec position, payload values in the
/// message's label order, and the flow of effects the validator (and the planner) follow.
@Suite struct ExampleSpecTests {
    private static let path = "Shop.feature.yml"
    private static func c(_ text: String, _ line: Int, _ column: Int) -> SwiftCode { code(text, line, column, path) }
    private static func l(_ line: Int, _ column: Int) -> FeatureGenCore.SourceLocation { at(line, column, path) }

    static let expectedExamples = [
        Example(
            name: "a search shows the items it finds",
            given: [Assignment(field: "error", value: c("\"Offline\"", 50, 22))],
            steps: [Example.Step(message: "search", values: .labelled([
                // Written `page` first; kept in the order the message declares its labels.
                Example.Labelled(label: "query", value: c("\"tea\"", 52, 36)),
                Example.Labelled(label: "page", value: c("2", 52, 25)),
            ]), location: l(52, 9))],
            responses: [Example.Response(effect: "searchItems", outcome: .returns(c("[Item(id: 1, name: \"Tea\")]", 53, 30)),
                                         location: l(53, 16))],
            expect: [
                Assignment(field: "items", value: c("[Item(id: 1, name: \"Tea\")]", 54, 23)),
                Assignment(field: "query", value: c("\"tea\"", 54, 60)),
                Assignment(field: "page", value: c("2", 54, 74)),
            ],
            calls: [Example.Call(function: "searchItems", arguments: [
                .init(label: "query", value: c("\"tea\"", 55, 34)),
                .init(label: "page", value: c("2", 55, 47)),
            ], location: l(55, 15))],
            location: l(49, 5)),
        Example(
            name: "a failed search says why",
            steps: [Example.Step(message: "search", values: .labelled([
                Example.Labelled(label: "query", value: c("\"tea\"", 57, 31)),
                Example.Labelled(label: "page", value: c("1", 57, 45)),
            ]), location: l(57, 13))],
            responses: [Example.Response(effect: "searchItems", outcome: .fails("Offline"), location: l(58, 16))],
            expect: [
                Assignment(field: "query", value: c("\"tea\"", 59, 23)),
                Assignment(field: "error", value: c("\"Offline\"", 59, 39)),
            ],
            location: l(56, 5)),
        Example(
            name: "adding to the cart saves it, then tracks the save",
            steps: [Example.Step(message: "addToCart", values: .single(c("Item(id: 1, name: \"Tea\")", 62, 21)),
                                 location: l(62, 9))],
            responses: [Example.Response(effect: "saveCart", outcome: .returnsNothing, location: l(63, 16))],
            expect: [Assignment(field: "cart", value: c("[Item(id: 1, name: \"Tea\")]", 64, 22))],
            calls: [
                Example.Call(function: "saveCart", arguments: [.init(label: nil, value: c("[Item(id: 1, name: \"Tea\")]", 65, 24))],
                             location: l(65, 15)),
                Example.Call(function: "track", arguments: [.init(label: nil, value: c("\"cartSaved\"", 65, 61))],
                             location: l(65, 55)),
            ],
            location: l(60, 5)),
        Example(
            name: "clearing the cart empties it",
            given: [
                Assignment(field: "cart", value: c("[Item(id: 1, name: \"Tea\")]", 67, 21)),
                Assignment(field: "isLoading", value: c("true", 67, 61)),
            ],
            steps: [
                Example.Step(message: "clearCart", location: l(68, 13)),
                Example.Step(message: "itemsLoaded", values: .single(c("[]", 68, 40)), location: l(68, 26)),
            ],
            expect: [
                Assignment(field: "cart", value: c("[]", 69, 22)),
                Assignment(field: "isLoading", value: c("false", 69, 38)),
            ],
            calls: [],
            location: l(66, 5)),
    ]

    @Test func shopExamplesKeepEveryValueAndPosition() throws {
        let (result, lines) = try validateFixture("good/Shop.feature.yml")
        #expect(lines == [])
        let feature = try #require(result)
        #expect(feature.examples.count == Self.expectedExamples.count)
        for (example, expected) in zip(feature.examples, Self.expectedExamples) {
            #expect(example == expected)
        }
    }

    @Test func jsonExamplesEqualYAMLExamplesExceptLocations() throws {
        let (yaml, yamlLines) = try validateFixture("good/Shop.feature.yml")
        let (json, jsonLines) = try validateFixture("good/Shop.feature.json")
        #expect(yamlLines == [] && jsonLines == [])
        let fromYAML = try #require(yaml), fromJSON = try #require(json)
        #expect(withoutLocations(fromJSON) == withoutLocations(fromYAML))
        #expect(fromJSON.examples.count == 4)
    }

    /// Which effects each example starts, following answers through results to the effects they start.
    @Test func flowFollowsAnswersThroughResults() throws {
        let feature = try #require(try validateFixture("good/Shop.feature.yml").feature)
        func runs(_ index: Int) -> [String] {
            let example = feature.examples[index]
            let flow = ExampleFlow(example, feature: feature)
            #expect(flow.unanswered.isEmpty && flow.loops.isEmpty)
            return flow.runs.map { "\($0.step):\($0.startedBy.name)→\($0.effect.name)" }
        }
        #expect(runs(0) == ["0:search→searchItems"])
        #expect(runs(1) == ["0:search→searchItems"])
        // `ok` sends the success result `cartSaved`, which starts the fire-and-forget `trackSave`.
        #expect(runs(2) == ["0:addToCart→saveCart", "0:cartSaved→trackSave"])
        #expect(runs(3) == ["0:clearCart→trackClear"])
        // Failing instead sends nothing (`failure: ignore`): the chain stops at `saveCart`.
        var failing = feature.examples[2]
        failing.responses = [Example.Response(effect: "saveCart", outcome: .fails("Offline"), location: feature.location)]
        let flow = ExampleFlow(failing, feature: feature)
        #expect(flow.runs.map(\.effect.name) == ["saveCart"])
        // Unanswered: the chain stops and says where.
        var silent = feature.examples[2]
        silent.responses = []
        let unanswered = ExampleFlow(silent, feature: feature)
        #expect(unanswered.runs.map(\.effect.name) == ["saveCart"])
        #expect(unanswered.unanswered.map(\.effect.name) == ["saveCart"])
    }

    @Test(arguments: [
        ("loading shows the orders", "loadingShowsTheOrders"),
        ("A failed load stops the spinner, and shows why.", "aFailedLoadStopsTheSpinnerAndShowsWhy"),
        ("URL errors don't retry", "urlErrorsDontRetry"),
        ("it’s cached", "itsCached"),
        ("2 pages load", "example2PagesLoad"),
        ("default", "defaultExample"),
        ("self", "selfExample"),
        ("snake_case_name", "snakeCaseName"),
        ("iPhone layout", "iPhoneLayout"),
        ("注文 が 表示される", "注文が表示される"),
        ("café au lait", "caféAuLait"),
    ])
    func testNames(_ name: String, _ expected: String) {
        #expect(SpecValidator.exampleTestName(name) == expected)
    }

    @Test func namesWithoutLettersOrDigitsGiveNoTestName() {
        #expect(SpecValidator.exampleTestName("") == nil)
        #expect(SpecValidator.exampleTestName("!!! ---") == nil)
        #expect(SpecValidator.exampleTestName("🙂") == nil)
    }
}

@Suite struct CallParserTests {
    private func parse(_ text: String) -> [String] {
        switch CallParser.parse(text) {
        case .success(let call):
            return [call.function.text + "@\(call.function.offset)"]
                + call.arguments.map { "\($0.label?.text ?? "_"):\($0.value.text)@\($0.value.offset)" }
        case .failure(let problem):
            return ["error: \(problem.message) @\(problem.offset)"]
        }
    }

    @Test func readsCallsWithTheirArguments() {
        #expect(parse("fetchOrders()") == ["fetchOrders@0"])
        #expect(parse(" searchItems(query: \"tea\", page: 2) ") == ["searchItems@1", "query:\"tea\"@20", "page:2@33"])
        #expect(parse("log(\"a, (b\")") == ["log@0", "_:\"a, (b\"@4"])
        #expect(parse("save(items: [Item(id: 1, name: \"x\")], for: 3)")
            == ["save@0", "items:[Item(id: 1, name: \"x\")]@12", "for:3@43"])
        #expect(parse("f(flag ? a : b, g(x: 1) + 2)") == ["f@0", "_:flag ? a : b@2", "_:g(x: 1) + 2@16"])
        #expect(parse("`default`(`in`: 1)") == ["default@0", "in:1@16"])
    }

    @Test func reportsWhereACallBreaks() {
        #expect(parse("") == ["error: empty call; write `name(…)` @0"])
        #expect(parse("fetch") == ["error: expected `(` after `fetch`; write `fetch()` @5"])
        #expect(parse("fetch(a: 1") == ["error: unbalanced `(` @5"])
        #expect(parse("fetch(a: [1, 2)") == ["error: unexpected `)` @14"])
        #expect(parse("fetch(a: 1) + 1") == ["error: unexpected `+` after the call @12"])
        #expect(parse("fetch(a: 1,)") == ["error: empty argument @11"])
        #expect(parse("fetch(, 1)") == ["error: empty argument @6"])
        #expect(parse("fetch(a: )") == ["error: missing value after `a:` @9"])
        #expect(parse("search(query: \"tea\" page: 2)") == ["error: expected `,` before `page:` @20"])
        #expect(parse("log(\"open)") == ["error: unterminated string @4"])
        #expect(parse("1 + f()") == ["error: expected a service call such as `fetchOrders()` @0"])
    }
}
