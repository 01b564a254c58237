import Testing
@testable import FeatureGenCore

/// One broken spec and the exact diagnostics it must produce (notes included), sorted by position.
struct BadSpec: CustomTestStringConvertible, Sendable {
    var name: String
    var yaml: String
    var expected: [String]
    var testDescription: String { name }
}

private func e(_ line: Int, _ column: Int, _ message: String) -> String { "bad.feature.yml:\(line):\(column): error: \(message)" }
private func w(_ line: Int, _ column: Int, _ message: String) -> String { "bad.feature.yml:\(line):\(column): warning: \(message)" }
private func n(_ line: Int, _ column: Int, _ message: String) -> String { "bad.feature.yml:\(line):\(column): note: \(message)" }

/// A valid Order-like spec to break one line at a time (`state`, one action/result/effect pair).
private let base = """
    feature: Order
    state:
      orders: "[Order] = []"
      isLoading: Bool = false
    actions:
      load:
        set: { isLoading: true }
        effect: fetchOrders
    results:
      loaded:
        payload: "[Order]"
        set: { orders: payload, isLoading: false }
      failed:
        payload: String
    effects:
      fetchOrders:
        call: fetchOrders() async throws -> [Order]
        success: loaded
        failure: failed

    """

@Suite struct BadSpecTests {
    static let specs: [BadSpec] = shapeSpecs + nameSpecs + stateSpecs + messageSpecs + effectSpecs + typeSpecs
        + runtimeSpecs

    @Test(arguments: specs)
    func reportsExactDiagnostics(_ spec: BadSpec) {
        let (feature, lines) = validateSpec(spec.yaml)
        #expect(lines == spec.expected)
        if spec.expected.contains(where: { $0.contains(": error: ") }) {
            #expect(feature == nil)
        } else {
            #expect(feature != nil)
        }
    }

    @Test func baseSpecIsValid() {
        #expect(validateSpec(base).lines == [])
    }

    @Test func coversManyRules() {
        #expect(Self.specs.count >= 40)
    }

    static let shapeSpecs: [BadSpec] = [
        BadSpec(name: "top level sequence", yaml: "- a\n- b\n",
                expected: [e(1, 1, "a spec is a mapping that starts with `feature: Name`")]),
        BadSpec(name: "top level scalar", yaml: "hello\n",
                expected: [e(1, 1, "a spec is a mapping that starts with `feature: Name`")]),
        BadSpec(name: "missing feature", yaml: "state: {}\n",
                expected: [e(1, 1, "missing key `feature`; a spec starts with `feature: Name`")]),
        BadSpec(name: "misspelt top key", yaml: "feature: Order\nsate:\n  x: Int = 1\n",
                expected: [e(2, 1, "unknown key `sate`"), n(2, 1, "did you mean `state`?")]),
        BadSpec(name: "unknown top key", yaml: "feature: Order\nwidgets: 1\n",
                expected: [e(2, 1, "unknown key `widgets`"),
                           n(2, 1, "expected one of `feature`, `access`, `imports`, `doc`, `input`, `state`, `actions`, "
                                + "`results`, `effects`, `navigation`, `models`, `enums`, `fixtures`, `examples`")]),
        BadSpec(name: "state is a sequence", yaml: "feature: Order\nstate: [a, b]\n",
                expected: [e(2, 8, "expected a mapping of `field: Type` entries here, but YAML read a sequence (`[…]` or `- item`)")]),
        BadSpec(name: "action body is a scalar", yaml: "feature: Order\nactions:\n  load: fetchOrders\n",
                expected: [e(3, 9, "expected `payload`, `set`, `effect`, `cancel`, `trigger`, `when` or `doc` (or nothing) here, but YAML read the value `fetchOrders`")]),
        BadSpec(name: "access level", yaml: "feature: Order\naccess: private\n",
                expected: [e(2, 9, "unknown access level `private`; use `internal` or `public`")]),
        BadSpec(name: "imports not a list", yaml: "feature: Order\nimports: Combine\n",
                expected: [e(2, 10, "expected a list of module names here, but YAML read the value `Combine`"),
                           n(2, 10, "write `imports: [Combine]`")]),
        BadSpec(name: "import not a module name", yaml: "feature: Order\nimports: [Foundation, my-module]\n",
                expected: [e(2, 23, "`my-module` is not a module name")]),
    ]

