// Created by featuregen from ../Specs/EditOrder.feature.yml, ../Specs/NewOrder.feature.yml,
// ../Specs/OrderList.feature.yml.
// This file is yours: featuregen never rewrites it. A feature added later is in `AppFeature`, but
// not on this screen: add a link to its view here.

#if canImport(SwiftUI)
  import ComposableArchitecture
  import SwiftUI

  /// The app's root view: a tab for every screen no other one opens, each given its part of the
  /// store; a screen with a navigation stack shows it.
  /// Create the store once, at the root:
  ///
  ///     @main
  ///     struct MyApp: App {
  ///       static let store = Store(initialState: AppFeature.State()) {
  ///         AppFeature()
  ///       }
  ///
  ///       var body: some Scene {
  ///         WindowGroup {
  ///           AppView(store: Self.store)
  ///         }
  ///       }
  ///     }
  struct AppView: View {
    let store: StoreOf<AppFeature>

    var body: some View {
      TabView {
        NavigationStack {
          OrderListView(store: store.scope(state: \.orderList, action: \.orderList))
            .navigationTitle("OrderList")
        }
        .tabItem { Text("OrderList") }
      }
    }
  }

  #Preview {
    AppView(
      store: Store(initialState: AppFeature.State()) {
        AppFeature()
      }
    )
  }
#endif
