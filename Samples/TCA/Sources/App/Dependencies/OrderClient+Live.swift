// Created by featuregen from Specs/Order.feature.yml.
// This file is yours: featuregen never rewrites it.

import ComposableArchitecture
import Foundation

nonisolated extension OrderClient: DependencyKey {
  /// The client the app runs with: replace the bodies with real API or database calls.
  static let liveValue = OrderClient(
    fetchOrders: {
      throw ClientNotImplemented(endpoint: "OrderClient.fetchOrders()")
    }
  )

  /// The client SwiftUI previews run with: it answers at once, with sample data.
  static let previewValue = OrderClient(
    fetchOrders: {
      (1...3).map { index in
        Order(id: index, title: "Title \(index)")
      }
    }
  )
}
