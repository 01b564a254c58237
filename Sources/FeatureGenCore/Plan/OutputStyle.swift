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

        /// The default style.
        public static let `default` = Name.skill

        /// `` `skill`, `middleware` or `svvs` `` for messages.
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
    }

    struct FileRule: Sendable {
        /// A template of the style's folder or of `Templates/shared/`.
        var template: String
        /// Path relative to the scope's root; `{F}` is the feature name.
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
    }

    /// How a view's container reaches the store, and how the view reads what it shows.
    struct ViewWiring: Sendable {
        /// Where the container reads the feature's state (`store.state.{f}`).
        var state: String
        /// The expression that sends a message (`{message}`: the message built by `MessageEncoding`).
        var send: String
        /// How the view's body reads a value, a binding and a callback (`{name}`).
        var access: ViewBody.Access
    }

    /// How the generated tests drive the style's code: the statements the test view model writes, so
    /// that it can lay them out to fit in 100 columns (the templates write everything else). `{message}`
    /// is a message built by `MessageEncoding`; `{F}` and `{f}` as in `Names`; `{state}` is the feature's
    /// property in the root state (`Names.stateProperty`).
    struct TestWiring: Sendable {
        /// A reducer test's run of one message on `state` (the feature's state).
        var reduce: String
        /// A store test's sending of a message through `store`, awaiting everything it starts.
        var send: String
        /// The same for a message that starts no effect, when the style sends it another way (SVVS: a
        /// method call with no task to await); nil for `send`.
        var sendStartingNothing: String? = nil
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
    }

    let name: Name
    let rules: [FileRule]
    /// Templates included by others (`{{>StoreTestCase}}`), not rendered as files of their own.
    var partials: [String] = []
    let names: Names
    let messages: MessageEncoding
    let view: ViewWiring
    let tests: TestWiring
    /// What an effect's argument expressions call the state (`state`: the feature's state; or a path
    /// from the root state, `state.{f}State`).
    var effectState = "state"
    /// What the code that applies a `set` calls the state (`state`, or `self` in a view state).
    var setState = "state"
    /// The template that writes a feature's view and can take one `extract --generate` converted from a
    /// prototype (`ConvertedView`); nil when the style's view cannot (its starting view is written).
    var convertedViewTemplate: String?
    /// The type names a spec's models cannot take (`Validate/ReservedNames.swift`).
    let reserved: ReservedNames
    /// Values the style's App templates need that Mustache cannot compute (such as whether a line fits
    /// in 100 columns), per feature of the run.
    var appEntry: @Sendable (_ feature: Feature, _ style: OutputStyle) -> [String: MustacheValue] = { _, _ in [:] }

    static func named(_ name: Name) -> OutputStyle {
        switch name {
        case .skill: .skill
        case .middleware: .middleware
        case .svvs: .svvs
        }
    }

    /// Every template name the style uses (the set `--templates` may override): the files' templates and
    /// the partials they include.
    var templateNames: [String] { rules.map(\.template) + partials }

    /// `pattern` with `{F}`, `{f}`, `{m}` and `{M}` filled in (`message` is a message's spec name).
    func name(_ pattern: String, feature: String, message: String? = nil) -> String {
        Self.fill(pattern, feature: feature, message: message)
    }

    static func fill(_ pattern: String, feature: String, message: String? = nil) -> String {
        var result = pattern.replacing("{F}", with: feature)
            .replacing("{f}", with: SwiftNames.lowerCamel(feature))
        if let message {
            result = result.replacing("{M}", with: SwiftNames.upperFirst(message)).replacing("{m}", with: message)
        }
        return result
    }
}

extension OutputStyle.Name {
    /// The service (or repository) the developer implements for `feature`, and its file, relative to
    /// the sources output: what `new` tells the developer to write next.
    public func developerService(for feature: String) -> (type: String, path: String) {
        let style = OutputStyle.named(self)
        let type = style.name(style.names.liveService, feature: feature)
        let rule = style.rules.first { $0.scope == .feature && $0.path.hasSuffix("/" + style.names.liveService + ".swift") }
        return (type, style.name(rule?.path ?? style.names.liveService + ".swift", feature: feature))
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
        }
    }
}
