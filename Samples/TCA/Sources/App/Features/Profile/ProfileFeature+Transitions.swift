// Created by featuregen from Specs/Profile.feature.yml.
// This file is yours: featuregen never rewrites it.

import Foundation

/// The transitions of the Profile feature that the spec leaves to you. Keep them pure:
/// change `state` only; side effects belong in the spec's `effects`.
extension ProfileFeature {
  func discardChanges(state: inout State) {
    // Write the transition for `discardChanges` here.
  }
}
