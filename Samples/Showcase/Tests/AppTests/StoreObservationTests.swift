// Hand-written (not generated): what `AppStore` promises Observation. `state` is one observable
// property changed in place by the reducer, so a view that reads any part of it is updated after
// every action the store reduces, and then reads the new state.

import Foundation
import Observation
import Testing

@testable import App

/// Counts `withObservationTracking` change notifications; `onChange` runs on the mutating thread.
private nonisolated final class NotificationCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.withLock { count } }

  func increment() {
    lock.withLock { count += 1 }
  }
}

/// Starts observing whatever `read` reads from `store`; the returned counter counts notifications.
@MainActor
private func observe(_ store: AppStore, reading read: (AppStore) -> Void) -> NotificationCounter {
  let counter = NotificationCounter()
  withObservationTracking {
    read(store)
  } onChange: {
    counter.increment()
  }
  return counter
}

@MainActor
@Suite struct StoreObservationTests {
  @Test func anAction_notifiesAnObserverOfItsFeatureOnce() {
    let store = AppStore.withMocks()
    let orderObserver = observe(store) { _ = $0.state.order }

    store.send(.order(.ordersFailed("timeout")))

    #expect(orderObserver.value == 1)
    #expect(store.state.order.error == "timeout")
  }

  @Test func theResultOfAnEffect_notifiesObserversToo() async {
    let service = MockOrderService()
    service.fetchOrdersResult = .success([Order(id: 1, title: "Tea")])
    let store = AppStore.withMocks(orderService: service)
    let task = store.send(.order(.loadOrders))
    // Registered after `loadOrders` was reduced: only `ordersLoaded` can notify it.
    let orderObserver = observe(store) { _ = $0.state.order.orders }

    await task.finish()

    #expect(orderObserver.value == 1)
    #expect(store.state.order.orders == [Order(id: 1, title: "Tea")])
  }

  @Test func everyObserverRegisteredBeforeAChange_isNotified() {
    let store = AppStore.withMocks()
    let first = observe(store) { _ = $0.state.catalog }
    let second = observe(store) { _ = $0.state.profile }

    store.send(.catalog(.searchFailed("offline")))

    // One observable root: an observer of another feature is notified as well (a view re-renders
    // and SwiftUI compares its inputs); no observer ever misses a change.
    #expect(first.value == 1)
    #expect(second.value == 1)
  }
}
