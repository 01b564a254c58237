// Hand-written (not generated): what `Store` promises Observation in this app. A screen view
// reads its own screen's state (`store.orderState`), a property of its own in the store, so such a
// view is updated after every action that changes that state, and after no action of another screen
// (issue 23 item 4).

import Foundation
import Observation
import Testing

@testable import App

/// Whether what `read` read has changed since, as SwiftUI tells a view that read it in its body.
@MainActor
private final class Watcher {
  private(set) var wasTold = false

  init(reading read: () -> Void) {
    withObservationTracking(read) { [weak self] in
      MainActor.assumeIsolated { self?.wasTold = true }
    }
  }
}

/// The four screens, each with an action that changes its part and starts no effect.
enum ObservedScreen: String, CaseIterable, Sendable {
  case catalog, chat, order, profile

  var action: any Action {
    switch self {
    case .catalog: CatalogSearchFailedAction(payload: "offline")
    case .chat: ChatPostedAction(clientID: 1)
    case .order: OrderOrdersFailedAction(payload: "timeout")
    case .profile: ProfileEditedAction(name: "Ann", bio: "Tea")
    }
  }

  /// Reads the screen's part as its screen view does.
  @MainActor
  func read(_ store: Store) {
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
  @Test(arguments: ObservedScreen.allCases)
  func anAction_tellsTheViewsOfItsScreen_andNoOtherScreensViews(_ sent: ObservedScreen) {
    let store = Store.withMocks()
    let watchers = ObservedScreen.allCases.map { screen in
      (screen, Watcher { screen.read(store) })
    }

    store.dispatch(action: sent.action)

    for (screen, watcher) in watchers {
      #expect(watcher.wasTold == (screen == sent), "a view of \(screen.rawValue)")
    }
  }

  @Test func theResultOfAnEffect_tellsTheViewsOfItsScreenOnly() async {
    let repository = MockOrderRepository()
    repository.fetchOrdersResult = .success([Order(id: 1, title: "Tea")])
    let store = Store.withMocks(orderRepository: repository)
    let task = store.dispatch(action: OrderLoadOrdersAction())
    // Watched after `loadOrders` was reduced: only `ordersLoaded` can tell them.
    let order = Watcher { _ = store.orderState.orders }
    let catalog = Watcher { _ = store.catalogState }

    await task.finish()

    #expect(order.wasTold)
    #expect(!catalog.wasTold)
    #expect(store.orderState.orders == [Order(id: 1, title: "Tea")])
  }

  @Test func anActionItsScreenRefuses_tellsNoView() {
    let store = Store.withMocks()
    let chat = Watcher { _ = store.chatState }

    // `send` with empty text: the spec's `when: !text.isEmpty` is false, so nothing changes.
    store.dispatch(action: ChatSendAction(text: "", clientID: 1))

    #expect(!chat.wasTold)
    #expect(store.chatState.messages.isEmpty)
  }

  @Test func anActionThatChangesNothing_tellsNoView() {
    struct Unknown: Action {}
    let store = Store.withMocks()
    let whole = Watcher { _ = store.state }

    store.dispatch(action: Unknown())

    #expect(!whole.wasTold, "no screen's state changed")
  }

  @Test func aViewOfTheWholeState_isToldOfEveryScreensChanges() {
    let store = Store.withMocks()
    let whole = Watcher { _ = store.state }
    let throughTheWhole = Watcher { _ = store.state.profileState }

    store.dispatch(action: CatalogSearchFailedAction(payload: "offline"))

    // Reading `state`, or any part through it, observes every part: no such view misses a change.
    #expect(whole.wasTold)
    #expect(throughTheWhole.wasTold)
  }
}
