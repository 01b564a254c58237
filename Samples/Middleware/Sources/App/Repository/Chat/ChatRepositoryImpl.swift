// Created by featuregen from Samples/Showcase/Specs/Chat.feature.yml.
// This file is yours: featuregen never rewrites it.

import Foundation

/// The Chat repository the app runs with: replace the bodies with real API or database calls.
nonisolated struct ChatRepositoryImpl: ChatRepository {
  func fetchHistory(before: Int) async throws -> [ChatMessage] {
    throw ServiceNotImplemented(requirement: "ChatRepositoryImpl.fetchHistory(before:)")
  }

  func post(text: String, clientID: Int) async throws {
    throw ServiceNotImplemented(requirement: "ChatRepositoryImpl.post(text:clientID:)")
  }

  func incoming() async -> AsyncThrowingStream<ChatMessage, any Error> {
    AsyncThrowingStream {
      $0.finish(throwing: ServiceNotImplemented(requirement: "ChatRepositoryImpl.incoming()"))
    }
  }

  func announceTyping() async {}
}