    static let nameSpecs: [BadSpec] = [
        BadSpec(name: "feature path traversal", yaml: "feature: ../../etc/passwd\n",
                expected: [e(1, 10, "feature name `../../etc/passwd` is not a Swift identifier"), n(1, 10, "try `EtcPasswd`")]),
        BadSpec(name: "feature absolute path", yaml: "feature: /abs/path\n",
                expected: [e(1, 10, "feature name `/abs/path` is not a Swift identifier"), n(1, 10, "try `AbsPath`")]),
        BadSpec(name: "feature with a space", yaml: "feature: my feature\n",
                expected: [e(1, 10, "feature name `my feature` is not a Swift identifier"), n(1, 10, "try `MyFeature`")]),
        BadSpec(name: "feature reserved on Windows", yaml: "feature: Con\n",
                expected: [e(1, 10, "feature name `Con` is reserved by Windows and cannot name a file"),
                           n(1, 10, "try `ConFeature`")]),
        BadSpec(name: "feature LPT3", yaml: "feature: LPT3\n",
                expected: [e(1, 10, "feature name `LPT3` is reserved by Windows and cannot name a file"),
                           n(1, 10, "try `LPT3Feature`")]),
        BadSpec(name: "feature lowercase", yaml: "feature: order\n",
                expected: [e(1, 10, "feature name `order` must start with an uppercase letter"), n(1, 10, "try `Order`")]),
        BadSpec(name: "feature Self", yaml: "feature: Self\n",
                expected: [e(1, 10, "`Self` cannot name a feature; try `SelfValue`")]),
        BadSpec(name: "feature is a mapping", yaml: "feature: { name: Order }\n",
                expected: [e(1, 10, "expected a feature name here, but YAML read a mapping (`key: value`); quote the value")]),
        BadSpec(name: "field named self", yaml: "feature: Order\nstate:\n  self: Int = 0\n",
                expected: [e(3, 3, "`self` cannot name a field; try `selfValue`")]),
        BadSpec(name: "action named init", yaml: "feature: Order\nactions:\n  init:\n",
                expected: [e(3, 3, "`init` cannot name an action; try `initValue`")]),
        BadSpec(name: "field starting with a digit", yaml: "feature: Order\nstate:\n  2fast: Int = 0\n",
                expected: [e(3, 3, "`2fast` is not a valid field name; use letters, digits and `_`, not starting with a digit")]),
        BadSpec(name: "uppercase field is only a warning", yaml: "feature: Order\nstate:\n  Count: Int = 0\n",
                expected: [w(3, 3, "field name `Count` should start with a lowercase letter"), n(3, 3, "try `count`")]),
        BadSpec(name: "field and action share a name",
                yaml: "feature: Order\nstate:\n  load: Int = 0\nactions:\n  load:\n",
                expected: [e(5, 3, "name `load` is already used by a field"), n(3, 3, "first declared here")]),
        BadSpec(name: "effect and result share a name",
                yaml: base.replacingOccurrences(of: "  fetchOrders:\n    call", with: "  loaded:\n    call")
                    .replacingOccurrences(of: "effect: fetchOrders", with: "effect: loaded"),
                expected: [e(16, 3, "name `loaded` is already used by a result"), n(10, 3, "first declared here")]),
        // A suggestion is valid and not the refused name; when none can be made, the rule is said.
        BadSpec(name: "feature emoji", yaml: "feature: \"🎉\"\n",
                expected: [e(1, 10, "feature name `🎉` must start with an uppercase letter"),
                           n(1, 10, "begin the name with an uppercase letter, such as `A`–`Z`: `🎉` has no uppercase form")]),
        BadSpec(name: "feature with a leading underscore", yaml: "feature: _order\n",
                expected: [e(1, 10, "feature name `_order` must start with an uppercase letter"), n(1, 10, "try `Order`")]),
        BadSpec(name: "feature in an uncased script", yaml: "feature: 注文\n",
                expected: [e(1, 10, "feature name `注文` must start with an uppercase letter"),
                           n(1, 10, "begin the name with an uppercase letter, such as `A`–`Z`: `注` has no uppercase form")]),
        BadSpec(name: "feature guess that is unusable", yaml: "feature: self.\n",
                expected: [e(1, 10, "feature name `self.` is not a Swift identifier"),
                           n(1, 10, "a feature name is an UpperCamelCase Swift identifier: an uppercase letter first, "
                               + "then letters, digits and `_`, such as `Order`")]),
        BadSpec(name: "uppercase field whose lowercase is unusable", yaml: "feature: Order\nstate:\n  Init: Int = 0\n",
                expected: [w(3, 3, "field name `Init` should start with a lowercase letter"), n(3, 3, "try `initValue`")]),
        BadSpec(name: "model emoji", yaml: "feature: Order\nmodels:\n  \"🎁\": { id: Int }\n",
                expected: [e(3, 3, "model name `🎁` must start with an uppercase letter"),
                           n(3, 3, "begin the name with an uppercase letter, such as `A`–`Z`: `🎁` has no uppercase form")]),
        BadSpec(name: "model lowercase", yaml: "feature: Order\nmodels:\n  order: { id: Int }\n",
                expected: [e(3, 3, "model name `order` must start with an uppercase letter"), n(3, 3, "try `Order`")]),
        BadSpec(name: "model and enum share a name",
                yaml: "feature: Order\nmodels:\n  Item: { id: Int }\nenums:\n  Item: [a, b]\n",
                expected: [e(5, 3, "type `Item` is already declared"), n(3, 3, "first declared here")]),
    ]

