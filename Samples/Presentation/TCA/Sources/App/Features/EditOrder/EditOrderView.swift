// Created by featuregen from ../Specs/EditOrder.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import ComposableArchitecture
  import SwiftUI

  /// The EditOrder screen: it shows the store's state and sends its actions. A starting
  /// point: make it yours.
  struct EditOrderView: View {
    let store: StoreOf<EditOrderFeature>

    var body: some View {
      List {
        LabeledContent("Order", value: String(describing: store.order))
        Section {
          Button("Done tapped") { store.send(.doneTapped) }
        }
      }
    }
  }

  #Preview {
    EditOrderView(
      store: Store(initialState: EditOrderFeature.State(order: Order(id: 2, title: "title 3"))) {
        EditOrderFeature()
      }
    )
  }
#endif
