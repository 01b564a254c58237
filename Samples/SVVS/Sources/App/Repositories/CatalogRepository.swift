// Created by featuregen from Specs/Catalog.feature.yml.
// This file is yours: featuregen never rewrites it.

import Foundation

/// The Catalog repository the app runs with: replace the bodies with real API or database
/// calls.
nonisolated struct CatalogRepository: CatalogRepositoryProtocol {
  func searchItems(query: String, page: Int) async throws -> [Item] {
    throw ServiceNotImplemented(requirement: "CatalogRepository.searchItems(query:page:)")
  }

  func trackView(itemID: Int) async {
    // Fire and forget: do the work here.
  }
}
