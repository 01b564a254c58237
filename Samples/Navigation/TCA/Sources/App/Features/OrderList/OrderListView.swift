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
        if let errorMessage = store.errorMessage {
          Text(errorMessage)
            .foregroundStyle(.red)
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