    static let stateSpecs: [BadSpec] = [
        BadSpec(name: "field without default must be optional", yaml: "feature: Order\nstate:\n  count: Int\n",
                expected: [e(3, 3, "field `count` has no default value; write `Int = value` or make it optional `Int?`")]),
        BadSpec(name: "unbalanced bracket in a quoted type", yaml: "feature: Order\nstate:\n  items: \"[Item = []\"\n",
                expected: [e(3, 11, "unbalanced `[` in type `[Item`")]),
        BadSpec(name: "unbalanced generic", yaml: "feature: Order\nstate:\n  tags: Set<String = []\n",
                expected: [e(3, 12, "unbalanced `<` in type `Set<String`")]),
        BadSpec(name: "stray closing bracket", yaml: "feature: Order\nstate:\n  tags: \"[String]] = []\"\n",
                expected: [e(3, 18, "unbalanced `]` in type `[String]]`")]),
        BadSpec(name: "empty default", yaml: "feature: Order\nstate:\n  count: Int =\n",
                expected: [e(3, 10, "field `count` has `=` but no default value")]),
        BadSpec(name: "empty type", yaml: "feature: Order\nstate:\n  count: = 1\n",
                expected: [e(3, 10, "empty type; write a Swift type such as `String`")]),
        BadSpec(name: "long form without type", yaml: "feature: Order\nstate:\n  count: { default: 0 }\n",
                expected: [e(3, 3, "field `count` has no `type`")]),
        BadSpec(name: "long form misspelt key", yaml: "feature: Order\nstate:\n  count: { type: Int, defualt: 0 }\n",
                expected: [e(3, 3, "field `count` has no default value; write `Int = value` or make it optional `Int?`"),
                           e(3, 23, "unknown key `defualt`"), n(3, 23, "did you mean `default`?")]),
        BadSpec(name: "type read as a sequence", yaml: "feature: Order\nstate:\n  items: [Int]\n",
                expected: [e(3, 10, "expected a Swift type (`Type` or `Type = default`) here, but YAML read a sequence (`[…]` or `- item`); quote the value"),
                           n(3, 10, "write it as a string: `\"[Int]\"`")]),
    ]

