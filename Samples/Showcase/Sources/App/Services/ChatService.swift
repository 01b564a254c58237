// Created by featuregen from Specs/Chat.feature.yml.
// This file is yours: featuregen never rewrites it.

import Foundation

/// The live Chat service: replace the bodies with real API or database calls.
nonisolated struct ChatService: ChatServiceProtocol {
  func fetchHistory(before: Int) async throws -> [ChatMessage] {
    throw ServiceNotImplemented(requirement: "ChatService.fetchHistory(before:)")
  }

  func post(text: String, clientID: Int) async throws {
    throw ServiceNotImplemented(requirement: "ChatService.post(text:clientID:)")
  }

  func incoming() async -> AsyncThrowingStream<ChatMessage, any Error> {
    AsyncThrowingStream {
      $0.finish(throwing: ServiceNotImplemented(requirement: "ChatService.incoming()"))
    }
  }

  func announceTyping() async {}
}
