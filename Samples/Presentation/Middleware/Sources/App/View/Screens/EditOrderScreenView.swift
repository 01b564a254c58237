// Created by featuregen from ../Specs/EditOrder.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The EditOrder screen. It maps the store's `EditOrderState` to its `Props` (what it shows, and
  /// closures that dispatch actions) and shows them. A starting point: make it yours.
  struct EditOrderScreenView: View {
    @Environment(Store.self) private var store

    var body: some View {
      if let state = store.editOrderState {
        let props = mapStateToProps(state: state)
        List {
          LabeledContent("Order", value: String(describing: props.order))
          Section {
            Button("Done tapped") { props.onDoneTapped() }
          }
        }
      }
    }

    /// What the screen shows and what it can do, taken from the state. Triggered actions await their
    /// effects (so `.refreshable` ends when the load does); bindings read and dispatch on the main
    /// actor, where the store lives (`Binding` takes `@Sendable` closures, which are not main-actor
    /// isolated unless they say so).
    private struct Props {
      let order: Order
      let onTitleChanged: (String) -> Void
      let onDoneTapped: () -> Void
    }

    private func mapStateToProps(state: EditOrderState) -> Props {
      Props(
        order: state.order,
        onTitleChanged: { store.dispatch(action: EditOrderTitleChangedAction(payload: $0)) },
        onDoneTapped: { store.dispatch(action: EditOrderDoneTappedAction()) }
      )
    }
  }

  #Preview("Sample state") {
    EditOrderScreenView()
      .environment(Store.preview())
  }

  #Preview("Initial state") {
    EditOrderScreenView()
      .environment(Store.preview(state: AppState()))
  }
#endif
