// Hand-written (not generated): what the skeletons say, and the error an `Error` failure result
// keeps (the text a `String` failure carries: the generated ReadableDescriptionTests).

import Foundation
import Testing

@testable import App

private struct Offline: LocalizedError {
  var errorDescription: String? { "You are offline." }
}

@MainActor
@Suite struct ErrorTextTests {
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
