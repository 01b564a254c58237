// Created by featuregen from ../Specs/OrderList.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The OrderList screen. It maps the store's `OrderListState` to its `Props` (what it shows, and
  /// closures that dispatch actions) and shows them. A starting point: make it yours.
  struct OrderListScreenView: View {
    @Environment(Store.self) private var store

    var body: some View {
      let props = mapStateToProps(state: store.orderListState)
      List {
        Section("Orders") {
          ForEach(props.orders) { order in
            Button(order.title) {
              props.onOrderTapped(order)
            }
          }
        }
        Section {
          Button("Add tapped") { props.onAddTapped() }
          Button("Refresh tapped") { props.onRefreshTapped() }
        }
      }
      .overlay {
        if props.isLoading {
          ProgressView()
        }
      }
      .task { [onLoadOrders = props.onLoadOrders] in
        await onLoadOrders()
      }
      .orderListDestinations()
    }

    /// What the screen shows and what it can do, taken from the state. Triggered actions await their
    /// effects (so `.refreshable` ends when the load does); bindings read and dispatch on the main
    /// actor, where the store lives (`Binding` takes `@Sendable` closures, which are not main-actor
    /// isolated unless they say so).
    private struct Props {
      let orders: [Order]
      let isLoading: Bool
      let onLoadOrders: @Sendable () async -> Void
      let onAddTapped: () -> Void
      let onOrderTapped: (Order) -> Void
      let onRefreshTapped: () -> Void
    }

    private func mapStateToProps(state: OrderListState) -> Props {
      Props(
        orders: state.orders,
        isLoading: state.isLoading,
        onLoadOrders: { await store.dispatch(action: OrderListLoadOrdersAction()).finish() },
        onAddTapped: { store.dispatch(action: OrderListAddTappedAction()) },
        onOrderTapped: { store.dispatch(action: OrderListOrderTappedAction(payload: $0)) },
        onRefreshTapped: { store.dispatch(action: OrderListRefreshTappedAction()) }
      )
    }
  }

  #Preview("Sample state") {
    OrderListScreenView()
      .environment(Store.preview())
  }

  #Preview("Initial state") {
    OrderListScreenView()
      .environment(Store.preview(state: AppState()))
  }
#endif
