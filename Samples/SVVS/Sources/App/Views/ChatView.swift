// Created by featuregen from Specs/Chat.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The Chat screen. It owns its `ChatViewState`, shows its fields and calls its event
  /// methods. A starting point: make it yours.
  struct ChatView: View {
    @State private var viewState: ChatViewState

    /// The app shows `ChatView()`; previews and tests pass a view state of their own.
    init(viewState: ChatViewState = ChatViewState()) {
      _viewState = State(initialValue: viewState)
    }

    var body: some View {
      List {
        Section("Messages") {
          ForEach(viewState.messages) { chatMessage in
            Text(chatMessage.text)
          }
        }
        LabeledContent("Has more", value: viewState.hasMore ? "Yes" : "No")
        LabeledContent("Is loading older", value: viewState.isLoadingOlder ? "Yes" : "No")
        LabeledContent("Failed i ds", value: String(describing: viewState.failedIDs))
        LabeledContent("Delivered i ds", value: String(describing: viewState.deliveredIDs))
        LabeledContent("Is live", value: viewState.isLive ? "Yes" : "No")
        Section {
          Button("Load older") { viewState.onLoadOlder() }
        }
      }
      .task { @MainActor in
        await viewState.onAppeared().finish()
      }
    }
  }

  #Preview("Sample state") {
    ChatView(viewState: .preview())
  }

  #Preview("Initial state") {
    ChatView(viewState: .preview(sample: false))
  }

  extension ChatViewState {
    /// A view state for previews: a repository that answers at once with sample data and, unless `sample` is false, sample data.
    fileprivate static func preview(sample: Bool = true) -> ChatViewState {
      let viewState = ChatViewState(
        repository: PreviewChatRepository()
      )
      guard sample else { return viewState }
      let chatMessages = (1...3).map { index in
        ChatMessage(id: index, text: "Text \(index)")
      }
      viewState.messages = chatMessages
      return viewState
    }
  }

  /// Answers the Chat screen's calls at once, with sample data.
  private struct PreviewChatRepository: ChatRepositoryProtocol {
    func incoming() async -> AsyncThrowingStream<ChatMessage, any Error> {
      let chatMessages = (1...3).map { index in
        ChatMessage(id: index, text: "Text \(index)")
      }
      return AsyncThrowingStream { continuation in
        for element in chatMessages {
          continuation.yield(element)
        }
        continuation.finish()
      }
    }

    func fetchHistory(before: Int) async throws -> [ChatMessage] {
      (1...3).map { index in
        ChatMessage(id: index, text: "Text \(index)")
      }
    }

    func post(text: String, clientID: Int) async throws {}

    func announceTyping() async {}
  }
#endif
