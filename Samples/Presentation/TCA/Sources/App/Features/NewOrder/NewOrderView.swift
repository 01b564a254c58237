// Created by featuregen from ../Specs/NewOrder.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import ComposableArchitecture
  import SwiftUI

  /// The NewOrder screen: it shows the store's state and sends its actions. A starting
  /// point: make it yours.
  struct NewOrderView: View {
    @Bindable var store: StoreOf<NewOrderFeature>

    var body: some View {
      List {
        TextField("Title", text: $store.title.sending(\.titleChanged))
        Section {
          Button("Save tapped") { store.send(.saveTapped) }
          Button("Cancel tapped") { store.send(.cancelTapped) }
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
    NewOrderView(
      store: Store(initialState: NewOrderFeature.State(title: "title 2")) {
        NewOrderFeature()
      }
    )
  }
#endif
