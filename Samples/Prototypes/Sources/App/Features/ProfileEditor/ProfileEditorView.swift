// Created by featuregen from Samples/Prototypes/Specs/ProfileEditor.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The ProfileEditor screen: it takes values and callbacks only (no `@State`), so a preview can show
  /// any state. Replace the body with your design.
  struct ProfileEditorView: View {
    let profile: UserProfile
    let isLoading: Bool
    let isSaving: Bool
    let saveError: String?
    let showsSavedBanner: Bool
    let onDismissBannerTapped: () -> Void
    let onLoad: () -> Void
    let onSave: () -> Void
    let onProfileChanged: (UserProfile) -> Void

    var body: some View {
      List {
        Section("State") {
          LabeledContent("profile", value: String(describing: profile))
          LabeledContent("isLoading", value: String(describing: isLoading))
          LabeledContent("isSaving", value: String(describing: isSaving))
          LabeledContent("saveError", value: String(describing: saveError))
          LabeledContent("showsSavedBanner", value: String(describing: showsSavedBanner))
        }
        Section("Actions") {
          Button("Dismiss banner tapped", action: onDismissBannerTapped)
          Button("Load", action: onLoad)
          Button("Save", action: onSave)
        }
      }
    }
  }

  /// Connects `ProfileEditorView` to the store: reads the ProfileEditor state and sends actions.
  struct ProfileEditorContainerView: View {
    @Environment(AppStore.self) private var store

    var body: some View {
      let state = store.state.profileEditor
      ProfileEditorView(
        profile: state.profile,
        isLoading: state.isLoading,
        isSaving: state.isSaving,
        saveError: state.saveError,
        showsSavedBanner: state.showsSavedBanner,
        onDismissBannerTapped: { store.send(.profileEditor(.dismissBannerTapped)) },
        onLoad: { store.send(.profileEditor(.load)) },
        onSave: { store.send(.profileEditor(.save)) },
        onProfileChanged: { store.send(.profileEditor(.profileChanged($0))) }
      )
    }
  }

  #Preview {
    ProfileEditorView(
      profile: UserProfile(name: "", email: "", wantsNewsletter: false),
      isLoading: false,
      isSaving: false,
      saveError: nil,
      showsSavedBanner: false,
      onDismissBannerTapped: {},
      onLoad: {},
      onSave: {},
      onProfileChanged: { _ in }
    )
  }
#endif
