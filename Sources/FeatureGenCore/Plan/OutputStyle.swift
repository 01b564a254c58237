import Mustache

/// An output style: the architecture the generated code follows. A style is this table plus its
/// template folder (`Templates/<name>/`, with `Templates/shared/` for what styles share); the plan is
/// the same for every style. The table says which template makes which file, where it goes, who owns
/// it and when it exists; what the generated types are called; how a message is written in Swift; how
/// a view reaches the store; and which names a spec cannot take. A new style is a new table
/// (`Plan/Styles/`) and a new template folder.
public struct OutputStyle: Sendable {
    /// The styles featuregen generates (`--style`, `style:` in `featuregen.yml`).
    public enum Name: String, Sendable, CaseIterable, Equatable, Hashable {
        /// The Redux-style code of the screen-architecture skill (seed 000): one `AppStore`, action
        /// enums, `static` reducers, effects returned as values.
        case skill
        /// Redux with middleware (seed 003): a generic `Store<State>`, one action struct per message,
        /// reducer functions, middleware that runs effects through repositories.
        case middleware
        /// Store / ViewState / View (seed 002): shared `@Observable` stores per data domain, a view
        /// state per screen with event methods, views that own their view state.
        case svvs
        /// The Composable Architecture 1.25 (seed 004): a `@Reducer` per feature, a
        /// `@DependencyClient` per feature, an `AppFeature` that scopes them, `TestStore` tests.
        case tca

        /// The default style.
        public static let `default` = Name.skill

        /// `` `skill`, `middleware`, `svvs` or `tca` `` for messages.
        public static var choices: String {
            let names = allCases.map { "`\($0.rawValue)`" }
            return names.dropLast().joined(separator: ", ") + " or " + names.last!
        }
    }

    enum Scope: Sendable {
        /// Once per feature, under the sources output.
        case feature
        /// Once per run (the App wiring), under the sources output.
        case app
        /// Once per feature, under the tests output.
        case featureTests
        /// Once per run, under the tests output.
        case appTests
        /// Once per shared store that the run's fields name (`store: OrderStore`), under the sources
        /// output: `{S}` in the path is the store's name. Its context lists the stores it declares
        /// (one; all of them at a rule's `fixedPath`).
        case store
    }

    /// When a feature's file exists (a run with fixed outputs writes every generated one).
    enum Condition: Sendable {
        case always
        /// The feature declares models or state enums.
        case hasTypes
        /// The feature declares models.
        case hasModels
        /// Some message has no `set`: a transition the developer writes.
        case hasTransitions
        /// The spec has examples.
        case hasExamples
        /// The feature pushes screens: it owns a navigation stack.
        case ownsStack
        /// The feature presents screens (sheets, covers, popovers).
        case presents
    }

    struct FileRule: Sendable {
        /// A template of the style's folder or of `Templates/shared/`.
        var template: String
        /// Path relative to the scope's root; `{F}` is the feature name, `{A}` what the App types begin with.
        var path: String
        var ownership: Ownership
        var scope: Scope
        var condition: Condition = .always
        /// For `.store` rules: the one file that holds every store when the run's outputs must be
        /// known before the specs are read (the build plugin), since store names come from the specs.
        var fixedPath: String? = nil
    }

    /// Names of the generated types, as patterns: `{F}` is the feature's name, `{f}` its lower-camel
    /// form, `{m}` a message's name and `{M}` the same with its first letter capitalised.
    struct Names: Sendable {
        /// The feature's state (`{F}State`).
        var state = "{F}State"
        /// The type a message is: the feature's action enum (`{F}Action`) or one struct per message
        /// (`{F}{M}Action`).
        var message: String
        /// The protocol effects call, its live implementation (the developer's), the preview double the
        /// app's starting file declares, and the tests' mock.
        var service: String
        var liveService: String
        var previewService: String
        var mockService: String
        /// The feature's state inside the root state (`state.{f}`).
        var stateProperty: String
        /// A transition the developer writes, as the generated reducer calls it.
        var transition: String
        /// Appended to the feature's property in the root state when that name is a Swift keyword
        /// (`Default` → `default`), for a style that cannot write it with backticks (TCA: the
        /// `@ObservableState` macro expands a property written `` `default` `` into invalid code).
        var keywordStatePropertySuffix: String?
        /// Other names that take the suffix (TCA: `never`, which CasePaths' `Case` declares, so the
        /// case key path `\.never` would not reach the feature's case).
        var suffixedStateProperties: Set<String> = []
    }

