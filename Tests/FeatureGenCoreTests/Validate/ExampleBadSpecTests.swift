import Testing
@testable import FeatureGenCore

private func e(_ line: Int, _ column: Int, _ message: String) -> String { "bad.feature.yml:\(line):\(column): error: \(message)" }
private func n(_ line: Int, _ column: Int, _ message: String) -> String { "bad.feature.yml:\(line):\(column): note: \(message)" }

/// A valid spec to write broken examples under (examples start on line 55): a single payload
/// (`select`), a labelled one (`search`, whose call labels its first parameter `matching`), a
/// fire-and-forget effect whose call is named differently (`trackTap` calls `track`), a result that
/// starts an effect with a result (`loaded` → `countOrders`), and a chain that never ends (`again`).
private let base = """
    feature: Order
    state:
      orders: "[Order] = []"
      isLoading: Bool = false
      error: String?
    actions:
      load:
        set: { isLoading: true }
        effect: fetchOrders
      select:
        payload: Order
        set: {}
      search:
        payload: { query: String, page: Int }
        set: {}
        effect: searchOrders
      tap:
        set: {}
        effect: trackTap
    results:
      loaded:
        payload: "[Order]"
        set: { orders: payload, isLoading: false }
        effect: countOrders
      failed:
        payload: String
        set: { error: payload }
      counted:
        payload: Int
        set: {}
      again:
        set: {}
        effect: poll
    effects:
      fetchOrders:
        call: fetchOrders() async throws -> [Order]
        success: loaded
        failure: failed
      searchOrders:
        call: "searchOrders(matching query: String, page: Int) async throws -> [Order]"
        success: loaded
        failure: failed
      trackTap:
        call: "track(_ event: String) async"
        arguments: { event: '"tap"' }
      countOrders:
        call: countOrders() async -> Int
        success: counted
      poll:
        call: poll() async
        success: again
    models:
      Order: { id: Int, title: String }
    examples:

    """

/// Broken examples and the exact diagnostics each must produce (notes included), sorted by position.
@Suite struct ExampleBadSpecTests {
    @Test func baseWithAnExampleIsValid() {
        let (feature, lines) = validateSpec(base + """
              - name: loading shows the orders
                send: load
                respond: { fetchOrders: '[Order(id: 1, title: "Tea")]', countOrders: 1 }
                expect: { orders: '[Order(id: 1, title: "Tea")]' }
                calls: ['fetchOrders()', 'countOrders()']

            """)
        #expect(lines == [])
        #expect(feature?.examples.map(\.name) == ["loading shows the orders"])
    }

    @Test(arguments: specs)
    func reportsExactDiagnostics(_ spec: BadSpec) {
        let (feature, lines) = validateSpec(spec.yaml)
        #expect(lines == spec.expected)
        #expect(feature == nil)
    }

    @Test func coversEveryRule() {
        #expect(Self.specs.count >= 24)
    }

