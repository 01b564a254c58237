// Created by featuregen from Specs/Order.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import ComposableArchitecture
  import SwiftUI

  /// The Order screen: it shows the store's state and sends its actions. A starting
  /// point: make it yours.
  struct OrderView: View {
    let store: StoreOf<OrderFeature>

    var body: some View {
      List {
        Section("Orders") {
          ForEach(store.orders) { order in
            Button(order.title) {
              store.send(.selectOrder(order))
            }
          }
        }
        if let error = store.error {
          Text(error)
            .foregroundStyle(.red)
        }
        if let selectedOrder = store.selectedOrder {
          LabeledContent("Selected order", value: selectedOrder.title)
        }
        if let lastUpdated = store.lastUpdated {
          LabeledContent("Last updated", value: String(describing: lastUpdated))
        }
      }
      .overlay {
        if store.isLoading {
          ProgressView()
        }
      }
      .task {
        await store.send(.loadOrders).finish()
      }
      .refreshable {
        await store.send(.loadOrders).finish()
      }
    }
  }

  #Preview {
    OrderView(
      store: Store(initialState: OrderFeature.State()) {
        OrderFeature()
      }
    )
  }
#endif
