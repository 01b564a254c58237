// Hand-written (not generated): effects started again, cancelled, or answered out of order, through
// the view states' event methods. Catalog's `searchItems` has `policy: latest` and `debounce: 300ms`
// (these view states do not wait: `sleep: { _ in }`); `disappeared` has
// `cancel: searchItems`; `trackView` has `policy: parallel`; Profile's `profileSaved` starts
// `announceSave`.

import Foundation
import Testing

@testable import App

private let tea = [Item(id: 1, name: "Tea", price: 3)]
private let coffee = [Item(id: 2, name: "Coffee", price: 4)]

/// What a failing network call throws; not a `CancellationError`.
private struct Offline: Error {}

@MainActor
@Suite struct EffectPolicyTests {
  @Test func twoSearchesAnsweredOutOfOrder_showTheNewerOnesResults() async {
    let repository = ControlledCatalogRepository()
    let viewState = CatalogViewState(repository: repository, sleep: { _ in })

    // The first search is at the repository when the second one starts.
    let first = viewState.onSetQuery("t")
    await repository.searchStarted("t")
    let second = viewState.onSetQuery("co")
    await repository.searchStarted("co")
    repository.answer("co", with: coffee)
    await second.value
    repository.answer("t", with: tea)  // the stale answer arrives last
    await first.value

    #expect(viewState.query == "co")
    #expect(viewState.phase == .loaded(coffee))
    #expect(viewState.searchItemsTask == second)
  }

  @Test func aSearchReplacedByANewerOne_failingLate_setsNoError() async {
    let repository = ControlledCatalogRepository()
    let viewState = CatalogViewState(repository: repository, sleep: { _ in })

    let first = viewState.onSetQuery("t")
    await repository.searchStarted("t")
    let second = viewState.onSetQuery("co")
    await repository.searchStarted("co")
    repository.answer("co", with: coffee)
    await second.value
    repository.fail("t", with: Offline())
    await first.value

    #expect(viewState.phase == .loaded(coffee))
  }

  @Test func cancelOnDisappear_reportsNothing() async {
    let repository = ControlledCatalogRepository()
    let viewState = CatalogViewState(repository: repository, sleep: { _ in })

    let search = viewState.onSetQuery("t")
    await repository.searchStarted("t")
    viewState.onDisappeared()
    repository.answer("t", with: tea)
    await search.value

    #expect(viewState.phase == .loading)
  }

  @Test func aCancelledLoad_doesNotSetAnError() async {
    let repository = ControlledOrderRepository()
    let viewState = OrderViewState(repository: repository, orderStore: OrderStore())

    let load = viewState.onLoadOrders()
    await repository.fetchStarted()
    load.cancel()
    repository.fail(with: Offline())  // thrown after the cancellation: not a failure to show
    await load.value

    #expect(viewState.error == nil)
    #expect(viewState.isLoading)
  }

  @Test func aCancellationErrorFromTheRepository_isNotAFailure() async {
    let repository = ControlledOrderRepository()
    let viewState = OrderViewState(repository: repository, orderStore: OrderStore())

    // The call was cancelled inside the repository (a URL session task cancelled elsewhere, say).
    let load = viewState.onLoadOrders()
    await repository.fetchStarted()
    repository.fail(with: CancellationError())
    await load.value

    #expect(viewState.error == nil)
  }

  @Test func aScreenTaskThatEnds_cancelsItsLoad_andItsLateAnswerIsDropped() async {
    let repository = ControlledOrderRepository()
    let store = OrderStore()
    let viewState = OrderViewState(repository: repository, orderStore: store)

    // What `.task { await viewState.onLoadOrders().finish() }` does; SwiftUI cancels the task when
    // the screen disappears.
    let screenTask = Task { await viewState.onLoadOrders().finish() }
    await repository.fetchStarted()
    screenTask.cancel()
    repository.answer(with: [Order(id: 1, title: "Tea")])
    await screenTask.value
    await viewState.fetchOrdersTask?.value

    #expect(store.orders == [])
    #expect(viewState.fetchOrdersTask?.isCancelled == true)
  }

  @Test func aLoadThatIsNotCancelled_stillReportsItsError() async {
    let repository = ControlledOrderRepository()
    let viewState = OrderViewState(repository: repository, orderStore: OrderStore())

    let load = viewState.onLoadOrders()
    await repository.fetchStarted()
    repository.fail(with: Offline())
    await load.value

    #expect(viewState.error == "Offline()")
    #expect(viewState.isLoading == false)
  }

  @Test func parallelRuns_areAllKept() async {
    let repository = ControlledCatalogRepository()
    let viewState = CatalogViewState(repository: repository, sleep: { _ in })

    let first = viewState.onItemTapped(tea[0])
    let second = viewState.onItemTapped(coffee[0])
    await first.value
    await second.value

    #expect(repository.trackedItemIDs.sorted() == [1, 2])
  }

  @Test func aChainedEffect_isAwaitedWithTheRunThatStartedIt() async {
    let repository = MockProfileRepository()
    let user = User(id: 7, name: "Ada", bio: "Engines")
    repository.saveProfileResult = .success(user)
    let viewState = ProfileViewState(repository: repository, accountStore: AccountStore())

    await viewState.onSave().value

    #expect(viewState.user == user)
    #expect(repository.calls.last == .logEvent("profileSaved"))
  }
}
