import Foundation
import Testing

/// When a spec changes, the developer's own files (never rewritten) are checked against the new plan:
/// what they lack is reported at the file, with the code to add, and the run fails if it cannot build.
@Suite struct OwnedFileCheckTests {
    static let withEffect = """
        feature: Order
        state:
          count: Int = 0
        actions:
          load:
            set: {}
            effect: fetchCount
        results:
          loaded:
            payload: Int
            set: { count: payload }
        effects:
          fetchCount:
            call: "fetchCount() async -> Int"
            success: loaded
        """

    /// The live type each style's developer owns, and where `new`/`generate` created it.
    static let live: [String: (type: String, path: String)] = [
        "skill": ("OrderService", "Sources/App/Services/OrderService.swift"),
        "middleware": ("OrderRepositoryImpl", "Sources/App/Repository/Order/OrderRepositoryImpl.swift"),
        "svvs": ("OrderRepository", "Sources/App/Repositories/OrderRepository.swift"),
    ]

    @Test(arguments: ["skill", "middleware", "svvs"])
    func aNewEffectIsReportedInTheDevelopersFiles_andTheirLinesStay(_ style: String) throws {
        let project = try ScratchProject()
        try project.write("Specs/Order.feature.yml", Self.withEffect + "\n")
        #expect(project.generate("--style", style).exitCode == 0)
        let (type, path) = Self.live[style]!
        let mine = try #require(project.read(path))
        // The spec grows a second call: the developer's service must grow with it.
        let grown = Self.withEffect.replacingOccurrences(
            of: "effects:",
            with: "  save:\n    set: {}\n    effect: saveCount\neffects:\n  saveCount:\n"
                + "    call: \"saveCount(value: Int) async\"\n    arguments: { value: state.count }")
        try project.write("Specs/Order.feature.yml", grown + "\n")
        let run = project.generate("--style", style)
        #expect(run.exitCode == 1)
        let error = run.error.replacingOccurrences(of: project.root + "/", with: "")
        #expect(error.contains("\(path):"), "\(error)")
        #expect(error.contains("error: `\(type)` lacks `saveCount(value:)`"), "\(error)")
        #expect(error.contains("func saveCount(value: Int) async {"))
        #expect(!error.contains("nothing was written"))
        #expect(run.output.contains("of your files need changes"))
        // The developer's file is untouched; the generated protocol has the new requirement.
        #expect(project.read(path) == mine)
    }

    @Test func aChangedSignatureIsReportedAtTheFunction() throws {
        let project = try ScratchProject()
        try project.write("Specs/Order.feature.yml", Self.withEffect + "\n")
        #expect(project.generate().exitCode == 0)
        let changed = Self.withEffect.replacingOccurrences(
            of: "\"fetchCount() async -> Int\"", with: "\"fetchCount(with id: Int) async -> Int\"\n    arguments: { id: 1 }")
        try project.write("Specs/Order.feature.yml", changed + "\n")
        let run = project.generate()
        #expect(run.exitCode == 1)
        #expect(run.error.contains(
            "error: `OrderService.fetchCount()` no longer matches `OrderServiceProtocol`: the spec now declares `fetchCount(with id: Int) async -> Int`"),
            "\(run.error)")
    }

    @Test func aTCAClientThatLeavesOutAnEndpointIsAWarning() throws {
        let project = try ScratchProject()
        try project.write("Specs/Order.feature.yml", Self.withEffect + "\n")
        #expect(project.generate("--style", "tca").exitCode == 0)
        let grown = Self.withEffect.replacingOccurrences(
            of: "effects:",
            with: "  save:\n    set: {}\n    effect: saveCount\neffects:\n  saveCount:\n    call: \"saveCount() async\"")
        try project.write("Specs/Order.feature.yml", grown + "\n")
        let run = project.generate("--style", "tca")
        #expect(run.error.contains("warning: this `OrderClient` leaves out `saveCount`"), "\(run.error)")
    }
}

