// Created by featuregen from Specs/ProfileEditor.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The ProfileEditor screen, carried over from the prototype `ProfileEditorView`: its state comes
  /// in as values (and bindings), its actions go out through callbacks.
  struct ProfileEditorView: View {
    @Binding var profile: UserProfile
    let isLoading: Bool
    let isSaving: Bool
    let saveError: String?
    let showsSavedBanner: Bool
    let onDismissBannerTapped: () -> Void
    let onLoad: @Sendable () async -> Void
    let onSave: () -> Void

    @FocusState private var focusedField: Bool

    var body: some View {
      Form {
        TextField("Name", text: $profile.name)
        TextField("Email", text: $profile.email)
        Toggle("Newsletter", isOn: $profile.wantsNewsletter)
        Button("Save") {
          onSave()
        }
        .disabled(isSaving)
        Button("Dismiss banner") {
          onDismissBannerTapped()
        }
      }
      .task { await onLoad() }
    }
  }

  /// Connects `ProfileEditorView` to the store: reads the ProfileEditor state, sends actions, and awaits
  /// the effects of the actions a view event sends (so `.refreshable` ends when the load does).
  /// Bindings read and send on the main actor, where the store lives (`Binding` takes `@Sendable`
  /// closures, which are not main-actor isolated unless they say so).
  struct ProfileEditorContainerView: View {
    @Environment(AppStore.self) private var store

    var body: some View {
      let state = store.profileEditorState
      ProfileEditorView(
        profile: Binding(
          get: { @MainActor in store.profileEditorState.profile },
          set: { @MainActor (newValue: UserProfile) in
            store.send(.profileEditor(.profileChanged(newValue)))
          }
        ),
        isLoading: state.isLoading,
        isSaving: state.isSaving,
        saveError: state.saveError,
        showsSavedBanner: state.showsSavedBanner,
        onDismissBannerTapped: { store.send(.profileEditor(.dismissBannerTapped)) },
        onLoad: { await store.send(.profileEditor(.load)).finish() },
        onSave: { store.send(.profileEditor(.save)) }
      )
    }
  }

  #Preview("Sample state") {
    ProfileEditorContainerView()
      .environment(AppStore.preview())
  }

  #Preview("Initial state") {
    ProfileEditorView(
      profile: .constant(UserProfile(name: "", email: "", wantsNewsletter: false)),
      isLoading: false,
      isSaving: false,
      saveError: nil,
      showsSavedBanner: false,
      onDismissBannerTapped: {},
      onLoad: {},
      onSave: {}
    )
  }
#endif
