import Foundation
import PackagePlugin

/// `swift package featuregen new Order --target App`: a starter spec (`Specs/Order.feature.yml`) and
/// the developer's files (view, service) in the target; the build plugin generates the rest.
/// `swift package featuregen generate [--target App]`: every file written into the targets, for teams
/// who check generated code in instead of using the build plugin.
@main
struct FeatureGenCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let rest = extractor.remainingArguments
        let tool = try context.tool(named: "featuregen").url
        let sources = context.package.targets.compactMap(\.sourceModule).filter { $0.kind != .test }
        switch rest.first {
        case "new":
            guard rest.count == 2 else { throw PluginFailure(ToolRunner.usage) }
            let target = try pick(targetNames, among: sources)
            let specs = TargetSpecs(files: filesOnDisk(of: target))
            try ToolRunner.run(tool, ToolRunner.newArguments(
                name: rest[1], directory: directory(of: target), module: target.moduleName, config: specs.config))
        case "generate":
            guard rest.count == 1 else { throw PluginFailure(ToolRunner.usage) }
            let chosen = targetNames.isEmpty ? sources : try targetNames.map { try pick([$0], among: sources) }
            for target in chosen {
                let specs = TargetSpecs(files: filesOnDisk(of: target))
                if specs.isEmpty { continue }
                try ToolRunner.run(tool, ToolRunner.generateArguments(
                    specs, directory: directory(of: target),
                    testsDirectory: testTarget(of: target, in: context.package).map(directory(of:)),
                    module: target.moduleName))
            }
        default:
            throw PluginFailure(ToolRunner.usage)
        }
    }

    /// The files in the target's folder, those its manifest excludes included: a package that checks
    /// generated code in keeps its specs out of the build (`exclude: ["Specs", "featuregen.yml"]`),
    /// so `sourceFiles` would not list them. Hidden folders (`.build`) are left out.
    private func filesOnDisk(of target: SourceModuleTarget) -> [URL] {
        let root = directory(of: target)
        guard let walk = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return target.sourceFiles.map(\.url) }
        return walk.compactMap { $0 as? URL }
    }

    /// The target's folder. `directoryURL` needs tools 6.1; `Path`'s description is its plain path.
    private func directory(of target: SourceModuleTarget) -> URL {
        URL(fileURLWithPath: String(describing: target.directory))
    }

    /// The named target, or the package's only source target when none is named.
    private func pick(_ names: [String], among targets: [SourceModuleTarget]) throws -> SourceModuleTarget {
        guard let name = names.first else {
            guard targets.count == 1, let only = targets.first else {
                throw PluginFailure("name the target with --target (one of: \(targets.map(\.name).joined(separator: ", ")))")
            }
            return only
        }
        guard let target = targets.first(where: { $0.name == name }) else {
            throw PluginFailure("no source target `\(name)` (targets: \(targets.map(\.name).joined(separator: ", ")))")
        }
        return target
    }

    /// The first test target that depends on `target`: where its generated tests go.
    private func testTarget(of target: SourceModuleTarget, in package: Package) -> SourceModuleTarget? {
        package.targets.compactMap(\.sourceModule).first { candidate in
            candidate.kind == .test && candidate.dependencies.contains { dependency in
                if case .target(let dependent) = dependency { return dependent.id == target.id }
                return false
            }
        }
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension FeatureGenCommand: XcodeCommandPlugin {
    /// In Xcode: `generate` writes each target's code beside its `Specs` folder; `new NAME --target T`
    /// writes into the folder named after the target beside the project.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let rest = extractor.remainingArguments
        let tool = try context.tool(named: "featuregen").url
        let targets = context.xcodeProject.targets.filter { targetNames.isEmpty || targetNames.contains($0.displayName) }
        switch rest.first {
        case "new":
            guard rest.count == 2, let target = targets.first else { throw PluginFailure(ToolRunner.usage) }
            let specs = TargetSpecs(files: target.inputFiles.map(\.url))
            // `directoryURL` needs tools 6.1; `Path`'s description is its plain path.
            let project = URL(fileURLWithPath: String(describing: context.xcodeProject.directory))
            let directory = project.appending(path: target.displayName)
            try ToolRunner.run(tool, ToolRunner.newArguments(
                name: rest[1], directory: directory, module: target.product?.name ?? target.displayName,
                config: specs.config))
        case "generate":
            for target in targets {
                let specs = TargetSpecs(files: target.inputFiles.map(\.url))
                guard let first = specs.specs.first else { continue }
                var folder = first.deletingLastPathComponent()
                if folder.lastPathComponent == "Specs" { folder = folder.deletingLastPathComponent() }
                try ToolRunner.run(tool, ToolRunner.generateArguments(
                    specs, directory: folder, testsDirectory: nil,
                    module: target.product?.name ?? target.displayName))
            }
        default:
            throw PluginFailure(ToolRunner.usage)
        }
    }
}
#endif
