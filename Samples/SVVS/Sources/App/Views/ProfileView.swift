// Created by featuregen from Specs/Profile.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The Profile screen. It owns its `ProfileViewState`, shows its fields and calls its event
  /// methods. A starting point: make it yours.
  struct ProfileView: View {
    @State private var viewState: ProfileViewState

    /// The app shows `ProfileView()`; previews and tests pass a view state of their own.
    init(viewState: ProfileViewState = ProfileViewState()) {
      _viewState = State(initialValue: viewState)
    }

    var body: some View {
      List {
        if let user = viewState.user {
          LabeledContent("User", value: user.name)
        }
        TextField("Name", text: name)
        TextField("Bio", text: bio)
        if let saveError = viewState.saveError {
          Text(saveError.description)
            .foregroundStyle(.red)
        }
        Section {
          Button("Save") { viewState.onSave() }
          Button("Discard changes") { viewState.onDiscardChanges() }
        }
      }
      .overlay {
        if viewState.isSaving {
          ProgressView()
        }
      }
      .task { @MainActor in
        await viewState.onAppeared().finish()
      }
    }

    /// `name`, edited through the view state's event method.
    private var name: Binding<String> {
      Binding(
        get: { @MainActor in viewState.name },
        set: { @MainActor in
          viewState.onEdited(name: $0, bio: viewState.bio)
        }
      )
    }

    /// `bio`, edited through the view state's event method.
    private var bio: Binding<String> {
      Binding(
        get: { @MainActor in viewState.bio },
        set: { @MainActor in
          viewState.onEdited(name: viewState.name, bio: $0)
        }
      )
    }
  }

  #Preview("Sample state") {
    ProfileView(viewState: .preview())
  }

  #Preview("Initial state") {
    ProfileView(viewState: .preview(sample: false))
  }

  extension ProfileViewState {
    /// A view state for previews: a repository that answers at once with sample data,
    /// stores of its own (not the app's) and, unless `sample` is false, sample data.
    fileprivate static func preview(sample: Bool = true) -> ProfileViewState {
      let viewState = ProfileViewState(
        repository: PreviewProfileRepository(),
        accountStore: AccountStore()
      )
      guard sample else { return viewState }
      viewState.accountStore.user = User(id: 1, name: "Name 1", bio: "Bio 1")
      return viewState
    }
  }

  /// Answers the Profile screen's calls at once, with sample data.
  private struct PreviewProfileRepository: ProfileRepositoryProtocol {
    func loadProfile() async throws -> User {
      User(id: 1, name: "Name 1", bio: "Bio 1")
    }

    func saveProfile(name: String, bio: String) async throws -> User {
      User(id: 1, name: "Name 1", bio: "Bio 1")
    }

    func logEvent(_ name: String) async {}
  }
#endif
