// Hand-written (not generated): repositories whose calls wait until the test answers them, so a test
// can answer requests out of order, or after they were cancelled, without sleeping.

import Foundation

@testable import App

/// Catalog searches that return only when the test answers them, each by its query.
@MainActor
final class ControlledCatalogRepository: CatalogRepository {
  private var pending: [String: CheckedContinuation<[Item], any Error>] = [:]
  private var waiting: [String: CheckedContinuation<Void, Never>] = [:]
  private(set) var trackedItemIDs: [Int] = []

  @MainActor func searchItems(query: String, page: Int) async throws -> [Item] {
    try await withCheckedThrowingContinuation { continuation in
      pending[query] = continuation
      waiting.removeValue(forKey: query)?.resume()
    }
  }

  @MainActor func trackView(itemID: Int) async {
    trackedItemIDs.append(itemID)
  }

  /// Returns once a search for `query` is waiting for its answer.
  func searchStarted(_ query: String) async {
    guard pending[query] == nil else { return }
    await withCheckedContinuation { waiting[query] = $0 }
  }

  func answer(_ query: String, with items: [Item]) {
    pending.removeValue(forKey: query)?.resume(returning: items)
  }

  func fail(_ query: String, with error: any Error) {
    pending.removeValue(forKey: query)?.resume(throwing: error)
  }
}

/// Order loads that return only when the test answers them.
@MainActor
final class ControlledOrderRepository: OrderRepository {
  private var pending: CheckedContinuation<[Order], any Error>?
  private var waiting: CheckedContinuation<Void, Never>?

  @MainActor func fetchOrders() async throws -> [Order] {
    try await withCheckedThrowingContinuation { continuation in
      pending = continuation
      waiting?.resume()
      waiting = nil
    }
  }

  /// Returns once a load is waiting for its answer.
  func fetchStarted() async {
    guard pending == nil else { return }
    await withCheckedContinuation { waiting = $0 }
  }

  func fail(with error: any Error) {
    pending?.resume(throwing: error)
    pending = nil
  }
}

extension Store {
  /// A store with every middleware, and the given repositories (the app's own for the others).
  static func running(_ repositories: AppRepositories) -> Store {
    Store(
      reducer: appReducer,
      state: AppState(),
      middlewares: appMiddlewares(repositories: repositories, sleep: { _ in })  // no debounce wait
    )
  }
}
