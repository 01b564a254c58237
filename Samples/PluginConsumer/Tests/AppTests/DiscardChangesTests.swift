import Testing

@testable import App

/// A hand-written test beside the generated ones: the transition the Profile spec leaves to the developer.
struct DiscardChangesTests {
  @Test func discardChanges_restoresTheSavedProfile() {
    var state = ProfileState()
    state.user = User.sample
    state.name = "Edited"
    state.bio = "Edited"
    ProfileReducer.reduce(state: &state, action: .discardChanges)
    #expect(state.name == User.sample.name)
    #expect(state.bio == User.sample.bio)
  }
}