/// `generate --update-owned` adds what the developer's files lack: insertions only, journalled like
/// every write, and a second run adds nothing.
@Suite struct UpdateOwnedTests {
    @Test(arguments: ["skill", "middleware", "svvs"])
    func theMissingRequirementIsAdded_andEveryLineOfYoursStays(_ style: String) throws {
        let project = try ScratchProject()
        try project.write("Specs/Order.feature.yml", OwnedFileCheckTests.withEffect + "\n")
        #expect(project.generate("--style", style).exitCode == 0)
        let (type, path) = OwnedFileCheckTests.live[style]!
        // The developer's own line, then a change of the spec: a new effect and a changed signature.
        let mine = try #require(project.read(path)).replacingOccurrences(of: "{\n", with: "{\n  // mine\n", options: [], range: nil)
        try project.write(path, mine)
        let changed = OwnedFileCheckTests.withEffect
            .replacingOccurrences(of: "\"fetchCount() async -> Int\"", with: "\"fetchCount(page: Int) async -> Int\"\n    arguments: { page: 1 }")
            .replacingOccurrences(
                of: "effects:",
                with: "  save:\n    set: {}\n    effect: saveCount\neffects:\n  saveCount:\n    call: \"saveCount(value: Int) async\"\n    arguments: { value: state.count }")
        try project.write("Specs/Order.feature.yml", changed + "\n")
        let run = project.generate("--style", style, "--update-owned")
        #expect(run.exitCode == 0, "\(run.error)")
        #expect(run.output.contains("added to yours: \(project.path(path))"), "\(run.output)")
        let updated = try #require(project.read(path))
        #expect(updated.contains("func saveCount(value: Int) async {"))
        #expect(updated.contains("func fetchCount(page: Int) async -> Int {"))
        #expect(updated.contains("// featuregen: `\(style == "skill" ? "OrderServiceProtocol" : style == "middleware" ? "OrderRepository" : "OrderRepositoryProtocol")` no longer requires this"))
        #expect(updated.contains(type))
        // Insertions only: every line of the developer's file is still there, in order.
        expectEveryLine(of: mine, keptIn: updated)
        // Nothing more to add.
        let again = project.generate("--style", style, "--update-owned")
        #expect(again.exitCode == 0)
        #expect(project.read(path) == updated)
    }
}

/// The transitions the developer writes (messages without `set:`) follow the spec: one the generated
/// code now calls is reported missing and added by `--update-owned`; one nothing calls any more stays,
/// marked, and is put inside `#if false` where it would no longer compile.
@Suite struct OwnedTransitionsTests {
    static let withHooks = """
        feature: Order
        state:
          count: Int = 0
        actions:
          clear:
            doc: forgets the count
          select:
            payload: Int
        """

    /// `select` removed, `clear` given a payload, `archive` added.
    static let evolved = """
        feature: Order
        state:
          count: Int = 0
        actions:
          clear:
            payload: Bool
          archive:
            doc: keeps the count
        """

    static let transitions: [String: (path: String, archive: String, clear: String, select: String)] = [
        "skill": ("Sources/App/Features/Order/OrderReducer+Transitions.swift", "archive(state:)",
                  "clear(state:)", "select(state:payload:)"),
        "middleware": ("Sources/App/Store/Reducers/OrderReducer+Transitions.swift", "orderArchive(_:_:)",
                       "", "orderSelect(_:_:)"),
        "svvs": ("Sources/App/ViewStates/OrderViewState+Transitions.swift", "archive()", "clear()", "select(_:)"),
        "tca": ("Sources/App/Features/Order/OrderFeature+Transitions.swift", "archive(state:)",
                "clear(state:)", "select(state:payload:)"),
    ]

    @Test(arguments: ["skill", "middleware", "svvs", "tca"])
    func aMissingOrChangedTransitionIsAnError_andAStaleOneAWarning(_ style: String) throws {
        let project = try ScratchProject()
        try project.write("Specs/Order.feature.yml", Self.withHooks + "\n")
        #expect(project.generate("--style", style).exitCode == 0)
        let names = Self.transitions[style]!
        let mine = try #require(project.read(names.path))
        try project.write("Specs/Order.feature.yml", Self.evolved + "\n")
        let run = project.generate("--style", style)
        #expect(run.exitCode == 1)
        let error = run.error.replacingOccurrences(of: project.root + "/", with: "")
        #expect(error.contains("\(names.path):"), "\(error)")
        #expect(error.contains("lacks the transition `\(names.archive)`"), "\(error)")
        if !names.clear.isEmpty {
            #expect(error.contains("error: `\(names.clear)` in"), "\(error)")
            #expect(error.contains("no longer matches what the generated code calls"), "\(error)")
        }
        // Middleware: `orderSelect` takes `OrderSelectAction`, which the spec no longer has.
        let stale = style == "middleware" ? "error: `\(names.select)` names a message the spec no longer has"
            : "warning: `\(names.select)` is no longer called"
        #expect(error.contains(stale), "\(error)")
        // The transitions file and the view, which still sends the old `select` and `clear`.
        #expect(run.output.contains("2 of your files need changes"), "\(run.output)")
        #expect(project.read(names.path) == mine)
    }