    static let specs: [BadSpec] = [
        BadSpec(name: "examples is a mapping", yaml: base + """
                  name: x

                """,
                expected: [
                    e(55, 3, "expected a list of examples (`- name: …`) here, but YAML read a mapping (`key: value`)"),
                ]),
        BadSpec(name: "example is a scalar", yaml: base + """
                  - loads the orders

                """,
                expected: [
                    e(55, 5, "expected an example (`- name: …`, `send: …`) here, but YAML read the value `loads the orders`"),
                ]),
        BadSpec(name: "no name, no send", yaml: base + """
                  - given: { isLoading: true }

                """,
                expected: [
                    e(55, 5, "example has no `name`; write what it shows, e.g. `name: loading shows the orders`"),
                    e(55, 5, "example sends nothing; add `send: <action>`"),
                ]),
        BadSpec(name: "empty name", yaml: base + """
                  - name: ''
                    send: tap

                """,
                expected: [
                    e(55, 11, "empty example name; write what the example shows"),
                ]),
        BadSpec(name: "duplicate and clashing names", yaml: base + """
                  - name: tapping tracks
                    send: tap
                  - name: tapping tracks
                    send: tap
                  - name: Tapping tracks!
                    send: tap

                """,
                expected: [
                    e(57, 11, "duplicate example name `tapping tracks`"),
                    n(55, 11, "first used here"),
                    e(59, 11, "example name `Tapping tracks!` gives the same test name `tappingTracks` as `tapping tracks`"),
                    n(55, 11, "first used here"),
                ]),
        BadSpec(name: "name without letters", yaml: base + """
                  - name: '---'
                    send: tap

                """,
                expected: [
                    e(55, 11, "example name `---` has no letter or digit to name its test"),
                ]),
        BadSpec(name: "misspelt key", yaml: base + """
                  - name: taps
                    sned: tap

                """,
                expected: [
                    e(55, 5, "example sends nothing; add `send: <action>`"),
                    e(56, 5, "unknown key `sned`"),
                    n(56, 5, "did you mean `send`?"),
                ]),
        BadSpec(name: "empty send list", yaml: base + """
                  - name: taps
                    send: []

                """,
                expected: [
                    e(56, 11, "example sends nothing; write `send: <action>` or a list of messages"),
                ]),
        BadSpec(name: "unknown messages", yaml: base + """
                  - name: taps
                    send: [tapp, fetchOrders, isLoading]

                """,
                expected: [
                    e(56, 12, "unknown message `tapp`"),
                    n(56, 12, "did you mean `tap`?"),
                    e(56, 18, "unknown message `fetchOrders`"),
                    n(56, 18, "`fetchOrders` is an effect; send the action that starts it"),
                    e(56, 31, "unknown message `isLoading`"),
                    n(56, 31, "`isLoading` is a state field; set it in `given`"),
                ]),
        BadSpec(name: "two messages in one mapping", yaml: base + """
                  - name: taps
                    send: { tap: , load: }

                """,
                expected: [
                    e(56, 11, "expected one message here (`name`, `name: value` or `name: { label: value }`), but YAML read a mapping (`key: value`)"),
                    n(56, 11, "write a list to send several messages"),
                ]),
        BadSpec(name: "payload shapes", yaml: base + """
                  - name: taps
                    send:
                      - tap: 1
                      - select
                      - select: { id: 1 }
                      - search: '"tea"'
                      - search: { query: '"tea"', pge: 1 }

                """,
                expected: [
                    e(57, 14, "`tap` has no payload; send it as `tap`"),
                    e(58, 9, "`select` takes a payload (`Order`); write `select: <value>`"),
                    e(59, 17, "`select` takes a single `Order`, not labelled values; write `select: '<value>'`"),
                    e(60, 9, "no `respond` for effect `searchOrders`, which action `search` starts"),
                    n(60, 9, "add `respond: { searchOrders: <[Order] value> }`, or `{ searchOrders: { fail: message } }` to make it throw"),
                    e(60, 17, "`search` takes labelled values; write `search: { query: …, page: … }`"),
                    e(61, 17, "`search` needs a value for `page`; write `search: { query: …, page: … }`"),
                    e(61, 35, "`search` has no payload label `pge`"),
                    n(61, 35, "did you mean `page`?"),
                ]),
        BadSpec(name: "given and expect fields", yaml: base + """
                  - name: taps
                    given: { isLoadin: true, tap: 1 }
                    send: tap
                    expect: { orders: [] }

                """,
                expected: [
                    e(56, 14, "`given` names unknown field `isLoadin`"),
                    n(56, 14, "did you mean `isLoading`?"),
                    e(56, 30, "`given` names unknown field `tap`"),
                    e(58, 23, "expected a Swift expression here, but YAML read a sequence (`[…]` or `- item`); quote the value"),
                    n(58, 23, "write it as a string: `\"[]\"`"),
                ]),
        BadSpec(name: "values read state or payload", yaml: base + """
                  - name: taps
                    given: { isLoading: '!state.isLoading' }
                    send: [{ select: 'payload' }]

                """,
                expected: [
                    e(56, 27, "`state` is not available in an example; write the value itself"),
                    e(57, 23, "`payload` is not available in an example; write the value itself"),
                ]),
        BadSpec(name: "unanswered effects", yaml: base + """
                  - name: loads
                    send: [load]
                  - name: loads and counts
                    send: load
                    respond: { fetchOrders: '[]' }

                """,
                expected: [
                    e(56, 12, "no `respond` for effect `fetchOrders`, which action `load` starts"),
                    n(56, 12, "add `respond: { fetchOrders: <[Order] value> }`, or `{ fetchOrders: { fail: message } }` to make it throw"),
                    e(58, 11, "no `respond` for effect `countOrders`, which result `loaded` starts"),
                    n(58, 11, "add `respond: { countOrders: <Int value> }`"),
                ]),
        BadSpec(name: "a chain that never ends", yaml: base + """
                  - name: polls
                    send: again
                    respond: { poll: ok }

                """,
                expected: [
                    e(56, 11, "this example never ends: result `again` starts effect `poll` again"),
                ]),
        BadSpec(name: "unknown effects in respond", yaml: base + """
                  - name: taps
                    send: tap
                    respond: { track: ok, fetchOrder: '[]', nothing: 1 }

                """,
                expected: [
                    e(57, 16, "unknown effect `track`"),
                    n(57, 16, "`respond` names effects: `track` is the call of effect `trackTap`"),
                    e(57, 27, "unknown effect `fetchOrder`"),
                    n(57, 27, "did you mean `fetchOrders`?"),
                    e(57, 45, "unknown effect `nothing`"),
                    n(57, 45, "effects: `fetchOrders`, `searchOrders`, `trackTap`, `countOrders`, `poll`"),
                ]),
        BadSpec(name: "respond for an effect never started", yaml: base + """
                  - name: taps
                    send: tap
                    respond: { fetchOrders: '[]' }

                """,
                expected: [
                    e(57, 16, "this example never starts effect `fetchOrders`, so it needs no `respond`"),
                    n(57, 16, "`fetchOrders` is started by `load`"),
                ]),
        BadSpec(name: "responses that do not fit the call", yaml: base + """
                  - name: taps
                    send: [tap, load, again]
                    respond:
                      trackTap: { fail: Offline }
                      poll: '1'
                      fetchOrders: ok
                      countOrders: { fail: x }

                """,
                expected: [
                    e(58, 19, "`track` cannot fail: the call of effect `trackTap` does not throw"),
                    e(59, 13, "`poll` returns nothing; write `ok`"),
                    e(60, 20, "`fetchOrders` returns `[Order]`; write the value it returns, not `ok`"),
                    e(61, 22, "`countOrders` cannot fail: the call of effect `countOrders` does not throw"),
                ]),
        BadSpec(name: "respond mappings", yaml: base + """
                  - name: loads
                    send: load
                    respond: { fetchOrders: { error: x }, countOrders: {} }
                  - name: loads again
                    send: load
                    respond: { fetchOrders: { fail: }, countOrders: 1 }

                """,
                expected: [
                    e(57, 31, "unknown key `error`"),
                    n(57, 31, "expected one of `fail`"),
                    e(57, 56, "expected `{ fail: message }` here"),
                    e(60, 37, "write the error's description: `{ fail: Offline }`"),
                ]),
        BadSpec(name: "calls not a list", yaml: base + """
                  - name: taps
                    send: tap
                    calls: 'track("tap")'

                """,
                expected: [
                    e(57, 12, "expected a list of service calls here, but YAML read the value `track(\"tap\")`"),
                    n(57, 12, "write `calls: ['track(\"tap\")']`"),
                ]),
        BadSpec(name: "unknown calls", yaml: base + """
                  - name: taps
                    send: tap
                    calls: ['trak("tap")', 'trackTap()', 'refresh()']

                """,
                expected: [
                    e(57, 14, "unknown service call `trak`"),
                    n(57, 14, "did you mean `track`?"),
                    e(57, 29, "unknown service call `trackTap`"),
                    n(57, 29, "effect `trackTap` calls `track`; write `track(…)`"),
                    e(57, 43, "unknown service call `refresh`"),
                    n(57, 43, "service calls: `fetchOrders`, `searchOrders`, `track`, `countOrders`, `poll`"),
                ]),
        BadSpec(name: "call arguments", yaml: base + """
                  - name: searches
                    send: { search: { query: '"tea"', page: 2 } }
                    respond: { searchOrders: '[]', countOrders: 0 }
                    calls:
                      - 'searchOrders(query: "tea", page: 2)'
                      - 'searchOrders("tea", 2)'
                      - 'searchOrders(matching: "tea", 2, 3)'
                      - 'searchOrders(matching: "tea" page: 2)'
                      - 'countOrders(state.orders)'

                """,
                expected: [
                    e(59, 23, "argument 1 of `searchOrders` is labelled `matching:`, not `query:`"),
                    n(59, 23, "write `searchOrders(matching: …, page: …)`"),
                    e(60, 23, "argument 1 of `searchOrders` needs the label `matching:`"),
                    n(60, 23, "write `searchOrders(matching: …, page: …)`"),
                    e(60, 30, "argument 2 of `searchOrders` needs the label `page:`"),
                    n(60, 30, "write `searchOrders(matching: …, page: …)`"),
                    e(61, 10, "`searchOrders` takes 2 arguments, but this call passes 3"),
                    n(61, 10, "write `searchOrders(matching: …, page: …)`"),
                    e(62, 39, "expected `,` before `page:` in call `searchOrders(matching: \"tea\" page: 2)`"),
                    e(63, 10, "`countOrders` takes no arguments, but this call passes 1"),
                    n(63, 10, "write `countOrders()`"),
                ]),
        BadSpec(name: "calls the example never makes", yaml: base + """
                  - name: taps
                    send: tap
                    calls: ['track("tap")', 'fetchOrders()']

                """,
                expected: [
                    e(57, 30, "this example never calls `fetchOrders`: none of the effects it starts calls it"),
                ]),
        BadSpec(name: "values read state in calls", yaml: base + """
                  - name: searches
                    send: { search: { query: '"tea"', page: 2 } }
                    respond: { searchOrders: '[]', countOrders: 0 }
                    calls: ['searchOrders(matching: state.query, page: 2)', 'countOrders()']

                """,
                expected: [
                    e(58, 37, "`state` is not available in an example; write the value itself"),
                ]),

    ]
}
