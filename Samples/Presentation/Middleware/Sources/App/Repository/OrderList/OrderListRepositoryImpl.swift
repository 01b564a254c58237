// Created by featuregen from ../Specs/OrderList.feature.yml.
// This file is yours: featuregen never rewrites it.

import Foundation

/// The OrderList repository the app runs with: replace the bodies with real API or database calls.
nonisolated struct OrderListRepositoryImpl: OrderListRepository {
  func fetchOrders() async throws -> [Order] {
    throw ServiceNotImplemented(requirement: "OrderListRepositoryImpl.fetchOrders()")
  }
}
