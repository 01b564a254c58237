// Created by featuregen from Specs/OrderList.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The OrderList screen, carried over from the prototype `OrderListView`: its state comes in as
  /// values (and bindings), its actions go out through callbacks.
  struct OrderListView: View {
    let orders: [Order]
    let isLoading: Bool
    let errorMessage: String?
    let selectedOrder: Order?
    let onOrderTapped: (Order) -> Void
    let onClearSelectionTapped: () -> Void
    let onLoadOrders: @Sendable () async -> Void

    var body: some View {
      NavigationStack {
        List(orders) { order in
          Button(order.title) {
            onOrderTapped(order)
          }
        }
        .overlay {
          if isLoading { ProgressView() }
        }
        .navigationTitle("Orders")
        .refreshable { await onLoadOrders() }
        .task { await onLoadOrders() }
        .toolbar {
          Button("Clear selection") { onClearSelectionTapped() }
        }
      }
    }
  }

  /// Connects `OrderListView` to the store: reads the OrderList state, sends actions, and awaits
  /// the effects of the actions a view event sends (so `.refreshable` ends when the load does).
  /// Bindings read and send on the main actor, where the store lives (`Binding` takes `@Sendable`
  /// closures, which are not main-actor isolated unless they say so).
  struct OrderListContainerView: View {
    @Environment(AppStore.self) private var store

    var body: some View {
      let state = store.orderListState
      OrderListView(
        orders: state.orders,
        isLoading: state.isLoading,
        errorMessage: state.errorMessage,
        selectedOrder: state.selectedOrder,
        onOrderTapped: { store.send(.orderList(.orderTapped($0))) },
        onClearSelectionTapped: { store.send(.orderList(.clearSelectionTapped)) },
        onLoadOrders: { await store.send(.orderList(.loadOrders)).finish() }
      )
    }
  }

  #Preview("Sample state") {
    OrderListContainerView()
      .environment(AppStore.preview())
  }

  #Preview("Initial state") {
    OrderListView(
      orders: [],
      isLoading: false,
      errorMessage: nil,
      selectedOrder: nil,
      onOrderTapped: { _ in },
      onClearSelectionTapped: {},
      onLoadOrders: {}
    )
  }
#endif
