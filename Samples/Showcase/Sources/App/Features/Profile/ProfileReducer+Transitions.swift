// Created by featuregen from Samples/Showcase/Specs/Profile.feature.yml.
// This file is yours: featuregen never rewrites it.

import Foundation

/// The transitions of the Profile feature that the spec leaves to you. Keep them pure:
/// change `state` only; side effects belong in the spec's `effects`.
nonisolated extension ProfileReducer {
  static func discardChanges(state: inout ProfileState) {
    state.name = state.user?.name ?? ""
    state.bio = state.user?.bio ?? ""
  }
}
