// Created by featuregen from ../Specs/EditOrder.feature.yml, ../Specs/NewOrder.feature.yml,
// ../Specs/OrderList.feature.yml.
// This file is yours: featuregen never rewrites it. A feature added later runs with its live
// service everywhere (`AppServices` defaults to it); give it a preview service here when you like.

import Foundation

extension AppStore {
  /// The store the app runs with: every feature's live service. Create it once, at the root:
  ///
  ///     @main
  ///     struct MyApp: App {
  ///       @State private var store = AppStore.live()
  ///
  ///       var body: some Scene {
  ///         WindowGroup {
  ///           OrderListContainerView()
  ///             .environment(store)
  ///         }
  ///       }
  ///     }
  static func live() -> AppStore {
    AppStore(services: AppServices())
  }

  /// A store for SwiftUI previews: sample state, and services that answer at once with sample data.
  static func preview(state: AppState = .preview) -> AppStore {
    AppStore(state: state, services: .preview)
  }
}

nonisolated extension AppServices {
  /// Services for previews: they answer at once, with sample data, and never reach a network.
  static var preview: AppServices {
    AppServices(
      newOrder: PreviewNewOrderService(),
      orderList: PreviewOrderListService()
    )
  }
}

nonisolated extension AppState {
  /// The state previews start from: edit it to preview your screens with other data.
  static var preview: AppState {
    var state = AppState()
    state.navigation.orderListDestination = .edit
    state.editOrder = EditOrderState(order: Order(id: 1, title: "Title 1"))
    let orders = (1...3).map { index in
      Order(id: index, title: "Title \(index)")
    }
    state.orderList.orders = orders
    return state
  }
}

/// Answers the NewOrder feature's calls at once, with sample data.
private nonisolated struct PreviewNewOrderService: NewOrderServiceProtocol {
  func saveOrder(title: String) async throws -> Order {
    Order(id: 1, title: "Title 1")
  }
}

/// Answers the OrderList feature's calls at once, with sample data.
private nonisolated struct PreviewOrderListService: OrderListServiceProtocol {
  func fetchOrders() async throws -> [Order] {
    (1...3).map { index in
      Order(id: index, title: "Title \(index)")
    }
  }
}
