// Hand-written (not generated): how `AppStore` notifies Observation. Views observe one feature
// at a time, so an action must notify exactly the observers of the feature it changes.

import Foundation
import Observation
import Testing

@testable import App

/// Counts `withObservationTracking` change notifications; `onChange` runs on the mutating thread.
private final class NotificationCounter: @unchecked Sendable {
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

/// One action per feature that changes that feature's state and starts no effect.
private let changingActions: [AppAction] = [
  .catalog(.searchFailed("offline")),
  .order(.selectOrder(Order(id: 7, title: "seven"))),
  .profile(.edited(name: "Ada", bio: "engineer")),
]

/// What an observer of `action`'s feature reads (and nothing else).
@MainActor
private func readFeature(of action: AppAction) -> (AppStore) -> Void {
  switch action {
  case .catalog: { _ = $0.state.catalog }
  case .order: { _ = $0.state.order }
  case .profile: { _ = $0.state.profile }
  }
}

private func featureName(of action: AppAction) -> String {
  switch action {
  case .catalog: "catalog"
  case .order: "order"
  case .profile: "profile"
  }
}

@MainActor
@Suite struct StoreObservationTests {
  @Test func profileAction_doesNotNotifyAnOrderObserver() {
    let store = AppStore.withMocks()
    let orderObserver = observe(store) { _ = $0.state.order }

    store.send(.profile(.edited(name: "Ada", bio: "engineer")))

    #expect(orderObserver.value == 0)
    #expect(store.state.profile.name == "Ada")
  }

  @Test(arguments: changingActions, changingActions)
  func action_notifiesOnlyObserversOfItsFeature(observed: AppAction, sent: AppAction) {
    let store = AppStore.withMocks()
    let observer = observe(store, reading: readFeature(of: observed))

    store.send(sent)

    #expect(observer.value == (featureName(of: observed) == featureName(of: sent) ? 1 : 0))
  }

  @Test func actionWithEmptySet_notifiesNobody() async {
    let store = AppStore.withMocks()
    let catalogObserver = observe(store) { _ = $0.state.catalog }
    let snapshotObserver = observe(store) { _ = $0.snapshot }

    // `itemTapped` declares `set: {}`; its effect (trackView) is fire-and-forget.
    await store.send(.catalog(.itemTapped(Item(id: 1, name: "one", price: 1)))).finish()

    #expect(catalogObserver.value == 0)
    #expect(snapshotObserver.value == 0)
  }

  @Test func appeared_notifiesNobodyUntilItsEffectSendsAResult() async {
    let store = AppStore.withMocks()
    let profileObserver = observe(store) { _ = $0.state.profile }

    // `appeared` declares `set: {}`; its effect then sends `profileLoaded`, which changes state.
    let task = store.send(.profile(.appeared))
    #expect(profileObserver.value == 0)

    await task.finish()
    #expect(profileObserver.value == 1)
  }

  @Test func orderActionWithSet_notifiesTheOrderObserverOnce() {
    let store = AppStore.withMocks()
    let orderObserver = observe(store) { _ = $0.state.order }

    store.send(.order(.ordersFailed("timeout")))

    #expect(orderObserver.value == 1)
    #expect(store.state.order.error == "timeout")
  }

  @Test(arguments: changingActions)
  func snapshotObserver_isNotifiedByEveryFeature(sent: AppAction) {
    let store = AppStore.withMocks()
    let snapshotObserver = observe(store) { _ = $0.snapshot }

    store.send(sent)

    #expect(snapshotObserver.value == 1)
  }

  /// Changes are told to Observation only while someone read the feature since its last change;
  /// no observer may miss one: every observer registered before a change is notified of it.
  @Test func changesNobodyReadSinceStillReachLaterObservers() {
    let store = AppStore.withMocks()
    let first = observe(store) { _ = $0.state.order }
    let second = observe(store) { _ = $0.state.order }

    store.send(.order(.ordersFailed("one")))
    store.send(.order(.ordersFailed("two")))  // read by nobody since the last change
    #expect(first.value == 1)
    #expect(second.value == 1)

    let third = observe(store) { _ = $0.state.order }
    store.send(.order(.ordersFailed("three")))
    #expect(third.value == 1)
    #expect(first.value == 1)
    #expect(store.state.order.error == "three")
  }
}
