// Hand-written (not generated): the text a `String` failure result carries, and the error an
// `Error` failure result keeps.

import ComposableArchitecture
import Foundation
import Testing

@testable import App

private struct Offline: LocalizedError {
  var errorDescription: String? { "You are offline." }
}

private enum Timeout: Error {
  case afterSeconds(Int)
}

@MainActor
@Suite struct ErrorTextTests {
  @Test func aLocalizedError_givesItsDescription() {
    #expect(Offline().readableDescription == "You are offline.")
  }

  @Test func aPlainSwiftError_givesItsOwnDescription() {
    #expect(Timeout.afterSeconds(30).readableDescription == "afterSeconds(30)")
  }

  @Test func aFoundationError_givesItsLocalizedDescription() {
    let error = NSError(domain: "Shop", code: 1, userInfo: [NSLocalizedDescriptionKey: "No shop."])
    #expect(error.readableDescription == "No shop.")
  }

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
