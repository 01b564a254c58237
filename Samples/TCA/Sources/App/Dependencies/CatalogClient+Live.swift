// Created by featuregen from Specs/Catalog.feature.yml.
// This file is yours: featuregen never rewrites it.

import ComposableArchitecture
import Foundation

nonisolated extension CatalogClient: DependencyKey {
  /// The client the app runs with: replace the bodies with real API or database calls.
  static let liveValue = CatalogClient(
    searchItems: { query, page in
      throw ClientNotImplemented(endpoint: "CatalogClient.searchItems(query:page:)")
    },
    trackView: { itemID in
      // Fire and forget: do the work here.
    }
  )

  /// The client SwiftUI previews run with: it answers at once, with sample data.
  static let previewValue = CatalogClient(
    searchItems: { query, page in
      (1...3).map { index in
        Item(id: index, name: "Name \(index)", price: Double(index) + 0.5)
      }
    },
    trackView: { itemID in }
  )
}
