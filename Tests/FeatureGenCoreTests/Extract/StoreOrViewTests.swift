import Testing
@testable import FeatureGenCore

/// Issue 24, "store or view": transient UI state stays in the view as `@State` with an `inferred:`
/// line saying why; business state moves into the spec; values are not taken for objects.
@Suite("Store or view")
struct StoreOrViewTests {
    private func spec(_ source: String) throws -> ExtractedSpec {
        try #require(Extractor.extract(SourceText(path: "V.swift", text: source), diagnostics: DiagnosticCollector()).first)
    }

    private func staying(_ spec: ExtractedSpec) -> [String: String] {
        Dictionary(uniqueKeysWithValues: spec.fields.compactMap { field in field.staysInView.map { (field.name, $0) } })
    }

    @Test func transientUIStateStaysInTheViewByNameTypeOrUsage() throws {
        let source = """
            struct OrdersView: View {
                @State private var orders: [String] = []
                @State private var page = 0
                @State private var offset = 0
                @State private var isSubmitPressed = false
                @State private var isHovering = false
                @State private var isExpanded = false
                @State private var dragOffset: CGSize = .zero
                @State private var listHeight: CGFloat = 0
                @State private var measured = 0.0
                @State private var highlighted = false
                var body: some View {
                    List(orders, id: \\.self) { Text($0) }
                        .onHover { highlighted = $0 }
                        .onGeometryChange(for: Double.self) { $0.size.width } action: { measured = $0 }
                    Button("More") { page += 1; isSubmitPressed = true }
                }
            }
            """
        let spec = try spec(source)
        #expect(staying(spec) == [
            "isHovering": "transient UI state (hover)",
            "isExpanded": "transient UI state (expanded/collapsed)",
            "dragOffset": "a layout value (`CGSize`)",
            "listHeight": "a layout number (height)",
            "measured": "set by `.onGeometryChange` (view-local)",
            "highlighted": "set by `.onHover` (view-local)",
        ])
        // Business state, including a pagination `offset: Int` and a press that happened.
        #expect(spec.fields.filter(\.isState).map(\.name) == ["orders", "page", "offset", "isSubmitPressed"])
        #expect(spec.yaml.contains("  # inferred: `@State var isHovering = false` stays in the view: transient UI state (hover)\n"))
        #expect(!spec.yaml.contains("isHovering: Bool"))
        // The hover handler only touches view state: no action for it.
        #expect(spec.actions == ["moreTapped"])
    }

    @Test func aGeometryReaderFeedsOnlyWhatItReadsFromItsProxy() throws {
        let source = """
            struct CanvasView: View {
                @State private var width = 0.0
                @State private var selected = 0
                var body: some View {
                    GeometryReader { proxy in
                        Button("Pick") { selected = 1 }
                            .onAppear { width = proxy.size.width }
                    }
                }
            }
            """
        let spec = try spec(source)
        #expect(staying(spec) == ["width": "measured by a `GeometryReader`"])
        #expect(spec.fields.filter(\.isState).map(\.name) == ["selected"])
    }

    @Test func theReportListsWhatStaysInTheView() throws {
        let source = "struct RowView: View {\n @State var isHovering = false\n @State var count = 0\n var body: some View { Text(\"\") }\n}"
        let report = ExtractionReport(files: 1, specs: [try spec(source)], warnings: 0, seconds: 0)
        #expect(report.perView.first?.staysInView == ["isHovering: transient UI state (hover)"])
        #expect(ExtractionReport.text(try #require(report.perView.first)).contains(
            "\n  stays in the view: isHovering: transient UI state (hover)"))
    }

    @Test func theConvertedViewKeepsViewStateAndItsHandlers() throws {
        let source = """
            struct RowView: View {
                @State private var isHovering = false
                @State private var count = 0
                var body: some View {
                    Button("Add") { count += 1 }
                        .onHover { isHovering = $0 }
                }
            }
            """
        let result = try #require(ViewConversion.convert([SourceText(path: "V.swift", text: source)]).first)
        #expect(result.text.contains("@State private var isHovering = false"))
        #expect(result.text.contains(".onHover { isHovering = $0 }"))
        #expect(!result.text.contains("@State private var count"))
    }

    /// `NSLocalizedString(…)` is a `String` and `Storage.shared.size` a size, not objects; `Storage()` is one.
    @Test func valuesAreNotTakenForObjects() throws {
        let source = """
            final class Storage { static let shared = Storage(); var size = 0 }
            struct SettingsView: View {
                @State private var title = NSLocalizedString("Settings", comment: "")
                @State private var size = Storage.shared.size
                @State private var storage = Storage()
                var body: some View { Text(title) }
            }
            """
        let spec = try spec(source)
        let fields = Dictionary(uniqueKeysWithValues: spec.fields.map { ($0.name, $0) })
        #expect(fields["title"]?.type == "String")
        #expect(fields["title"]?.isState == true)
        #expect(fields["size"]?.isState == true)
        #expect(fields["storage"]?.isState == false)
        #expect(spec.review.contains { $0.contains("`Storage` is a class") && $0.contains("Storage()") })
        #expect(!spec.review.contains { $0.contains("Storage.shared.size") && $0.contains("is a class") })
    }
}

/// Issue 24 item 6: the clock and new IDs of a prototype become the spec's `now` and `uuid()`, which
/// tests fix; a default that reads them is kept and flagged.
@Suite("Nondeterministic values")
struct NondeterministicValueTests {
    @Test func theClockAndNewIDsInAnActionBecomeNowAndUUID() throws {
        let source = """
            struct StopwatchView: View {
                @State private var startedAt = Date()
                @State private var laps: [Date] = []
                @State private var sessionID = UUID()
                @State private var lastTap: Date? = nil
                var body: some View {
                    Button("Lap") { laps.append(.now) }
                    Button("Reset") {
                        startedAt = Date()
                        sessionID = UUID()
                        lastTap = Date.now
                    }
                }
            }
            """
        let spec = try #require(Extractor.extract(SourceText(path: "V.swift", text: source), diagnostics: DiagnosticCollector()).first)
        #expect(spec.yaml.contains(#"lapTapped:\#n    set: { laps: "state.laps + [now]" }"#))
        #expect(spec.yaml.contains("resetTapped:\n    set: { startedAt: now, sessionID: uuid(), lastTap: now }"))
        #expect(spec.yaml.contains(
            "  # review: `startedAt` starts at `Date()`, another value each time the state is made: tests cannot state it; "
                + "start at a fixed value and set it in an action with `now`\n  startedAt: Date = Date()"))
        #expect(spec.yaml.contains("set it in an action with `uuid()`\n  sessionID: UUID = UUID()"))
        #expect(!spec.yaml.contains("lastTap` starts"))
    }

    @Test func aMemberNamedNowIsNotTheClock() {
        #expect(StateFieldBuilder.clockOrNewID(in: "schedule.now") == nil)
        #expect(StateFieldBuilder.clockOrNewID(in: "Date(timeIntervalSince1970: 0)") == nil)
        #expect(StateFieldBuilder.clockOrNewID(in: "Event(at: .now)") == ".now")
    }
}
