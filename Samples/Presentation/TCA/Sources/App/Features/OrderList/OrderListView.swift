// Created by featuregen from ../Specs/OrderList.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import ComposableArchitecture
  import SwiftUI

  /// The OrderList screen: it shows the store's state and sends its actions. A starting
  /// point: make it yours.
  struct OrderListView: View {
    let store: StoreOf<OrderListFeature>

    var body: some View {
      List {
        Section("Orders") {
          ForEach(store.orders) { order in
            Button(order.title) {
              store.send(.orderTapped(order))
            }
          }
        }
        Section {
          Button("Add tapped") { store.send(.addTapped) }
          Button("Refresh tapped") { store.send(.refreshTapped) }
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
      .orderListDestinations(store)
    }
  }

  #Preview {
    OrderListView(
      store: Store(initialState: OrderListFeature.State()) {
        OrderListFeature()
      }
    )
  }
#endif