    @Test(arguments: ["skill", "middleware", "svvs", "tca"])
    func updateOwnedAddsTheTransitions_marksTheStaleOnes_andKeepsEveryLine(_ style: String) throws {
        let project = try ScratchProject()
        try project.write("Specs/Order.feature.yml", Self.withHooks + "\n")
        #expect(project.generate("--style", style).exitCode == 0)
        let path = Self.transitions[style]!.path
        let mine = try #require(project.read(path)).replacingOccurrences(
            of: "// Write the transition for `select` here.", with: "// mine: select")
        try project.write(path, mine)
        try project.write("Specs/Order.feature.yml", Self.evolved + "\n")
        let run = project.generate("--style", style, "--update-owned")
        // Only the view's sends are left to the developer: no error in the transitions file.
        let errors = run.error.split(separator: "\n").filter { $0.contains("error:") && $0.contains(path) }
        #expect(errors.isEmpty, "\(run.error)")
        let updated = try #require(project.read(path))
        #expect(updated.contains("// Write the transition for `archive` here."), "\(updated)")
        #expect(updated.contains("// featuregen: nothing calls this transition any more"), "\(updated)")
        #expect(updated.contains("#if false") == (style == "middleware"), "\(updated)")
        // `select`, last in the file, is closed off before `archive` is added after it.
        if style == "middleware", let endif = updated.range(of: "#endif"), let archive = updated.range(of: "func orderArchive") {
            #expect(endif.lowerBound < archive.lowerBound, "\(updated)")
        }
        // Insertions only: every line of the developer's file is still there, in order.
        expectEveryLine(of: mine, keptIn: updated)
        // Nothing more to add; the stale function is still said.
        let again = project.generate("--style", style, "--update-owned")
        #expect(!again.output.contains("added to yours: \(project.path(path))"), "\(again.output)")
        #expect(project.read(path) == updated)
        #expect(again.error.contains("is no longer called"), "\(again.error)")
    }
}

/// The messages the developer's views send follow the spec: a send of the old shape (no payload where
/// the message gained one) or of a message the spec dropped is an error at the send.
@Suite struct OwnedViewSendTests {
    /// The view each style writes once, and the sends a developer added to it while `clear` took
    /// nothing and `select` existed.
    static let views: [String: (path: String, sends: String, shape: String)] = [
        "skill": ("Sources/App/Features/Order/OrderView.swift",
                  "store.send(.order(.clear)); store.send(.order(.select(1))); _ = Text(\"a\").onAppear {}",
                  ".clear(<Bool>)"),
        "middleware": ("Sources/App/View/Screens/OrderScreenView.swift",
                       "store.dispatch(action: OrderClearAction()); store.dispatch(action: OrderSelectAction(payload: 1))",
                       "OrderClearAction(payload: <Bool>)"),
        "svvs": ("Sources/App/Views/OrderView.swift",
                 "viewState.onClear(); viewState.onSelect(1); _ = Text(\"a\").onAppear {}; _ = Text(\"b\").onSelect(1)",
                 "onClear(<Bool>)"),
        "tca": ("Sources/App/Features/Order/OrderView.swift", "store.send(.clear); store.send(.select(1))", ".clear(<Bool>)"),
    ]

