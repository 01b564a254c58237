"""Unit tests of .ci/tca-api-check's scanner and matcher, on small Swift texts (no third-party
sources needed): python3 .ci/tca_api_check_test.py"""

import pathlib
import sys
import unittest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import swift_scan as scan  # noqa: E402
import tca_api_check as checker  # noqa: E402

LIBRARY_TEXT = '''
public struct Effect<Action>: Sendable {
  public static var none: Self { fatalError() }
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID
  ) -> Self { fatalError() }
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    let inner = 1  // a local: not API
    return self
  }
  public static func merge(_ effects: Self...) -> Self { fatalError() }
  #if ComposableArchitecture2Deprecations
    @available(*, deprecated, message: "Avoid transforming effects")
  #else
    @available(iOS, deprecated: 9999, message: "Avoid transforming effects")
  #endif
  public func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> { fatalError() }
  func hidden() {}
}
@available(*, message: "Use 'Result', instead.")
public enum TaskResult<Success: Sendable>: Sendable {
  case success(Success)
}
public final class TestStore<State: Equatable, Action> {
  public init(
    initialState: @autoclosure () -> State,
    reducer: () -> some Reducer<State, Action>,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    line: UInt = #line
  ) {}
  public func finish(timeout nanoseconds: UInt64? = nil) async {}
}
'''


class Source:
    def __init__(self, text):
        self.text = text

    def describe(self):
        return "TCA test"


def library(text=LIBRARY_TEXT):
    lib = checker.Library([])
    lib.sources = [Source(text)]
    lib.collections = checker.collection_types(text)
    for declaration in scan.index_declarations("Library.swift", text).declarations:
        if declaration.is_public:
            lib.by_name.setdefault(declaration.name, []).append(declaration)
    return lib


def check(code, text=LIBRARY_TEXT):
    findings, uses = checker.check([("Sample.swift", code)], library(text))
    return findings, uses


NAVIGATION_TEXT = '''
public enum PresentationAction<Action> {
  case dismiss
  case presented(Action)
}
public struct StackState<Element> {
  public init() {}
  public mutating func removeAll() {}
}
extension StackState: RandomAccessCollection, RangeReplaceableCollection {}
extension View {
  public func sheet<State, Action, Content: View>(
    store: Store<PresentationState<State>, PresentationAction<Action>>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Store<State, Action>) -> Content
  ) -> some View { fatalError() }
}
'''


class ScannerTests(unittest.TestCase):
    def test_masks_comments_and_strings_but_keeps_positions(self):
        text = 'let a = "WithViewStore(x)" // WithViewStore\n/* ViewStore */ b'
        mask = scan.code_mask(text)
        self.assertEqual(len(mask), len(text))
        self.assertNotIn("ViewStore", mask)
        self.assertTrue(mask.endswith(" b"))

    def test_indexes_public_members_with_labels_and_deprecations(self):
        declarations = {d.signature: d for d in library().by_name["run"] + library().by_name["map"]}
        self.assertIn("run(priority:operation:catch:fileID:)", declarations)
        self.assertEqual(declarations["map(_:)"].deprecated, "Avoid transforming effects")
        self.assertNotIn("hidden", library().by_name)
        self.assertNotIn("inner", library().by_name)

    def test_a_soft_availability_message_retires_the_type(self):
        self.assertTrue(library().by_name["TaskResult"][0].deprecated)

    def test_trailing_closures_fill_closure_parameters(self):
        run = library().by_name["run"][0].params
        self.assertTrue(checker.labels_match(run, [], ["_"]))
        self.assertTrue(checker.labels_match(run, [], ["_", "catch"]))
        self.assertFalse(checker.labels_match(run, [], ["_", "catching"]))
        self.assertTrue(checker.labels_match(run, ["operation"], []))
        self.assertFalse(checker.labels_match(run, ["priority"], []))  # `operation` is required

    def test_variadic_arguments(self):
        merge = library().by_name["merge"][0].params
        self.assertTrue(checker.labels_match(merge, ["_", "_", "_"], []))


