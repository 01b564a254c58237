// Created by featuregen from Samples/Prototypes/Specs/OrderList.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The OrderList screen: it takes values and callbacks only (no `@State`), so a preview can show
  /// any state. Replace the body with your design.
  struct OrderListView: View {
    let orders: [Order]
    let isLoading: Bool
    let errorMessage: String?
    let selectedOrder: Order?
    let onOrderTapped: (Order) -> Void
    let onClearSelectionTapped: () -> Void
    let onLoadOrders: () -> Void

    var body: some View {
      List {
        Section("State") {
          LabeledContent("orders", value: String(describing: orders))
          LabeledContent("isLoading", value: String(describing: isLoading))
          LabeledContent("errorMessage", value: String(describing: errorMessage))
          LabeledContent("selectedOrder", value: String(describing: selectedOrder))
        }
        Section("Actions") {
          Button("Clear selection tapped", action: onClearSelectionTapped)
          Button("Load orders", action: onLoadOrders)
        }
      }
    }
  }

  /// Connects `OrderListView` to the store: reads the OrderList state and sends actions.
  struct OrderListContainerView: View {
    @Environment(AppStore.self) private var store

    var body: some View {
      let state = store.state.orderList
      OrderListView(
        orders: state.orders,
        isLoading: state.isLoading,
        errorMessage: state.errorMessage,
        selectedOrder: state.selectedOrder,
        onOrderTapped: { store.send(.orderList(.orderTapped($0))) },
        onClearSelectionTapped: { store.send(.orderList(.clearSelectionTapped)) },
        onLoadOrders: { store.send(.orderList(.loadOrders)) }
      )
    }
  }

  #Preview {
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
