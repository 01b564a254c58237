// Created by featuregen from Samples/Showcase/Specs/Catalog.feature.yml.
// This file is yours: featuregen never rewrites it.

import Foundation

/// The live Catalog service: replace the bodies with real API or database calls.
nonisolated struct CatalogService: CatalogServiceProtocol {
  func searchItems(query: String, page: Int) async throws -> [Item] {
    throw ServiceNotImplemented(requirement: "CatalogService.searchItems(query:page:)")
  }

  func trackView(itemID: Int) async {
    // Fire and forget: do the work here.
  }
}
