// Created by featuregen from ../Specs/NewOrder.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The NewOrder screen. It owns its `NewOrderViewState`, shows its fields and calls its event
  /// methods. A starting point: make it yours.
  struct NewOrderView: View {
    @State private var viewState: NewOrderViewState

    /// The screen that opens this one passes the view state it made.
    init(viewState: NewOrderViewState) {
      _viewState = State(initialValue: viewState)
    }

    var body: some View {
      List {
        TextField("Title", text: title)
        Section {
          Button("Save tapped") { viewState.onSaveTapped() }
          Button("Cancel tapped") { viewState.onCancelTapped() }
        }
      }
      .overlay {
        if viewState.isSaving {
          ProgressView()
        }
      }
    }

    /// `title`, edited through the view state's event method.
    private var title: Binding<String> {
      Binding(
        get: { @MainActor in viewState.title },
        set: { @MainActor in
          viewState.onTitleChanged($0)
        }
      )
    }
  }

  #Preview("Sample state") {
    NewOrderView(viewState: .preview())
  }

  #Preview("Initial state") {
    NewOrderView(viewState: .preview(sample: false))
  }

  extension NewOrderViewState {
    /// A view state for previews: a repository that answers at once with sample data.
    fileprivate static func preview(sample: Bool = true) -> NewOrderViewState {
      let viewState = NewOrderViewState(
        title: "title 2",
        repository: PreviewNewOrderRepository()
      )
      return viewState
    }
  }

  /// Answers the NewOrder screen's calls at once, with sample data.
  private struct PreviewNewOrderRepository: NewOrderRepositoryProtocol {
    func saveOrder(title: String) async throws -> Order {
      Order(id: 1, title: "Title 1")
    }
  }
#endif
