// Created by featuregen from Specs/Order.feature.yml.
// This file is yours: featuregen never rewrites it.

import Foundation

/// The Order repository the app runs with: replace the bodies with real API or database
/// calls.
nonisolated struct OrderRepository: OrderRepositoryProtocol {
  func fetchOrders() async throws -> [Order] {
    throw ServiceNotImplemented(requirement: "OrderRepository.fetchOrders()")
  }
}