    /// The error the developer's skeletons (live services, preview doubles) throw until they are written:
    /// `throw ServiceNotImplemented(requirement: "OrderService.fetchOrders()")`.
    /// A package the generated code imports: where it comes from, the version the templates are
    /// checked against, and the product (and module) the code imports.
    struct Library: Sendable {
        var url: String
        var version: String
        var product: String
        /// `swift-composable-architecture`: the package's identity, from the URL.
        var identity: String { String(url.split(separator: "/").last ?? "") }
    }

    struct SkeletonError: Sendable {
        var type = "ServiceNotImplemented"
        /// Its one property, which names what is missing.
        var property = "requirement"
        /// What throws it, for its doc comment ("the service skeletons").
        var thrownBy = "service"
        /// The doc comment's example of the property's value.
        var example = "OrderService.fetchOrders()"

        /// The statement that throws it for `missing` (`CatalogClient.searchItems(query:page:)`).
        func throwing(_ missing: String) -> String { "throw \(type)(\(property): \"\(missing)\")" }

        var context: [String: MustacheValue] {
            [
                "skeletonErrorType": .string(type), "skeletonErrorProperty": .string(property),
                "skeletonErrorThrownBy": .string(thrownBy), "skeletonErrorExample": .string(example),
            ]
        }
    }

    /// How a view's container reaches the store, and how the view reads what it shows.
    struct ViewWiring: Sendable {
        /// Where the container reads the feature's state (`store.{lowerF}State`, `store.state.{state}`).
        var state: String
        /// The expression that sends a message (`{message}`: the message built by `MessageEncoding`).
        var send: String
        /// How the view's body reads a value, a binding and a callback (`{name}`).
        var access: ViewBody.Access

        /// `pattern` with `{f}` (the feature's escaped lower-camel name), `{lowerF}` (the same unescaped,
        /// for names built from it: `store.{lowerF}State`) and `{state}` (its property in the root
        /// state, `state`) filled in.
        func filling(_ pattern: String, feature: String, state: String) -> String {
            pattern.filling("{f}", with: SwiftNames.escaped(SwiftNames.lowerCamel(feature)))
                .filling("{lowerF}", with: SwiftNames.lowerCamel(feature))
                .filling("{state}", with: SwiftNames.escaped(state))
        }
    }

