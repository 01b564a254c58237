import Foundation
import Testing
@testable import FeatureGenCore

/// The prototype's own view, carried over into the pure view and its container.
@Suite("View converter")
struct ViewConverterTests {
    @Test func checkoutPrototype() throws {
        let result = try #require(try ViewConversion.convert(fixture: "Checkout.swift.txt"))
        let text = result.text
        #expect(ViewConversion.problems(result) == [])
        #expect(try ViewConversion.parseErrors([("Checkout", text)]) ?? "" == "")
        // State the spec owns comes in as values, edited state as bindings, actions go out as callbacks.
        for line in [
            "    let items: [CartItem]", "    @Binding var note: String", "    @Binding var showsHelp: Bool",
            "    let onRemove: (CartItem) -> Void", "    let onReload: @Sendable () async -> Void",
            "    let onPlaceOrder: () -> Void",
        ] {
            #expect(text.contains(line + "\n"), "\(line)")
        }
        // The prototype's body, converted in place.
        #expect(text.contains("""
                            Button("Remove") {
                              onRemove(item)
                            }
            """))
        // A bound field is `@Binding`: the prototype's `$note` and `note` stay as written.
        #expect(text.contains("TextField(\"Note\", text: $note)"))
        #expect(text.contains("Text(\"Note: \\(note)\")"))
        #expect(text.contains("Button(\"Close\") { isPresented = false }"))  // view code stays
        #expect(text.contains(".refreshable { await onReload() }"))
        #expect(text.contains(".onAppear(perform: onClearNote)"))
        #expect(text.contains(".sheet(isPresented: $showsHelp) {"))
        #expect(text.contains("// review: `placeOrder()` also ran `dismiss()`: do it here if still"))
        // A `Task` around a synchronous action's call goes; the helper only removed methods used goes.
        #expect(!text.contains("Task {"))
        #expect(!text.contains("CheckoutAPI"))
        // What the spec does not own stays view state, with a review line; inputs pass through the container.
        #expect(text.contains("    @State private var model = CheckoutModel()\n"))
        #expect(text.contains("    // review: the prototype's `init` is left out"))
        #expect(text.contains("""
              struct CheckoutContainerView: View {
                @Environment(AppStore.self) private var store
                let customerName: String
                @Binding var isPresented: Bool
                let coupon: Coupon
            """))
        #expect(text.contains("        onReload: { await store.send(.checkout(.reload)).finish() },\n"))
        #expect(text.contains("        isPresented: $isPresented,\n"))
        // Wired like a generated view (the same template): bindings send the edit action on the main actor.
        #expect(text.contains("""
                    note: Binding(
                      get: { @MainActor in store.checkoutState.note },
                      set: { @MainActor (newValue: String) in
                        store.send(.checkout(.noteChanged(newValue)))
                      }
                    ),
            """))
        // The spec says what the view sends by itself; the container passes inputs, so no previews.
        #expect(result.spec.yaml.contains("  reload:\n    set: {}\n    effect: reloadEffect\n    trigger: refresh\n"))
        #expect(result.spec.yaml.contains("    trigger: disappear\n"))
        #expect(!text.contains("#Preview"))
        // A multi-line string keeps its value: its lines move together with the line it starts on.
        #expect(text.contains("Text(\"\"\"\n              Help\n                text\n              \"\"\")"))
    }

    /// Shadowed names, `if let` on a bound field, overloads, a `Task` around an awaited action.
    @Test func namesAndOverloads() throws {
        let source = """
            struct TagsView: View {
                @State private var query: String? = nil
                @State private var tags: [String] = []
                @State private var count = 0
                var body: some View {
                    TextField("Tag", text: Binding($query) ?? .constant(""))
                    ForEach(tags, id: \\.self) { query in Text(query) }
                    if let query { Text(query) }
                    Button("Clear") { remove() }
                    Button("Drop") { remove("a") }
                    Button("Load") { Task { await load() } }
                    Text("\\(count)").task { await load() }
                }
                func remove() { tags = [] }
                func remove(_ tag: String) { tags.removeAll { $0 == tag } }
                func load() async { count = await api.count() }
            }
            """
        let result = try #require(ViewConversion.convert([SourceText(path: "Tags.swift", text: source)]).first)
        let text = result.text
        #expect(ViewConversion.problems(result) == [])
        #expect(try ViewConversion.parseErrors([("Tags", text)]) ?? "" == "")
        #expect(text.contains("TextField(\"Tag\", text: Binding($query) ?? .constant(\"\"))"))
        #expect(text.contains("ForEach(tags, id: \\.self) { query in Text(query) }"))
        #expect(text.contains("if let query { Text(query) }"))
        #expect(text.contains("Button(\"Clear\") { onRemove() }"))
        #expect(text.contains("Button(\"Drop\") { onRemove2(\"a\") }"))
        #expect(text.contains("Button(\"Load\") { Task { await onLoad() } }"))
        #expect(text.contains(".task { await onLoad() }"))
        // Sent from `.task`: triggered on appear, so its callback is async and awaited, as in generated views.
        #expect(result.spec.yaml.contains("    trigger: appear\n"))
        #expect(text.contains("let onLoad: @Sendable () async -> Void"))
    }

    /// A stored helper that only a closure action used goes with it: its code is now the spec's effect.
    @Test func aHelperOnlyAClosureActionUsedIsLeftOut() throws {
        let source = """
            struct Message: Identifiable, Equatable { let id: Int; var text: String }
            struct InboxView: View {
                @State private var messages: [Message] = []
                let api = InboxAPI()
                let title = "Inbox"
                var body: some View {
                    List(messages) { Text($0.text) }
                        .navigationTitle(title)
                        .task { for await message in api.incoming() { messages.append(message) } }
                }
            }
            """
        let result = try #require(ViewConversion.convert([SourceText(path: "Inbox.swift", text: source)]).first)
        #expect(ViewConversion.problems(result) == [])
        #expect(!result.text.contains("InboxAPI()"), "\(result.text)")
        #expect(result.text.contains("let title = \"Inbox\""), "\(result.text)")
        #expect(result.text.contains(".task { await onTaskStarted() }"), "\(result.text)")
    }

    /// A closure or helper that only chooses which action to send keeps its condition in the view
    /// (issue 24 item 2): the row's `.onAppear` loads more only at the last row, as the prototype did.
    @Test func aConditionAroundAnActionStaysInTheView() throws {
        let source = """
            struct Post: Identifiable { let id: Int }
            struct FeedView: View {
                @State private var posts: [Post] = []
                @State private var isEditing = false
                var body: some View {
                    List(posts) { post in
                        Text("\\(post.id)").onAppear { if post.id == posts.last?.id { loadMore() } }
                    }
                    .onAppear { reloadIfNeeded() }
                    Button("Edit") { if !posts.isEmpty { toggleEditing() } else { clear() } }
                }
                func loadMore() { posts.append(Post(id: posts.count)) }
                func reloadIfNeeded() {
                    if posts.isEmpty { clear() }
                }
                func toggleEditing() { isEditing.toggle() }
                func clear() { posts = []; isEditing = false }
            }
            """
        let result = try #require(ViewConversion.convert([SourceText(path: "Feed.swift", text: source)]).first)
        let text = result.text
        #expect(ViewConversion.problems(result) == [])
        #expect(text.contains(".onAppear { if post.id == posts.last?.id { onLoadMore() } }"), "\(text)")
        #expect(text.contains("Button(\"Edit\") { if !posts.isEmpty { onToggleEditing() } else { onClear() } }"), "\(text)")
        #expect(text.contains("if posts.isEmpty { onClear() }"), "\(text)")
        // No action stands for the closures or the helper: they send the methods' actions.
        #expect(!result.spec.yaml.contains("appeared"), "\(result.spec.yaml)")
        #expect(!result.spec.yaml.contains("editTapped"), "\(result.spec.yaml)")
        #expect(!result.spec.yaml.contains("reloadIfNeeded"), "\(result.spec.yaml)")
    }
}

/// Every view of the corpora, converted: it parses, keeps its structure and calls only what it declares.
@Suite("View converter on the corpora")
struct ViewConverterCorpusTests {
    static func check(_ results: [ViewConversion.Result], label: String) throws {
        var problems: [String] = []
        for result in results {
            problems += ViewConversion.problems(result).map { "\(result.spec.sourcePath) \(result.spec.viewName): \($0)" }
        }
        if let folder = ProcessInfo.processInfo.environment["FEATUREGEN_DUMP_VIEWS"] {
            // For a closer look: every converted view, named after its prototype.
            for result in results {
                let name = result.spec.sourcePath.split(separator: "/").suffix(3).joined(separator: "_") + "-" + result.spec.viewName + ".swift"
                try? result.text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
            }
        }
        let reviews = results.reduce(0) { $0 + $1.view.reviewItems }
        print("\(label): \(results.count) views converted, \(reviews) `// review:` comments, \(problems.count) problems")
        for problem in problems.prefix(40) { print("  \(problem)") }
        #expect(problems.isEmpty)
        guard let errors = try ViewConversion.parseErrors(results.map { ($0.feature.name, $0.text) }) else {
            print("\(label): swiftc not found: parsing not checked")
            return
        }
        print("\(label): swiftc -parse: \(errors.isEmpty ? "all parse" : "errors")")
        #expect(errors.isEmpty, "\(errors.prefix(3_000))")
    }

    @Test func inRepositoryCorpus() throws {
        let sources = try Corpus.sourceFiles().map { try Corpus.source($0) }
            + [SourceText(path: "Checkout.swift", bytes: [UInt8](try Data(contentsOf: ViewConversion.fixtures.appendingPathComponent("Checkout.swift.txt"))))]
        let results = ViewConversion.convert(sources)
        #expect(results.count >= sources.count)
        try Self.check(results, label: "in-repository corpus")
    }

    @Test(.enabled(if: HeldOutCorpus.isPresent, HeldOutCorpusTests.skipReason))
    func heldOutCorpus() throws {
        guard let corpus = try HeldOutCorpus() else { return }
        let results = ViewConversion.convert(try Extractor.sources(paths: [corpus.folder]))
        let views = Set(corpus.members.map { $0.file + "\t" + $0.view })
        #expect(results.count >= views.count)
        try Self.check(results, label: "held-out corpus")
    }
}
