import Foundation

/// `featuregen extract`: prototype views → specs written beside any that exist (never over one, in
/// either format), and with `generate` the code of those specs, all in one transaction: a run that
/// reports an error writes nothing at all.
public enum ExtractPipeline {
    public struct Result: Sendable {
        public var specs: [ExtractedSpec]
        /// Per view: where its spec went, and (with `generate`) its converted view.
        public var report: ExtractionReport
        /// What the writer did with every file (specs, and with `generate` the code).
        public var written: WriteReport
        /// With `generate`: what was generated (the spec files are in its report too).
        public var generated: FeatureGenerator.Result?
    }

    /// Extracts `paths` into specs under `output`, each new one starting with `specHeader` (the line
    /// naming the editor schema); with `generate`, also writes their code (`sourceRoot`: the package
    /// root the code names spec paths from). Returns nil when an error was reported (then nothing was
    /// written).
    public static func run(
        paths: [String], output: String, specHeader: String = "", generate: GenerateOptions?,
        sourceRoot: String? = nil, diagnostics: DiagnosticCollector, progress: ProgressReport? = nil
    ) throws -> Result? {
        let started = Date()
        let before = diagnostics.diagnostics.count
        let sources = try Extractor.sources(paths: paths, diagnostics: diagnostics)
        let (specs, drafts, extracted) = Extractor.drafts(
            sources: sources, scopes: ExtractionScopes.of(sources, paths: paths), specHeader: specHeader, style: generate?.style ?? .default, diagnostics: diagnostics,
            started: started, progress: progress)
        guard !diagnostics.hasErrors else { return nil }
        var report = extracted
        report.warnings = diagnostics.diagnostics.count - before  // links to nothing included
        var newSpecs: [PlannedFile] = []
        var keptPaths: [String] = []
        for (index, spec) in specs.enumerated() {
            let path = Planner.join(output, spec.suggestedFileName)
            if let existing = existingSpec(named: spec.featureName, in: output) {
                report.perView[index].specPath = existing
                report.perView[index].specStatus = "kept: it already exists"
                keptPaths.append(existing)
            } else {
                report.perView[index].specPath = path
                report.perView[index].specStatus = "created"
                newSpecs.append(PlannedFile(path: path, contents: specHeader + spec.yaml, ownership: .owned))
            }
        }
        var generate = generate
        // Written with the specs (a config beside them, when the App types need another name).
        var newFiles = newSpecs
        if let app = appName(for: sources, specs: specs, output: output, files: &newFiles, diagnostics: diagnostics) {
            generate?.app = app
        }
        guard let generate else {
            let written = try OutputWriter.write(
                FilePlan(files: newFiles, generatedRoots: []), options: WriteOptions(), diagnostics: diagnostics)
            return diagnostics.hasErrors ? nil : Result(specs: specs, report: report, written: written, generated: nil)
        }
        guard let features = loadFeatures(
            new: newSpecs, kept: keptPaths, output: output, style: generate.style, app: generate.app,
            diagnostics: diagnostics)
        else { return nil }
        // A new spec's view is carried over from its prototype (a kept spec may have been edited since:
        // its view comes from the template), in a style whose view template takes a converted view.
        let style = OutputStyle.named(generate.style, app: generate.app)
        let byName = Dictionary(features.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let createdSpecs = style.convertedViewTemplate == nil ? [] : drafts.indices.filter {
            report.perView[$0].specStatus == "created" && byName[drafts[$0].draft.feature] != nil
        }
        let created = createdSpecs.filter { ViewConverter.canConvert(drafts[$0]) }
        // A converted view showing another prototype view of the run shows that one's container (or says
        // why it cannot: a generic prototype's view is the template's).
        let containers = ViewConverter.containers(createdSpecs.map { drafts[$0] }, features: byName)
        let converted = created.concurrentMap { index -> (Int, Feature, ConvertedView)? in
            guard let feature = byName[drafts[index].draft.feature] else { return nil }
            return (index, feature, ViewConverter.convert(drafts[index], feature: feature, containers: containers))
        }
        var views: [String: ConvertedView] = [:]
        for case let (_, feature, view)? in converted { views[feature.name] = view }
        guard let generated = try FeatureGenerator.generate(
            features: features, extraFiles: newFiles, views: views, options: generate, sourceRoot: sourceRoot,
            diagnostics: diagnostics, progress: progress)
        else { return nil }
        // The view file is the developer's: one that exists already is kept, and then nothing was converted.
        let createdPaths = Set(generated.report.items.filter { $0.action == .created }.map(\.path))
        let viewRule = style.convertedViewTemplate.flatMap { template in style.rules.first { $0.template == template } }
        for case let (index, feature, view)? in converted {
            guard let viewRule else { break }
            let path = Planner.join(generate.output, viewRule.path.replacing("{F}", with: feature.name))
            guard createdPaths.contains(path) else { continue }
            report.perView[index].convertedView = path
            report.perView[index].viewReviewItems = view.reviewItems
        }
        return Result(specs: specs, report: report, written: generated.report, generated: generated)
    }

    /// `Order.feature.yml`, `.yaml` or `.json` in `folder`, if one exists.
    static func existingSpec(named feature: String, in folder: String) -> String? {
        SpecDiscovery.extensions.lazy.map { Planner.join(folder, feature + $0) }
            .first { FileManager.default.fileExists(atPath: $0) }
    }

    /// The features to generate: the new specs (read from memory, not yet written), the kept ones and
    /// every other spec in the output folder (so the App wiring keeps the features already there).
    private static func loadFeatures(
        new: [PlannedFile], kept: [String], output: String, style: OutputStyle.Name, app: String,
        diagnostics: DiagnosticCollector
    ) -> [Feature]? {
        let errorsBefore = diagnostics.errorCount
        var features: [Feature] = []
        for file in new {
            guard let root = SpecReader.read(SourceText(path: file.path, text: file.contents), diagnostics: diagnostics),
                let feature = SpecValidator.validate(root, specPath: file.path, diagnostics: diagnostics)
            else { continue }
            features.append(feature)
        }
        let others = FileManager.default.fileExists(atPath: output)
            ? SpecDiscovery.specFiles(in: [output], recursive: false, diagnostics: diagnostics) : []
        var seen = Set<String>()
        let onDisk = (kept + others).filter { seen.insert(($0 as NSString).standardizingPath).inserted }
        guard let existing = ConfiguredSpecs.load(
            onDisk, config: GeneratorConfig(), requireMatchingFileNames: false, diagnostics: diagnostics)
        else { return nil }
        features += existing
        SpecValidator.validateRun(features, style: style, app: app, diagnostics: diagnostics)
        return diagnostics.errorCount == errorsBefore ? features : nil
    }

    /// When the prototypes declare or use an App type of their own (`AppState`), what the generated App types
    /// begin with instead: the `app:` of the specs' `featuregen.yml`, else a name chosen here, which a
    /// new `featuregen.yml` beside the specs keeps for later runs (one that exists is never rewritten:
    /// a warning asks for the line). Nil when `App` serves.
    private static func appName(
        for sources: [SourceText], specs: [ExtractedSpec], output: String, files: inout [PlannedFile],
        diagnostics: DiagnosticCollector
    ) -> String? {
        guard let choice = AppNameChoice.choose(for: sources, features: specs.map(\.featureName)) else { return nil }
        let clashes = choice.clashes.prefix(3).map { "`\($0)`" }.joined(separator: ", ")
            + (choice.clashes.count > 3 ? ", …" : "")
        let configPath = Planner.join(output, GeneratorConfig.fileName)
        guard FileManager.default.fileExists(atPath: configPath) else {
            files.append(
                PlannedFile(
                    path: configPath,
                    contents: "# The prototypes declare or use \(clashes): "
                        + "the generated App types begin with \(choice.name).\n"
                        + "app: \(choice.name)\n",
                    ownership: .owned))
            let example = choice.name + choice.clashes[0].dropFirst(AppName.default.count)
            diagnostics.warning(
                "the prototypes declare or use \(clashes): the generated App types begin with `\(choice.name)` "
                    + "(`\(example)`, …), as `\(configPath)` now says", at: nil)
            return choice.name
        }
        let existing = (try? GeneratorConfig.read(path: configPath, diagnostics: DiagnosticCollector())) ?? nil
        if let app = existing?.app { return app }
        diagnostics.warning(
            "the prototypes declare or use \(clashes): the generated App types begin with `\(choice.name)` in this run; "
                + "add `app: \(choice.name)` to `\(configPath)` so that `generate` names them so too", at: nil)
        return choice.name
    }
}