    /// How the generated tests drive the style's code: the statements the test view model writes, so
    /// that it can lay them out to fit in 100 columns (the templates write everything else). `{message}`
    /// is a message built by `MessageEncoding`; `{F}` and `{f}` as in `Names`; `{state}` is the feature's
    /// property in the root state (`Names.stateProperty`).
    struct TestWiring: Sendable {
        /// A reducer test's run of one message on `state` (the feature's state).
        var reduce: String
        /// `reduce` calls a pure reducer, which a `when:` does not guard (the store asks first): a
        /// guarded message keeps its reducer test. Elsewhere its examples test it.
        var reduceIgnoresWhen = false
        /// A store test's sending of a message through `store`, awaiting everything it starts.
        var send: String
        /// The same for a message that starts no effect, when the style sends it another way (SVVS: a
        /// method call with no task to await); nil for `send`.
        var sendStartingNothing: String? = nil
        /// The same for a message that pushes a screen, when waiting for its effects would never end
        /// (TCA: the stack keeps an effect running for each screen on it); nil for the above.
        var sendOpening: String? = nil
        /// Starts a message's run through the store without waiting for it: a task the test cancels or
        /// finishes (`store.send(.{f}({message}))`). A style with it gets a store test of each effect
        /// policy per feature; nil where the style tests policies otherwise (SVVS: `reduce` starts runs).
        var startRun: String? = nil
        /// For an example's message that leaves a run in flight (`pending`): sending it without
        /// waiting (nil: `startRun`), and waiting for that run at the end (`{run}`: the run's name; nil
        /// when the test waits for the whole store at once with `finishAll`, lines split at `\n`).
        var inFlightSend: String? = nil
        var finishRun: String? = "await {run}.finish()"
        var finishAll: String? = nil
        /// The gate a held call waits at, the wait for debounce waits begun and asleep (`{begun}`,
        /// `{asleep}`; nil where the style's clock cannot tell), and the clock's advance (`{duration}`).
        var gate = "{mock}.gate"
        var clockWait: String? = "await clock.waitFor(begun: {begun}, asleep: {asleep})"
        var advance = "clock.advance(by: {duration})"
        /// After the advance: the check that no wait is longer (`{effect}`, `{wait}`: its name and its
        /// wait in words), which wakes any that is so that a wrong wait fails the test, not hangs it.
        /// Nil where the style's clock cannot tell (its store's `finish` times out instead).
        var allAwake: String? = "clock.expectAllAwake(\"`{effect}` waits only {wait}\")"
        /// The store type the tests make with `withMocks`.
        var store = "{A}Store"
        /// The feature's state in a store test's root state `state`, and in the store.
        var state = "state.{state}"
        var storeState = "store.state.{state}"
        /// The test's mock service (or repository), and the parameter of `withMocks` that takes it.
        var mock: String
        var mockParameter: String
        /// For a style that tests one effect on its own: the check that it sent exactly the result
        /// `dispatched`, of type `{type}`.
        var sentResult: String?
        /// The feature's state is no value to compare with `==` (SVVS: a view state and its stores):
        /// tests check field by field, one test per message, and the effect policies feature by feature.
        var checksFieldByField = false
        /// The calls the test's double recorded (`{mock}`: the mock), and their type (nil: the mock's
        /// nested `Call`).
        var calls = "{mock}.calls"
        var callType: String? = nil
        /// For a style whose tests state every step's change (TCA's exhaustive `TestStore`): sending a
        /// message without waiting for its effects, receiving a result (`{message}`: its name), and one
        /// changed field (`{field}`, `{value}`). A statement is followed by ` {`, its changes and `}`
        /// when it changes something.
        var stepSend: String?
        var receive: String?
        var change: String?
        /// For a style whose tests make their own doubles (TCA: endpoints overridden per test): how an
        /// endpoint records a call (`{call}`, as the call enum builds it) in the test's `{mock}`.
        var record: String?
        /// For a style with a root reducer that scopes the features (TCA's `AppFeature`): a message sent
        /// to the root for one feature, and a change of that feature's field (`{f}`, `{state}`,
        /// `{message}`, `{field}`, `{value}`).
        var appStep: String?
        var appChange: String?
        /// For a style that states every step's change: a screen pushed onto the feature's stack
        /// (`{id}`: its stack ID, `{destination}`, `{feature}`: the screen's feature, `{arguments}`: its inputs).
        var push: String?
        /// And a screen it closed (`{id}`).
        var pop: String?
        /// For a style that states every step's change: the screen presented (`{destination}`,
        /// `{feature}`, `{arguments}`, as `push`), and the presentation closed.
        var present: String?
        var presentationClosed: String?
        /// An example's `edit.dismiss` of a presented screen: the system closes it (a swipe down;
        /// `{destination}`: its name).
        var systemDismiss: String?
        /// For a style whose stack is in the feature's state (svvs, tca): the stack a test starts with,
        /// assigned to the state's `path` (`{elements}`: each screen as `stackElement`, `{destination}`,
        /// `{state}`: the screen's state type, `{arguments}`: its inputs).
        var startStack: String?
        var stackElement: String?
        /// For a style whose stacks live in the root state (skill, middleware): an example's `path` checked
        /// on the store: the feature's stack (`{stack}`, `{routes}`), then each pushed screen's state (`{p}`:
        /// its feature in lowerCamel, `{screen}`: its state type, `{arguments}`: its inputs).
        var pathStack: String?
        var pathScreen: String?
        /// And each screen the feature pushes that is not on it: closed, its state gone (`{p}`).
        var pathClosed: String?
        /// The same for an example's `destination`: what the feature presents (`{presenter}`: its
        /// destination in the navigation state, `{value}`: `.newOrder` or `nil`), then the screens as above.
        var destinationCheck: String?
        /// An example's `detail.dismiss`: the system pops the screen and those above it (`{F}`: the
        /// feature; `{routes}`: the stack left; `{id}`: the popped screen's stack ID). Where popping
        /// several screens reads otherwise, `systemPopSeveral` (`{count}`: how many go).
        var systemPop: String?
        var systemPopSeveral: String?
        /// Where the test pops the stack itself (SVVS): first, that the screens are there (`{count}`: how
        /// many the steps so far opened), so code that never pushed fails the test instead of crashing it.
        var systemPopRequirement: String?
        /// For a style that checks field by field (SVVS): the stack after the pushes (`{count}`: its size)
        /// and its last screen (`{destination}`), bound as `pushed` when it has inputs (`{binding}`), then
        /// each input it holds (`{label}`, `{value}`).
        var pushCheck: [String] = []
        var pushedInput: String?
        /// And that the stack is empty (`path: []`, or every screen closed).
        var emptyStackCheck: String?
        /// Then the pushed screen closes itself (`{remaining}`: the stack's size after).
        var pushedDismissal: [String] = []
        /// The same for a presentation: the screen presented (`{destination}`, bound as `presented`),
        /// each input it holds, that nothing is presented, and that it closes itself.
        var presentCheck: [String] = []
        var presentedInput: String?
        var noPresentationCheck: String?
        var presentedDismissal: [String] = []
        /// That a test's screen asked its opener to close it, and that it did not (the test's stand-in
        /// for the opener counts the requests; skill: its slot in the root state is gone).
        var dismissed = "dismissed > 0"
        var staysOpen = "dismissed == 0"
    }

