// Created by featuregen from ../Specs/OrderDetail.feature.yml.
// This file is yours: featuregen never rewrites it.

import Foundation

/// The OrderDetail repository the app runs with: replace the bodies with real API or database calls.
nonisolated struct OrderDetailRepositoryImpl: OrderDetailRepository {
  func saveNote(_ note: String, orderID: Int) async throws -> Order {
    throw ServiceNotImplemented(requirement: "OrderDetailRepositoryImpl.saveNote(_:orderID:)")
  }
}