class CheckTests(unittest.TestCase):
    def test_current_api_passes(self):
        findings, uses = check(
            "let e = Effect<Int>.run { send in }\n  .cancellable(id: 1, cancelInFlight: true)\n"
            "let s = TestStore(initialState: 0) { R() } withDependencies: { _ in }\n")
        self.assertEqual([str(f) for f in findings], [])
        self.assertIn("Effect.cancellable(id:cancelInFlight:)", uses)

    def test_a_misspelt_label_is_an_error_at_its_column(self):
        findings, _ = check("let e = x\n  .cancellable(id: 1, cancelInflight: true)\n")
        self.assertEqual(len(findings), 1)
        self.assertTrue(str(findings[0]).startswith("Sample.swift:2:4: error: no public"))

    def test_deprecated_and_retired_names_are_errors(self):
        findings, _ = check("let r: TaskResult<Int>\nWithViewStore(store) { _ in }\n"
                            "let e = Effect<Int>.run { _ in }.map { $0 }\n")
        messages = " | ".join(f.message for f in findings)
        self.assertIn("`TaskResult` is deprecated", messages)
        self.assertIn("`WithViewStore` is retired", messages)
        self.assertIn("`Effect.map` is deprecated", messages)

    def test_dependency_client_endpoints_take_the_labels_the_macro_gives(self):
        client = ("@DependencyClient\nstruct Client {\n"
                  "  var search: @Sendable (_ query: String, _ page: Int) async throws -> [Int]\n"
                  "  var log: @Sendable (String) async -> Void\n}\n"
                  "extension DependencyValues {\n  var c: Client {\n    get { self[Client.self] }\n  }\n}\n")
        good, _ = check(client + "func f() async throws {\n"
                        "  _ = try await c.search(query: \"a\", page: 1)\n  await c.log(\"x\")\n}\n")
        self.assertEqual([str(f) for f in good], [])
        bad, _ = check(client + "func f() async throws {\n"
                       "  _ = try await c.search(q: \"a\", page: 1)\n  await c.log(name: \"x\")\n}\n")
        self.assertEqual(len(bad), 2)
        self.assertIn("gives search(_:_:) or search(query:page:)", bad[0].message)

    def test_an_endpoint_call_is_checked_against_its_own_client(self):
        clients = ("@DependencyClient\nstruct AClient {\n  var load: @Sendable (_ id: Int) async -> Void\n}\n"
                   "@DependencyClient\nstruct BClient {\n  var load: @Sendable () async -> Void\n}\n"
                   "extension DependencyValues {\n  var aClient: AClient {\n    get { self[AClient.self] }\n  }\n"
                   "  var bClient: BClient {\n    get { self[BClient.self] }\n  }\n}\n")
        good, _ = check(clients + "func f() async {\n  await aClient.load(id: 1)\n  await bClient.load()\n"
                        "  _ = self.load(state: 1)\n  _ = load()\n}\n")
        self.assertEqual([str(f) for f in good], [])
        bad, _ = check(clients + "func f() async {\n  await bClient.load(id: 1)\n}\n")
        self.assertEqual(len(bad), 1)
        self.assertIn("gives load()", bad[0].message)

    def test_control_flow_braces_are_not_trailing_closures(self):
        findings, _ = check("if cancellable {\n}\nswitch cancellable {\ndefault: break\n}\n")
        self.assertEqual([str(f) for f in findings], [])

    def test_a_stream_endpoint_in_a_for_loop_is_called_not_given_a_closure(self):
        client = ("@DependencyClient\nstruct Client {\n"
                  "  var incoming: @Sendable () async -> AsyncStream<Int> = { .finished }\n}\n"
                  "extension DependencyValues {\n  var c: Client {\n    get { self[Client.self] }\n  }\n}\n")
        good, _ = check(client + "func f() async {\n  for await x in await c.incoming() {\n    _ = x\n  }\n}\n")
        self.assertEqual([str(f) for f in good], [])
        bad, _ = check(client + "func f() async {\n  _ = await c.incoming { }\n}\n")
        self.assertEqual(len(bad), 1)
        self.assertIn("does not call the endpoint", bad[0].message)

    def test_a_continuations_finish_is_not_the_test_stores(self):
        good, _ = check("let s = AsyncThrowingStream<Int, any Error> { $0.finish(throwing: E()) }\n")
        self.assertEqual([str(f) for f in good], [])
        bad, _ = check("func f(store: TestStore<Int, Int>) async {\n  await store.finish(after: 1)\n}\n")
        self.assertTrue(any("finish" in f.message for f in bad), [str(f) for f in bad])


    def test_navigation_code_that_is_right_passes_and_a_wrong_label_does_not(self):
        # An enum case's unlabelled value, `StackState([…])` (RangeReplaceableCollection's init) and
        # SwiftUI's own `sheet(item:)` were false alarms on correct navigation code.
        good, uses = check(
            "func f(a: PresentationAction<Int>) {\n  switch a {\n  case .presented(1): break\n"
            "  default: break\n  }\n  var path = StackState([1, 2])\n  path.removeAll { $0 == 1 }\n}\n"
            "let v = Text(\"\").sheet(item: $edit) { s in Text(\"\") }\n",
            NAVIGATION_TEXT)
        self.assertEqual([str(f) for f in good], [])
        self.assertIn("StackState.init(_:) of RangeReplaceableCollection", uses)
        self.assertIn("removeAll(where:) of RangeReplaceableCollection", uses)
        bad, _ = check("let a = PresentationAction<Int>.presented(action: 1)\nlet p = StackState(items: [1])\n"
                       "func g(p: inout StackState<Int>) { p.removeAll(were: { _ in true }) }\n"
                       "let v = Text(\"\").sheet(store: s, onDismis: {}) { _ in Text(\"\") }\n", NAVIGATION_TEXT)
        self.assertEqual(len(bad), 4, [str(f) for f in bad])


if __name__ == "__main__":
    unittest.main()
