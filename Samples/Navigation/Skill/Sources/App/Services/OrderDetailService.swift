// Created by featuregen from ../Specs/OrderDetail.feature.yml.
// This file is yours: featuregen never rewrites it.

import Foundation

/// The live OrderDetail service: replace the bodies with real API or database calls.
nonisolated struct OrderDetailService: OrderDetailServiceProtocol {
  func saveNote(_ note: String, orderID: Int) async throws -> Order {
    throw ServiceNotImplemented(requirement: "OrderDetailService.saveNote(_:orderID:)")
  }
}
