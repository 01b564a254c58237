/// Specs read the way the plugins read them: with the target's `featuregen.yml` applied, and (for the
/// build plugin) each spec's `feature:` matching its file name, since outputs are declared from names.
public enum ConfiguredSpecs {
    /// The feature a spec file is named for: `Specs/Order.feature.yml` → `Order`; nil for other files.
    public static func featureName(forSpecAt path: String) -> String? {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard let suffix = SpecDiscovery.extensions.first(where: { file.hasSuffix($0) }) else { return nil }
        return String(file.dropLast(suffix.count))
    }

    /// Reads and validates `paths` (and the run as a whole). Returns nil when any error was reported.
    public static func load(
        _ paths: [String], config: GeneratorConfig, requireMatchingFileNames: Bool, diagnostics: DiagnosticCollector,
        progress: ProgressReport? = nil
    ) -> [Feature]? {
        let errorsBefore = diagnostics.errorCount
        let counter = ProgressCounter("reading specs", total: paths.count, report: progress)
        // Specs are independent until `validateRun`: read on all cores, kept in the given order.
        let features = paths.concurrentMap { path -> Feature? in
            defer { counter.step() }
            do {
                guard let root = try SpecReader.read(path: path, diagnostics: diagnostics) else { return nil }
                if requireMatchingFileNames { checkFileName(root, path: path, diagnostics: diagnostics) }
                guard var feature = SpecValidator.validate(root, specPath: path, diagnostics: diagnostics) else {
                    return nil
                }
                // The config gives the default; a spec that says `access:` itself keeps its own.
                if let access = config.access, !(root.entries ?? []).contains(where: { $0.key == "access" }) {
                    feature.access = access
                }
                return feature
            } catch let error as FatalError {
                diagnostics.emit(error.diagnostic)
            } catch {
                diagnostics.error("cannot read `\(path)`: \(error)", at: nil)
            }
            return nil
        }.compactMap { $0 }
        SpecNeighbours.check(features, paths: paths, diagnostics: diagnostics)
        SpecValidator.validateRun(
            features, style: config.style, app: config.appName, diagnostics: diagnostics)
        return diagnostics.errorCount == errorsBefore ? features : nil
    }

    private static func checkFileName(_ root: Node, path: String, diagnostics: DiagnosticCollector) {
        guard let expected = featureName(forSpecAt: path),
            let node = root.entries?.first(where: { $0.key == "feature" })?.value,
            let scalar = node.scalar, scalar.resolved != .null, case let name = scalar.text, name != expected
        else { return }
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let renamed = name + String(file.dropFirst(expected.count))
        diagnostics.error(
            "feature `\(name)` does not match its file name `\(file)`", at: node.location,
            notes: [.init("the build plugin names the generated files after the spec file; write `feature: \(expected)` or rename the file to `\(renamed)`")])
    }
}
