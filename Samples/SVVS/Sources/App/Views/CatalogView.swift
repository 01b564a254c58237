// Created by featuregen from Specs/Catalog.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The Catalog screen. It owns its `CatalogViewState`, shows its fields and calls its event
  /// methods. A starting point: make it yours.
  struct CatalogView: View {
    @State private var viewState: CatalogViewState

    /// The app shows `CatalogView()`; previews and tests pass a view state of their own.
    init(viewState: CatalogViewState = CatalogViewState()) {
      _viewState = State(initialValue: viewState)
    }

    var body: some View {
      List {
        TextField("Query", text: query)
        LabeledContent("Page", value: viewState.page, format: .number)
        switch viewState.phase {
        case .idle:
          Text("Idle")
        case .loading:
          ProgressView()
        case .loaded(let items):
          ForEach(items) { item in
            Button(item.name) {
              viewState.onItemTapped(item)
            }
          }
        case .failed(let message):
          Text(message)
            .foregroundStyle(.red)
        }
        Section {
          Button("Load next page") { viewState.onLoadNextPage() }
        }
      }
      .onDisappear {
        viewState.onDisappeared()
      }
    }

    /// `query`, edited through the view state's event method.
    private var query: Binding<String> {
      Binding(
        get: { @MainActor in viewState.query },
        set: { @MainActor in
          viewState.onSetQuery($0)
        }
      )
    }
  }

  #Preview("Sample state") {
    CatalogView(viewState: .preview())
  }

  #Preview("Initial state") {
    CatalogView(viewState: .preview(sample: false))
  }

  extension CatalogViewState {
    /// A view state for previews: a repository that answers at once with sample data and, unless `sample` is false, sample data.
    fileprivate static func preview(sample: Bool = true) -> CatalogViewState {
      let viewState = CatalogViewState(
        repository: PreviewCatalogRepository()
      )
      guard sample else { return viewState }
      let items = (1...3).map { index in
        Item(id: index, name: "Name \(index)", price: Double(index) + 0.5)
      }
      viewState.phase = .loaded(items)
      return viewState
    }
  }

  /// Answers the Catalog screen's calls at once, with sample data.
  private struct PreviewCatalogRepository: CatalogRepositoryProtocol {
    func searchItems(query: String, page: Int) async throws -> [Item] {
      let items = (1...3).map { index in
        Item(id: index, name: "Name \(index)", price: Double(index) + 0.5)
      }
      return items
    }

    func trackView(itemID: Int) async {}
  }
#endif
