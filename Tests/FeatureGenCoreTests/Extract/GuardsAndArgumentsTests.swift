import Testing
@testable import FeatureGenCore

/// Issue 24 item 2: what the prototype's method does around its call is kept. An opening `guard`
/// becomes the action's `when:`, an argument read from the state becomes `arguments:`, and the answer's
/// type comes from how the prototype uses it.
@Suite("Extraction keeps guards and arguments")
struct GuardsAndArgumentsTests {
    private static func feed(loadMore: String) -> String {
        """
        import SwiftUI
        struct Post: Identifiable, Equatable { let id: Int; var title: String }
        struct FeedView: View {
            @State private var posts: [Post] = []
            @State private var isLoading = false
            @State private var hasMore = true
            let api = FeedAPI()
            var body: some View { List(posts) { Text($0.title) }.task { await refresh() } }
            func loadMore() {
        \(loadMore)
            }
            func refresh() async {
                posts = (try? await api.fetchPosts(after: nil)) ?? []
            }
        }
        """
    }

    private static let paging = """
                guard !isLoading, hasMore || posts.isEmpty else { return }
                isLoading = true
                Task {
                    let page = try await api.fetchPosts(after: posts.last?.id)
                    posts += page
                    hasMore = !page.isEmpty
                    isLoading = false
                }
        """

    private static func yaml(_ source: String) -> String {
        Extractor.extract(SourceText(path: "FeedView.swift", text: source), diagnostics: DiagnosticCollector())
            .first?.yaml ?? ""
    }