    let name: Name
    /// What the App wiring types begin with (`{A}` in the table): `App` unless the run names another.
    private(set) var app = AppName.default
    /// The App wiring types that begin with it (`AppState`, `AppStore`, …).
    private(set) var appTypes: [String] = []
    private(set) var rules: [FileRule]
    /// Templates included by others (`{{>StoreTestCase}}`), not rendered as files of their own.
    var partials: [String] = []
    let names: Names
    let messages: MessageEncoding
    let view: ViewWiring
    private(set) var tests: TestWiring
    /// What an effect's argument expressions call the state (`state`: the feature's state; or a path
    /// from the root state, `state.{f}State`).
    var effectState = "state"
    /// The same for a screen another one opens, whose state the style unwraps from its slot first
    /// (middleware: `guard let {f}State = state.{f}State`); nil: `effectState`.
    var openedEffectState: String?
    /// What the code that applies a `set` calls the state (`state`, or `self` in a view state).
    var setState = "state"
    /// What `now` and `uuid` in a `set` or `when` become (`AppDependencies.now()`); a style without an
    /// entry declares the names itself (TCA: `@Dependency(\.date.now) var now` in the reducer).
    var dependencies: [DependencyValue: String] = [.now: "{A}Dependencies.now()", .uuid: "{A}Dependencies.uuid"]
    var skeletonError = SkeletonError()
    /// A throttled effect's last call lives in the feature's state (TCA, whose runtime keeps no memory of
    /// runs), not in the style's runtime: `Feature.keepingThrottlesInState()`.
    var keepsThrottlesInState = false
    /// Screens are opened and closed on the root state (skill: `AppNavigation`), not in the opener's
    /// reducer, which then reads no `open:` value.
    var navigatesFromRoot = false
    /// A feature's message as the root's code names it (`{message}`: the feature's own; `{f}`): the
    /// root's navigation matches it and its tests send it to the root reducer. skill: `.order({message})`.
    var rootMessage = "{message}"
    /// The package the style's code imports (TCA), which the developer's package must depend on; nil
    /// when the toolchain is enough.
    var library: Library?
    /// The template that writes a feature's view and can take one `extract --generate` converted from a
    /// prototype (`ConvertedView`); nil when the style's view cannot (its starting view is written).
    var convertedViewTemplate: String?
    /// What an earlier featuregen wrote into files now the developer's, and no longer builds.
    var retired: [RetiredSpelling] = []
    /// The type names a spec's models cannot take (`Validate/ReservedNames.swift`).
    private(set) var reserved: ReservedNames
    /// Values the style's App templates need that Mustache cannot compute (such as whether a line fits
    /// in 100 columns), per feature of the run.
    var appEntry: @Sendable (_ feature: Feature, _ style: OutputStyle) -> [String: MustacheValue] = { _, _ in [:] }

