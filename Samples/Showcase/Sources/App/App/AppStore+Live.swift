// Created by featuregen from Samples/Showcase/Specs/Catalog.feature.yml,
// Samples/Showcase/Specs/Order.feature.yml, Samples/Showcase/Specs/Profile.feature.yml.
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
  ///           CatalogContainerView()
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
      catalog: PreviewCatalogService(),
      order: PreviewOrderService(),
      profile: PreviewProfileService()
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
    state.catalog.phase = .loaded(items)
    let orders = (1...3).map { index in
      Order(id: index, title: "Title \(index)")
    }
    state.order.orders = orders
    state.order.selectedOrder = Order(id: 1, title: "Title 1")
    state.profile.user = User(id: 1, name: "Name 1", bio: "Bio 1")
    return state
  }
}

/// Answers the Catalog feature's calls at once, with sample data.
private nonisolated struct PreviewCatalogService: CatalogServiceProtocol {
  func searchItems(query: String, page: Int) async throws -> [Item] {
    let items = (1...3).map { index in
      Item(id: index, name: "Name \(index)", price: Double(index) + 0.5)
    }
    return items
  }

  func trackView(itemID: Int) async {}
}

/// Answers the Order feature's calls at once, with sample data.
private nonisolated struct PreviewOrderService: OrderServiceProtocol {
  func fetchOrders() async throws -> [Order] {
    let orders = (1...3).map { index in
      Order(id: index, title: "Title \(index)")
    }
    return orders
  }
}

/// Answers the Profile feature's calls at once, with sample data.
private nonisolated struct PreviewProfileService: ProfileServiceProtocol {
  func loadProfile() async throws -> User {
    User(id: 1, name: "Name 1", bio: "Bio 1")
  }

  func saveProfile(name: String, bio: String) async throws -> User {
    User(id: 1, name: "Name 1", bio: "Bio 1")
  }

  func logEvent(_ name: String) async {}
}
