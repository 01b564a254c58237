// Created by featuregen from ../Specs/NewOrder.feature.yml.
// This file is yours: featuregen never rewrites it.

import ComposableArchitecture
import Foundation

nonisolated extension NewOrderClient: DependencyKey {
  /// The client the app runs with: replace the bodies with real API or database calls.
  static let liveValue = NewOrderClient(
    saveOrder: { title in
      throw ClientNotImplemented(endpoint: "NewOrderClient.saveOrder(title:)")
    }
  )

  /// The client SwiftUI previews run with: it answers at once, with sample data.
  static let previewValue = NewOrderClient(
    saveOrder: { title in
      Order(id: 1, title: "Title 1")
    }
  )
}
