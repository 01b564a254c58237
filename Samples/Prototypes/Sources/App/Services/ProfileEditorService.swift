// Created by featuregen from Specs/ProfileEditor.feature.yml.
// This file is yours: featuregen never rewrites it.

import Foundation

/// The live ProfileEditor service: replace the bodies with real API or database calls.
nonisolated struct ProfileEditorService: ProfileEditorServiceProtocol {
  func loadProfile() async throws -> UserProfile {
    throw ServiceNotImplemented(requirement: "ProfileEditorService.loadProfile()")
  }

  func saveProfile(_ profile: UserProfile) async throws {
    throw ServiceNotImplemented(requirement: "ProfileEditorService.saveProfile(_:)")
  }
}
