// Created by featuregen from Specs/Profile.feature.yml.
// This file is yours: featuregen never rewrites it.

import ComposableArchitecture
import Foundation

nonisolated extension ProfileClient: DependencyKey {
  /// The client the app runs with: replace the bodies with real API or database calls.
  static let liveValue = ProfileClient(
    loadProfile: {
      throw ClientNotImplemented(endpoint: "ProfileClient.loadProfile()")
    },
    saveProfile: { name, bio in
      throw ClientNotImplemented(endpoint: "ProfileClient.saveProfile(name:bio:)")
    },
    logEvent: { name in
      // Fire and forget: do the work here.
    }
  )

  /// The client SwiftUI previews run with: it answers at once, with sample data.
  static let previewValue = ProfileClient(
    loadProfile: {
      User(id: 1, name: "Name 1", bio: "Bio 1")
    },
    saveProfile: { name, bio in
      User(id: 1, name: "Name 1", bio: "Bio 1")
    },
    logEvent: { name in }
  )
}
