// Created by featuregen from Samples/Showcase/Specs/Order.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The Order screen: it takes values and callbacks only (no `@State`), so a preview can show
  /// any state. Replace the body with your design.
  struct OrderView: View {
    let orders: [Order]
    let isLoading: Bool
    let error: String?
    let selectedOrder: Order?
    let onLoadOrders: () -> Void
    let onSelectOrder: (Order) -> Void

    var body: some View {
      List {
        Section("State") {
          LabeledContent("orders", value: String(describing: orders))
          LabeledContent("isLoading", value: String(describing: isLoading))
          LabeledContent("error", value: String(describing: error))
          LabeledContent("selectedOrder", value: String(describing: selectedOrder))
        }
        Section("Actions") {
          Button("Load orders", action: onLoadOrders)
        }
      }
    }
  }

  /// Connects `OrderView` to the store: reads the Order state and sends actions.
  struct OrderContainerView: View {
    @Environment(AppStore.self) private var store

    var body: some View {
      let state = store.state.order
      OrderView(
        orders: state.orders,
        isLoading: state.isLoading,
        error: state.error,
        selectedOrder: state.selectedOrder,
        onLoadOrders: { store.send(.order(.loadOrders)) },
        onSelectOrder: { store.send(.order(.selectOrder($0))) }
      )
    }
  }

  #Preview {
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