    static let messageSpecs: [BadSpec] = [
        BadSpec(name: "payload read as a sequence", yaml: "feature: Order\nactions:\n  pick:\n    payload: [Order]\n",
                expected: [e(4, 14, "expected a Swift type here, but YAML read a sequence (`[…]` or `- item`); quote the value"),
                           n(4, 14, "write it as a string: `\"[Order]\"`")]),
        BadSpec(name: "trailing garbage in a payload type", yaml: "feature: Order\nactions:\n  pick:\n    payload: Int String\n",
                expected: [e(4, 18, "unexpected `String` in type `Int String`")]),
        BadSpec(name: "misspelt message key", yaml: base.replacingOccurrences(of: "    effect: fetchOrders", with: "    efect: fetchOrders"),
                expected: [e(8, 5, "unknown key `efect`"), n(8, 5, "did you mean `effect`?"),
                           w(16, 3, "effect `fetchOrders` is never triggered"),
                           n(16, 3, "add `effect: fetchOrders` to an action or a result")]),
        BadSpec(name: "set names an unknown field", yaml: base.replacingOccurrences(of: "set: { isLoading: true }", with: "set: { isLoadng: true }"),
                expected: [e(7, 12, "`set` assigns unknown field `isLoadng`"), n(7, 12, "did you mean `isLoading`?")]),
        BadSpec(name: "set reads a field it already assigned",
                yaml: "feature: Order\nstate:\n  count: Int = 0\n  total: Int = 0\nactions:\n  add:\n    set: { count: 1, total: state.count + 1 }\n",
                expected: [e(7, 29, "reads `state.count` after this `set` assigns it; use the new value directly"),
                           n(7, 12, "`count` is assigned here")]),
        BadSpec(name: "set value is an empty string",
                yaml: "feature: Order\nstate:\n  count: Int = 0\nactions:\n  add:\n    set: { count: \"\" }\n",
                expected: [e(6, 19, "empty expression; write a Swift expression")]),
        BadSpec(name: "set value is a mapping",
                yaml: "feature: Order\nstate:\n  count: Int = 0\nactions:\n  add:\n    set: { count: { a: 1 } }\n",
                expected: [e(6, 19, "expected a Swift expression here, but YAML read a mapping (`key: value`); quote the value")]),
        BadSpec(name: "unknown effect", yaml: base.replacingOccurrences(of: "effect: fetchOrders", with: "effect: fetchOrder"),
                expected: [e(8, 13, "unknown effect `fetchOrder`"), n(8, 13, "did you mean `fetchOrders`?"),
                           w(16, 3, "effect `fetchOrders` is never triggered"),
                           n(16, 3, "add `effect: fetchOrders` to an action or a result")]),
        BadSpec(name: "payload label named self",
                yaml: "feature: Order\nactions:\n  save:\n    payload: { self: Int }\n",
                expected: [e(4, 16, "`self` cannot name a payload label; try `selfValue`")]),
    ]

