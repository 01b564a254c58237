// Created by featuregen from Specs/Chat.feature.yml.
// This file is yours: featuregen never rewrites it.

import ComposableArchitecture
import Foundation

nonisolated extension ChatClient: DependencyKey {
  /// The client the app runs with: replace the bodies with real API or database calls.
  static let liveValue = ChatClient(
    fetchHistory: { before in
      throw ClientNotImplemented(endpoint: "ChatClient.fetchHistory(before:)")
    },
    post: { text, clientID in
      throw ClientNotImplemented(endpoint: "ChatClient.post(text:clientID:)")
    }
  )

  /// The client SwiftUI previews run with: it answers at once, with sample data.
  static let previewValue = ChatClient(
    fetchHistory: { before in
      (1...3).map { index in
        ChatMessage(id: index, text: "Text \(index)")
      }
    },
    post: { text, clientID in }
  )
}
