// Created by featuregen from ../Specs/OrderList.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The OrderList screen. It takes values, bindings and callbacks only (no `@State`, no store), so a
  /// preview can show any state. A starting point: make it yours.
  struct OrderListView: View {
    let orders: [Order]
    let isLoading: Bool
    let onLoadOrders: @Sendable () async -> Void
    let onAddTapped: () -> Void
    let onOrderTapped: (Order) -> Void
    let onRefreshTapped: () -> Void

    var body: some View {
      List {
        Section("Orders") {
          ForEach(orders) { order in
            Button(order.title) {
              onOrderTapped(order)
            }
          }
        }
        Section {
          Button("Add tapped") { onAddTapped() }
          Button("Refresh tapped") { onRefreshTapped() }
        }
      }
      .overlay {
        if isLoading {
          ProgressView()
        }
      }
      .task {
        await onLoadOrders()
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
        onLoadOrders: { await store.send(.orderList(.loadOrders)).finish() },
        onAddTapped: { store.send(.orderList(.addTapped)) },
        onOrderTapped: { store.send(.orderList(.orderTapped($0))) },
        onRefreshTapped: { store.send(.orderList(.refreshTapped)) }
      )
      .orderListDestinations()
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
      onLoadOrders: {},
      onAddTapped: {},
      onOrderTapped: { _ in },
      onRefreshTapped: {}
    )
  }
#endif
