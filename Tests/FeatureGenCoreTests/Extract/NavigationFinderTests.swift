import Testing

@testable import FeatureGenCore

/// Issue 23, item 7: a prototype's navigation is named in a `review:` line each, and the converted
/// view keeps it wired. Before, a spec extracted from a view with a link, two sheets and an alert had
/// "0 items need review" and said nothing of them.
@Suite("Navigation in prototypes")
struct NavigationFinderTests {
    private static let prototype = """
        import SwiftUI
        struct Order: Identifiable, Hashable { let id: Int; var title: String }
        struct OrdersView: View {
            @State private var orders: [Order] = []
            @State private var editing: Order?
            @State private var showingSettings = false
            @State private var showingError = false
            var body: some View {
                NavigationStack {
                    List(orders) { order in
                        NavigationLink(value: order) { Text(order.title) }
                        NavigationLink { OrderHistory(order: order) } label: { Text("History") }
                        Button("Edit") { editing = order }
                    }
                    .navigationDestination(for: Order.self) { order in
                        VStack { OrderDetail(order: order) }
                    }
                    .sheet(item: $editing) { order in EditOrder(order: order) }
                    .fullScreenCover(isPresented: $showingSettings) { SettingsView() }
                    .alert("Saving failed", isPresented: $showingError) { Button("OK") {} }
                }
            }
        }
        """

    @Test func eachPlaceTheViewNavigatesFromIsAReviewLine() throws {
        let result = try #require(ViewConversion.convert([SourceText(path: "Orders.swift", text: Self.prototype)]).first)
        let reviews = result.spec.yaml.split(separator: "\n").map(String.init).filter { $0.hasPrefix("# review: the view ") }
        let kept = ": kept in the view, not yet in the spec"
        let expected: [String] = [
            "the view pushes its `order` (`NavigationLink`, line 11)",
            "the view pushes `OrderHistory` (`NavigationLink`, line 12)",
            "the view pushes `OrderDetail` for `Order` values (`.navigationDestination`, line 15)",
            "the view presents `EditOrder` in a sheet while `editing` is set (`.sheet`, line 18)",
            "the view presents `SettingsView` in a full-screen cover while `showingSettings` is true (`.fullScreenCover`, line 19)",
            "the view shows an alert \"Saving failed\" while `showingError` is true (`.alert`, line 20)",
        ]
        #expect(reviews == expected.map { "# review: " + $0 + kept })
        // Kept wired: the converted view still presents from the state it is given.
        #expect(result.text.contains(".sheet(item: $editing) { order in EditOrder(order: order) }"))
        #expect(result.text.contains(".alert(\"Saving failed\", isPresented: $showingError)"))
    }

    /// `.sheet` in a name that is not SwiftUI's (`model.sheet(…)`, `NavigationLink` as a member) is not
    /// navigation; a view without navigation gets no such line.
    @Test func onlySwiftUIsModifiersCount() throws {
        let source = """
            import SwiftUI
            struct PlainView: View {
                @State private var count = 0
                var body: some View {
                    Button("Add") { count += 1 }
                        .onAppear { Printer.sheet(count) }
                }
            }
            """
        let result = try #require(ViewConversion.convert([SourceText(path: "Plain.swift", text: source)]).first)
        #expect(!result.spec.yaml.contains("review: the view"))
    }
}
