import Foundation
import PackagePlugin

/// Turns the `*.feature.yml` / `*.feature.json` specs of a target into code on every build.
///
/// On a source target: the featuregen-owned files of each feature and the App wiring (the developer's
/// files come from `swift package featuregen new`). On a test target: the generated tests of the
/// target it tests. Build commands (not prebuild) with exact inputs and outputs: a build with nothing
/// changed runs nothing, and a changed spec regenerates its own feature and the wiring only.
@main
struct FeatureGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let tool = try context.tool(named: "featuregen").url
        let work = context.pluginWorkDirectoryURL
        guard module.kind == .test else {
            let specs = TargetSpecs(files: module.sourceFiles.map(\.url))
            // `directoryURL` needs tools 6.1; `Path`'s description is its plain path.
            let directory = URL(fileURLWithPath: String(describing: module.directory))
            return specs.isEmpty
                ? [] : BuildCommands.sources(specs, tool: tool, workDirectory: work, targetDirectory: directory)
        }
        let tested: [(module: String, specs: TargetSpecs)] = module.dependencies.compactMap { dependency in
            guard case .target(let target) = dependency, let source = target.sourceModule else { return nil }
            let specs = TargetSpecs(files: source.sourceFiles.map(\.url))
            return specs.isEmpty ? nil : (source.moduleName, specs)
        }
        guard let first = tested.first else {
            // A target it tests that has no spec yet (a new package, before `new`) is no mistake.
            let testsASourceTarget = module.dependencies.contains { dependency in
                if case .target(let target) = dependency { return target.sourceModule != nil }
                return false
            }
            if !testsASourceTarget {
                Diagnostics.warning("FeatureGenPlugin: `\(target.name)` depends on no target with feature specs")
            }
            return []
        }
        if tested.count > 1 {
            // Two sets of generated tests would declare the same helpers (AppTestSupport) twice.
            Diagnostics.warning(
                "FeatureGenPlugin: `\(target.name)` tests several targets with specs; generating tests for `\(first.module)` only")
        }
        return BuildCommands.tests(first.specs, module: first.module, tool: tool, workDirectory: work)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension FeatureGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let tool = try context.tool(named: "featuregen").url
        let work = context.pluginWorkDirectoryURL
        let specs = TargetSpecs(files: target.inputFiles.map(\.url))
        if !specs.isEmpty { return BuildCommands.sources(specs, tool: tool, workDirectory: work) }
        // A test target without specs of its own: the tests of the first target it depends on that has some.
        for dependency in target.dependencies {
            guard case .target(let tested) = dependency else { continue }
            let testedSpecs = TargetSpecs(files: tested.inputFiles.map(\.url))
            guard !testedSpecs.isEmpty else { continue }
            let module = tested.product?.name ?? tested.displayName
            return BuildCommands.tests(testedSpecs, module: module, tool: tool, workDirectory: work)
        }
        return []
    }
}
#endif