    static let effectSpecs: [BadSpec] = [
        BadSpec(name: "call without async", yaml: base.replacingOccurrences(of: "fetchOrders() async throws", with: "fetchOrders() throws"),
                expected: [e(17, 11, "call `fetchOrders` is not `async`"),
                           n(17, 11, "effects run asynchronously; write `fetchOrders() async throws -> [Order]`")]),
        BadSpec(name: "throwing call without failure", yaml: base.replacingOccurrences(of: "    failure: failed\n", with: ""),
                expected: [e(16, 3, "`fetchOrders` can throw but has no `failure`; add `failure: <result>` or `failure: ignore`")]),
        BadSpec(name: "non-throwing call with failure", yaml: base.replacingOccurrences(of: "async throws", with: "async"),
                expected: [e(19, 14, "`fetchOrders` cannot throw, so it has no `failure`; remove `failure` or make the call `throws`")]),
        BadSpec(name: "effect without call", yaml: base.replacingOccurrences(of: "    call: fetchOrders() async throws -> [Order]\n", with: ""),
                expected: [e(16, 3, "effect `fetchOrders` has no `call`; write `call: fetchOrders() async throws -> Type`")]),
        BadSpec(name: "unbalanced bracket in a parameter", yaml: base.replacingOccurrences(of: "call: fetchOrders() async throws -> [Order]", with: "call: \"fetchOrders(ids: [Int) async throws -> [Order]\""),
                expected: [e(17, 29, "unbalanced `[` in call `fetchOrders(ids: [Int) async throws -> [Order]`")]),
        BadSpec(name: "success names an unknown result", yaml: base.replacingOccurrences(of: "success: loaded", with: "success: loadd"),
                expected: [e(18, 14, "unknown result `loadd`"), n(18, 14, "did you mean `loaded`?")]),
        BadSpec(name: "success names an action", yaml: base.replacingOccurrences(of: "success: loaded", with: "success: load"),
                expected: [e(18, 14, "`success` must name a result, but `load` is an action"), n(6, 3, "action declared here")]),
        BadSpec(name: "success payload differs from the return type",
                yaml: base.replacingOccurrences(of: "payload: \"[Order]\"", with: "payload: \"[Int]\""),
                expected: [e(18, 14, "result `loaded` carries `[Int]`, but `fetchOrders` returns `[Order]`"),
                           n(10, 3, "`loaded` declared here")]),
        BadSpec(name: "success result without payload for a returned value",
                yaml: base.replacingOccurrences(of: "    payload: \"[Order]\"\n", with: ""),
                expected: [e(17, 14, "result `loaded` has no payload, but `fetchOrders` returns `[Order]`; add `payload: [Order]` to `loaded`"),
                           n(10, 3, "`loaded` declared here")]),
        BadSpec(name: "failure payload is not an error",
                yaml: base.replacingOccurrences(of: "payload: String", with: "payload: Int"),
                expected: [e(19, 14, "failure result `failed` must have no payload, a single `String`, `Error` or `any Error`, or labelled values: the error and arguments of the call"),
                           n(13, 3, "`failed` declared here")]),
        BadSpec(name: "unknown failure result", yaml: base.replacingOccurrences(of: "failure: failed", with: "failure: oops"),
                expected: [e(19, 14, "unknown result `oops`"), n(19, 14, "write `failure: ignore` to drop errors")]),
        BadSpec(name: "parameter cannot be filled", yaml: base.replacingOccurrences(of: "call: fetchOrders() async throws -> [Order]", with: "call: \"fetchOrders(page: Int) async throws -> [Order]\""),
                expected: [e(8, 13, "cannot fill parameter `page` of `fetchOrders` for action `load`; add `arguments: { page: … }` to effect `fetchOrders`")]),
        BadSpec(name: "argument for an unknown parameter",
                yaml: base.replacingOccurrences(of: "    success: loaded\n", with: "    arguments: { pag: 1 }\n    success: loaded\n")
                    .replacingOccurrences(of: "call: fetchOrders() async throws -> [Order]", with: "call: \"fetchOrders(page: Int) async throws -> [Order]\""),
                expected: [e(8, 13, "cannot fill parameter `page` of `fetchOrders` for action `load`; add `arguments: { page: … }` to effect `fetchOrders`"),
                           e(18, 18, "`fetchOrders` has no parameter `pag`"), n(18, 18, "did you mean `page`?")]),
        BadSpec(name: "effect never triggered is a warning",
                yaml: base + "  log:\n    call: \"log(event: String) async\"\n    arguments: { event: \"x\" }\n",
                expected: [w(20, 3, "effect `log` is never triggered"), n(20, 3, "add `effect: log` to an action or a result")]),
        BadSpec(name: "throws before async", yaml: base.replacingOccurrences(of: "async throws", with: "throws async"),
                expected: [e(17, 32, "write `async throws`, not `throws async` in call `fetchOrders() throws async -> [Order]`")]),
    ]

    static let typeSpecs: [BadSpec] = [
        BadSpec(name: "duplicate enum case", yaml: "feature: Order\nenums:\n  Phase: [idle, idle]\n",
                expected: [e(3, 17, "duplicate case `idle` in enum `Phase`"), n(3, 11, "first declared here")]),
        BadSpec(name: "unbalanced enum case", yaml: "feature: Order\nenums:\n  Phase: [idle, \"loaded([Item]\"]\n",
                expected: [e(3, 24, "unbalanced `(` in enum case `loaded([Item]`")]),
        BadSpec(name: "enum is not a list", yaml: "feature: Order\nenums:\n  Phase: idle\n",
                expected: [e(3, 10, "expected a list of cases here, but YAML read the value `idle`"),
                           n(3, 10, "write `Phase: [idle, \"loaded([Item])\"]`")]),
        BadSpec(name: "model field with a broken type", yaml: "feature: Order\nmodels:\n  Item: { id: \"Int)\" }\n",
                expected: [e(3, 19, "unbalanced `)` in type `Int)`")]),
        BadSpec(name: "fixture with a broken type", yaml: "feature: Order\nfixtures:\n  \"[Item\": \"[]\"\n",
                expected: [e(3, 3, "unbalanced `[` in type `[Item`")]),
    ]

