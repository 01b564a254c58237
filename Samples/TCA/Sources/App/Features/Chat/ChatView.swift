// Created by featuregen from Specs/Chat.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import ComposableArchitecture
  import SwiftUI

  /// The Chat screen: it shows the store's state and sends its actions. A starting
  /// point: make it yours.
  struct ChatView: View {
    let store: StoreOf<ChatFeature>

    var body: some View {
      List {
        Section("Messages") {
          ForEach(store.messages) { chatMessage in
            Text(chatMessage.text)
          }
        }
        LabeledContent("Has more", value: store.hasMore ? "Yes" : "No")
        LabeledContent("Is loading older", value: store.isLoadingOlder ? "Yes" : "No")
        LabeledContent("Failed i ds", value: String(describing: store.failedIDs))
        LabeledContent("Delivered i ds", value: String(describing: store.deliveredIDs))
        LabeledContent("Is live", value: store.isLive ? "Yes" : "No")
        Section {
          Button("Load older") { store.send(.loadOlder) }
          Button("Typed") { store.send(.typed) }
        }
      }
      .task {
        await store.send(.appeared).finish()
      }
    }
  }

  #Preview {
    ChatView(
      store: Store(initialState: ChatFeature.State()) {
        ChatFeature()
      }
    )
  }
#endif
