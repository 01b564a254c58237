import Testing

@testable import FeatureGenCore

/// A list that pushes a detail with its input, and a detail that dismisses itself, in the TCA style:
/// the stack, the opening, the dismissal, the app's roots, and the tests that check them.
@Suite struct NavigationPlanTests {
    private func files() throws -> [String: String] {
        let list = try #require(feature(NavigationValidationTests.list, path: "Specs/OrderList.feature.yml"))
        let detail = try #require(feature(NavigationValidationTests.detail, path: "Specs/OrderDetail.feature.yml"))
        return renderedFiles([list, detail], style: .tca)
    }

    private func file(_ suffix: String, in files: [String: String]) throws -> String {
        try #require(files.first { $0.key.hasSuffix(suffix) }?.value)
    }

    @Test func theOpenerOwnsTheStackAndPushesWithTheInput() throws {
        let list = try file("OrderListFeature.swift", in: files())
        #expect(list.contains("  @Reducer\n  enum Path {\n    case detail(OrderDetailFeature)\n  }\n"))
        #expect(list.contains("    var path = StackState<Path.State>()\n"))
        #expect(list.contains("    case path(StackActionOf<Path>)\n"))
        #expect(list.contains("      case .orderTapped(let payload):\n        // OrderList.feature.yml:7\n"
            + "        state.path.append(.detail(OrderDetailFeature.State(order: payload)))\n        return .none\n"))
        #expect(list.contains("      case .path:\n        return .none\n"))
        #expect(list.contains("    .forEach(\\.path, action: \\.path)\n"))
        #expect(list.contains("extension OrderListFeature.Path.State: Equatable {}"))
        // Its stack view, for SwiftUI only.
        #expect(list.contains("struct OrderListStack: View {"))
        #expect(list.contains("NavigationStack(path: $store.scope(state: \\.path, action: \\.path))"))
    }

    @Test func theOpenedScreenTakesItsInputAndDismissesItself() throws {
        let detail = try file("OrderDetailFeature.swift", in: files())
        // An input has no default: the opener gives it.
        #expect(detail.contains("    var order: Order\n"))
        #expect(detail.contains("  @Dependency(\\.dismiss) var dismiss\n"))
        #expect(detail.contains("      case .closeTapped:\n        return .run { _ in await dismiss() }\n"))
        // A screen that pushes nothing has no stack.
        #expect(!detail.contains("Path"))
    }

    @Test func theAppHoldsOnlyTheScreensNoOtherOneOpens() throws {
        let files = try files()
        let app = try file("AppFeature.swift", in: files)
        #expect(app.contains("var orderList = OrderListFeature.State()"))
        #expect(!app.contains("orderDetail"))
        let view = try file("AppView.swift", in: files)
        #expect(view.contains("OrderListStack(store: store.scope(state: \\.orderList, action: \\.orderList))"))
    }

    @Test func theTestsStateThePushAndCountTheDismissal() throws {
        let files = try files()
        let list = try file("OrderListFeatureTests.swift", in: files)
        #expect(list.contains("@Test func orderTapped_opensDetail() async {"))
        #expect(list.contains("$0.path[id: 0] = .detail("))
        let detail = try file("OrderDetailFeatureTests.swift", in: files)
        #expect(detail.contains("@Test func closeTapped_dismisses() async {"))
        #expect(detail.contains("$0.dismiss = DismissEffect { dismissed.withValue { $0 += 1 } }"))
        #expect(detail.contains("#expect(dismissed.value == 1, \"`closeTapped` asks the screen that opened this one to close it\")"))
        // Every state the tests make gets the input.
        #expect(!detail.contains("OrderDetailFeature.State()"))
        #expect(detail.contains("OrderDetailFeature.State(order: Order(id: "))
    }

    @Test func svvsTheViewStateOwnsThePathAndMakesTheChildsViewState() throws {
        let list = try #require(feature(NavigationValidationTests.list, path: "Specs/OrderList.feature.yml"))
        let detail = try #require(feature(NavigationValidationTests.detail, path: "Specs/OrderDetail.feature.yml"))
        let files = renderedFiles([list, detail], style: .svvs)
        let listState = try file("OrderListViewState.swift", in: files)
        #expect(listState.contains("  var path: [Route] = []\n"))
        #expect(listState.contains("    case detail(OrderDetailViewState)\n"))
        #expect(listState.contains("    let screen = OrderDetailViewState(order: payload)\n"))
        #expect(listState.contains("    path.append(.detail(screen))\n"))
        #expect(listState.contains("extension OrderDetailViewState: Hashable {"))
        let detailState = try file("OrderDetailViewState.swift", in: files)
        #expect(detailState.contains("  init(\n    order: Order,\n"))
        #expect(detailState.contains("  @ObservationIgnored var dismiss: () -> Void = {}\n"))
        let listTests = try file("OrderListViewStateTests.swift", in: files)
        #expect(listTests.contains("guard case .detail(let pushed)? = viewState.path.last else {\n"
            + "      Issue.record(\"the screen on top is not `detail`\")\n      return\n    }\n"))
        #expect(listTests.contains("pushed.dismiss()"))
        let detailTests = try file("OrderDetailViewStateTests.swift", in: files)
        #expect(detailTests.contains("viewState.dismiss = { dismissed += 1 }"))
        #expect(!detailTests.contains("OrderDetailViewState(repository: repository)"))
    }

    /// Found by the held-out navigation specs: a pushed screen that never dismisses itself has no
    /// `dismiss` to set, and an optional input starts as `nil`, as the author of an example expects.
    @Test func svvsAPushedScreenThatNeverDismissesAndAnOptionalInput() throws {
        let list = try #require(feature(NavigationValidationTests.list, path: "Specs/OrderList.feature.yml"))
        let detail = try #require(feature("""
            feature: OrderDetail
            input: [order, note]
            state:
              order: Order
              note: String?
            """, path: "Specs/OrderDetail.feature.yml"))
        let files = renderedFiles([list, detail], style: .svvs)
        let listState = try file("OrderListViewState.swift", in: files)
        #expect(!listState.contains("screen.dismiss"))
        #expect(!listState.contains("var dismiss"))
        let listTests = try file("OrderListViewStateTests.swift", in: files)
        #expect(!listTests.contains("pushed.dismiss()"))
        let detailTests = try file("OrderDetailViewStateTests.swift", in: files)
        #expect(detailTests.contains("note: nil, repository: repository)"))
    }

    /// The run's graph: who opens whom, the first opener kept; only a screen that pushes owns a stack.
    @Test func theGraphNamesEachOpenedScreensOpener() throws {
        let list = try #require(feature(NavigationValidationTests.list, path: "Specs/OrderList.feature.yml"))
        let detail = try #require(feature(NavigationValidationTests.detail, path: "Specs/OrderDetail.feature.yml"))
        let graph = NavigationGraph(features: [list, detail])
        #expect(graph.opener(of: "OrderDetail")?.feature == "OrderList")
        #expect(graph.opener(of: "OrderDetail")?.destination.name == "detail")
        #expect(graph.isOpened("OrderDetail"))
        #expect(!graph.isOpened("OrderList"))
        #expect(list.ownsStack && !detail.ownsStack)
        #expect(detail.dismissesItself && !list.dismissesItself)
        #expect(NavigationGraph(features: [detail]).isEmpty)
    }

    /// skill: the stack is values in `AppState`, the pushed screen an optional slot, `AppNavigation`
    /// opens and closes them after the feature's reducer, and the store writes back what changed.
    @Test func skillKeepsTheStackAndThePushedScreenInTheRootState() throws {
        let list = try #require(feature(NavigationValidationTests.list, path: "Specs/OrderList.feature.yml"))
        let detail = try #require(feature(NavigationValidationTests.detail, path: "Specs/OrderDetail.feature.yml"))
        let files = renderedFiles([list, detail], style: .skill)
        let state = try file("AppState.swift", in: files)
        #expect(state.contains("  var orderDetail: OrderDetailState?\n"))
        #expect(state.contains("  var orderList = OrderListState()\n"))
        #expect(state.contains("  var navigation = NavigationState()\n"))
        #expect(state.contains("  var orderList: [OrderListRoute] = []\n"))
        #expect(state.contains("nonisolated enum OrderListRoute: Hashable, Sendable {\n  case detail\n}"))
        let action = try file("AppAction.swift", in: files)
        #expect(action.contains("  case navigation(NavigationAction)\n"))
        #expect(action.contains("  case setOrderListPath([OrderListRoute])\n"))
        let reducer = try file("AppReducer.swift", in: files)
        #expect(reducer.contains("      guard var screen = state.orderDetail else { return }\n"))
        #expect(reducer.contains("    AppNavigation.reduce(state: &state, action: action)\n"))
        #expect(reducer.contains("""
                case .orderList(.orderTapped(let payload)):
                  // OrderList.feature.yml:7
                  state.orderDetail = OrderDetailState(order: payload)
                  state.navigation.orderList.append(.detail)
            """))
        #expect(reducer.contains("""
                  state.navigation.orderList.removeAll { $0 == .detail }
                  state.orderDetail = nil
            """))
        #expect(reducer.contains("      if !path.contains(.detail) { state.orderDetail = nil }\n"))
        // The list's own reducer does not open: its case binds nothing.
        let listReducer = try file("OrderListReducer.swift", in: files)
        #expect(listReducer.contains("    case .orderTapped:\n      break\n"))
        let store = try file("AppStore.swift", in: files)
        #expect(store.contains("  private(set) var orderDetailState: OrderDetailState?\n"))
        #expect(store.contains("      guard var state = orderDetailState else { return StoreTask() }\n"))
        // The detail has no effects: closing it has no runs to cancel, and the store no code for it.
        #expect(!store.contains("cancelRuns"))
        let stack = try file("OrderListStack.swift", in: files)
        #expect(stack.contains("get: { @MainActor in store.navigationState.orderList }"))
        #expect(stack.contains("set: { @MainActor in store.send(.navigation(.setOrderListPath($0))) }"))
        #expect(stack.contains("            case .detail:\n              OrderDetailContainerView()\n"))
        #expect(files.keys.contains { $0.hasSuffix("OrderDetailStack.swift") } == false)
        let view = try file("OrderDetailView.swift", in: files)
        #expect(view.contains("      if let state = store.orderDetailState {\n        OrderDetailView(\n"))
        // The preview of the pure view gives the input (no default) a sample value.
        #expect(view.contains("      order: Order(id: 1, title: \"Title 1\"),\n"))
        #expect(try file("AppState.swift", in: files).contains(
            "  /// OrderDetail's state while OrderList shows it (`detail`); `nil` otherwise.\n"))
        // The tests: the push and the dismissal through the root reducer, going back, through the store.
        let listTests = try file("OrderListReducerTests.swift", in: files)
        #expect(listTests.contains("    expected.navigation.orderList = [.detail]\n"))
        #expect(listTests.contains("AppReducer.reduce(state: &state, action: .navigation(.setOrderListPath([])))"))
        let detailTests = try file("OrderDetailReducerTests.swift", in: files)
        #expect(detailTests.contains("    var state = AppState(orderDetail: screen)\n    state.navigation.orderList = [.detail]\n"))
        #expect(detailTests.contains("    expected.orderDetail = nil\n"))
        let listStore = try file("OrderListStoreTests.swift", in: files)
        #expect(listStore.contains("ThroughTheStore() async {"))
        #expect(listStore.contains("    #expect(store.state == expected)\n"))
    }

    /// `close: detail` on the list, in each style: the opener closes the screen, and the message's test
    /// starts with it open, so that a close that leaves it fails.
    @Test(arguments: [OutputStyle.Name.skill, .middleware, .svvs, .tca])
    func aCloseTakesTheScreenOffTheStack_testedFromAStateWithItOpen(style: OutputStyle.Name) throws {
        let spec = NavigationValidationTests.list.replacingOccurrences(
            of: "navigation:", with: "  showAll:\n    close: detail\nnavigation:")
        let list = try #require(feature(spec, path: "Specs/OrderList.feature.yml"))
        let detail = try #require(feature(NavigationValidationTests.detail, path: "Specs/OrderDetail.feature.yml"))
        let files = renderedFiles([list, detail], style: style)
        let all = files.values.joined()
        switch style {
        case .skill, .middleware:
            let navigation = style == .skill ? "navigation" : "navigationState"
            let slot = style == .skill ? "orderDetail" : "orderDetailState"
            let message = style == .skill ? ".orderList(.showAll)" : "is OrderListShowAllAction"
            #expect(all.contains("case \(message):\n"))
            #expect(all.contains("state.\(navigation).orderList.removeAll { $0 == .detail }\n"))
            let tests = try file("OrderListReducerTests.swift", in: files)
            #expect(tests.contains("@Test func showAll_closesDetail() {"))
            #expect(tests.contains("    state.\(navigation).orderList.append(.detail)\n    state.\(slot) = OrderDetailState("))
            #expect(tests.contains("    expected.\(navigation).orderList = []\n    expected.\(slot) = nil\n"))
        case .svvs:
            let viewState = try file("OrderListViewState.swift", in: files)
            #expect(viewState.contains("  func onShowAll() {\n    // OrderList.feature.yml:9\n"
                + "    path.removeAll { if case .detail = $0 { true } else { false } }\n  }\n"))
            let tests = try file("OrderListViewStateTests.swift", in: files)
            #expect(tests.contains("@Test func showAll_closesDetail() {"))
            #expect(tests.contains("    viewState.path = [.detail(OrderDetailViewState(order: Order(id: "))
            #expect(tests.contains("    #expect(viewState.path.isEmpty)\n"))
        default:
            let feature = try file("OrderListFeature.swift", in: files)
            #expect(feature.contains("      case .showAll:\n        // OrderList.feature.yml:9\n"
                + "        // One by one: `removeAll(where:)` would give the screens that stay new IDs.\n"
                + "        for (id, element) in zip(state.path.ids, state.path) where element.is(\\.detail) {\n"
                + "          state.path[id: id] = nil\n        }\n        return .none\n"))
            let tests = try file("OrderListFeatureTests.swift", in: files)
            #expect(tests.contains("    state.path = StackState(\n      [.detail(OrderDetailFeature.State(order: Order(id: "))
            #expect(tests.contains("    await store.send(.showAll) {\n      $0.path[id: 0] = nil\n    }\n"))
        }
    }

    /// A deep link (`given: { path: … }`), closed by the example's message, in each style: the test
    /// starts with the screen open where the style keeps its stack, and ends with it gone.
    @Test(arguments: [OutputStyle.Name.skill, .middleware, .svvs, .tca])
    func aDeepLinkStartsTheExampleWithTheScreenOpen(style: OutputStyle.Name) throws {
        let spec = NavigationValidationTests.list.replacingOccurrences(
            of: "navigation:", with: "  showAll:\n    close: detail\nnavigation:") + "\n" + """
            examples:
              - name: all orders after a link
                given: { path: [{ detail: 'Order(id: 1, title: "Tea")' }] }
                send: showAll
                expect: { path: [] }
              - name: tapped then back
                send: [{ orderTapped: 'Order(id: 2, title: "Milk")' }, detail.dismiss]
                expect: { path: [] }
            """
        let list = try #require(feature(spec, path: "Specs/OrderList.feature.yml"))
        let detail = try #require(feature(NavigationValidationTests.detail, path: "Specs/OrderDetail.feature.yml"))
        let tests = try file("OrderListExampleTests.swift", in: renderedFiles([list, detail], style: style))
        switch style {
        case .skill, .middleware:
            let navigation = style == .skill ? "navigation" : "navigationState"
            let slot = style == .skill ? "orderDetail" : "orderDetailState"
            #expect(tests.contains("    var state = AppState()\n    state.\(navigation).orderList.append(.detail)\n"
                + "    state.\(slot) = OrderDetailState(order: Order(id: 1, title: \"Tea\"))\n"))
            #expect(tests.contains("#expect(store.navigationState.orderList == [], sourceLocation: spec.line(16))"))
            #expect(tests.contains("#expect(store.orderDetailState == nil, sourceLocation: spec.line(16))"))
            // `detail.dismiss`: the system's pop, as the stack's binding sends it.
            #expect(tests.contains(style == .skill
                ? "    await store.send(.navigation(.setOrderListPath([]))).finish()\n"
                : "    await store.dispatch(action: NavigationSetOrderListPathAction(path: [])).finish()\n"))
        case .svvs:
            #expect(tests.contains("    viewState.path = [.detail(OrderDetailViewState(order: Order(id: 1, title: \"Tea\")))]\n"))
            #expect(tests.contains("#expect(viewState.path.isEmpty, sourceLocation: spec.line(16))"))
            // The test pops the stack itself: first it requires the screen open (code that never pushed
            // fails the test there instead of crashing it).
            #expect(tests.contains("func tappedThenBack() async throws {"))
            #expect(tests.contains("    viewState.onOrderTapped(Order(id: 2, title: \"Milk\"))\n"
                + "    try #require(viewState.path.count == 1, sourceLocation: spec.line(20))\n    viewState.path.removeLast()\n"))
        default:
            #expect(tests.contains("    state.path = StackState([.detail(OrderDetailFeature.State(order: Order(id: 1, title: \"Tea\")))])\n"))
            // Sent without waiting for its effects: the open screen's never end.
            #expect(tests.contains("    await store.send(.showAll)\n"))
            #expect(tests.contains("    var expected = state\n    expected.path[id: 0] = nil\n"))
            // The pushed screen's ID, as the test store numbers it.
            #expect(tests.contains("    await store.send(.orderTapped(Order(id: 2, title: \"Milk\")))\n"
                + "    await store.send(.path(.popFrom(id: 0)))\n"))
        }
    }

    /// `detail.dismiss` with a screen above it: the system pops both, which SVVS says as
    /// `removeLast(2)` (one screen: `removeLast()`).
    @Test func aDismissBelowAnotherScreenPopsBothInSVVS() throws {
        let spec = NavigationValidationTests.list.replacingOccurrences(
            of: "navigation:", with: "  settingsTapped:\n    open: settings\nnavigation:\n  settings:\n    push: Settings")
            + "\n" + """
            examples:
              - name: back past settings
                send: [{ orderTapped: 'Order(id: 2, title: "Milk")' }, settingsTapped, detail.dismiss]
                expect: { path: [] }
            """
        let list = try #require(feature(spec, path: "Specs/OrderList.feature.yml"))
        let detail = try #require(feature(NavigationValidationTests.detail, path: "Specs/OrderDetail.feature.yml"))
        let settings = try #require(feature("feature: Settings\nstate:\n  enabled: Bool = false\n", path: "Specs/Settings.feature.yml"))
        let tests = try file("OrderListExampleTests.swift", in: renderedFiles([list, detail, settings], style: .svvs))
        #expect(tests.contains("    viewState.onSettingsTapped()\n"
            + "    try #require(viewState.path.count == 2, sourceLocation: spec.line(18))\n    viewState.path.removeLast(2)\n"))
    }

    /// Found by held-out specs: a destination that two messages open (a tap, and a result after an
    /// async create) got two identical "going back" tests, which do not compile, and the routing test
    /// picked the result that pushes, which the root reducer then pushed too. And an SVVS check of a
    /// pushed screen without inputs bound it to a name it never read.
    @Test(arguments: [OutputStyle.Name.skill, .middleware, .svvs])
    func aDestinationTwoMessagesOpenIsTestedOnce(style: OutputStyle.Name) throws {
        let spec = NavigationValidationTests.list.replacingOccurrences(of: "navigation:", with: """
              newTapped:
                effect: create
            results:
              created:
                payload: Order
                set: { orders: 'state.orders + [payload]' }
                open: { detail: payload }
            effects:
              create: { call: "create() async -> Order", success: created }
            navigation:
              other:
                push: Settings
            """)
        let list = try #require(feature(spec, path: "Specs/OrderList.feature.yml"))
        let detail = try #require(feature(NavigationValidationTests.detail, path: "Specs/OrderDetail.feature.yml"))
        let settings = try #require(feature("feature: Settings\nstate:\n  enabled: Bool = false\n", path: "Specs/Settings.feature.yml"))
        let listWithSettings = try #require(feature(spec.replacingOccurrences(
            of: "    open: { detail: payload }\n  newTapped", with: "    open: { detail: payload }\n  settingsTapped:\n    open: other\n  newTapped"),
            path: "Specs/OrderList.feature.yml"))
        let files = renderedFiles([style == .svvs ? listWithSettings : list, detail, settings], style: style)
        let all = files.filter { $0.key.hasSuffix("Tests.swift") }.values.joined()
        switch style {
        case .svvs:
            #expect(all.contains("    guard case .other? = viewState.path.last else {\n"))
        default:
            #expect(all.components(separatedBy: "func goingBack_closesDetail()").count == 2)
            let tests = try file("OrderListReducerTests.swift", in: files)
            // No routing test: the one message that sets (`created`) also pushes, which the root reducer
            // does too; its own test goes through the root reducer already.
            #expect(!tests.contains("func appReducer_sendsOrderListActionsToThisReducer()"))
            #expect(tests.contains("AppReducer.reduce(state: &state, action: .orderList(.created(")
                || tests.contains("state = appReducer(state, OrderListCreatedAction("))
        }
    }

    /// Found by random navigation specs against the real TCA: an example whose `given` sets only the
    /// screen's input gives it to the initializer, and its expected state then came from a `state`
    /// the test no longer declared. Every test that starts its expectation from `state` declares it.
    @Test(arguments: [OutputStyle.Name.skill, .middleware, .svvs, .tca])
    func anExampleThatGivesOnlyTheInputStartsFromIt(style: OutputStyle.Name) throws {
        let spec = NavigationValidationTests.detail + """

              noted:
                set: { note: '"seen"' }
            examples:
              - name: noting a given order
                given: { order: 'Order(id: 9, title: "Jam")' }
                send: noted
                expect: { note: '"seen"' }
            """
        let list = try #require(feature(NavigationValidationTests.list, path: "Specs/OrderList.feature.yml"))
        let detail = try #require(feature(spec, path: "Specs/OrderDetail.feature.yml"))
        let files = renderedFiles([list, detail], style: style)
        let tests = files.filter { $0.key.contains("OrderDetail") && $0.key.hasSuffix("Tests.swift") }
        #expect(!tests.isEmpty)
        for (path, text) in tests {
            for test in text.components(separatedBy: "@Test").dropFirst() where test.contains("expected = state\n") {
                #expect(test.contains("var state = "), "\(path): \(test)")
            }
        }
        let examples = try file("OrderDetailExampleTests.swift", in: files)
        #expect(examples.contains("order: Order(id: 9, title: \"Jam\")"))
    }

    /// Found by random navigation specs against the real TCA: a feature without fields whose message
    /// closes a pushed screen was tested from an empty stack (the close then removed nothing, and the
    /// test store's `$0.path[id: 0] = nil` failed). It starts with the screen open, as one with fields does.
    @Test func aClosingMessageOfAFeatureWithoutFieldsStartsWithTheScreenOpen() throws {
        let spec = NavigationValidationTests.list
            .replacingOccurrences(of: "state:\n  orders: \"[Order] = []\"\n", with: "")
            .replacingOccurrences(of: "navigation:", with: "  showAll:\n    close: detail\nnavigation:")
        let list = try #require(feature(spec, path: "Specs/OrderList.feature.yml"))
        #expect(list.fields.isEmpty)
        let detail = try #require(feature(NavigationValidationTests.detail, path: "Specs/OrderDetail.feature.yml"))
        let tests = try file("OrderListFeatureTests.swift", in: renderedFiles([list, detail], style: .tca))
        #expect(tests.contains("""
              @Test func showAll_closesDetail() async {
                var state = OrderListFeature.State()
                state.path = StackState(
                  [.detail(OrderDetailFeature.State(order: Order(id: 
            """))
    }
}
