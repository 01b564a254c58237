// Created by featuregen from ../Specs/EditOrder.feature.yml.
// This file is yours: featuregen never rewrites it.

import Foundation

/// The EditOrder repository the app runs with: replace the bodies with real API or database calls.
nonisolated struct EditOrderRepositoryImpl: EditOrderRepository {
}
