// Created by featuregen from Samples/Showcase/Specs/Catalog.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The Catalog screen. It takes values, bindings and callbacks only (no `@State`, no store), so a
  /// preview can show any state. A starting point: make it yours.
  struct CatalogView: View {
    @Binding var query: String
    let page: Int
    let phase: Phase
    let onLoadNextPage: () -> Void
    let onItemTapped: (Item) -> Void
    let onDisappeared: () -> Void

    var body: some View {
      List {
        TextField("Query", text: $query)
        LabeledContent("Page", value: page, format: .number)
        switch phase {
        case .idle:
          Text("Idle")
        case .loading:
          ProgressView()
        case .loaded(let items):
          ForEach(items) { item in
            Button(item.name) {
              onItemTapped(item)
            }
          }
        case .failed(let message):
          Text(message)
            .foregroundStyle(.red)
        }
        Section {
          Button("Load next page") { onLoadNextPage() }
        }
      }
      .onDisappear {
        onDisappeared()
      }
    }
  }

  /// Connects `CatalogView` to the store: reads the Catalog state, sends actions, and awaits
  /// the effects of the actions a view event sends (so `.refreshable` ends when the load does).
  /// Bindings read and send on the main actor, where the store lives (`Binding` takes `@Sendable`
  /// closures, which are not main-actor isolated unless they say so).
  struct CatalogContainerView: View {
    @Environment(AppStore.self) private var store

    var body: some View {
      let state = store.catalogState
      CatalogView(
        query: Binding(
          get: { @MainActor in store.catalogState.query },
          set: { @MainActor in
            store.send(.catalog(.setQuery($0)))
          }
        ),
        page: state.page,
        phase: state.phase,
        onLoadNextPage: { store.send(.catalog(.loadNextPage)) },
        onItemTapped: { store.send(.catalog(.itemTapped($0))) },
        onDisappeared: { store.send(.catalog(.disappeared)) }
      )
    }
  }

  #Preview("Sample state") {
    CatalogContainerView()
      .environment(AppStore.preview())
  }

  #Preview("Initial state") {
    CatalogView(
      query: .constant(""),
      page: 1,
      phase: .idle,
      onLoadNextPage: {},
      onItemTapped: { _ in },
      onDisappeared: {}
    )
  }
#endif
