// Created by featuregen from ../Specs/EditOrder.feature.yml.
// This file is yours: featuregen never rewrites it.

import Foundation

/// The live EditOrder service: replace the bodies with real API or database calls.
nonisolated struct EditOrderService: EditOrderServiceProtocol {
}
