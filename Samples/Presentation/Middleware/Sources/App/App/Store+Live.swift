// Created by featuregen from ../Specs/EditOrder.feature.yml, ../Specs/NewOrder.feature.yml,
// ../Specs/OrderList.feature.yml.
// This file is yours: featuregen never rewrites it. A feature added later runs with its own
// repository everywhere (`AppRepositories` defaults to it); give it a preview repository here when
// you like.

import Foundation

extension Store {
  /// The store the app runs with: every screen's middleware with the app's repositories. Create it
  /// once, at the root:
  ///
  ///     @main
  ///     struct MyApp: App {
  ///       @State private var store = Store.live()
  ///
  ///       var body: some Scene {
  ///         WindowGroup {
  ///           OrderListScreenView()
  ///             .environment(store)
  ///         }
  ///       }
  ///     }
  static func live() -> Store {
    Store(
      reducer: appReducer,
      state: AppState(),
      middlewares: appMiddlewares(repositories: AppRepositories())
    )
  }

  /// A store for SwiftUI previews: sample state, and repositories that answer at once with sample data.
  static func preview(state: AppState = .preview) -> Store {
    Store(reducer: appReducer, state: state, middlewares: appMiddlewares(repositories: .preview))
  }
}

nonisolated extension AppRepositories {
  /// Repositories for previews: they answer at once, with sample data, and never reach a network.
  static var preview: AppRepositories {
    AppRepositories(
      newOrder: PreviewNewOrderRepository(),
      orderList: PreviewOrderListRepository()
    )
  }
}

nonisolated extension AppState {
  /// The state previews start from: edit it to preview your screens with other data.
  static var preview: AppState {
    var state = AppState()
    state.navigationState.orderListDestination = .edit
    state.editOrderState = EditOrderState(order: Order(id: 1, title: "Title 1"))
    let orders = (1...3).map { index in
      Order(id: index, title: "Title \(index)")
    }
    state.orderListState.orders = orders
    return state
  }
}

/// Answers the NewOrder screen's calls at once, with sample data.
private nonisolated struct PreviewNewOrderRepository: NewOrderRepository {
  func saveOrder(title: String) async throws -> Order {
    Order(id: 1, title: "Title 1")
  }
}

/// Answers the OrderList screen's calls at once, with sample data.
private nonisolated struct PreviewOrderListRepository: OrderListRepository {
  func fetchOrders() async throws -> [Order] {
    (1...3).map { index in
      Order(id: index, title: "Title \(index)")
    }
  }
}
