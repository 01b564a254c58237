// Created by featuregen from ../Specs/EditOrder.feature.yml.
// This file is yours: featuregen never rewrites it.

import ComposableArchitecture
import Foundation

nonisolated extension EditOrderClient: DependencyKey {
  /// The client the app runs with: replace the bodies with real API or database calls.
  static let liveValue = EditOrderClient()
}
