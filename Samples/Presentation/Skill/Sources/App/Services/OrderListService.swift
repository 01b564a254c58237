// Created by featuregen from ../Specs/OrderList.feature.yml.
// This file is yours: featuregen never rewrites it.

import Foundation

/// The live OrderList service: replace the bodies with real API or database calls.
nonisolated struct OrderListService: OrderListServiceProtocol {
  func fetchOrders() async throws -> [Order] {
    throw ServiceNotImplemented(requirement: "OrderListService.fetchOrders()")
  }
}
