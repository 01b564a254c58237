// Created by featuregen from Samples/Showcase/Specs/Catalog.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The Catalog screen: it takes values and callbacks only (no `@State`), so a preview can show
  /// any state. Replace the body with your design.
  struct CatalogView: View {
    let query: String
    let page: Int
    let phase: Phase
    let onSearch: (String, Int) -> Void
    let onLoadNextPage: () -> Void
    let onItemTapped: (Item) -> Void

    var body: some View {
      List {
        Section("State") {
          LabeledContent("query", value: String(describing: query))
          LabeledContent("page", value: String(describing: page))
          LabeledContent("phase", value: String(describing: phase))
        }
        Section("Actions") {
          Button("Load next page", action: onLoadNextPage)
        }
      }
    }
  }

  /// Connects `CatalogView` to the store: reads the Catalog state and sends actions.
  struct CatalogContainerView: View {
    @Environment(AppStore.self) private var store

    var body: some View {
      let state = store.state.catalog
      CatalogView(
        query: state.query,
        page: state.page,
        phase: state.phase,
        onSearch: { store.send(.catalog(.search(query: $0, page: $1))) },
        onLoadNextPage: { store.send(.catalog(.loadNextPage)) },
        onItemTapped: { store.send(.catalog(.itemTapped($0))) }
      )
    }
  }

  #Preview {
    CatalogView(
      query: "",
      page: 1,
      phase: .idle,
      onSearch: { _, _ in },
      onLoadNextPage: {},
      onItemTapped: { _ in }
    )
  }
#endif
