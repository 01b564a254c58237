// Hand-written (not generated): the app's starting file (`AppStore+Live.swift`) gives previews a
// store with sample state and services that answer at once.

import Testing

@testable import App

@MainActor
@Suite struct PreviewStoreTests {
  @Test func thePreviewStore_startsWithSampleData() {
    let store = AppStore.preview()

    #expect(store.state.order.orders.count == 3)
    #expect(store.state.profile.user != nil)
  }

  @Test func thePreviewServices_answerWithSampleData() async {
    let store = AppStore.preview(state: AppState())

    await store.send(.order(.loadOrders)).finish()

    #expect(store.state.order.orders.count == 3)
    #expect(store.state.order.error == nil)
  }
}
