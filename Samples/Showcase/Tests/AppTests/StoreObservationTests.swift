// Hand-written (not generated): what `AppStore` promises Observation. Each feature's state is an
// observable property of its own (`orderState`), changed in place by the feature's reducer, so a view
// that reads a feature's state is updated after every action of that feature, and after no action of
// another feature.

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

/// The four features, each with an action that changes its state and starts no effect.
enum ObservedFeature: String, CaseIterable, Sendable {
  case catalog, chat, order, profile

  var action: AppAction {
    switch self {
    case .catalog: .catalog(.searchFailed("offline"))
    case .chat: .chat(.posted(clientID: 1))
    case .order: .order(.ordersFailed("timeout"))
    case .profile: .profile(.edited(name: "Ann", bio: "Tea"))
    }
  }

  /// Reads the feature's state as its container view does.
  @MainActor
  func read(_ store: AppStore) {
    switch self {
    case .catalog: _ = store.catalogState
    case .chat: _ = store.chatState
    case .order: _ = store.orderState
    case .profile: _ = store.profileState
    }
  }
}

@MainActor
@Suite struct StoreObservationTests {
  @Test(arguments: ObservedFeature.allCases)
  func anAction_notifiesTheObserverOfItsFeatureOnce_andNoOtherFeaturesObserver(
    _ sent: ObservedFeature
  ) {
    let store = AppStore.withMocks()
    let observers = ObservedFeature.allCases.map { feature in
      (feature, observe(store) { feature.read($0) })
    }

    store.send(sent.action)

    for (feature, observer) in observers {
      #expect(observer.value == (feature == sent ? 1 : 0), "observer of \(feature.rawValue)")
    }
  }

  @Test func anAction_notifiesAnObserverOfItsFeatureOnce() {
    let store = AppStore.withMocks()
    let orderObserver = observe(store) { _ = $0.orderState }

    store.send(.order(.ordersFailed("timeout")))

    #expect(orderObserver.value == 1)
    #expect(store.orderState.error == "timeout")
  }

  @Test func theResultOfAnEffect_notifiesObserversOfItsFeatureToo() async {
    let service = MockOrderService()
    service.fetchOrdersResult = .success([Order(id: 1, title: "Tea")])
    let store = AppStore.withMocks(orderService: service)
    let task = store.send(.order(.loadOrders))
    // Registered after `loadOrders` was reduced: only `ordersLoaded` can notify them.
    let orderObserver = observe(store) { _ = $0.orderState.orders }
    let catalogObserver = observe(store) { _ = $0.catalogState }

    await task.finish()

    #expect(orderObserver.value == 1)
    #expect(catalogObserver.value == 0)
    #expect(store.orderState.orders == [Order(id: 1, title: "Tea")])
  }

  @Test func anActionItsFeatureRefuses_notifiesNoObserver() {
    let store = AppStore.withMocks()
    let chatObserver = observe(store) { _ = $0.chatState }

    // `send` with empty text: the spec's `when: !text.isEmpty` is false, so nothing changes.
    store.send(.chat(.send(text: "", clientID: 1)))

    #expect(chatObserver.value == 0)
    #expect(store.chatState.messages.isEmpty)
  }

  @Test func anObserverOfTheWholeState_isNotifiedByEveryFeature() {
    let store = AppStore.withMocks()
    let first = observe(store) { _ = $0.state }
    let second = observe(store) { _ = $0.state.profile }

    store.send(.catalog(.searchFailed("offline")))

    // `state` is put together from every feature's property (for tests and tools): reading it, or
    // any part of it, observes them all, so no observer of it misses a change.
    #expect(first.value == 1)
    #expect(second.value == 1)
    #expect(store.state.catalog == store.catalogState)
  }
}
