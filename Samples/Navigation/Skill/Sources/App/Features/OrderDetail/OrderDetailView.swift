// Created by featuregen from ../Specs/OrderDetail.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The OrderDetail screen. It takes values, bindings and callbacks only (no `@State`, no store), so a
  /// preview can show any state. A starting point: make it yours.
  struct OrderDetailView: View {
    let order: Order
    @Binding var note: String
    let isSaving: Bool
    let onSaveTapped: () -> Void
    let onCloseTapped: () -> Void

    var body: some View {
      List {
        LabeledContent("Order", value: String(describing: order))
        TextField("Note", text: $note)
        Section {
          Button("Save tapped") { onSaveTapped() }
          Button("Close tapped") { onCloseTapped() }
        }
      }
      .overlay {
        if isSaving {
          ProgressView()
        }
      }
    }
  }

  /// Connects `OrderDetailView` to the store: reads the OrderDetail state, sends actions, and awaits
  /// the effects of the actions a view event sends (so `.refreshable` ends when the load does).
  /// Bindings read and send on the main actor, where the store lives (`Binding` takes `@Sendable`
  /// closures, which are not main-actor isolated unless they say so).
  struct OrderDetailContainerView: View {
    @Environment(AppStore.self) private var store

    var body: some View {
      if let state = store.orderDetailState {
        OrderDetailView(
          order: state.order,
          note: Binding(
            get: { @MainActor in store.orderDetailState?.note ?? state.note },
            set: { @MainActor in
              store.send(.orderDetail(.noteChanged($0)))
            }
          ),
          isSaving: state.isSaving,
          onSaveTapped: { store.send(.orderDetail(.saveTapped)) },
          onCloseTapped: { store.send(.orderDetail(.closeTapped)) }
        )
      }
    }
  }

  #Preview("Sample state") {
    OrderDetailContainerView()
      .environment(AppStore.preview())
  }

  #Preview("Initial state") {
    OrderDetailView(
      order: Order(id: 1, title: "Title 1", note: "Note 1"),
      note: .constant(""),
      isSaving: false,
      onSaveTapped: {},
      onCloseTapped: {}
    )
  }
#endif