    @Test(arguments: ["skill", "middleware", "svvs", "tca"])
    func aSendOfTheOldShapeIsAnErrorAtTheSend(_ style: String) throws {
        let project = try ScratchProject()
        try project.write("Specs/Order.feature.yml", OwnedTransitionsTests.withHooks + "\n")
        #expect(project.generate("--style", style).exitCode == 0)
        let (path, sends, shape) = Self.views[style]!
        let view = try #require(project.read(path)) + "\nfunc mine() { \(sends) }\n"
        try project.write(path, view)
        // Unchanged spec: the sends fit.
        let fitting = project.generate("--style", style)
        #expect(fitting.exitCode == 0, "\(fitting.error)")
        try project.write("Specs/Order.feature.yml", OwnedTransitionsTests.evolved + "\n")
        let run = project.generate("--style", style, "--update-owned")
        #expect(run.exitCode == 1)
        let error = run.error.replacingOccurrences(of: project.root + "/", with: "")
        let line = view.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        #expect(error.contains("\(path):\(line):"), "\(error)")
        #expect(error.contains("error: `clear` is sent with the wrong shape: the spec's `clear` is now sent as `\(shape)`"), "\(error)")
        #expect(error.contains("`select` is no message of Order any more"), "\(error)")
        // Not a send: SwiftUI's `onAppear`, and svvs's `onSelect` form on anything but `viewState`.
        let sendLine = "\(path):\(line):"
        #expect(error.components(separatedBy: sendLine).count - 1 == 4, "\(error)")  // two errors, each with its note
        #expect(!error.contains("onAppear"), "\(error)")
        #expect(project.read(path) == view)
    }
}

extension OwnedViewSendTests {
    /// A message named with a capital (`Type2`, which validate only warns about) is sent as
    /// `OrderType2Action` or `onType2`: the same message, not one the spec dropped (found by a random spec).
    @Test(arguments: ["middleware", "svvs"])
    func aCapitalizedMessageIsStillItsOwnSend(_ style: String) throws {
        let project = try ScratchProject()
        let spec = """
            feature: Order
            state:
              count: Int = 0
            actions:
              Type2:
                set: { count: 1 }
            """
        try project.write("Specs/Order.feature.yml", spec + "\n")
        let first = project.generate("--style", style)
        #expect(first.exitCode == 0, "\(first.error)")
        let again = project.generate("--style", style)
        #expect(again.exitCode == 0, "\(again.error)")
        #expect(!again.error.contains("is no message of"), "\(again.error)")
    }

    /// A message named like a keyword is sent as `.order(.async(1))` / `.set`: still a send of it.
    @Test(arguments: ["skill", "tca"])
    func aMessageNamedLikeAKeywordIsStillItsOwnSend(_ style: String) throws {
        let project = try ScratchProject()
        let spec = """
            feature: Order
            state:
              count: Int = 0
            actions:
              async:
                payload: Int
                set: { count: payload }
              set:
                set: { count: 0 }
            """
        try project.write("Specs/Order.feature.yml", spec + "\n")
        #expect(project.generate("--style", style).exitCode == 0)
        let again = project.generate("--style", style)
        #expect(again.exitCode == 0, "\(again.error)")
        #expect(!again.error.contains("is no message of"), "\(again.error)")
    }
}

/// Insertions only: every line of `mine` is still in `updated`, in order.
func expectEveryLine(of mine: String, keptIn updated: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    var remaining = updated.split(separator: "\n", omittingEmptySubsequences: false)[...]
    for line in mine.split(separator: "\n", omittingEmptySubsequences: false) {
        guard let index = remaining.firstIndex(of: line) else {
            Issue.record("line lost: \(line)", sourceLocation: sourceLocation)
            return
        }
        remaining = remaining[(index + 1)...]
    }
}

