// Hand-written (not generated): effects started again, cancelled, or answered out of order, run by
// TCA itself. Catalog's `searchItems` has `policy: latest` and `debounce: 300ms`, `trackView`
// `policy: parallel`; `disappeared` has `cancel: searchItems`.

import ComposableArchitecture
import Foundation
import Testing

@testable import App

private nonisolated let tea = [Item(id: 1, name: "Tea", price: 3)]
private nonisolated let coffee = [Item(id: 2, name: "Coffee", price: 4)]

@MainActor
@Suite struct EffectPolicyTests {
  @Test func twoSearchesAnsweredOutOfOrder_showTheNewerOnesResults() async {
    let searches = ControlledSearches()
    let store = TestStore(initialState: CatalogFeature.State()) {
      CatalogFeature()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()  // no debounce wait
      $0.catalogClient.searchItems = { query, _ in try await searches.search(query) }
    }

    await store.send(.setQuery("t")) {
      $0.query = "t"
      $0.phase = .loading
    }
    await searches.started("t")
    await store.send(.setQuery("co")) {
      $0.query = "co"
    }
    await searches.started("co")
    searches.answer("co", with: coffee)
    await store.receive(\.itemsLoaded) {
      $0.phase = .loaded(coffee)
    }
    searches.answer("t", with: tea)  // the stale answer arrives last: nothing is received
    await store.finish()
  }

  @Test func aSearchReplacedByANewerOne_failingLate_setsNoError() async {
    let searches = ControlledSearches()
    let store = TestStore(initialState: CatalogFeature.State()) {
      CatalogFeature()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()  // no debounce wait
      $0.catalogClient.searchItems = { query, _ in try await searches.search(query) }
    }

    await store.send(.setQuery("t")) {
      $0.query = "t"
      $0.phase = .loading
    }
    await searches.started("t")
    await store.send(.setQuery("co")) {
      $0.query = "co"
    }
    await searches.started("co")
    searches.answer("co", with: coffee)
    await store.receive(\.itemsLoaded) {
      $0.phase = .loaded(coffee)
    }
    searches.fail("t", with: TestError("Offline"))  // the stale run fails: no `searchFailed`
    await store.finish()
  }

  @Test func typingQuickly_searchesOnce_forTheLastQuery() async {
    let clock = TestClock()
    let queries = LockIsolated<[String]>([])
    let store = TestStore(initialState: CatalogFeature.State()) {
      CatalogFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.catalogClient.searchItems = { query, _ in
        queries.withValue { $0.append(query) }
        return tea
      }
    }

    await store.send(.setQuery("t")) {
      $0.query = "t"
      $0.phase = .loading
    }
    await clock.advance(by: .milliseconds(200))
    await store.send(.setQuery("te")) {
      $0.query = "te"
    }
    await clock.advance(by: .milliseconds(299))
    #expect(queries.value.isEmpty)  // still typing: nothing searched yet
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.itemsLoaded) {
      $0.phase = .loaded(tea)
    }
    #expect(queries.value == ["te"])
  }

  @Test func cancelOnDisappear_dropsTheLateAnswer() async {
    let searches = ControlledSearches()
    let store = TestStore(initialState: CatalogFeature.State()) {
      CatalogFeature()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()  // no debounce wait
      $0.catalogClient.searchItems = { query, _ in try await searches.search(query) }
    }

    await store.send(.setQuery("t")) {
      $0.query = "t"
      $0.phase = .loading
    }
    await searches.started("t")
    await store.send(.disappeared)
    searches.answer("t", with: tea)
    await store.finish()
  }

  @Test func aViewTaskThatEnds_cancelsItsSearch_andItsLateErrorIsDropped() async {
    let store = TestStore(initialState: CatalogFeature.State()) {
      CatalogFeature()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
      // Cancelled, the call fails with an error of its own, as some clients do: it is not shown.
      $0.catalogClient.searchItems = { _, _ in
        do {
          return try await Task.never()
        } catch {
          throw TestError("Offline")
        }
      }
    }

    // A view's `.task { await store.send(…).finish() }` is cancelled when the view disappears,
    // and cancels the effect it awaits, as cancelling this task does.
    let search = await store.send(.setQuery("t")) {
      $0.query = "t"
      $0.phase = .loading
    }
    await search.cancel()
    await store.finish()
  }

  @Test func aCancellationErrorFromTheClient_isNotAFailure() async {
    let store = TestStore(initialState: OrderFeature.State()) {
      OrderFeature()
    } withDependencies: {
      // The call was cancelled inside the client (a URL session task cancelled elsewhere, say).
      $0.orderClient.fetchOrders = { throw CancellationError() }
    }

    await store.send(.loadOrders) {
      $0.isLoading = true
    }
    await store.finish()
  }

  @Test func parallelRuns_areAllKept() async {
    let (secondTap, secondTapArrived) = AsyncStream.makeStream(of: Void.self)
    let tracked = LockIsolated<[Int]>([])
    let cancelled = LockIsolated<[Int]>([])
    let store = TestStore(initialState: CatalogFeature.State()) {
      CatalogFeature()
    } withDependencies: {
      $0.catalogClient.trackView = { itemID in
        if itemID == tea[0].id {
          // The first tap's call still runs when the second tap comes in.
          for await _ in secondTap { break }
        } else {
          secondTapArrived.yield()
        }
        if Task.isCancelled {
          cancelled.withValue { $0.append(itemID) }
        } else {
          tracked.withValue { $0.append(itemID) }
        }
      }
    }

    await store.send(.itemTapped(tea[0]))
    await store.send(.itemTapped(coffee[0]))
    await store.finish()

    #expect(cancelled.value.isEmpty)
    #expect(tracked.value.sorted() == [1, 2])
  }
}

/// Catalog searches that return only when the test answers them, each by its query, so a test can
/// answer them out of order, or after they were cancelled, without sleeping.
private final class ControlledSearches: Sendable {
  private struct Calls {
    var answers: [String: CheckedContinuation<[Item], any Error>] = [:]
    var waiting: [String: CheckedContinuation<Void, Never>] = [:]
  }

  private let calls = LockIsolated(Calls())

  func search(_ query: String) async throws -> [Item] {
    try await withCheckedThrowingContinuation { continuation in
      let waiting = calls.withValue {
        $0.answers[query] = continuation
        return $0.waiting.removeValue(forKey: query)
      }
      waiting?.resume()
    }
  }

  /// Returns once a search for `query` waits for its answer.
  func started(_ query: String) async {
    await withCheckedContinuation { continuation in
      let isWaiting = calls.withValue {
        if $0.answers[query] != nil { return true }
        $0.waiting[query] = continuation
        return false
      }
      if isWaiting { continuation.resume() }
    }
  }

  func answer(_ query: String, with items: [Item]) {
    calls.withValue { $0.answers.removeValue(forKey: query) }?.resume(returning: items)
  }

  func fail(_ query: String, with error: any Error) {
    calls.withValue { $0.answers.removeValue(forKey: query) }?.resume(throwing: error)
  }
}