    @Test func anOpeningGuardBecomesWhenAndTheRestIsExtracted() {
        let yaml = Self.yaml(Self.feed(loadMore: Self.paging))
        #expect(yaml.contains("""
              # inferred: `when:` from `guard !isLoading, hasMore || posts.isEmpty else { return }`
              loadMore:
                when: "!state.isLoading && (state.hasMore || state.posts.isEmpty)"
                set: { isLoading: true }
                effect: fetchPosts
            """), "\(yaml)")
    }

    @Test func anArgumentReadThroughAFieldIsFilledFromTheState() {
        let yaml = Self.yaml(Self.feed(loadMore: Self.paging))
        #expect(yaml.contains("""
              fetchPosts:
                call: "fetchPosts(after: Int?) async throws -> [Post]"
                arguments: { after: "state.posts.last?.id" }
            """), "\(yaml)")
        // `refresh` calls it with `nil` and replaces the posts: an effect of its own, which keeps both.
        #expect(yaml.contains("""
              refresh:
                set: {}
                effect: fetchPostsForRefresh
            """), "\(yaml)")
        #expect(yaml.contains("""
              fetchPostsForRefresh:
                call: "fetchPosts(after: Int?) async throws -> [Post]"
                arguments: { after: nil }
                success: postsLoaded
                failure: ignore
            """), "\(yaml)")
        #expect(yaml.contains("  postsLoaded:\n    payload: \"[Post]\"\n    set: { posts: payload }\n"), "\(yaml)")
    }

    /// A function called again as before is the same effect; called with an argument the spec cannot
    /// fill, it stays one effect, and the spec says so.
    @Test func aCallLikeAnEarlierOneSharesItsEffect() {
        let alike = Self.yaml(Self.feed(loadMore: """
                    Task { posts = (try? await api.fetchPosts(after: nil)) ?? [] }
            """))
        #expect(alike.contains("effect: fetchPosts\n") && !alike.contains("fetchPostsFor"), "\(alike)")
        let unreadable = Self.yaml("""
            import SwiftUI
            struct Post: Identifiable, Equatable { let id: Int; var title: String }
            struct FeedView: View {
                @State private var posts: [Post] = []
                let api = FeedAPI()
                var body: some View {
                    List(posts) { Text($0.title) }
                        .task { posts = (try? await api.fetchPosts(after: 0)) ?? [] }
                    Button("Any") { Task { posts = (try? await api.fetchPosts(after: Int.random(in: 1...9))) ?? [] } }
                }
            }
            """)
        #expect(unreadable.contains(
            "# review: the prototype also calls `fetchPosts(after: Int.random(in: 1...9))`, with other arguments: "
                + "both actions run this effect as it is here"), "\(unreadable)")
    }

    /// A second call's arguments take their types from the first call's parameters, read as a
    /// signature: a closure type's `->` or a generic's `,` does not shift the parameters after it.
    @Test func theFirstCallsParameterTypesAreReadAsASignature() {
        #expect(EffectBuilder.parameterTypes(of: "fetch(filter: (Int) -> Bool, _ query: String, page: [String: Int]) async -> [Post]")
            == ["filter": "(Int) -> Bool", "page": "[String: Int]"])
        #expect(EffectBuilder.parameterTypes(of: "load(for id: Result<Int, Error>) async throws") == ["for": "Result<Int, Error>"])
        #expect(EffectBuilder.parameterTypes(of: "not a signature(").isEmpty)
    }

    /// The row's delete keeps the entry it deletes: `order.id` reaches the call as `payload.id`.
    @Test func anArgumentReadThroughThePayloadIsFilledFromIt() {
        let source = """
            struct Order: Identifiable, Equatable { let id: Int; var title: String }
            struct OrdersView: View {
                @State private var orders: [Order] = []
                @State private var error: String?
                let api = OrdersAPI()
                var body: some View {
                    List(orders) { order in
                        Text(order.title).swipeActions { Button("Delete") { Task { await delete(order) } } }
                    }
                }
                func delete(_ order: Order) async {
                    do {
                        try await api.deleteOrder(id: order.id, title: order.title)
                    } catch {
                        self.error = error.localizedDescription
                    }
                }
            }
            """
        let specs = Extractor.extract(SourceText(path: "OrdersView.swift", text: source), diagnostics: DiagnosticCollector())
        let yaml = specs.first?.yaml ?? ""
        #expect(yaml.contains("""
              deleteOrder:
                call: "deleteOrder(id: Int, title: String) async throws"
                arguments: { id: payload.id, title: payload.title }
            """), "\(yaml)")
        #expect(ExtractedSpecsValidateTests.validationErrors(specs) == [])
    }

    /// An unlabelled argument's parameter is named after the member it reads, unique in its call only:
    /// a state field of the same name leaves it alone (`arguments:` fills it).
    @Test func aParameterNameIsUniqueInItsCallNotAmongTheFields() {
        let source = """
            struct Order: Identifiable, Equatable { let id: Int; var title: String }
            struct OrdersView: View {
                @State private var orders: [Order] = []
                @State private var title = ""
                let api = OrdersAPI()
                var body: some View {
                    List(orders) { order in
                        Text(order.title).swipeActions { Button("Rename") { Task { await rename(order) } } }
                    }
                }
                func rename(_ order: Order) async {
                    await api.rename(order.title, order.id, to: order.title)
                }
            }
            """
        let specs = Extractor.extract(SourceText(path: "OrdersView.swift", text: source), diagnostics: DiagnosticCollector())
        let yaml = specs.first?.yaml ?? ""
        #expect(yaml.contains("call: \"rename(title: String, id: Int, to: String) async\""), "\(yaml)")
        #expect(ExtractedSpecsValidateTests.validationErrors(specs) == [])
    }

    /// `removeAll { … }` keeps what it removes: a filter over the row the action carries. After the
    /// call, the action's values are not the result's: that transition is left for review.
    @Test func aRemovalByConditionBecomesAFilter() {
        let source = """
            struct Order: Identifiable, Equatable { let id: Int; var title: String }
            struct OrdersView: View {
                @State private var orders: [Order] = []
                @State private var archived: [Order] = []
                let api = OrdersAPI()
                var body: some View {
                    List(orders) { order in
                        Text(order.title)
                            .swipeActions { Button("Delete") { Task { await delete(order) } } }
                            .contextMenu { Button("Archive") { archive(order) } }
                    }
                }
                func archive(_ order: Order) {
                    orders.removeAll(where: { $0.id == order.id })
                    archived.append(order)
                }
                func delete(_ order: Order) async {
                    orders.removeAll { $0.id == order.id }
                    try? await api.deleteOrder(id: order.id)
                    archived.removeAll { $0.id == order.id }
                }
            }
            """
        let specs = Extractor.extract(SourceText(path: "OrdersView.swift", text: source), diagnostics: DiagnosticCollector())
        let yaml = specs.first?.yaml ?? ""
        #expect(yaml.contains("""
              archive:
                payload: Order
                set: { orders: "state.orders.filter { !($0.id == payload.id) }", archived: "state.archived + [payload]" }
            """), "\(yaml)")
        #expect(yaml.contains("""
              delete:
                payload: Order
                set: { orders: "state.orders.filter { !($0.id == payload.id) }" }
            """), "\(yaml)")
        #expect(yaml.contains("""
              # review: no `set`: write this transition in the reducer (the prototype does `archived.removeAll { $0.id == order.id }`)
              deleteOrderSucceeded: {}
            """), "\(yaml)")
        #expect(ExtractedSpecsValidateTests.validationErrors(specs) == [])
    }

    @Test func theAnswersTypeComesFromTheFieldItIsAddedTo() {
        let yaml = Self.yaml(Self.feed(loadMore: Self.paging))
        #expect(yaml.contains("""
              fetchPostsSucceeded:
                payload: "[Post]"
                set: { posts: state.posts + payload, hasMore: "!payload.isEmpty", isLoading: false }
            """), "\(yaml)")
        #expect(ExtractedSpecsValidateTests.validationErrors(
            Extractor.extract(SourceText(path: "FeedView.swift", text: Self.feed(loadMore: Self.paging)), diagnostics: DiagnosticCollector())
        ) == [])
    }

    @Test func anAnswerOfUnknownTypeIsNeverReadAsAPayload() {
        let source = Self.feed(loadMore: """
                    Task {
                        let page = try await api.fetchPosts(after: nil)
                        hasMore = !page.isEmpty
                    }
            """)
        let specs = Extractor.extract(SourceText(path: "FeedView.swift", text: source), diagnostics: DiagnosticCollector())
        let yaml = specs.first?.yaml ?? ""
        #expect(yaml.contains(
            "# review: no `set`: the prototype uses the answer (`page`), whose type is not known: add `-> Type` to `call`, then the `set`"),
            "\(yaml)")
        #expect(!yaml.contains("payload.isEmpty"))
        #expect(ExtractedSpecsValidateTests.validationErrors(specs) == [])
    }

    @Test(arguments: [
        // Binds a name, does more than return, reads the view's object: not a condition of the spec.
        "        guard let last = posts.last else { return }\n        isLoading = last.id > 0",
        "        guard !isLoading else { print(\"busy\"); return }\n        isLoading = true",
        "        guard api.isReady else { return }\n        isLoading = true",
        // Not the first statement: it gates only what follows.
        "        isLoading = true\n        guard hasMore else { return }\n        posts = []",
    ])
    func aGuardThatIsNotAConditionOfTheActionStaysForReview(_ body: String) {
        let yaml = Self.yaml(Self.feed(loadMore: body))
        #expect(!yaml.contains("when:"), "\(yaml)")
        let review = yaml.split(separator: "\n").first { $0.contains("# review: no `set`: write this transition in the reducer") }
        #expect(review?.contains("guard") == true, "\(yaml)")
    }

    @Test(arguments: [
        ("posts.count", "Int"), ("posts.isEmpty", "Bool"), ("posts.last?.title", "String?"), ("posts.first?.id", "Int?"),
        ("user.name", "String"), ("maybeUser?.name", "String?"), ("user.name.count", "Int"),
        ("posts.last?.missing", nil), ("user.load", nil), ("count.description", nil), ("posts", nil), ("posts.first", "Post?"),
    ] as [(String, String?)])
    func memberChainTypes(_ text: String, _ type: String?) {
        let source = """
            struct Post { let id: Int; var title: String }
            struct User { var name: String }
            """
        var table = TypeTable()
        if let scan = FileScan(SourceText(path: "M.swift", text: source), diagnostics: DiagnosticCollector()) {
            scan.addTypes(to: &table)
        }
        let fields = ["posts": "[Post]", "user": "User", "maybeUser": "User?", "count": "Int"]
        #expect(MemberChainType(fieldTypes: fields, types: table).type(of: text) == type)
    }
}
