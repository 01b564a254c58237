// Created by featuregen from Samples/Prototypes/Specs/Search.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The Search screen: it takes values and callbacks only (no `@State`), so a preview can show
  /// any state. Replace the body with your design.
  struct SearchView: View {
    let query: String
    let hits: [SearchHit]
    let isSearching: Bool
    let lastError: String?
    let favourite: SearchHit?
    let onHitTapped: (SearchHit) -> Void
    let onRunSearch: () -> Void
    let onQueryChanged: (String) -> Void

    var body: some View {
      List {
        Section("State") {
          LabeledContent("query", value: String(describing: query))
          LabeledContent("hits", value: String(describing: hits))
          LabeledContent("isSearching", value: String(describing: isSearching))
          LabeledContent("lastError", value: String(describing: lastError))
          LabeledContent("favourite", value: String(describing: favourite))
        }
        Section("Actions") {
          Button("Run search", action: onRunSearch)
        }
      }
    }
  }

  /// Connects `SearchView` to the store: reads the Search state and sends actions.
  struct SearchContainerView: View {
    @Environment(AppStore.self) private var store

    var body: some View {
      let state = store.state.search
      SearchView(
        query: state.query,
        hits: state.hits,
        isSearching: state.isSearching,
        lastError: state.lastError,
        favourite: state.favourite,
        onHitTapped: { store.send(.search(.hitTapped($0))) },
        onRunSearch: { store.send(.search(.runSearch)) },
        onQueryChanged: { store.send(.search(.queryChanged($0))) }
      )
    }
  }

  #Preview {
    SearchView(
      query: "",
      hits: [],
      isSearching: false,
      lastError: nil,
      favourite: nil,
      onHitTapped: { _ in },
      onRunSearch: {},
      onQueryChanged: { _ in }
    )
  }
#endif
