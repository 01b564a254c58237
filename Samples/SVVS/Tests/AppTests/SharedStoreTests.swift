// Hand-written (not generated): two screens that name one store share it. Order and OrderHistory keep
// `orders` in `OrderStore`.

import Foundation
import Testing

@testable import App

@MainActor
@Suite struct SharedStoreTests {
  @Test func ordersLoadedOnOneScreen_showOnTheOther() async {
    let store = OrderStore()
    let repository = MockOrderRepository()
    let orders = [Order(id: 1, title: "Tea"), Order(id: 2, title: "Cake")]
    repository.fetchOrdersResult = .success(orders)
    let order = OrderViewState(repository: repository, orderStore: store)
    let history = OrderHistoryViewState(repository: MockOrderHistoryRepository(), orderStore: store)

    await order.onLoadOrders().value

    #expect(store.orders == orders)
    #expect(history.orders == orders)
    #expect(order.isLoading == false)
    #expect(history.isRefreshing == false, "the other screen's own fields stay its own")
  }

  @Test func aReorderOnTheHistory_addsTheOrderForBothScreens() async {
    let store = OrderStore()
    store.orders = [Order(id: 1, title: "Tea")]
    let repository = MockOrderHistoryRepository()
    repository.placeOrderResult = .success(Order(id: 3, title: "Tea"))
    let history = OrderHistoryViewState(repository: repository, orderStore: store)
    let order = OrderViewState(repository: MockOrderRepository(), orderStore: store)

    await history.onReorder(Order(id: 1, title: "Tea")).value

    #expect(order.orders.map(\.id) == [3, 1])
    #expect(repository.calls == [.placeOrder(copying: Order(id: 1, title: "Tea"))])
  }

  @Test func theAppsScreensShareOneStore() {
    let order = OrderViewState(repository: MockOrderRepository())
    let history = OrderHistoryViewState(repository: MockOrderHistoryRepository())

    #expect(order.orderStore === OrderStore.shared)
    #expect(history.orderStore === order.orderStore)
  }
}
