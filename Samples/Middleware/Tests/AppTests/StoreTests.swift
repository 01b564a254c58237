// Hand-written (not generated): what `Store` promises. The reducer runs first and every
// middleware sees the new state; `finish()` waits for the effects and the actions they dispatched;
// Observation notifies a screen after each action; previews and the app's repositories.

import Foundation
import Observation
import Testing

@testable import App

private struct Offline: LocalizedError {
  var errorDescription: String? { "You are offline." }
}

/// Counts `withObservationTracking` change notifications; `onChange` runs on the mutating thread.
private nonisolated final class NotificationCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.withLock { count } }

  func increment() {
    lock.withLock { count += 1 }
  }
}

@MainActor
@Suite struct StoreTests {
  @Test func theMiddlewareSeesTheStateAfterTheReducer() async {
    var seen: [String] = []
    let spy: Middleware = { state, action, _ in
      if action is CatalogSetQueryAction { seen.append(state.catalogState.query) }
    }
    let store = Store(reducer: appReducer, state: AppState(), middlewares: [spy])

    await store.dispatch(action: CatalogSetQueryAction(payload: "tea")).finish()

    #expect(seen == ["tea"])
  }

  @Test func finish_waitsForTheEffectAndTheActionsItDispatched() async {
    let repository = MockOrderRepository()
    repository.fetchOrdersResult = .success([Order(id: 1, title: "Tea")])
    let store = Store.withMocks(orderRepository: repository)

    await store.dispatch(action: OrderLoadOrdersAction()).finish()

    #expect(store.state.orderState.orders == [Order(id: 1, title: "Tea")])
    #expect(store.state.orderState.isLoading == false)
  }

  @Test func aChainedEffect_runsOnTheResultAction() async {
    let repository = MockProfileRepository()
    let store = Store.withMocks(profileRepository: repository)

    await store.dispatch(action: ProfileSaveAction()).finish()

    // `profileSaved` starts `announceSave`, which logs the event.
    #expect(repository.calls == [.saveProfile(name: "", bio: ""), .logEvent("profileSaved")])
  }

  @Test func anAction_notifiesAnObserverOfTheState() {
    let store = Store.withMocks()
    let counter = NotificationCounter()
    withObservationTracking {
      _ = store.state.orderState
    } onChange: {
      counter.increment()
    }

    store.dispatch(action: OrderOrdersFailedAction(payload: "timeout"))

    #expect(counter.value == 1)
    #expect(store.state.orderState.error == "timeout")
  }

  @Test func theRepositorySkeleton_saysWhichRequirementIsNotImplemented() async {
    let store = Store.live()

    await store.dispatch(action: CatalogSetQueryAction(payload: "tea")).finish()

    let message = "CatalogRepositoryImpl.searchItems(query:page:) is not implemented yet"
    #expect(store.state.catalogState.phase == .failed(message))
  }

  @Test func anErrorPayload_keepsTheError() async {
    let repository = MockProfileRepository()
    repository.saveProfileResult = .failure(Offline())
    let store = Store.withMocks(profileRepository: repository)

    await store.dispatch(action: ProfileSaveAction()).finish()

    #expect(store.state.profileState.saveError?.description == "You are offline.")
  }

  @Test func thePreviewStore_startsWithSampleData_andAnswersAtOnce() async {
    #expect(Store.preview().state.orderState.orders.count == 3)
    let store = Store.preview(state: AppState())

    await store.dispatch(action: OrderLoadOrdersAction()).finish()

    #expect(store.state.orderState.orders.count == 3)
    #expect(store.state.orderState.error == nil)
  }
}
