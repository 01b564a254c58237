// Created by featuregen from Samples/Showcase/Specs/Profile.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The Profile screen. It maps the store's `ProfileState` to its `Props` (what it shows, and
  /// closures that dispatch actions) and shows them. A starting point: make it yours.
  struct ProfileScreenView: View {
    @Environment(Store.self) private var store

    var body: some View {
      let props = mapStateToProps(state: store.profileState)
      List {
        if let user = props.user {
          LabeledContent("User", value: user.name)
        }
        TextField("Name", text: props.name)
        TextField("Bio", text: props.bio)
        if let saveError = props.saveError {
          Text(saveError.description)
            .foregroundStyle(.red)
        }
        Section {
          Button("Save") { props.onSave() }
          Button("Discard changes") { props.onDiscardChanges() }
        }
      }
      .overlay {
        if props.isSaving {
          ProgressView()
        }
      }
      .task { [onAppeared = props.onAppeared] in
        await onAppeared()
      }
    }

    /// What the screen shows and what it can do, taken from the state. Triggered actions await their
    /// effects (so `.refreshable` ends when the load does); bindings read and dispatch on the main
    /// actor, where the store lives (`Binding` takes `@Sendable` closures, which are not main-actor
    /// isolated unless they say so).
    private struct Props {
      let user: User?
      let name: Binding<String>
      let bio: Binding<String>
      let isSaving: Bool
      let saveError: EquatableError?
      let onAppeared: @Sendable () async -> Void
      let onSave: () -> Void
      let onDiscardChanges: () -> Void
    }

    private func mapStateToProps(state: ProfileState) -> Props {
      Props(
        user: state.user,
        name: Binding(
          get: { @MainActor in store.profileState.name },
          set: { @MainActor in
            store.dispatch(action: ProfileEditedAction(name: $0, bio: store.profileState.bio))
          }
        ),
        bio: Binding(
          get: { @MainActor in store.profileState.bio },
          set: { @MainActor in
            store.dispatch(
              action: ProfileEditedAction(name: store.profileState.name, bio: $0))
          }
        ),
        isSaving: state.isSaving,
        saveError: state.saveError,
        onAppeared: { await store.dispatch(action: ProfileAppearedAction()).finish() },
        onSave: { store.dispatch(action: ProfileSaveAction()) },
        onDiscardChanges: { store.dispatch(action: ProfileDiscardChangesAction()) }
      )
    }
  }

  #Preview("Sample state") {
    ProfileScreenView()
      .environment(Store.preview())
  }

  #Preview("Initial state") {
    ProfileScreenView()
      .environment(Store.preview(state: AppState()))
  }
#endif
