// Created by featuregen from Specs/Profile.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The Profile screen. It takes values, bindings and callbacks only (no `@State`, no store), so a
  /// preview can show any state. A starting point: make it yours.
  struct ProfileView: View {
    let user: User?
    @Binding var name: String
    @Binding var bio: String
    let isSaving: Bool
    let saveError: EquatableError?
    let onAppeared: () -> Void
    let onSave: () -> Void
    let onDiscardChanges: () -> Void

    var body: some View {
      List {
        if let user {
          LabeledContent("User", value: user.name)
        }
        TextField("Name", text: $name)
        TextField("Bio", text: $bio)
        if let saveError {
          Text(saveError.description)
            .foregroundStyle(.red)
        }
        Section {
          Button("Appeared") { onAppeared() }
          Button("Save") { onSave() }
          Button("Discard changes") { onDiscardChanges() }
        }
      }
      .overlay {
        if isSaving {
          ProgressView()
        }
      }
    }
  }

  /// Connects `ProfileView` to the store: reads the Profile state, sends actions, and awaits
  /// the effects of the actions a view event sends (so `.refreshable` ends when the load does).
  /// Bindings read and send on the main actor, where the store lives (`Binding` takes `@Sendable`
  /// closures, which are not main-actor isolated unless they say so).
  struct ProfileContainerView: View {
    @Environment(AppStore.self) private var store

    var body: some View {
      let state = store.profileState
      ProfileView(
        user: state.user,
        name: Binding(
          get: { @MainActor in store.profileState.name },
          set: { @MainActor in
            store.send(.profile(.edited(name: $0, bio: store.profileState.bio)))
          }
        ),
        bio: Binding(
          get: { @MainActor in store.profileState.bio },
          set: { @MainActor in
            store.send(.profile(.edited(name: store.profileState.name, bio: $0)))
          }
        ),
        isSaving: state.isSaving,
        saveError: state.saveError,
        onAppeared: { store.send(.profile(.appeared)) },
        onSave: { store.send(.profile(.save)) },
        onDiscardChanges: { store.send(.profile(.discardChanges)) }
      )
    }
  }

  #Preview("Sample state") {
    ProfileContainerView()
      .environment(AppStore.preview())
  }

  #Preview("Initial state") {
    ProfileView(
      user: nil,
      name: .constant(""),
      bio: .constant(""),
      isSaving: false,
      saveError: nil,
      onAppeared: {},
      onSave: {},
      onDiscardChanges: {}
    )
  }
#endif
