// Created by featuregen from Samples/Showcase/Specs/Profile.feature.yml.
// This file is yours: featuregen never rewrites it.

import Foundation

/// What `ProfileDiscardChangesAction` does to the Profile state: the spec leaves it to you.
/// Keep it pure: return the new state only; side effects belong in the spec's `effects`.
nonisolated func profileDiscardChanges(
  _ state: ProfileState,
  _ action: ProfileDiscardChangesAction
) -> ProfileState {
  var state = state
  state.name = state.user?.name ?? ""
  state.bio = state.user?.bio ?? ""
  return state
}
