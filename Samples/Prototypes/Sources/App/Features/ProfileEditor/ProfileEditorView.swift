// Created by featuregen from Samples/Prototypes/Specs/ProfileEditor.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The ProfileEditor screen. It takes values, bindings and callbacks only (no `@State`, no store), so a
  /// preview can show any state. A starting point: make it yours.
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
        LabeledContent("Profile", value: profile.name)
        if let saveError {
          Text(saveError)
            .foregroundStyle(.red)
        }
        LabeledContent("Shows saved banner", value: showsSavedBanner ? "Yes" : "No")
        Section {
          Button("Dismiss banner tapped") { onDismissBannerTapped() }
          Button("Load") { onLoad() }
          Button("Save") { onSave() }
        }
      }
      .overlay {
        if isLoading || isSaving {
          ProgressView()
        }
      }
    }
  }

  /// Connects `ProfileEditorView` to the store: reads the ProfileEditor state, sends actions, and awaits
  /// the effects of the actions a view event sends (so `.refreshable` ends when the load does).
  /// Bindings read and send on the main actor, where the store lives (`Binding` takes `@Sendable`
  /// closures, which are not main-actor isolated unless they say so).
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

  #Preview("Sample state") {
    ProfileEditorContainerView()
      .environment(AppStore.preview())
  }

  #Preview("Initial state") {
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
