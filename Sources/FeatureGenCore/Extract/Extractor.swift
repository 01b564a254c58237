import Foundation

/// Prototype SwiftUI views → feature specs.
///
/// Every view (a struct conforming to `View`) with `@State` becomes one spec: its state fields,
/// candidate actions from its methods and from button and lifecycle closures, effects from their
/// `await` calls, and the models its types need. Whatever is guessed is marked `# inferred:`,
/// whatever needs a decision `# review:`, so the YAML validates as written. Bad input yields a
/// warning for that file and never stops the others.
public enum Extractor {
    /// The specs of the views in one file (models only from types declared in this file).
    public static func extract(_ source: SourceText, diagnostics: DiagnosticCollector) -> [ExtractedSpec] {
        extract(sources: [source], diagnostics: diagnostics).specs
    }

    /// The specs of every `*.swift` file under `paths` (folders recursively), in sorted path order.
    /// Each path is one app: its views see the types declared under it, never those of another path
    /// (`ExtractionScopes`). Throws only when a path cannot be read.
    public static func extract(
        paths: [String], diagnostics: DiagnosticCollector, progress: ProgressReport? = nil
    ) throws -> (specs: [ExtractedSpec], report: ExtractionReport) {
        let started = Date()
        let before = diagnostics.diagnostics.count
        let sources = try sources(paths: paths, diagnostics: diagnostics)
        let scoped = drafts(
            sources: sources, scopes: ExtractionScopes.of(sources, paths: paths), diagnostics: diagnostics,
            started: started, progress: progress)
        var result = (specs: scoped.specs, report: scoped.report)
        result.report.warnings = diagnostics.diagnostics.count - before  // links to nothing included
        return result
    }

    /// The specs of several files read together: models come from types declared in any of them,
    /// and two views with the same feature name get distinct names.
    public static func extract(
        sources: [SourceText], diagnostics: DiagnosticCollector, started: Date = Date(),
        progress: ProgressReport? = nil
    ) -> (specs: [ExtractedSpec], report: ExtractionReport) {
        let result = drafts(sources: sources, diagnostics: diagnostics, started: started, progress: progress)
        return (result.specs, result.report)
    }

