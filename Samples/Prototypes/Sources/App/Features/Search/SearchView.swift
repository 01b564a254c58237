// Created by featuregen from Specs/Search.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The Search screen, carried over from the prototype `SearchView`: its state comes in as values
  /// (and bindings), its actions go out through callbacks.
  struct SearchView: View {
    @Binding var query: String
    let hits: [SearchHit]
    let isSearching: Bool
    let lastError: String?
    let favourite: SearchHit?
    let onHitTapped: (SearchHit) -> Void
    let onQueryDidChange: (String) -> Void
    let onClearFavouriteTapped: () -> Void
    let onRunSearch: () -> Void

    var body: some View {
      NavigationStack {
        List {
          ForEach(hits) { hit in
            Text(hit.title)
              .onTapGesture { onHitTapped(hit) }
          }
        }
        .searchable(text: $query)
        .onSubmit(of: .search) {
          onRunSearch()
        }
        // A new query makes the last search's error stale.
        .onChange(of: query) { _, newQuery in
          onQueryDidChange(newQuery)
        }
        .overlay { if isSearching { ProgressView() } }
        .toolbar {
          Button {
            onClearFavouriteTapped()
          } label: {
            Image(systemName: "star.slash")
          }
          .accessibilityLabel("Clear favourite")
        }
      }
    }
  }

  /// Connects `SearchView` to the store: reads the Search state, sends actions, and awaits
  /// the effects of the actions a view event sends (so `.refreshable` ends when the load does).
  /// Bindings read and send on the main actor, where the store lives (`Binding` takes `@Sendable`
  /// closures, which are not main-actor isolated unless they say so).
  struct SearchContainerView: View {
    @Environment(AppStore.self) private var store

    var body: some View {
      let state = store.searchState
      SearchView(
        query: Binding(
          get: { @MainActor in store.searchState.query },
          set: { @MainActor (newValue: String) in
            store.send(.search(.queryChanged(newValue)))
          }
        ),
        hits: state.hits,
        isSearching: state.isSearching,
        lastError: state.lastError,
        favourite: state.favourite,
        onHitTapped: { store.send(.search(.hitTapped($0))) },
        onQueryDidChange: { store.send(.search(.queryDidChange($0))) },
        onClearFavouriteTapped: { store.send(.search(.clearFavouriteTapped)) },
        onRunSearch: { store.send(.search(.runSearch)) }
      )
    }
  }

  #Preview("Sample state") {
    SearchContainerView()
      .environment(AppStore.preview())
  }

  #Preview("Initial state") {
    SearchView(
      query: .constant(""),
      hits: [],
      isSearching: false,
      lastError: nil,
      favourite: nil,
      onHitTapped: { _ in },
      onQueryDidChange: { _ in },
      onClearFavouriteTapped: {},
      onRunSearch: {}
    )
  }
#endif
