// Created by featuregen from Specs/Catalog.feature.yml, Specs/Chat.feature.yml,
// Specs/Order.feature.yml, Specs/Profile.feature.yml.
// This file is yours: featuregen never rewrites it. A feature added later is in `AppFeature`, but
// not on this screen: add a link to its view here.

#if canImport(SwiftUI)
  import ComposableArchitecture
  import SwiftUI

  /// The app's root view: a link to every feature's screen, each given its part of the store.
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
      NavigationStack {
        List {
          NavigationLink("Catalog") {
            CatalogView(store: store.scope(state: \.catalog, action: \.catalog))
              .navigationTitle("Catalog")
          }
          NavigationLink("Chat") {
            ChatView(store: store.scope(state: \.chat, action: \.chat))
              .navigationTitle("Chat")
          }
          NavigationLink("Order") {
            OrderView(store: store.scope(state: \.order, action: \.order))
              .navigationTitle("Order")
          }
          NavigationLink("Profile") {
            ProfileView(store: store.scope(state: \.profile, action: \.profile))
              .navigationTitle("Profile")
          }
        }
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