    /// `extract(sources:)` with the drafts behind the specs (parallel to them), for converting views.
    /// `specHeader`: the line written above each spec, checked with it (see `ExtractedSpecCheck`);
    /// `maxSpecBytes`: the largest spec `validate` reads (smaller in tests); `scopes`: per source, the
    /// app it belongs to (nil: all one app), so declarations of one app never shape another's specs.
    static func drafts(
        sources: [SourceText], scopes: [String]? = nil, specHeader: String = "", maxSpecBytes: Int = ReaderLimits.maxBytes,
        style: OutputStyle.Name = .default, diagnostics: DiagnosticCollector, started: Date = Date(),
        progress: ProgressReport? = nil
    ) -> (specs: [ExtractedSpec], drafts: [ViewDraft], report: ExtractionReport) {
        let warningsBefore = diagnostics.diagnostics.count
        let counter = ProgressCounter("reading prototypes", total: sources.count, report: progress)
        let scans = sources.concurrentMap { source -> FileScan? in
            defer { counter.step() }
            return FileScan(source, diagnostics: diagnostics)
        }
        let scopeOf = scopes ?? Array(repeating: "", count: sources.count)
        var tables: [String: TypeTable] = [:]
        for (scan, scope) in zip(scans, scopeOf) { scan?.addTypes(to: &tables[scope, default: TypeTable()]) }
        let frozenTables = tables
        // Names are run-wide (one module): a type any prototype file declares is taken, by the files
        // that declare it (one declared beside the prototype view goes with it).
        var declared: [String: Set<String>] = [:]
        for (scan, source) in zip(scans, sources) {
            for type in scan?.types ?? [] { declared[type.declaration.name, default: []].insert(source.path) }
        }
        // Types the prototypes use but none declares (an imported module's, another file's): a
        // feature's generated types must not shadow them (TCA's `PresentationState` beside a feature
        // `Presentation`).
        var used = Set<String>()
        for scan in scans {
            guard let stream = scan?.stream else { continue }
            for index in 0..<stream.count where stream[index].kind == .identifier {
                let name = stream[index].identifierName
                if name.first?.isUppercase == true, declared[name] == nil { used.insert(name) }
            }
        }
        var views = zip(scans, scopeOf).map { ($0, $1) }.concurrentMap { scan, scope in
            scan?.drafts(types: frozenTables[scope] ?? TypeTable(), scope: scope) ?? []
        }.flatMap { $0 }
        var specs: [ExtractedSpec] = []
        var drafts: [ViewDraft] = []
        // Names and models depend on which views are in the run: a spec `validate` would refuse loses
        // the parts its errors point at (`SpecRepair`), or, when none can go, its view is dropped; then
        // the rest is named and checked again (a model a dropped view declared goes to the next spec).
        let headerLines = specHeader.filter { $0 == "\n" }.count
        var rounds = 0
        while true {
            rounds += 1
            let naming = DiagnosticCollector()
            drafts = views
            SpecNames.resolve(&drafts, style: style, declared: declared, used: used, diagnostics: naming)
            let models = Set(drafts.flatMap { $0.draft.models.map(\.name) })
            for index in drafts.indices {
                let types = frozenTables[drafts[index].scope] ?? TypeTable()
                ExtractedFixtures(models: models, types: types).complete(&drafts[index].draft)
            }
            specs = drafts.concurrentMap { $0.spec() }
            let refusals = ExtractedSpecCheck.refusals(specs, header: specHeader, maxBytes: maxSpecBytes, style: style)
            if refusals.isEmpty {
                for diagnostic in naming.diagnostics { diagnostics.emit(diagnostic) }
                break
            }
            var refused = Set<Int>()
            for (index, refusal) in refusals.sorted(by: { $0.key < $1.key }) {
                // Each round mends at least one part or drops a view: bounded all the same.
                if !refusal.tooLarge, rounds <= Self.maxMendingRounds,
                    SpecRepair.mend(&views[index].draft, errors: refusal.errors, lines: drafts[index].specLines(), headerLines: headerLines)
                {
                    continue
                }
                refused.insert(index)
                ExtractedSpecCheck.report(
                    drafts[index], refusal, bytes: (specHeader + specs[index].yaml).utf8.count, maxBytes: maxSpecBytes,
                    diagnostics: diagnostics)
            }
            views = views.indices.filter { !refused.contains($0) }.map { views[$0] }
        }
        let report = ExtractionReport(
            files: sources.count, specs: specs, warnings: diagnostics.diagnostics.count - warningsBefore,
            seconds: Date().timeIntervalSince(started))
        return (specs, drafts, report)
    }

    /// How often the specs of a run are mended and checked again before a refused view is skipped.
    static let maxMendingRounds = 8

    /// The sources under `paths` (`*.swift`, folders recursively), read.
    static func sources(paths: [String], diagnostics: DiagnosticCollector? = nil) throws -> [SourceText] {
        try SwiftFileFinder.files(in: paths, diagnostics: diagnostics).map { path in
            SourceText(path: path, bytes: try InputFile.bytes(path))
        }
    }
}

enum SwiftFileFinder {
    /// `*.swift` files under folders (hidden folders and `.build` skipped), plain files as given. As
    /// for specs (`SpecDiscovery`): a folder that cannot be read throws, a link to nothing is a warning.
    static func files(in paths: [String], diagnostics: DiagnosticCollector? = nil) throws -> [String] {
        var result = Set<String>()
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw FatalError("no such file or folder `\(path)`")
            }
            guard isDirectory.boolValue else {
                result.insert(path)
                continue
            }
            let walk = FolderWalk.files(under: path) { $0.hasSuffix(".swift") }
            if let folder = walk.unreadable.first { throw FatalError("cannot read folder `\(folder)` (permission denied?)") }
            for link in walk.dangling {
                diagnostics?.warning("`\(link)` is a symbolic link to nothing; skipped", at: nil)
            }
            result.formUnion(walk.files)
        }
        return result.sorted()
    }
}
