// Created by featuregen from Specs/OrderHistory.feature.yml.
// This file is yours: featuregen never rewrites it.

import Foundation

/// The OrderHistory repository the app runs with: replace the bodies with real API or database
/// calls.
nonisolated struct OrderHistoryRepository: OrderHistoryRepositoryProtocol {
  func fetchOrders() async throws -> [Order] {
    throw ServiceNotImplemented(requirement: "OrderHistoryRepository.fetchOrders()")
  }

  func placeOrder(copying order: Order) async throws -> Order {
    throw ServiceNotImplemented(requirement: "OrderHistoryRepository.placeOrder(copying:)")
  }
}
