import SwiftUI

// A prototype profile editor: loads the profile, edits fields, saves with a spinner.

struct UserProfile: Equatable {
    var name: String
    var email: String
    var wantsNewsletter: Bool
}

struct ProfileClient {
    func loadProfile() async throws -> UserProfile {
        UserProfile(name: "Ada", email: "ada@example.com", wantsNewsletter: false)
    }

    func saveProfile(_ profile: UserProfile) async throws {}
}

struct ProfileEditorView: View {
    @State private var profile = UserProfile(name: "", email: "", wantsNewsletter: false)
    @State private var isLoading = false
    @State private var isSaving = false
    @State private var saveError: String?
    @State private var showsSavedBanner = false
    @FocusState private var focusedField: Bool
    private let client = ProfileClient()

    var body: some View {
        Form {
            TextField("Name", text: $profile.name)
            TextField("Email", text: $profile.email)
            Toggle("Newsletter", isOn: $profile.wantsNewsletter)
            Button("Save") {
                Task { await save() }
            }
            .disabled(isSaving)
            Button("Dismiss banner") {
                showsSavedBanner = false
            }
        }
        .task { await load() }
    }

    func load() async {
        isLoading = true
        profile = (try? await client.loadProfile()) ?? profile
        isLoading = false
    }

    func save() async {
        isSaving = true
        saveError = nil
        do {
            try await client.saveProfile(profile)
            showsSavedBanner = true
        } catch {
            saveError = String(describing: error)
        }
        isSaving = false
    }
}