/// A feature made public needs the developer's live service public: the generated `AppServices`
/// builds it as a public default.
@Suite struct OwnedAccessTests {
    @Test func aFeatureMadePublicAsksForThePublicService_andUpdateOwnedWritesIt() throws {
        let project = try ScratchProject()
        try project.write("Specs/Order.feature.yml", OwnedFileCheckTests.withEffect + "\n")
        #expect(project.generate().exitCode == 0)
        let path = "Sources/App/Services/OrderService.swift"
        let mine = try #require(project.read(path))
        let public_ = OwnedFileCheckTests.withEffect.replacingOccurrences(
            of: "feature: Order\n", with: "feature: Order\naccess: public\n")
        try project.write("Specs/Order.feature.yml", public_ + "\n")
        let run = project.generate()
        #expect(run.exitCode == 1)
        #expect(run.error.contains("error: `OrderService` must be public now that the feature is"), "\(run.error)")
        #expect(run.error.contains("error: `OrderService.fetchCount()` must be public"), "\(run.error)")
        #expect(run.error.contains("error: `OrderService` needs a public `init()`"), "\(run.error)")
        #expect(project.read(path) == mine)
        let update = project.generate("--update-owned")
        #expect(update.exitCode == 0, "\(update.error)")
        let updated = try #require(project.read(path))
        #expect(updated.contains("public nonisolated struct OrderService"), "\(updated)")
        #expect(updated.contains("  public init() {}\n"), "\(updated)")
        #expect(updated.contains("  public func fetchCount() async -> Int {"), "\(updated)")
        let again = project.generate("--update-owned")
        #expect(again.exitCode == 0, "\(again.error)")
        #expect(project.read(path) == updated)
    }
}

extension OwnedViewSendTests {
    /// A skill view written before the store kept one observable property per feature reads
    /// `store.state.order`: it builds, so a warning (not an error) names the property to read instead.
    @Test func aMiddlewareScreenReadingTheWholeStateIsAWarning_withItsPart() throws {
        let project = try ScratchProject()
        try project.write("Specs/Order.feature.yml", OwnedTransitionsTests.withHooks + "\n")
        #expect(project.generate("--style", "middleware").exitCode == 0)
        let path = "Sources/App/View/Screens/OrderScreenView.swift"
        let view = try #require(project.read(path))
        #expect(view.contains("mapStateToProps(state: store.orderState)"))
        try project.write(path, view.replacingOccurrences(of: "store.orderState", with: "store.state.orderState"))
        let run = project.generate("--style", "middleware")
        #expect(run.exitCode == 0, "\(run.error)")
        #expect(run.error.contains("warning: `store.state.orderState` reads every feature's state"), "\(run.error)")
        #expect(run.error.contains("note: read `store.orderState` instead"), "\(run.error)")
    }

    /// Owned files written when the middleware store was generic (`Store<AppState>`) no longer build:
    /// each use is an error at its line, with what to write, and the files are left as they are.
    @Test func aMiddlewareFileNamingTheGenericStore_isAnErrorAtEachUse() throws {
        let project = try ScratchProject()
        try project.write("Specs/Order.feature.yml", OwnedTransitionsTests.withHooks + "\n")
        #expect(project.generate("--style", "middleware").exitCode == 0)
        let live = "Sources/App/App/Store+Live.swift"
        let current = try #require(project.read(live))
        #expect(current.contains("extension Store {"))
        let old = current.replacingOccurrences(of: "extension Store {", with: "extension Store where State == AppState {")
            .replacingOccurrences(of: "-> Store {", with: "-> Store<AppState> {")
        try project.write(live, old)
        let run = project.generate("--style", "middleware")
        #expect(run.exitCode == 1)
        let line = try #require(old.components(separatedBy: "\n").firstIndex { $0.hasPrefix("extension Store where") }) + 1
        #expect(run.error.contains("\(live):\(line):1: error: `Store` is no longer generic"), "\(run.error)")
        #expect(run.error.contains("note: write `extension Store {`"), "\(run.error)")
        let uses = run.error.components(separatedBy: "note: write `Store`:").count - 1
        #expect(uses == old.components(separatedBy: "Store<AppState>").count - 1, "\(run.error)")
        #expect(project.read(live) == old)
    }

    @Test func aSkillViewReadingTheWholeStateIsAWarning_withTheFeaturesProperty() throws {
        let project = try ScratchProject()
        try project.write("Specs/Order.feature.yml", OwnedTransitionsTests.withHooks + "\n")
        #expect(project.generate().exitCode == 0)
        let path = "Sources/App/Features/Order/OrderView.swift"
        let view = try #require(project.read(path))
        #expect(view.contains("let state = store.orderState\n"))
        try project.write(path, view.replacingOccurrences(of: "store.orderState", with: "store.state.order"))
        let run = project.generate()
        #expect(run.exitCode == 0, "\(run.error)")
        #expect(run.error.contains("warning: `store.state.order` reads every feature's state"), "\(run.error)")
        #expect(run.error.contains("note: read `store.orderState` instead"), "\(run.error)")
    }
}

