// Hand-written (not generated): effects started again, cancelled, or answered out of order.
// Catalog's `searchItems` has `policy: latest` and `debounce: 300ms` (these stores do not wait:
// `sleep: { _ in }`); `disappeared` has `cancel: searchItems`.

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
    let service = ControlledCatalogService()
    let store = AppStore(services: AppServices(catalog: service), sleep: { _ in })

    // The first search is at the service when the second one starts.
    let first = store.send(.catalog(.setQuery("t")))
    await service.searchStarted("t")
    let second = store.send(.catalog(.setQuery("co")))
    await service.searchStarted("co")
    service.answer("co", with: coffee)
    await second.finish()
    service.answer("t", with: tea)  // the stale answer arrives last
    await first.finish()

    #expect(store.state.catalog.query == "co")
    #expect(store.state.catalog.phase == .loaded(coffee))
  }

  @Test func aSearchReplacedByANewerOne_failingLate_setsNoError() async {
    let service = ControlledCatalogService()
    let store = AppStore(services: AppServices(catalog: service), sleep: { _ in })

    // The first search is at the service when the second one starts.
    let first = store.send(.catalog(.setQuery("t")))
    await service.searchStarted("t")
    let second = store.send(.catalog(.setQuery("co")))
    await service.searchStarted("co")
    service.answer("co", with: coffee)
    await second.finish()
    service.fail("t", with: Offline())
    await first.finish()

    #expect(store.state.catalog.phase == .loaded(coffee))
  }

  @Test func cancelOnDisappear_sendsNothing() async {
    let service = ControlledCatalogService()
    let store = AppStore(services: AppServices(catalog: service), sleep: { _ in })

    let search = store.send(.catalog(.setQuery("t")))
    await service.searchStarted("t")
    store.send(.catalog(.disappeared))
    service.answer("t", with: tea)
    await search.finish()

    #expect(store.state.catalog.phase == .loading)
  }

  @Test func typingQuickly_searchesOnce_forTheLastQuery() async {
    let service = MockCatalogService()
    service.searchItemsResult = .success(tea)
    let clock = TestClock()
    let store = AppStore.withMocks(catalogService: service, clock: clock)

    store.send(.catalog(.setQuery("t")))
    await clock.waitFor(begun: 1, asleep: 1)
    clock.advance(by: .milliseconds(200))
    let search = store.send(.catalog(.setQuery("te")))
    await clock.waitFor(begun: 2, asleep: 1)
    clock.advance(by: .milliseconds(299))  // 499 ms after "t", 299 ms after "te": still waiting
    #expect(clock.asleep == 1)
    clock.advance(by: .milliseconds(1))
    await search.finish()

    #expect(service.calls == [.searchItems(query: "te", page: 1)])
    #expect(store.state.catalog.phase == .loaded(tea))
  }

  @Test func aCancelledLoad_doesNotSetAnError() async {
    let service = ControlledOrderService()
    let store = AppStore(services: AppServices(order: service))

    let load = store.send(.order(.loadOrders))
    await service.fetchStarted()
    load.cancel()
    service.fail(with: CancellationError())
    await load.finish()

    #expect(store.state.order.error == nil)
    #expect(store.state.order.orders.isEmpty)
  }

  @Test func aCancellationErrorFromTheService_isNotAFailure() async {
    let service = ControlledOrderService()
    let store = AppStore(services: AppServices(order: service))

    // The call was cancelled inside the service (a URL session task cancelled elsewhere, say).
    let load = store.send(.order(.loadOrders))
    await service.fetchStarted()
    service.fail(with: CancellationError())
    await load.finish()

    #expect(store.state.order.error == nil)
  }

  @Test func aViewTaskThatEnds_cancelsItsLoad_andItsLateErrorIsDropped() async {
    let service = ControlledOrderService()
    let store = AppStore(services: AppServices(order: service))

    // What `.task { await onLoadOrders() }` does; SwiftUI cancels the task when the view disappears.
    let viewTask = Task { await store.send(.order(.loadOrders)).finish() }
    await service.fetchStarted()
    viewTask.cancel()
    service.fail(with: Offline())  // thrown after the cancellation: not a failure to show
    await viewTask.value

    #expect(store.state.order.error == nil)
  }

  @Test func aLoadThatIsNotCancelled_stillReportsItsError() async {
    let service = ControlledOrderService()
    let store = AppStore(services: AppServices(order: service))

    let load = store.send(.order(.loadOrders))
    await service.fetchStarted()
    service.fail(with: Offline())
    await load.finish()

    #expect(store.state.order.error == "Offline()")
    #expect(store.state.order.isLoading == false)
  }

  @Test func parallelRuns_areAllKept() async {
    let service = ControlledCatalogService()
    let store = AppStore(services: AppServices(catalog: service))

    // `trackView` has `policy: parallel`: a second tap does not cancel the first one's call.
    let first = store.send(.catalog(.itemTapped(tea[0])))
    let second = store.send(.catalog(.itemTapped(coffee[0])))
    await first.finish()
    await second.finish()

    // Parallel runs reach the service in no set order; both must arrive.
    #expect(service.trackedItemIDs.sorted() == [1, 2])
  }
}
