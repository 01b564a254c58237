// Created by featuregen from ../Specs/NewOrder.feature.yml.
// This file is yours: featuregen never rewrites it.

import Foundation

/// The NewOrder repository the app runs with: replace the bodies with real API or database calls.
nonisolated struct NewOrderRepositoryImpl: NewOrderRepository {
  func saveOrder(title: String) async throws -> Order {
    throw ServiceNotImplemented(requirement: "NewOrderRepositoryImpl.saveOrder(title:)")
  }
}