extension OwnedViewSendTests {
    /// An action the spec now sends on a view event (`trigger: appear`) that the developer's view never
    /// sends: it builds, but its effect never starts, so a warning names the action and where to send it.
    @Test(arguments: ["skill", "middleware", "svvs", "tca"])
    func aViewThatNeverSendsANewTriggeredActionIsAWarning(_ style: String) throws {
        let project = try ScratchProject()
        try project.write("Specs/Order.feature.yml", OwnedTransitionsTests.withHooks + "\n")
        #expect(project.generate("--style", style).exitCode == 0)
        try project.write(
            "Specs/Order.feature.yml",
            OwnedTransitionsTests.withHooks + "\n  appeared:\n    set: { count: 1 }\n    trigger: appear\n")
        let run = project.generate("--style", style)
        #expect(run.exitCode == 0, "\(run.error)")
        #expect(run.error.contains("never sends `appeared`, which the spec sends on `appear`"), "\(run.error)")
        #expect(run.error.contains("note: send it from `.task { … }`"), "\(run.error)")
        // A view featuregen writes afresh sends it: no warning.
        let (path, _, _) = Self.views[style]!
        try FileManager.default.removeItem(atPath: project.root + "/" + path)
        let fresh = project.generate("--style", style)
        #expect(fresh.exitCode == 0 && !fresh.error.contains("never sends"), "\(fresh.error)")
    }
}

/// A screen that starts pushing another (TCA): the developer's app view and preview, written before,
/// are reported where they no longer fit.
@Suite struct OwnedNavigationCheckTests {
    static let list = """
        feature: OrderList
        state:
          orders: "[Order] = []"
        actions:
          orderTapped:
            payload: Order
            set: {}
        models:
          Order: { id: Int, title: String }
        """
    static let detail = """
        feature: OrderDetail
        state:
          order: "Order = Order(id: 0, title: \\"\\")"
        """

    /// The list starts pushing the detail, which now takes its order from it.
    static func startPushing(in project: ScratchProject) throws {
        try project.write("Specs/OrderList.feature.yml", list.replacingOccurrences(
            of: "    set: {}\n", with: "    open: { detail: payload }\n") + "\nnavigation:\n  detail:\n    push: OrderDetail\n")
        try project.write("Specs/OrderDetail.feature.yml", detail.replacingOccurrences(
            of: "state:\n  order: \"Order = Order(id: 0, title: \\\"\\\")\"", with: "input: [order]\nstate:\n  order: Order") + "\n")
    }

