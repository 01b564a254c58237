import Mustache

/// Where a run writes and what the generated code is called.
public struct GenerateOptions: Sendable {
    /// Folder for the feature sources and the App wiring (e.g. `Sources/App`).
    public var output: String
    /// Folder for the generated tests (e.g. `Tests/AppTests`); `nil` writes no tests.
    public var testsOutput: String?
    /// The module the tests `@testable import`.
    public var module: String
    /// Write only featuregen-owned files (the build plugin: the developer's come from `new`).
    public var generatedOnly: Bool
    /// Write only the developer's files (the command plugin's `new`: the build plugin makes the rest).
    public var ownedOnly: Bool
    /// Every generated file of a feature even when it would be empty (Models, Samples): the build
    /// plugin must declare its outputs before the spec is read, so they follow from the file name alone.
    public var fixedOutputs: Bool
    /// Which groups of files the run makes (the build plugin runs one command per group).
    public var parts: GeneratedParts
    /// `#sourceLocation` directives around spec expressions, so the compiler reports their errors at the
    /// spec's line (`--source-locations`; the build plugin always). Off, a `// Order.feature.yml:10`
    /// comment says where a reducer case comes from, and debuggers step through the Swift file.
    public var sourceLocations: Bool
    /// The architecture of the generated code (`--style`, `style:` in `featuregen.yml`).
    public var style: OutputStyle.Name
    /// What the App wiring types begin with (`--app`, `app:` in `featuregen.yml`; `AppName`).
    public var app: String
    /// Each spec as its tests name it (`SpecFile`, where a failing example is reported), by feature name:
    /// relative to the tests folder, or absolute. `FeatureGenerator` fills it in; a feature missing here
    /// is found from `testsOutput` and its spec path as written (`specPath(fromTestsOf:)`).
    public var testSpecPaths: [String: String] = [:]

    public init(
        output: String, testsOutput: String? = nil, module: String = "App", generatedOnly: Bool = false,
        ownedOnly: Bool = false, fixedOutputs: Bool = false, parts: GeneratedParts = .all,
        sourceLocations: Bool = false, style: OutputStyle.Name = .default, app: String = AppName.default
    ) {
        self.app = app
        self.sourceLocations = sourceLocations
        self.style = style
        self.output = output
        self.testsOutput = testsOutput
        self.module = module
        self.generatedOnly = generatedOnly
        self.ownedOnly = ownedOnly
        self.fixedOutputs = fixedOutputs
        self.parts = parts
    }
}

extension GenerateOptions {
    /// The spec of `feature` relative to the tests folder, both taken as written (relative to the same
    /// folder), or its absolute path.
    func specPath(fromTestsOf feature: Feature) -> String {
        guard !feature.specPath.hasPrefix("/"), let tests = testsOutput, !tests.hasPrefix("/") else {
            return feature.specPath
        }
        // Both relative to one folder: any folder will do to resolve `.` and `..`.
        let base = "/base"
        return SpecSchema.relativePath(
            WritePath.absolute(feature.specPath, base: base), from: WritePath.absolute(tests, base: base))
    }
}

/// The groups of files a run can make.
public struct GeneratedParts: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Each feature's sources (State, Action, Reducer, …).
    public static let featureSources = GeneratedParts(rawValue: 1)
    /// The App wiring (in the skill style: AppState, AppAction, AppReducer, AppStore, AppServices,
    /// Effect, AppSupport) and the app's own starting file (`AppStore+Live.swift`).
    public static let appWiring = GeneratedParts(rawValue: 2)
    /// Each feature's tests and the shared test support.
    public static let tests = GeneratedParts(rawValue: 4)
    public static let all: GeneratedParts = [.featureSources, .appWiring, .tests]
}

