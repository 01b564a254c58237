// Created by featuregen from Specs/Chat.feature.yml.
// This file is yours: featuregen never rewrites it.

import Foundation

/// The Chat repository the app runs with: replace the bodies with real API or database
/// calls.
nonisolated struct ChatRepository: ChatRepositoryProtocol {
  func fetchHistory(before: Int) async throws -> [ChatMessage] {
    throw ServiceNotImplemented(requirement: "ChatRepository.fetchHistory(before:)")
  }

  func post(text: String, clientID: Int) async throws {
    throw ServiceNotImplemented(requirement: "ChatRepository.post(text:clientID:)")
  }

  func incoming() async -> AsyncThrowingStream<ChatMessage, any Error> {
    AsyncThrowingStream {
      $0.finish(throwing: ServiceNotImplemented(requirement: "ChatRepository.incoming()"))
    }
  }

  func announceTyping() async {}
}
