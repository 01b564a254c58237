// Created by featuregen from Specs/Profile.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import ComposableArchitecture
  import SwiftUI

  /// The Profile screen: it shows the store's state and sends its actions. A starting
  /// point: make it yours.
  struct ProfileView: View {
    let store: StoreOf<ProfileFeature>

    var body: some View {
      List {
        if let user = store.user {
          LabeledContent("User", value: user.name)
        }
        // `edited` carries both fields, so each binding sends the other's current value too.
        // (`Binding` takes `@Sendable` closures: they read and send on the main actor, like the store.)
        TextField(
          "Name",
          text: Binding(
            get: { @MainActor in store.name },
            set: { @MainActor in store.send(.edited(name: $0, bio: store.bio)) }
          )
        )
        TextField(
          "Bio",
          text: Binding(
            get: { @MainActor in store.bio },
            set: { @MainActor in store.send(.edited(name: store.name, bio: $0)) }
          )
        )
        if let saveError = store.saveError {
          Text(saveError.description)
            .foregroundStyle(.red)
        }
        Section {
          Button("Save") { store.send(.save) }
          Button("Discard changes") { store.send(.discardChanges) }
        }
      }
      .overlay {
        if store.isSaving {
          ProgressView()
        }
      }
      .task {
        await store.send(.appeared).finish()
      }
    }
  }

  #Preview {
    ProfileView(
      store: Store(initialState: ProfileFeature.State()) {
        ProfileFeature()
      }
    )
  }
#endif
