// Created by featuregen from Specs/Profile.feature.yml.
// This file is yours: featuregen never rewrites it.

import Foundation

extension ProfileViewState {
  /// What `onDiscardChanges` does to the Profile screen's state: the spec leaves it to you. Change
  /// the fields here; side effects belong in the spec's `effects`.
  func discardChanges() {
    name = user?.name ?? ""
    bio = user?.bio ?? ""
  }
}
