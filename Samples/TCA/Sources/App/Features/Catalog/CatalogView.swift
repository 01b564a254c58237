// Created by featuregen from Specs/Catalog.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import ComposableArchitecture
  import SwiftUI

  /// The Catalog screen: it shows the store's state and sends its actions. A starting
  /// point: make it yours.
  struct CatalogView: View {
    @Bindable var store: StoreOf<CatalogFeature>

    var body: some View {
      List {
        TextField("Query", text: $store.query.sending(\.setQuery))
        LabeledContent("Page", value: store.page, format: .number)
        switch store.phase {
        case .idle:
          Text("Idle")
        case .loading:
          ProgressView()
        case .loaded(let items):
          ForEach(items) { item in
            Button(item.name) {
              store.send(.itemTapped(item))
            }
          }
        case .failed(let message):
          Text(message)
            .foregroundStyle(.red)
        }
        Section {
          Button("Load next page") { store.send(.loadNextPage) }
        }
      }
      .onDisappear {
        store.send(.disappeared)
      }
    }
  }

  #Preview {
    CatalogView(
      store: Store(initialState: CatalogFeature.State()) {
        CatalogFeature()
      }
    )
  }
#endif
