// Created by featuregen from ../Specs/EditOrder.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The EditOrder screen. It takes values, bindings and callbacks only (no `@State`, no store), so a
  /// preview can show any state. A starting point: make it yours.
  struct EditOrderView: View {
    let order: Order
    let onTitleChanged: (String) -> Void
    let onDoneTapped: () -> Void

    var body: some View {
      List {
        LabeledContent("Order", value: String(describing: order))
        Section {
          Button("Done tapped") { onDoneTapped() }
        }
      }
    }
  }

  /// Connects `EditOrderView` to the store: reads the EditOrder state, sends actions, and awaits
  /// the effects of the actions a view event sends (so `.refreshable` ends when the load does).
  /// Bindings read and send on the main actor, where the store lives (`Binding` takes `@Sendable`
  /// closures, which are not main-actor isolated unless they say so).
  struct EditOrderContainerView: View {
    @Environment(AppStore.self) private var store

    var body: some View {
      if let state = store.editOrderState {
        EditOrderView(
          order: state.order,
          onTitleChanged: { store.send(.editOrder(.titleChanged($0))) },
          onDoneTapped: { store.send(.editOrder(.doneTapped)) }
        )
      }
    }
  }

  #Preview("Sample state") {
    EditOrderContainerView()
      .environment(AppStore.preview())
  }

  #Preview("Initial state") {
    EditOrderView(
      order: Order(id: 1, title: "Title 1"),
      onTitleChanged: { _ in },
      onDoneTapped: {}
    )
  }
#endif
