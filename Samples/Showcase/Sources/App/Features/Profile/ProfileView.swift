// Created by featuregen from Samples/Showcase/Specs/Profile.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The Profile screen: it takes values and callbacks only (no `@State`), so a preview can show
  /// any state. Replace the body with your design.
  struct ProfileView: View {
    let user: User?
    let name: String
    let bio: String
    let isSaving: Bool
    let saveError: EquatableError?
    let onAppeared: () -> Void
    let onEdited: (String, String) -> Void
    let onSave: () -> Void
    let onDiscardChanges: () -> Void

    var body: some View {
      List {
        Section("State") {
          LabeledContent("user", value: String(describing: user))
          LabeledContent("name", value: String(describing: name))
          LabeledContent("bio", value: String(describing: bio))
          LabeledContent("isSaving", value: String(describing: isSaving))
          LabeledContent("saveError", value: String(describing: saveError))
        }
        Section("Actions") {
          Button("Appeared", action: onAppeared)
          Button("Save", action: onSave)
          Button("Discard changes", action: onDiscardChanges)
        }
      }
    }
  }

  /// Connects `ProfileView` to the store: reads the Profile state and sends actions.
  struct ProfileContainerView: View {
    @Environment(AppStore.self) private var store

    var body: some View {
      let state = store.state.profile
      ProfileView(
        user: state.user,
        name: state.name,
        bio: state.bio,
        isSaving: state.isSaving,
        saveError: state.saveError,
        onAppeared: { store.send(.profile(.appeared)) },
        onEdited: { store.send(.profile(.edited(name: $0, bio: $1))) },
        onSave: { store.send(.profile(.save)) },
        onDiscardChanges: { store.send(.profile(.discardChanges)) }
      )
    }
  }

  #Preview {
    ProfileView(
      user: nil,
      name: "",
      bio: "",
      isSaving: false,
      saveError: nil,
      onAppeared: {},
      onEdited: { _, _ in },
      onSave: {},
      onDiscardChanges: {}
    )
  }
#endif
