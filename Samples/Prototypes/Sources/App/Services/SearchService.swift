// Created by featuregen from Specs/Search.feature.yml.
// This file is yours: featuregen never rewrites it.

import Foundation

/// The live Search service: replace the bodies with real API or database calls.
nonisolated struct SearchService: SearchServiceProtocol {
  func search(query: String) async throws -> [SearchHit] {
    throw ServiceNotImplemented(requirement: "SearchService.search(query:)")
  }
}
