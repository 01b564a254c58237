// Created by featuregen from ../Specs/EditOrder.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The EditOrder screen. It owns its `EditOrderViewState`, shows its fields and calls its event
  /// methods. A starting point: make it yours.
  struct EditOrderView: View {
    @State private var viewState: EditOrderViewState

    /// The screen that opens this one passes the view state it made.
    init(viewState: EditOrderViewState) {
      _viewState = State(initialValue: viewState)
    }

    var body: some View {
      List {
        LabeledContent("Order", value: String(describing: viewState.order))
        Section {
          Button("Done tapped") { viewState.onDoneTapped() }
        }
      }
    }
  }

  #Preview("Sample state") {
    EditOrderView(viewState: .preview())
  }

  #Preview("Initial state") {
    EditOrderView(viewState: .preview(sample: false))
  }

  extension EditOrderViewState {
    /// A view state for previews: the app's repository (it calls none) and, unless `sample` is false, sample data.
    fileprivate static func preview(sample: Bool = true) -> EditOrderViewState {
      let viewState = EditOrderViewState(
        order: Order(id: 2, title: "title 3"),
        repository: EditOrderRepository()
      )
      guard sample else { return viewState }
      viewState.order = Order(id: 1, title: "Title 1")
      return viewState
    }
  }
#endif
