import SwiftUI

// A prototype search screen: type a query, submit, show results; a tap marks a favourite, the toolbar clears it.

struct SearchHit: Identifiable, Equatable {
    let id: Int
    var title: String
    var isFavourite: Bool
}

struct SearchService {
    func search(query: String) async throws -> [SearchHit] {
        [SearchHit(id: 1, title: query, isFavourite: false)]
    }
}

struct SearchView: View {
    @State private var query = ""
    @State private var hits: [SearchHit] = []
    @State private var isSearching = false
    @State private var lastError: String? = nil
    @State private var favourite: SearchHit?
    private let service = SearchService()

    var body: some View {
        NavigationStack {
            List {
                ForEach(hits) { hit in
                    Text(hit.title)
                        .onTapGesture { favourite = hit }
                }
            }
            .searchable(text: $query)
            .onSubmit(of: .search) {
                Task { await runSearch() }
            }
            // A new query makes the last search's error stale.
            .onChange(of: query) { _, newQuery in
                lastError = nil
            }
            .overlay { if isSearching { ProgressView() } }
            .toolbar {
                Button {
                    favourite = nil
                } label: {
                    Image(systemName: "star.slash")
                }
                .accessibilityLabel("Clear favourite")
            }
        }
    }

    private func runSearch() async {
        isSearching = true
        do {
            let found = try await service.search(query: query)
            hits = found
            lastError = nil
        } catch {
            lastError = error.localizedDescription
        }
        isSearching = false
    }
}
