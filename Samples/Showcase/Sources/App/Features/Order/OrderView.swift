// Created by featuregen from Samples/Showcase/Specs/Order.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The Order screen. It takes values, bindings and callbacks only (no `@State`, no store), so a
  /// preview can show any state. A starting point: make it yours.
  struct OrderView: View {
    let orders: [Order]
    let isLoading: Bool
    let error: String?
    let selectedOrder: Order?
    let onLoadOrders: @Sendable () async -> Void
    let onSelectOrder: (Order) -> Void

    var body: some View {
      List {
        Section("Orders") {
          ForEach(orders) { order in
            Button(order.title) {
              onSelectOrder(order)
            }
          }
        }
        if let error {
          Text(error)
            .foregroundStyle(.red)
        }
        if let selectedOrder {
          LabeledContent("Selected order", value: selectedOrder.title)
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
      .refreshable {
        await onLoadOrders()
      }
    }
  }

  /// Connects `OrderView` to the store: reads the Order state, sends actions, and awaits
  /// the effects of the actions a view event sends (so `.refreshable` ends when the load does).
  /// Bindings read and send on the main actor, where the store lives (`Binding` takes `@Sendable`
  /// closures, which are not main-actor isolated unless they say so).
  struct OrderContainerView: View {
    @Environment(AppStore.self) private var store

    var body: some View {
      let state = store.orderState
      OrderView(
        orders: state.orders,
        isLoading: state.isLoading,
        error: state.error,
        selectedOrder: state.selectedOrder,
        onLoadOrders: { await store.send(.order(.loadOrders)).finish() },
        onSelectOrder: { store.send(.order(.selectOrder($0))) }
      )
    }
  }

  #Preview("Sample state") {
    OrderContainerView()
      .environment(AppStore.preview())
  }

  #Preview("Initial state") {
    OrderView(
      orders: [],
      isLoading: false,
      error: nil,
      selectedOrder: nil,
      onLoadOrders: {},
      onSelectOrder: { _ in }
    )
  }
#endif
