// Created by featuregen from ../Specs/OrderList.feature.yml.
// This file is yours: featuregen never rewrites it.

import ComposableArchitecture
import Foundation

nonisolated extension OrderListClient: DependencyKey {
  /// The client the app runs with: replace the bodies with real API or database calls.
  static let liveValue = OrderListClient(
    fetchOrders: {
      throw ClientNotImplemented(endpoint: "OrderListClient.fetchOrders()")
    }
  )

  /// The client SwiftUI previews run with: it answers at once, with sample data.
  static let previewValue = OrderListClient(
    fetchOrders: {
      (1...3).map { index in
        Order(id: index, title: "Title \(index)")
      }
    }
  )
}
