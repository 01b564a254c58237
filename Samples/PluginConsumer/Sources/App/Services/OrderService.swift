// Created by featuregen from Specs/Order.feature.yml.
// This file is yours: featuregen never rewrites it.

import Foundation

/// The live Order service: replace the bodies with real API or database calls.
nonisolated struct OrderService: OrderServiceProtocol {
  func fetchOrders() async throws -> [Order] {
    throw ServiceNotImplemented(requirement: "OrderService.fetchOrders()")
  }
}
