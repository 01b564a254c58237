// Created by featuregen from Samples/Showcase/Specs/Profile.feature.yml.
// This file is yours: featuregen never rewrites it.

import Foundation

/// The Profile repository the app runs with: replace the bodies with real API or database calls.
nonisolated struct ProfileRepositoryImpl: ProfileRepository {
  func loadProfile() async throws -> User {
    throw ServiceNotImplemented(requirement: "ProfileRepositoryImpl.loadProfile()")
  }

  func saveProfile(name: String, bio: String) async throws -> User {
    throw ServiceNotImplemented(requirement: "ProfileRepositoryImpl.saveProfile(name:bio:)")
  }

  func logEvent(_ name: String) async {
    // Fire and forget: do the work here.
  }
}