    /// Lays out, for the style's feature templates, what must fit in 100 columns and Mustache cannot
    /// measure: it adds values (lines, or whether a line fits) to a feature's context.
    var featureLayout: @Sendable (_ context: inout [String: MustacheValue]) -> Void = { _ in }

    /// The style's table for a run whose App wiring types begin with `app` (`AppState`, or
    /// `ShopState` with `app: Shop` in `featuregen.yml`): `{A}` in the table's paths and names.
    static func named(_ name: Name, app: String = AppName.default) -> OutputStyle {
        let table: OutputStyle =
            switch name {
            case .skill: .skill
            case .middleware: .middleware
            case .svvs: .svvs
            case .tca: .tca
            }
        return table.forApp(app)
    }

    private func forApp(_ app: String) -> OutputStyle {
        var style = self
        style.app = app
        style.rules = rules.map { rule in
            var rule = rule
            rule.path = rule.path.filling("{A}", with: app)
            return rule
        }
        style.tests.store = tests.store.filling("{A}", with: app)
        style.dependencies = dependencies.mapValues { $0.filling("{A}", with: app) }
        style.reserved.supportTypes = Set(reserved.supportTypes.map { $0.filling("{A}", with: app) })
        style.appTypes = reserved.supportTypes.filter { $0.hasPrefix("{A}") }.map { $0.filling("{A}", with: app) }.sorted()
        return style
    }

    /// Every template name the style uses (the set `--templates` may override): the files' templates and
    /// the partials they include.
    var templateNames: [String] { rules.map(\.template) + partials }

    /// The root state's property holding `NavigationState` (`navigation`, `navigationState`): named as
    /// a feature's part is, which is why no feature may be called `Navigation` where it exists.
    var navigationProperty: String { statePropertyName("Navigation") }

    /// `message` of `feature` (as its own code builds or matches it) as the root's code names it.
    func messageAtRoot(_ message: String, feature: String) -> String {
        rootMessage.replacing("{f}", with: SwiftNames.escaped(SwiftNames.lowerCamel(feature)))
            .replacing("{message}", with: message)
    }

    /// The feature's property in the root state (`order`, `orderState`), unescaped.
    func statePropertyName(_ feature: String) -> String {
        let name = self.name(names.stateProperty, feature: feature)
        guard let suffix = names.keywordStatePropertySuffix,
            SwiftNames.escaped(name) != name || names.suffixedStateProperties.contains(name)
        else { return name }
        return name + suffix
    }

    /// `pattern` with `{F}`, `{f}`, `{m}` and `{M}` filled in (`message` is a message's spec name).
    func name(_ pattern: String, feature: String, message: String? = nil) -> String {
        Self.fill(pattern, feature: feature, message: message)
    }

    static func fill(_ pattern: String, feature: String, message: String? = nil) -> String {
        // Most patterns name the feature only once or not at all: nothing to fill without a `{`.
        guard pattern.utf8.contains(UInt8(ascii: "{")) else { return pattern }
        var result = pattern.filling("{F}", with: feature)
        if result.utf8.contains(UInt8(ascii: "{")) { result = result.filling("{f}", with: SwiftNames.lowerCamel(feature)) }
        if let message {
            result = result.filling("{M}", with: SwiftNames.upperFirst(message)).filling("{m}", with: message)
        }
        return result
    }
}

extension OutputStyle.Condition {
    func holds(for model: FeatureViewModel) -> Bool {
        switch self {
        case .always: true
        case .hasTypes: !model.feature.models.isEmpty || !model.feature.enums.isEmpty
        case .hasModels: !model.feature.models.isEmpty
        case .hasTransitions: model.messages.contains(where: \.isHook)
        case .hasExamples: !model.feature.examples.isEmpty
        case .ownsStack: model.feature.ownsStack
        case .presents: model.feature.presents
        }
    }
}
