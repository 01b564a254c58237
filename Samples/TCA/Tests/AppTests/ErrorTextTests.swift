// Hand-written (not generated): the error an `Error` failure result keeps, and what the
// skeletons say (the text a `String` failure carries: the generated ReadableDescriptionTests).

import ComposableArchitecture
import Foundation
import Testing

@testable import App

private struct Offline: LocalizedError {
  var errorDescription: String? { "You are offline." }
}

@MainActor
@Suite struct ErrorTextTests {
  @Test func theClientSkeleton_saysWhichEndpointIsNotImplemented() async {
    let store = TestStore(initialState: CatalogFeature.State()) {
      CatalogFeature()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
      $0.catalogClient = .liveValue
    }

    await store.send(.setQuery("tea")) {
      $0.query = "tea"
      $0.phase = .loading
    }
    await store.receive(\.searchFailed) {
      $0.phase = .failed("CatalogClient.searchItems(query:page:) is not implemented yet")
    }
  }

  @Test func anErrorPayload_keepsTheError() async {
    let store = TestStore(initialState: ProfileFeature.State()) {
      ProfileFeature()
    } withDependencies: {
      $0.profileClient.saveProfile = { _, _ in throw Offline() }
    }

    await store.send(.save) {
      $0.isSaving = true
    }
    await store.receive(\.saveFailed) {
      $0.saveError = EquatableError(Offline())
      $0.isSaving = false
    }
    #expect(store.state.saveError?.description == "You are offline.")
    #expect(store.state.saveError?.typeName.hasSuffix("Offline") == true)
  }
}
