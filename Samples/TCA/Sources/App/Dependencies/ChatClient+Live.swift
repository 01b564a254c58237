// Created by featuregen from Specs/Chat.feature.yml.
// This file is yours: featuregen never rewrites it.

import ComposableArchitecture
import Foundation

nonisolated extension ChatClient: DependencyKey {
  /// The client the app runs with: replace the bodies with real API or database calls.
  static let liveValue = ChatClient(
    incoming: {
      AsyncThrowingStream {
        $0.finish(throwing: ClientNotImplemented(endpoint: "ChatClient.incoming()"))
      }
    },
    fetchHistory: { before in
      throw ClientNotImplemented(endpoint: "ChatClient.fetchHistory(before:)")
    },
    post: { text, clientID in
      throw ClientNotImplemented(endpoint: "ChatClient.post(text:clientID:)")
    },
    announceTyping: {
      // Fire and forget: do the work here.
    }
  )

  /// The client SwiftUI previews run with: it answers at once, with sample data.
  static let previewValue = ChatClient(
    incoming: {
      let chatMessages = (1...3).map { index in
        ChatMessage(id: index, text: "Text \(index)")
      }
      return AsyncThrowingStream { continuation in
        for element in chatMessages {
          continuation.yield(element)
        }
        continuation.finish()
      }
    },
    fetchHistory: { before in
      (1...3).map { index in
        ChatMessage(id: index, text: "Text \(index)")
      }
    },
    post: { text, clientID in },
    announceTyping: {}
  )
}
