// Created by featuregen from ../Specs/OrderDetail.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import ComposableArchitecture
  import SwiftUI

  /// The OrderDetail screen: it shows the store's state and sends its actions. A starting
  /// point: make it yours.
  struct OrderDetailView: View {
    @Bindable var store: StoreOf<OrderDetailFeature>

    var body: some View {
      List {
        LabeledContent("Order", value: String(describing: store.order))
        TextField("Note", text: $store.note.sending(\.noteChanged))
        Section {
          Button("Save tapped") { store.send(.saveTapped) }
          Button("Close tapped") { store.send(.closeTapped) }
        }
      }
      .overlay {
        if store.isSaving {
          ProgressView()
        }
      }
    }
  }

  #Preview {
    OrderDetailView(
      store:
        Store(
          initialState: OrderDetailFeature.State(
            order: Order(id: 2, title: "title 3", note: "note 4"))
        ) {
          OrderDetailFeature()
        }
    )
  }
#endif
