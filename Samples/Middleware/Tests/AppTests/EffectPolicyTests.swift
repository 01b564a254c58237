// Hand-written (not generated): effects started again, cancelled, or answered out of order, through
// the store and the middleware. Catalog's `searchItems` has `policy: latest` and `debounce: 300ms`
// (`Store.running` does not wait); `disappeared` has `cancel: searchItems`; `trackView` has
// `policy: parallel`.

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
    let store = Store.running(AppRepositories(catalog: repository))

    // The first search is at the repository when the second one starts.
    let first = store.dispatch(action: CatalogSetQueryAction(payload: "t"))
    await repository.searchStarted("t")
    let second = store.dispatch(action: CatalogSetQueryAction(payload: "co"))
    await repository.searchStarted("co")
    repository.answer("co", with: coffee)
    await second.finish()
    repository.answer("t", with: tea)  // the stale answer arrives last
    await first.finish()

    #expect(store.state.catalogState.query == "co")
    #expect(store.state.catalogState.phase == .loaded(coffee))
  }

  @Test func aSearchReplacedByANewerOne_failingLate_setsNoError() async {
    let repository = ControlledCatalogRepository()
    let store = Store.running(AppRepositories(catalog: repository))

    // The first search is at the repository when the second one starts.
    let first = store.dispatch(action: CatalogSetQueryAction(payload: "t"))
    await repository.searchStarted("t")
    let second = store.dispatch(action: CatalogSetQueryAction(payload: "co"))
    await repository.searchStarted("co")
    repository.answer("co", with: coffee)
    await second.finish()
    repository.fail("t", with: Offline())
    await first.finish()

    #expect(store.state.catalogState.phase == .loaded(coffee))
  }

  @Test func cancelOnDisappear_dispatchesNothing() async {
    let repository = ControlledCatalogRepository()
    let store = Store.running(AppRepositories(catalog: repository))

    let search = store.dispatch(action: CatalogSetQueryAction(payload: "t"))
    await repository.searchStarted("t")
    await store.dispatch(action: CatalogDisappearedAction()).finish()
    repository.answer("t", with: tea)
    await search.finish()

    #expect(store.state.catalogState.phase == .loading)
  }

  @Test func aCancelledLoad_doesNotSetAnError() async {
    let repository = ControlledOrderRepository()
    let store = Store.running(AppRepositories(order: repository))

    let load = store.dispatch(action: OrderLoadOrdersAction())
    await repository.fetchStarted()
    load.cancel()
    repository.fail(with: CancellationError())
    await load.finish()

    #expect(store.state.orderState.error == nil)
    #expect(store.state.orderState.isLoading)
  }

  @Test func aCancellationErrorFromTheRepository_isNotAFailure() async {
    let repository = ControlledOrderRepository()
    let store = Store.running(AppRepositories(order: repository))

    // The call was cancelled inside the repository (a URL session task cancelled elsewhere, say).
    let load = store.dispatch(action: OrderLoadOrdersAction())
    await repository.fetchStarted()
    repository.fail(with: CancellationError())
    await load.finish()

    #expect(store.state.orderState.error == nil)
  }

  @Test func aScreenTaskThatEnds_cancelsItsLoad_andItsLateErrorIsDropped() async {
    let repository = ControlledOrderRepository()
    let store = Store.running(AppRepositories(order: repository))

    // What `.task { await onLoadOrders() }` does; SwiftUI cancels the task when the screen disappears.
    let screenTask = Task { await store.dispatch(action: OrderLoadOrdersAction()).finish() }
    await repository.fetchStarted()
    screenTask.cancel()
    repository.fail(with: Offline())  // thrown after the cancellation: not a failure to show
    await screenTask.value

    #expect(store.state.orderState.error == nil)
  }

  @Test func aLoadThatIsNotCancelled_stillReportsItsError() async {
    let repository = ControlledOrderRepository()
    let store = Store.running(AppRepositories(order: repository))

    let load = store.dispatch(action: OrderLoadOrdersAction())
    await repository.fetchStarted()
    repository.fail(with: Offline())
    await load.finish()

    #expect(store.state.orderState.error == "Offline()")
    #expect(store.state.orderState.isLoading == false)
  }

  @Test func parallelRuns_areAllKept() async {
    let repository = ControlledCatalogRepository()
    let store = Store.running(AppRepositories(catalog: repository))

    let first = store.dispatch(action: CatalogItemTappedAction(payload: tea[0]))
    let second = store.dispatch(action: CatalogItemTappedAction(payload: coffee[0]))
    await first.finish()
    await second.finish()

    #expect(repository.trackedItemIDs == [1, 2])
  }
}