    /// Effect policies, cancellation, view triggers and long-form models.
    static let runtimeSpecs: [BadSpec] = [
        BadSpec(name: "unknown policy", yaml: base.replacingOccurrences(of: "failure: failed\n", with: "failure: failed\n    policy: latst\n"),
                expected: [e(20, 13, "unknown policy `latst`; use `latest` (a new run cancels the one in flight) or `parallel`"),
                           n(20, 13, "did you mean `latest`?")]),
        BadSpec(name: "cancel names an unknown effect",
                yaml: base.replacingOccurrences(of: "    effect: fetchOrders\n", with: "    effect: fetchOrders\n    cancel: [fetchOrdrs]\n"),
                expected: [e(9, 14, "`cancel` names unknown effect `fetchOrdrs`"), n(9, 14, "did you mean `fetchOrders`?")]),
        BadSpec(name: "unknown trigger", yaml: base.replacingOccurrences(of: "    effect: fetchOrders\n", with: "    effect: fetchOrders\n    trigger: [appear, apear, onAppear]\n"),
                expected: [e(9, 23, "unknown trigger `apear`"), n(9, 23, "did you mean `appear`?"),
                           e(9, 30, "unknown trigger `onAppear`"), n(9, 30, "did you mean `appear`?")]),
        BadSpec(name: "trigger that is no view event",
                yaml: base.replacingOccurrences(of: "    effect: fetchOrders\n", with: "    effect: fetchOrders\n    trigger: tap\n"),
                expected: [e(9, 14, "unknown trigger `tap`"),
                           n(9, 14, "a trigger is one of `appear`, `refresh`, `disappear`")]),
        BadSpec(name: "trigger listed twice", yaml: base.replacingOccurrences(of: "    effect: fetchOrders\n", with: "    effect: fetchOrders\n    trigger: [refresh, refresh]\n"),
                expected: [e(9, 24, "`trigger` lists `refresh` twice")]),
        BadSpec(name: "trigger on a result", yaml: base.replacingOccurrences(of: "    payload: String\n", with: "    payload: String\n    trigger: appear\n"),
                expected: [e(15, 5, "`trigger` is for actions: the view sends them; a result comes from an effect"),
                           n(15, 5, "move `failed` to `actions`"),
                           e(15, 5, "`failed` has a payload, but a triggered action is sent by the view without values"),
                           n(15, 5, "remove the payload, or send the action yourself and remove `trigger`")]),
        BadSpec(name: "trigger on an action with a payload",
                yaml: "feature: Order\nactions:\n  pick:\n    payload: Int\n    set: {}\n    trigger: appear\n",
                expected: [e(6, 5, "`pick` has a payload, but a triggered action is sent by the view without values"),
                           n(6, 5, "remove the payload, or send the action yourself and remove `trigger`")]),
        BadSpec(name: "model conforms to an implicit protocol",
                yaml: "feature: Order\nmodels:\n  Item:\n    fields: { id: Int }\n    conforms: [Codable, Equatable, Codable, \"Hash able\", Swift.Identifiable]\n",
                expected: [e(5, 25, "model `Item` is `Equatable` already; remove it from `conforms`"),
                           n(5, 25, "every model is `Equatable`, `Sendable`, `Identifiable` (it has an `id`)"),
                           e(5, 36, "`conforms` lists `Codable` twice"), n(5, 16, "first listed here"),
                           e(5, 45, "`Hash able` is not a protocol name; write an identifier such as `Codable`"),
                           e(5, 58, "model `Item` is `Identifiable` already; remove it from `conforms`"),
                           n(5, 58, "every model is `Equatable`, `Sendable`, `Identifiable` (it has an `id`)")]),
        BadSpec(name: "long-form model with an unknown key",
                yaml: "feature: Order\nmodels:\n  Item:\n    fields: { id: Int }\n    conform: [Codable]\n",
                expected: [e(5, 5, "unknown key `conform`"), n(5, 5, "did you mean `conforms`?")]),
    ]
}
