// Created by featuregen from ../Specs/OrderDetail.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The OrderDetail screen. It maps the store's `OrderDetailState` to its `Props` (what it shows, and
  /// closures that dispatch actions) and shows them. A starting point: make it yours.
  struct OrderDetailScreenView: View {
    @Environment(Store.self) private var store

    var body: some View {
      if let state = store.orderDetailState {
        let props = mapStateToProps(state: state)
        List {
          LabeledContent("Order", value: String(describing: props.order))
          TextField("Note", text: props.note)
          Section {
            Button("Save tapped") { props.onSaveTapped() }
            Button("Close tapped") { props.onCloseTapped() }
          }
        }
        .overlay {
          if props.isSaving {
            ProgressView()
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
      let note: Binding<String>
      let isSaving: Bool
      let onSaveTapped: () -> Void
      let onCloseTapped: () -> Void
    }

    private func mapStateToProps(state: OrderDetailState) -> Props {
      Props(
        order: state.order,
        note: Binding(
          get: { @MainActor in store.orderDetailState?.note ?? state.note },
          set: { @MainActor in
            store.dispatch(action: OrderDetailNoteChangedAction(payload: $0))
          }
        ),
        isSaving: state.isSaving,
        onSaveTapped: { store.dispatch(action: OrderDetailSaveTappedAction()) },
        onCloseTapped: { store.dispatch(action: OrderDetailCloseTappedAction()) }
      )
    }
  }

  #Preview("Sample state") {
    OrderDetailScreenView()
      .environment(Store.preview())
  }

  #Preview("Initial state") {
    OrderDetailScreenView()
      .environment(Store.preview(state: AppState()))
  }
#endif
