// Created by featuregen from ../Specs/OrderDetail.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The OrderDetail screen. It owns its `OrderDetailViewState`, shows its fields and calls its event
  /// methods. A starting point: make it yours.
  struct OrderDetailView: View {
    @State private var viewState: OrderDetailViewState

    /// The screen that opens this one passes the view state it made.
    init(viewState: OrderDetailViewState) {
      _viewState = State(initialValue: viewState)
    }

    var body: some View {
      List {
        LabeledContent("Order", value: String(describing: viewState.order))
        TextField("Note", text: note)
        Section {
          Button("Save tapped") { viewState.onSaveTapped() }
          Button("Close tapped") { viewState.onCloseTapped() }
        }
      }
      .overlay {
        if viewState.isSaving {
          ProgressView()
        }
      }
    }

    /// `note`, edited through the view state's event method.
    private var note: Binding<String> {
      Binding(
        get: { @MainActor in viewState.note },
        set: { @MainActor in
          viewState.onNoteChanged($0)
        }
      )
    }
  }

  #Preview("Sample state") {
    OrderDetailView(viewState: .preview())
  }

  #Preview("Initial state") {
    OrderDetailView(viewState: .preview(sample: false))
  }

  extension OrderDetailViewState {
    /// A view state for previews: a repository that answers at once with sample data and, unless `sample` is false, sample data.
    fileprivate static func preview(sample: Bool = true) -> OrderDetailViewState {
      let viewState = OrderDetailViewState(
        order: Order(id: 2, title: "title 3", note: "note 4"),
        repository: PreviewOrderDetailRepository()
      )
      guard sample else { return viewState }
      viewState.order = Order(id: 1, title: "Title 1", note: "Note 1")
      return viewState
    }
  }

  /// Answers the OrderDetail screen's calls at once, with sample data.
  private struct PreviewOrderDetailRepository: OrderDetailRepositoryProtocol {
    func saveNote(_ note: String, orderID: Int) async throws -> Order {
      Order(id: 1, title: "Title 1", note: "Note 1")
    }
  }
#endif