/// Stage 3: from validated features to the files of one run, rendered.
public enum Planner {
    /// `views`: feature name → the view `extract` carried over from its prototype, written in place of
    /// the starting view.
    public static func plan(
        _ specFeatures: [Feature], options: GenerateOptions, templates: TemplateSet, views: [String: ConvertedView] = [:],
        diagnostics: DiagnosticCollector
    ) -> FilePlan {
        let style = OutputStyle.named(options.style, app: options.app)
        let features = style.keepsThrottlesInState ? specFeatures.map { $0.keepingThrottlesInState() } : specFeatures
        // The run's tables of models, enums and fixtures, built once: every feature and the App wiring
        // look types up in them (building them per feature made the run quadratic in its features).
        let fixtures = Fixtures(features: features)
        let previews = PreviewValues(features: features)
        let screens = PreviewModel(features: features, style: style, values: previews, navigation: fixtures.navigation)
        let app = AppViewModel(
            features: features, module: options.module, style: style, fixtures: fixtures, previews: screens
        ).context
        // Feature by feature (sources, then tests), then the App wiring: the order the summary lists them in.
        let rules = style.rules.filter { rule in
            !(options.generatedOnly && rule.ownership == .owned) && !(options.ownedOnly && rule.ownership == .generated)
                && options.parts.contains(part(of: rule.scope))
        }
        @Sendable func root(_ rule: OutputStyle.FileRule) -> String? {
            switch rule.scope {
            case .feature, .app, .store: options.output
            case .featureTests, .appTests: options.testsOutput
            }
        }
        @Sendable func applies(_ rule: OutputStyle.FileRule, _ model: FeatureViewModel) -> Bool {
            (options.fixedOutputs && rule.ownership == .generated) || rule.condition.holds(for: model)
        }
        // Features are independent: planned on all cores, kept in spec order.
        var files = features.concurrentMap { feature in
            let model = FeatureViewModel(
                feature: feature, style: style, fixtures: fixtures, previews: previews,
                sourceLocations: options.sourceLocations, convertedView: views[feature.name])
            var context = model.context.objectValue
            context["module"] = .string(options.module)
            context.merge(screens.screenContext(for: feature)) { $1 }
            var testContext = context
            let specFromTests = options.testSpecPaths[feature.name] ?? options.specPath(fromTestsOf: feature)
            testContext.merge(TestViewModel(model: model, specPathFromTests: specFromTests).context) { $1 }
            var featureFiles: [PlannedFile] = []
            for rule in rules where [.feature, .featureTests].contains(rule.scope) && applies(rule, model) {
                guard let root = root(rule) else { continue }
                featureFiles.append(
                    render(rule, root: root, name: feature.name, app: options.app,
                           context: .object(rule.scope == .featureTests ? testContext : context),
                           source: feature.specPath, templates: templates))
            }
            return featureFiles
        }.flatMap { $0 }
        let sources = sourceList(features.map(\.specPath))
        for rule in rules where [.app, .appTests].contains(rule.scope) {
            guard let root = root(rule) else { continue }
            files.append(
                render(rule, root: root, name: nil, app: options.app, context: app, source: sources, templates: templates))
        }
        // One file per shared store, or all of them in one when the outputs are fixed before the specs are read.
        let stores = StoreModel.stores(of: features)
        for rule in rules where rule.scope == .store {
            let groups = options.fixedOutputs
                ? [(rule.fixedPath ?? rule.path, stores)]
                : stores.map { (rule.path.replacing("{S}", with: $0.name), [$0]) }
            for (path, group) in groups {
                let context = StoreModel.fileContext(
                    group, style: style, module: options.module, sourceLocations: options.sourceLocations)
                var file = rule
                file.path = path
                let source = group.isEmpty ? sources : sourceList(group.flatMap(\.specPaths).uniqued)
                files.append(
                    render(
                        file, root: options.output, name: nil, app: options.app, context: context, source: source,
                        templates: templates))
            }
        }
        // Generated files elsewhere under a root are orphans: only roots this run makes generated files in count.
        var roots: [String] = []
        if !options.ownedOnly {
            if !options.parts.isDisjoint(with: [.featureSources, .appWiring]) { roots.append(options.output) }
            if options.parts.contains(.tests), let tests = options.testsOutput { roots.append(tests) }
        }
        return FilePlan(files: files, generatedRoots: roots)
    }

    private static func part(of scope: OutputStyle.Scope) -> GeneratedParts {
        switch scope {
        case .feature: .featureSources
        case .app, .store: .appWiring
        case .featureTests, .appTests: .tests
        }
    }

    private static func render(
        _ rule: OutputStyle.FileRule, root: String, name: String?, app: String, context: MustacheValue, source: String,
        templates: TemplateSet
    ) -> PlannedFile {
        let relative = name.map { rule.path.replacing("{F}", with: $0) } ?? rule.path
        // Every template may name the App types (`{{app}}State`).
        var context = context.objectValue
        context["app"] = .string(app)
        let rendered = templates.render(rule.template, context: .object(context))
        let body = SwiftLayout.wrap(file: NumericLiterals.grouped(rendered))
        let contents = rule.ownership == .generated ? GeneratedFileHeader.stamp(body, source: source) : body
        return PlannedFile(path: join(root, relative), contents: contents, ownership: rule.ownership)
    }

    /// The specs an App file comes from: listed when few, counted (with their folder) when many.
    static func sourceList(_ paths: [String]) -> String {
        guard paths.count > 4 else { return paths.joined(separator: ", ") }
        let folders = Set(paths.map { path in path.split(separator: "/").dropLast().joined(separator: "/") })
        return "\(paths.count) specs" + (folders.count == 1 ? " in \(folders.first!.isEmpty ? "." : folders.first!)" : "")
    }

    /// `root` + `relative`, without doubling slashes; `.` and "" mean the current folder.
    public static func join(_ root: String, _ relative: String) -> String {
        root.isEmpty || root == "." ? relative : (root.hasSuffix("/") ? root + relative : root + "/" + relative)
    }
}

extension MustacheValue {
    var objectValue: [String: MustacheValue] {
        if case .object(let object) = self { return object }
        return [:]
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each once.
    var uniqued: [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
