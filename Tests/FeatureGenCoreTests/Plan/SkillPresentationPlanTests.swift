import Testing

@testable import FeatureGenCore

/// Presentations in the skill and middleware styles: what a screen presents is a value of
/// `NavigationState`, opened and closed by `AppNavigation` (`navigationReducer`); closing a screen closes
/// what it opened, however deep; the generated modifier presents from the state, and the tests start
/// with what a closed screen opened still open.
@Suite struct SkillPresentationPlanTests {
    private func file(_ suffix: String, in files: [String: String]) throws -> String {
        try #require(files.first { $0.key.hasSuffix(suffix) }?.value)
    }

    private func files(_ specs: [(path: String, text: String)], style: OutputStyle.Name = .skill) throws -> [String: String] {
        let features = try specs.map { try #require(feature($0.text, path: $0.path)) }
        return renderedFiles(features, style: style)
    }

    @Test func theListPresentsTheSheetFromTheNavigationStateAndClosesIt() throws {
        let files = try files([
            ("Specs/OrderList.feature.yml", PresentationValidationTests.list),
            ("Specs/NewOrder.feature.yml", PresentationValidationTests.newOrder),
        ])
        let state = try file("AppState.swift", in: files)
        #expect(state.contains("  var orderListDestination: OrderListDestination?\n"))
        #expect(state.contains("nonisolated enum OrderListDestination: Hashable, Sendable {\n  case newOrder\n}\n"))
        let action = try file("AppAction.swift", in: files)
        #expect(action.contains("  case dismissOrderListDestination\n"))
        let reducer = try file("AppReducer.swift", in: files)
        #expect(reducer.contains("""
                case .orderList(.addTapped):
                  // OrderList.feature.yml:6
                  state.newOrder = NewOrderState(title: "Tea")
                  state.navigation.orderListDestination = .newOrder
            """))
        #expect(reducer.contains("""
                case .newOrder(.cancelTapped):
                  // NewOrder.feature.yml:6
                  state.navigation.orderListDestination = nil
                  state.newOrder = nil
            """))
        #expect(reducer.contains("""
                case .navigation(.dismissOrderListDestination):
                  state.navigation.orderListDestination = nil
                  state.newOrder = nil
            """))
        let modifier = try file("OrderListDestinations.swift", in: files)
        #expect(modifier.contains("        .sheet(isPresented: isShown(.newOrder)) {\n          NewOrderContainerView()\n"))
        #expect(modifier.contains("            store.send(.navigation(.dismissOrderListDestination))\n"))
        let view = try file("OrderListView.swift", in: files)
        #expect(view.contains("      )\n      .orderListDestinations()\n"))
        let tests = try file("OrderListReducerTests.swift", in: files)
        #expect(tests.contains("""
                AppReducer.reduce(state: &state, action: .navigation(.dismissOrderListDestination))
            """))
    }

    static let cascade: [(path: String, text: String)] = [
        ("Specs/OrderList.feature.yml", """
            feature: OrderList
            state:
              orders: "[Order] = []"
            actions:
              orderTapped:
                payload: Order
                open: { detail: payload }
            navigation:
              detail:
                push: OrderDetail
            models:
              Order: { id: Int, title: String }
            """),
        ("Specs/OrderDetail.feature.yml", """
            feature: OrderDetail
            input: [order]
            state:
              order: Order
            actions:
              editTapped:
                open: { edit: state.order }
            navigation:
              edit:
                fullScreenCover: EditOrder
            """),
        ("Specs/EditOrder.feature.yml", """
            feature: EditOrder
            input: [order]
            state:
              order: Order
            actions:
              notesTapped:
                open: { notes: state.order.title }
            navigation:
              notes:
                push: Notes
            """),
        ("Specs/Notes.feature.yml", """
            feature: Notes
            input: [title]
            state:
              title: String
            """),
    ]

    /// The list pushes a detail, which presents an editor, which pushes notes: going back from the
    /// detail closes all three, and the test of it starts with all three open.
    @Test func closingAScreenClosesWhatItOpenedHoweverDeep() throws {
        let files = try files(Self.cascade)
        let reducer = try file("AppReducer.swift", in: files)
        #expect(reducer.contains("""
                  if !path.contains(.detail) {
                    state.orderDetail = nil
                    state.navigation.orderDetailDestination = nil
                    state.editOrder = nil
                    state.navigation.editOrder = []
                    state.notes = nil
                  }
            """))
        // An opener that is itself opened reads its state from its slot, which is there: it sent the action.
        #expect(reducer.contains("""
                  guard let orderDetail = state.orderDetail else { return }
                  state.editOrder = EditOrderState(order: orderDetail.order)
                  state.navigation.orderDetailDestination = .edit
            """))
        let tests = try file("OrderListReducerTests.swift", in: files)
        #expect(tests.contains("    state.navigation.editOrder = [.notes]\n"))
        #expect(tests.contains("    expected.navigation.editOrder = []\n    expected.notes = nil\n"))
        // A presented screen that pushes is shown with its stack.
        let modifier = try file("OrderDetailDestinations.swift", in: files)
        #expect(modifier.contains(".fullScreenCover(isPresented: isShown(.edit)) {\n          EditOrderStack()\n"))
    }

    /// The same in the middleware style: `navigationReducer` closes the chain, and the system's dismissal
    /// is an action struct the generated modifier dispatches.
    @Test func middlewareClosesWhatAClosedScreenOpenedAndDismissesByAnAction() throws {
        let files = try files(Self.cascade, style: .middleware)
        let reducer = try file("AppReducer.swift", in: files)
        #expect(reducer.contains("""
              case is NavigationDismissOrderDetailDestinationAction:
                state.navigationState.orderDetailDestination = nil
                state.editOrderState = nil
                state.navigationState.editOrder = []
                state.notesState = nil
            """))
        #expect(reducer.contains("""
                guard let orderDetailState = state.orderDetailState else { return state }
                state.editOrderState = EditOrderState(order: orderDetailState.order)
            """))
        let state = try file("AppState.swift", in: files)
        #expect(state.contains("nonisolated struct NavigationDismissOrderDetailDestinationAction: Action, Equatable {}"))
        let modifier = try file("OrderDetailDestinations.swift", in: files)
        #expect(modifier.contains("store.dispatch(action: NavigationDismissOrderDetailDestinationAction())"))
        let view = try file("OrderDetailScreenView.swift", in: files)
        #expect(view.contains("        .orderDetailDestinations()\n"))
        let tests = try file("OrderDetailReducerTests.swift", in: files)
        #expect(tests.contains("    state = appReducer(state, NavigationDismissOrderDetailDestinationAction())\n"))
        #expect(tests.contains("    expected.navigationState.editOrder = []\n    expected.notesState = nil\n"))
    }
}
