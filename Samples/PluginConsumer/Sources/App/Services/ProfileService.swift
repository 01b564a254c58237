// Created by featuregen from Specs/Profile.feature.yml.
// This file is yours: featuregen never rewrites it.

import Foundation

/// The live Profile service: replace the bodies with real API or database calls.
nonisolated struct ProfileService: ProfileServiceProtocol {
  func loadProfile() async throws -> User {
    throw ServiceNotImplemented(requirement: "ProfileService.loadProfile()")
  }

  func saveProfile(name: String, bio: String) async throws -> User {
    throw ServiceNotImplemented(requirement: "ProfileService.saveProfile(name:bio:)")
  }

  func logEvent(_ name: String) async {
    // Fire and forget: do the work here.
  }
}
