// Created by featuregen from Specs/OrderList.feature.yml, Specs/ProfileEditor.feature.yml,
// Specs/Search.feature.yml.
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
      orderList: PreviewOrderListService(),
      profileEditor: PreviewProfileEditorService(),
      search: PreviewSearchService()
    )
  }
}

nonisolated extension AppState {
  /// The state previews start from: edit it to preview your screens with other data.
  static var preview: AppState {
    var state = AppState()
    let orders = (1...3).map { index in
      Order(id: index, title: "Title \(index)", total: Double(index) + 0.5)
    }
    state.orderList.orders = orders
    state.orderList.selectedOrder = Order(id: 1, title: "Title 1", total: 1.5)
    state.profileEditor.profile =
      UserProfile(name: "Name 1", email: "Email 1", wantsNewsletter: true)
    let searchHits = (1...3).map { index in
      SearchHit(
        id: index,
        title: "Title \(index)",
        isFavourite: index.isMultiple(of: 2)
      )
    }
    state.search.hits = searchHits
    state.search.favourite = SearchHit(id: 1, title: "Title 1", isFavourite: true)
    return state
  }
}

/// Answers the OrderList feature's calls at once, with sample data.
private nonisolated struct PreviewOrderListService: OrderListServiceProtocol {
  func fetchOrders() async throws -> [Order] {
    (1...3).map { index in
      Order(id: index, title: "Title \(index)", total: Double(index) + 0.5)
    }
  }
}

/// Answers the ProfileEditor feature's calls at once, with sample data.
private nonisolated struct PreviewProfileEditorService: ProfileEditorServiceProtocol {
  func loadProfile() async throws -> UserProfile {
    UserProfile(name: "Name 1", email: "Email 1", wantsNewsletter: true)
  }

  func saveProfile(_ profile: UserProfile) async throws {}
}

/// Answers the Search feature's calls at once, with sample data.
private nonisolated struct PreviewSearchService: SearchServiceProtocol {
  func search(query: String) async throws -> [SearchHit] {
    (1...3).map { index in
      SearchHit(
        id: index,
        title: "Title \(index)",
        isFavourite: index.isMultiple(of: 2)
      )
    }
  }
}
