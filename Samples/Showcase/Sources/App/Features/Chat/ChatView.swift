// Created by featuregen from Specs/Chat.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The Chat screen. It takes values, bindings and callbacks only (no `@State`, no store), so a
  /// preview can show any state. A starting point: make it yours.
  struct ChatView: View {
    let messages: [ChatMessage]
    let hasMore: Bool
    let isLoadingOlder: Bool
    let failedIDs: [Int]
    let deliveredIDs: [Int]
    let isLive: Bool
    let onAppeared: @Sendable () async -> Void
    let onLoadOlder: () -> Void
    let onSend: (String, Int) -> Void

    var body: some View {
      List {
        Section("Messages") {
          ForEach(messages) { chatMessage in
            Text(chatMessage.text)
          }
        }
        LabeledContent("Has more", value: hasMore ? "Yes" : "No")
        LabeledContent("Is loading older", value: isLoadingOlder ? "Yes" : "No")
        LabeledContent("Failed i ds", value: String(describing: failedIDs))
        LabeledContent("Delivered i ds", value: String(describing: deliveredIDs))
        LabeledContent("Is live", value: isLive ? "Yes" : "No")
        Section {
          Button("Load older") { onLoadOlder() }
        }
      }
      .task {
        await onAppeared()
      }
    }
  }

  /// Connects `ChatView` to the store: reads the Chat state, sends actions, and awaits
  /// the effects of the actions a view event sends (so `.refreshable` ends when the load does).
  /// Bindings read and send on the main actor, where the store lives (`Binding` takes `@Sendable`
  /// closures, which are not main-actor isolated unless they say so).
  struct ChatContainerView: View {
    @Environment(AppStore.self) private var store

    var body: some View {
      let state = store.chatState
      ChatView(
        messages: state.messages,
        hasMore: state.hasMore,
        isLoadingOlder: state.isLoadingOlder,
        failedIDs: state.failedIDs,
        deliveredIDs: state.deliveredIDs,
        isLive: state.isLive,
        onAppeared: { await store.send(.chat(.appeared)).finish() },
        onLoadOlder: { store.send(.chat(.loadOlder)) },
        onSend: { store.send(.chat(.send(text: $0, clientID: $1))) }
      )
    }
  }

  #Preview("Sample state") {
    ChatContainerView()
      .environment(AppStore.preview())
  }

  #Preview("Initial state") {
    ChatView(
      messages: [],
      hasMore: true,
      isLoadingOlder: false,
      failedIDs: [],
      deliveredIDs: [],
      isLive: false,
      onAppeared: {},
      onLoadOlder: {},
      onSend: { _, _ in }
    )
  }
#endif
