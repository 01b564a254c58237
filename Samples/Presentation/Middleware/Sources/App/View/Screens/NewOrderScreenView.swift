// Created by featuregen from ../Specs/NewOrder.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The NewOrder screen. It maps the store's `NewOrderState` to its `Props` (what it shows, and
  /// closures that dispatch actions) and shows them. A starting point: make it yours.
  struct NewOrderScreenView: View {
    @Environment(Store.self) private var store

    var body: some View {
      if let state = store.newOrderState {
        let props = mapStateToProps(state: state)
        List {
          TextField("Title", text: props.title)
          Section {
            Button("Save tapped") { props.onSaveTapped() }
            Button("Cancel tapped") { props.onCancelTapped() }
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
      let title: Binding<String>
      let isSaving: Bool
      let onSaveTapped: () -> Void
      let onCancelTapped: () -> Void
    }

    private func mapStateToProps(state: NewOrderState) -> Props {
      Props(
        title: Binding(
          get: { @MainActor in store.newOrderState?.title ?? state.title },
          set: { @MainActor in
            store.dispatch(action: NewOrderTitleChangedAction(payload: $0))
          }
        ),
        isSaving: state.isSaving,
        onSaveTapped: { store.dispatch(action: NewOrderSaveTappedAction()) },
        onCancelTapped: { store.dispatch(action: NewOrderCancelTappedAction()) }
      )
    }
  }

  #Preview("Sample state") {
    NewOrderScreenView()
      .environment(Store.preview())
  }

  #Preview("Initial state") {
    NewOrderScreenView()
      .environment(Store.preview(state: AppState()))
  }
#endif
