// Hand-written (not generated): the text a `String` failure result carries.

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

  @Test func theServiceSkeleton_saysWhichRequirementIsNotImplemented() async {
    let store = AppStore.live()

    await store.send(.catalog(.setQuery("tea"))).finish()

    let message = "CatalogService.searchItems(query:page:) is not implemented yet"
    #expect(store.state.catalog.phase == .failed(message))
  }

  @Test func anErrorPayload_keepsTheError() async {
    let service = MockProfileService()
    service.saveProfileResult = .failure(Offline())
    let store = AppStore.withMocks(profileService: service)

    await store.send(.profile(.save)).finish()

    #expect(store.state.profile.saveError?.description == "You are offline.")
    #expect(store.state.profile.saveError?.typeName.hasSuffix("Offline") == true)
  }
}
