// Created by featuregen from ../Specs/OrderDetail.feature.yml.
// This file is yours: featuregen never rewrites it.

import ComposableArchitecture
import Foundation

nonisolated extension OrderDetailClient: DependencyKey {
  /// The client the app runs with: replace the bodies with real API or database calls.
  static let liveValue = OrderDetailClient(
    saveNote: { note, orderID in
      throw ClientNotImplemented(endpoint: "OrderDetailClient.saveNote(_:orderID:)")
    }
  )

  /// The client SwiftUI previews run with: it answers at once, with sample data.
  static let previewValue = OrderDetailClient(
    saveNote: { note, orderID in
      Order(id: 1, title: "Title 1", note: "Note 1")
    }
  )
}
