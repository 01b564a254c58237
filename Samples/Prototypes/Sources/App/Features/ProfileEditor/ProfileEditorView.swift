// Created by featuregen from Samples/Prototypes/Specs/ProfileEditor.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The ProfileEditor screen, carried over from the prototype `ProfileEditorView`: its state
  /// comes in as values (and bindings), its actions go out through callbacks.
  struct ProfileEditorView: View {
    let profile: Binding<UserProfile>
    let isLoading: Bool
    let isSaving: Bool
    let saveError: String?
    let showsSavedBanner: Bool
    let onDismissBannerTapped: () -> Void
    let onLoad: () async -> Void
    let onSave: () -> Void

    @FocusState private var focusedField: Bool

    var body: some View {
      Form {
        TextField("Name", text: profile.name)
        TextField("Email", text: profile.email)
        Toggle("Newsletter", isOn: profile.wantsNewsletter)
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

  /// Connects `ProfileEditorView` to the store: reads the ProfileEditor state and sends actions.
  struct ProfileEditorContainerView: View {
    @Environment(AppStore.self) private var store

    var body: some View {
      let state = store.state.profileEditor
      ProfileEditorView(
        profile: Binding(
          get: { store.state.profileEditor.profile },
          set: { store.send(.profileEditor(.profileChanged($0))) }
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

  #Preview {
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
