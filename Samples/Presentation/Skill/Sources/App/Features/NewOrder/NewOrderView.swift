// Created by featuregen from ../Specs/NewOrder.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The NewOrder screen. It takes values, bindings and callbacks only (no `@State`, no store), so a
  /// preview can show any state. A starting point: make it yours.
  struct NewOrderView: View {
    @Binding var title: String
    let isSaving: Bool
    let onSaveTapped: () -> Void
    let onCancelTapped: () -> Void

    var body: some View {
      List {
        TextField("Title", text: $title)
        Section {
          Button("Save tapped") { onSaveTapped() }
          Button("Cancel tapped") { onCancelTapped() }
        }
      }
      .overlay {
        if isSaving {
          ProgressView()
        }
      }
    }
  }

  /// Connects `NewOrderView` to the store: reads the NewOrder state, sends actions, and awaits
  /// the effects of the actions a view event sends (so `.refreshable` ends when the load does).
  /// Bindings read and send on the main actor, where the store lives (`Binding` takes `@Sendable`
  /// closures, which are not main-actor isolated unless they say so).
  struct NewOrderContainerView: View {
    @Environment(AppStore.self) private var store

    var body: some View {
      if let state = store.newOrderState {
        NewOrderView(
          title: Binding(
            get: { @MainActor in store.newOrderState?.title ?? state.title },
            set: { @MainActor in
              store.send(.newOrder(.titleChanged($0)))
            }
          ),
          isSaving: state.isSaving,
          onSaveTapped: { store.send(.newOrder(.saveTapped)) },
          onCancelTapped: { store.send(.newOrder(.cancelTapped)) }
        )
      }
    }
  }

  #Preview("Sample state") {
    NewOrderContainerView()
      .environment(AppStore.preview())
  }

  #Preview("Initial state") {
    NewOrderView(
      title: .constant("text"),
      isSaving: false,
      onSaveTapped: {},
      onCancelTapped: {}
    )
  }
#endif