    @Test func aScreenThatIsPushedNowIsReportedWhereTheOldCodeNamesIt() throws {
        let project = try ScratchProject()
        try project.write("Specs/OrderList.feature.yml", Self.list + "\n")
        try project.write("Specs/OrderDetail.feature.yml", Self.detail + "\n")
        #expect(project.generate("--style", "tca").exitCode == 0)
        try Self.startPushing(in: project)
        let run = project.generate("--style", "tca")
        #expect(run.exitCode == 1)
        let error = run.error.replacingOccurrences(of: project.root + "/", with: "")
        #expect(error.contains(
            "Sources/App/App/AppView.swift:33:57: error: the app no longer holds `orderDetail`: `OrderList` opens "
                + "`OrderDetail` (`detail`), and its state is on `OrderList`'s stack"), "\(error)")
        #expect(error.components(separatedBy: "the app no longer holds").count == 2, "reported once per link")
        #expect(error.contains("warning: `OrderListView` is shown without its navigation stack"), "\(error)")
        #expect(error.contains(
            "OrderDetailView.swift:22:34: error: `OrderDetailFeature.State()` no longer compiles: `OrderDetail` takes "
                + "`order: Order` from the screen that opens it"), "\(error)")
        #expect(error.contains("note: give it a value: `OrderDetailFeature.State(order: …)`"))
    }

    /// TCA: the list starts presenting the detail as a sheet; its view, written before, lacks the modifier.
    @Test func aScreenThatStartsPresentingIsReportedWhereItsViewLacksTheModifier() throws {
        let project = try ScratchProject()
        try project.write("Specs/OrderList.feature.yml", Self.list + "\n")
        try project.write("Specs/OrderDetail.feature.yml", Self.detail + "\n")
        #expect(project.generate("--style", "tca").exitCode == 0)
        try Self.startPushing(in: project)
        try project.write("Specs/OrderList.feature.yml", try #require(project.read("Specs/OrderList.feature.yml"))
            .replacingOccurrences(of: "push: OrderDetail", with: "sheet: OrderDetail"))
        let run = project.generate("--style", "tca")
        let error = run.error.replacingOccurrences(of: project.root + "/", with: "")
        #expect(error.contains(
            "Sources/App/App/AppView.swift:33:57: error: the app no longer holds `orderDetail`: `OrderList` opens "
                + "`OrderDetail` (`detail`), and its state is `OrderList`'s `destination`"), "\(error)")
        #expect(error.contains(
            "Sources/App/Features/OrderList/OrderListView.swift:10:10: warning: `OrderListView` does not present what "
                + "`OrderList` presents: its sheets, covers and popovers never appear"), "\(error)")
        #expect(error.contains("note: apply `.orderListDestinations(store)` to its body"), "\(error)")
        #expect(!error.contains("without its navigation stack"), "\(error)")
    }

    /// SVVS has no `.{f}Destinations` modifier: its view, edited, is not told to apply TCA's.
    @Test func svvsAViewOfAScreenThatPresentsIsNotToldToApplyTCAsModifier() throws {
        let project = try ScratchProject()
        try project.write("Specs/OrderList.feature.yml", Self.list + "\n")
        try project.write("Specs/OrderDetail.feature.yml", Self.detail + "\n")
        try Self.startPushing(in: project)
        try project.write("Specs/OrderList.feature.yml", try #require(project.read("Specs/OrderList.feature.yml"))
            .replacingOccurrences(of: "push: OrderDetail", with: "sheet: OrderDetail"))
        #expect(project.generate("--style", "svvs").exitCode == 0)
        let view = "Sources/App/Views/OrderListView.swift"
        try project.write(view, try #require(project.read(view)) + "\n// edited\n")
        let run = project.generate("--style", "svvs")
        #expect(!run.error.contains("Destinations(store)"), "\(run.error)")
    }

    /// skill: the list starts presenting the detail as a sheet. Its container, written before, lacks the
    /// modifier that presents it, and the preview state sets the detail's fields without presenting it.
    @Test func skillAScreenThatStartsPresentingIsReportedWhereItsContainerLacksTheModifier() throws {
        let project = try ScratchProject()
        try project.write("Specs/OrderList.feature.yml", Self.list + "\n")
        try project.write("Specs/OrderDetail.feature.yml", Self.detail + "\n")
        #expect(project.generate().exitCode == 0)
        try Self.startPushing(in: project)
        try project.write("Specs/OrderList.feature.yml", try #require(project.read("Specs/OrderList.feature.yml"))
            .replacingOccurrences(of: "push: OrderDetail", with: "sheet: OrderDetail"))
        let run = project.generate()
        let error = run.error.replacingOccurrences(of: project.root + "/", with: "")
        #expect(error.contains(
            "Sources/App/Features/OrderList/OrderListView.swift:9:10: warning: `OrderListView` does not present what "
                + "`OrderList` presents: its sheets, covers and popovers never appear"), "\(error)")
        #expect(error.contains("note: apply `.orderListDestinations()` to the view `OrderListContainerView` shows"),
            "\(error)")
        #expect(error.contains("note: open it first: `state.navigation.orderListDestination = .detail`"), "\(error)")
    }

    /// middleware: the list starts presenting the detail; its screen view, written before, lacks the modifier.
    @Test func middlewareAScreenThatStartsPresentingIsReportedWhereItsScreenViewLacksTheModifier() throws {
        let project = try ScratchProject()
        try project.write("Specs/OrderList.feature.yml", Self.list + "\n")
        try project.write("Specs/OrderDetail.feature.yml", Self.detail + "\n")
        #expect(project.generate("--style", "middleware").exitCode == 0)
        try Self.startPushing(in: project)
        try project.write("Specs/OrderList.feature.yml", try #require(project.read("Specs/OrderList.feature.yml"))
            .replacingOccurrences(of: "push: OrderDetail", with: "sheet: OrderDetail"))
        let run = project.generate("--style", "middleware")
        let error = run.error.replacingOccurrences(of: project.root + "/", with: "")
        #expect(error.contains(
            "warning: `OrderListScreenView` does not present what `OrderList` presents: its sheets, covers and "
                + "popovers never appear"), "\(error)")
        #expect(error.contains("note: apply `.orderListDestinations()` to the body of `OrderListScreenView`"), "\(error)")
    }

    /// skill: the detail's state becomes a slot of `AppState` that is `nil` until the list opens it.
    @Test func skillAViewThatReadsTheScreensStateAsAlwaysThereIsReported() throws {
        let project = try ScratchProject()
        try project.write("Specs/OrderList.feature.yml", Self.list + "\n")
        try project.write("Specs/OrderDetail.feature.yml", Self.detail + "\n")
        #expect(project.generate().exitCode == 0)
        try Self.startPushing(in: project)
        let run = project.generate()
        #expect(run.exitCode == 1)
        let error = run.error.replacingOccurrences(of: project.root + "/", with: "")
        #expect(error.contains(
            "OrderDetailView.swift:27:19: error: `store.orderDetailState` is optional now: `OrderList` opens "
                + "`OrderDetail` (`detail`), and its state exists only while it is open"), "\(error)")
        #expect(error.contains("note: unwrap it once: `if let state = store.orderDetailState { … }`"), "\(error)")
        #expect(error.components(separatedBy: "is optional now").count == 2, "reported once per file")
        #expect(error.contains(
            "AppStore+Live.swift:44:5: error: `state.orderDetail` is `nil` until `OrderList` opens `OrderDetail` (`detail`)"),
            "\(error)")
        #expect(error.contains(
            "note: open it first: `state.navigation.orderList = [.detail]` and "
                + "`state.orderDetail = OrderDetailState(order: …)`"), "\(error)")

        // Named by a file's very first tokens, with nothing before them to look back at: no crash, and
        // a bare mention (no member read, no assignment) is not reported.
        let listView = "Sources/App/Features/OrderList/OrderListView.swift"
        try project.write(listView, "store.orderDetailState\n" + (try #require(project.read(listView))))
        let again = project.generate()
        #expect(again.exitCode == 1)
        #expect(again.error.contains("`state.orderDetail` is `nil` until"), "\(again.error)")
        #expect(!again.error.contains("OrderListView.swift:1:"), "\(again.error)")
    }

    /// middleware: the same slot, `AppState.orderDetailState`, read through `store.state`.
    @Test func middlewareAScreenViewThatReadsTheScreensStateAsAlwaysThereIsReported() throws {
        let project = try ScratchProject()
        try project.write("Specs/OrderList.feature.yml", Self.list + "\n")
        try project.write("Specs/OrderDetail.feature.yml", Self.detail + "\n")
        #expect(project.generate("--style", "middleware").exitCode == 0)
        try Self.startPushing(in: project)
        let run = project.generate("--style", "middleware")
        #expect(run.exitCode == 1)
        let error = run.error.replacingOccurrences(of: project.root + "/", with: "")
        // `mapStateToProps(state: store.orderDetailState)`: passed whole, where a value is needed.
        #expect(error.contains(
            "OrderDetailScreenView.swift:13:42: error: `store.orderDetailState` is optional now: `OrderList` "
                + "opens `OrderDetail` (`detail`), and its state exists only while it is open"), "\(error)")
        #expect(error.contains("note: unwrap it once: `if let state = store.orderDetailState { … }`"), "\(error)")
        #expect(error.contains("error: `state.orderDetailState` is `nil` until `OrderList` opens `OrderDetail` (`detail`)"),
            "\(error)")
        #expect(error.contains(
            "note: open it first: `state.navigationState.orderList = [.detail]` and "
                + "`state.orderDetailState = OrderDetailState(order: …)`"), "\(error)")

        // A view older still reads it through the whole state.
        let view = "Sources/App/View/Screens/OrderDetailScreenView.swift"
        try project.write(view, try #require(project.read(view)).replacingOccurrences(
            of: "store.orderDetailState", with: "store.state.orderDetailState"))
        let again = project.generate("--style", "middleware").error
        #expect(again.contains(
            "OrderDetailScreenView.swift:13:42: error: `store.state.orderDetailState` is optional now"), "\(again)")
    }
}
