// Created by featuregen from Samples/Showcase/Specs/Chat.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The Chat screen. It maps the store's `ChatState` to its `Props` (what it shows, and
  /// closures that dispatch actions) and shows them. A starting point: make it yours.
  struct ChatScreenView: View {
    @Environment(Store.self) private var store

    var body: some View {
      let props = mapStateToProps(state: store.chatState)
      List {
        Section("Messages") {
          ForEach(props.messages) { chatMessage in
            Text(chatMessage.text)
          }
        }
        LabeledContent("Has more", value: props.hasMore ? "Yes" : "No")
        LabeledContent("Is loading older", value: props.isLoadingOlder ? "Yes" : "No")
        LabeledContent("Failed i ds", value: String(describing: props.failedIDs))
        LabeledContent("Delivered i ds", value: String(describing: props.deliveredIDs))
        LabeledContent("Is live", value: props.isLive ? "Yes" : "No")
        Section {
          Button("Load older") { props.onLoadOlder() }
        }
      }
      .task { [onAppeared = props.onAppeared] in
        await onAppeared()
      }
    }

    /// What the screen shows and what it can do, taken from the state. Triggered actions await their
    /// effects (so `.refreshable` ends when the load does); bindings read and dispatch on the main
    /// actor, where the store lives (`Binding` takes `@Sendable` closures, which are not main-actor
    /// isolated unless they say so).
    private struct Props {
      let messages: [ChatMessage]
      let hasMore: Bool
      let isLoadingOlder: Bool
      let failedIDs: [Int]
      let deliveredIDs: [Int]
      let isLive: Bool
      let onAppeared: @Sendable () async -> Void
      let onLoadOlder: () -> Void
      let onSend: (String, Int) -> Void
    }

    private func mapStateToProps(state: ChatState) -> Props {
      Props(
        messages: state.messages,
        hasMore: state.hasMore,
        isLoadingOlder: state.isLoadingOlder,
        failedIDs: state.failedIDs,
        deliveredIDs: state.deliveredIDs,
        isLive: state.isLive,
        onAppeared: { await store.dispatch(action: ChatAppearedAction()).finish() },
        onLoadOlder: { store.dispatch(action: ChatLoadOlderAction()) },
        onSend: { store.dispatch(action: ChatSendAction(text: $0, clientID: $1)) }
      )
    }
  }

  #Preview("Sample state") {
    ChatScreenView()
      .environment(Store.preview())
  }

  #Preview("Initial state") {
    ChatScreenView()
      .environment(Store.preview(state: AppState()))
  }
#endif
