// Created by featuregen from Samples/Showcase/Specs/Catalog.feature.yml,
// Samples/Showcase/Specs/Order.feature.yml, Samples/Showcase/Specs/Profile.feature.yml.
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
  ///           CatalogScreenView()
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
      catalog: PreviewCatalogRepository(),
      order: PreviewOrderRepository(),
      profile: PreviewProfileRepository()
    )
  }
}

nonisolated extension AppState {
  /// The state previews start from: edit it to preview your screens with other data.
  static var preview: AppState {
    var state = AppState()
    let items = (1...3).map { index in
      Item(id: index, name: "Name \(index)", price: Double(index) + 0.5)
    }
    state.catalogState.phase = .loaded(items)
    let orders = (1...3).map { index in
      Order(id: index, title: "Title \(index)")
    }
    state.orderState.orders = orders
    state.orderState.selectedOrder = Order(id: 1, title: "Title 1")
    state.profileState.user = User(id: 1, name: "Name 1", bio: "Bio 1")
    return state
  }
}

/// Answers the Catalog screen's calls at once, with sample data.
private nonisolated struct PreviewCatalogRepository: CatalogRepository {
  func searchItems(query: String, page: Int) async throws -> [Item] {
    let items = (1...3).map { index in
      Item(id: index, name: "Name \(index)", price: Double(index) + 0.5)
    }
    return items
  }

  func trackView(itemID: Int) async {}
}

/// Answers the Order screen's calls at once, with sample data.
private nonisolated struct PreviewOrderRepository: OrderRepository {
  func fetchOrders() async throws -> [Order] {
    let orders = (1...3).map { index in
      Order(id: index, title: "Title \(index)")
    }
    return orders
  }
}

/// Answers the Profile screen's calls at once, with sample data.
private nonisolated struct PreviewProfileRepository: ProfileRepository {
  func loadProfile() async throws -> User {
    User(id: 1, name: "Name 1", bio: "Bio 1")
  }

  func saveProfile(name: String, bio: String) async throws -> User {
    User(id: 1, name: "Name 1", bio: "Bio 1")
  }

  func logEvent(_ name: String) async {}
}
