// Created by featuregen from Samples/Showcase/Specs/Catalog.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The Catalog screen. It maps the store's `CatalogState` to its `Props` (what it shows, and
  /// closures that dispatch actions) and shows them. A starting point: make it yours.
  struct CatalogScreenView: View {
    @Environment(Store.self) private var store

    var body: some View {
      let props = mapStateToProps(state: store.catalogState)
      List {
        TextField("Query", text: props.query)
        LabeledContent("Page", value: props.page, format: .number)
        switch props.phase {
        case .idle:
          Text("Idle")
        case .loading:
          ProgressView()
        case .loaded(let items):
          ForEach(items) { item in
            Button(item.name) {
              props.onItemTapped(item)
            }
          }
        case .failed(let message):
          Text(message)
            .foregroundStyle(.red)
        }
        Section {
          Button("Load next page") { props.onLoadNextPage() }
        }
      }
      .onDisappear {
        props.onDisappeared()
      }
    }

    /// What the screen shows and what it can do, taken from the state. Triggered actions await their
    /// effects (so `.refreshable` ends when the load does); bindings read and dispatch on the main
    /// actor, where the store lives (`Binding` takes `@Sendable` closures, which are not main-actor
    /// isolated unless they say so).
    private struct Props {
      let query: Binding<String>
      let page: Int
      let phase: Phase
      let onLoadNextPage: () -> Void
      let onItemTapped: (Item) -> Void
      let onDisappeared: () -> Void
    }

    private func mapStateToProps(state: CatalogState) -> Props {
      Props(
        query: Binding(
          get: { @MainActor in store.catalogState.query },
          set: { @MainActor in
            store.dispatch(action: CatalogSetQueryAction(payload: $0))
          }
        ),
        page: state.page,
        phase: state.phase,
        onLoadNextPage: { store.dispatch(action: CatalogLoadNextPageAction()) },
        onItemTapped: { store.dispatch(action: CatalogItemTappedAction(payload: $0)) },
        onDisappeared: { store.dispatch(action: CatalogDisappearedAction()) }
      )
    }
  }

  #Preview("Sample state") {
    CatalogScreenView()
      .environment(Store.preview())
  }

  #Preview("Initial state") {
    CatalogScreenView()
      .environment(Store.preview(state: AppState()))
  }
#endif
