// Created by featuregen from ../Specs/NewOrder.feature.yml.
// This file is yours: featuregen never rewrites it.

import Foundation

/// The live NewOrder service: replace the bodies with real API or database calls.
nonisolated struct NewOrderService: NewOrderServiceProtocol {
  func saveOrder(title: String) async throws -> Order {
    throw ServiceNotImplemented(requirement: "NewOrderService.saveOrder(title:)")
  }
}
