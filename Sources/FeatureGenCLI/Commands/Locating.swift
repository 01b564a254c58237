import FeatureGenCore
import Foundation

/// The package-aware part of `new`, `generate` and `extract --generate`: where the files go, from the
/// options and the package's targets (`FeatureLocation`), the lines that say so, and the warnings.
extension CommandImplementations {
    /// Resolves the location options of `arguments`. `output` is the option holding the sources
    /// folder (`--code-output` for extract); `style`, when code is written, to say what the package
    /// lacks for it. Nil after reporting errors to `diagnostics`.
    static func locate(
        _ arguments: ParsedArguments, output: String = "--output", specFolder: String? = nil,
        needsSpecFolder: Bool = false, specPaths: [String] = [], style: OutputStyle.Name? = nil,
        diagnostics: DiagnosticCollector
    ) throws(UsageError) -> FeatureLocation? {
        let noTests = arguments.flag("--no-tests")
        if noTests, arguments.value("--tests-output") != nil {
            throw UsageError("`--no-tests` and `--tests-output` cannot be used together")
        }
        let request = FeatureLocation.Request(
            currentDirectory: FileManager.default.currentDirectoryPath,
            target: arguments.spec.option(named: "--target") != nil ? arguments.value("--target") : nil,
            output: arguments.value(output), testsOutput: arguments.value("--tests-output"), noTests: noTests,
            module: try module(arguments), specFolder: specFolder, specPaths: specPaths,
            needsSpecFolder: needsSpecFolder)
        guard var location = FeatureLocation.resolve(request, diagnostics: diagnostics) else { return nil }
        // Paths below the working folder are shown and used relative to it, as a user would type them
        // (they end up in generated file headers).
        location.output = PathDisplay.relative(location.output)
        location.testsOutput = location.testsOutput.map(PathDisplay.relative)
        location.specFolder = location.specFolder.map(PathDisplay.relative)
        if let package = location.package {
            if case .layout(let reason) = package.source {
                diagnostics.warning(
                    "could not read \(PathDisplay.relative(Planner.join(package.root, "Package.swift"))) with the toolchain (\(reason)); featuregen read the conventional layout (Sources/<Target>, Tests/<Target>Tests) instead",
                    at: nil, notes: [.init("pass --output and --tests-output if a target has a custom path")])
            }
            let manifest = PathDisplay.relative(Planner.join(package.root, SwiftPackage.manifestName))
            if let warning = package.observationPlatformWarning(manifest: manifest) { diagnostics.emit(warning) }
            let manifestText = try? String(contentsOfFile: Planner.join(package.root, SwiftPackage.manifestName), encoding: .utf8)
            if let style, let manifestText,
                let warning = style.dependencyWarning(manifest: manifest, manifestText: manifestText, target: location.target?.name)
            {
                diagnostics.emit(warning)
            }
        }
        return location
    }

    /// `featuregen: target Shop of package Shop` and one line per path used, for the user to check;
    /// nothing outside a package, where every path was typed.
    static func locationLines(_ location: FeatureLocation, specs: String?, noTests: Bool) -> [String] {
        guard location.package != nil else { return [] }
        var lines: [String] = []
        if let target = location.target, let package = location.package {
            lines.append("featuregen: target \(target.name) of package \(package.name)")
        }
        if let specs { lines.append("  specs:   \(specs)") }
        lines.append("  sources: \(location.output)")
        if let tests = location.testsOutput {
            lines.append("  tests:   \(tests) (`@testable import \(location.module)`)")
        } else if noTests {
            lines.append("  tests:   none (--no-tests)")
        } else {
            lines.append("  tests:   " + (location.testsNote ?? "none: pass --tests-output DIR for tests"))
        }
        return lines
    }

    /// Refreshes the editor schema beside specs in `specFolder` when it exists and is out of date, or
    /// creates it (`create`: the commands that write specs). Returns the line to print, if any.
    static func installSchema(forSpecFolder specFolder: String, create: Bool) -> String? {
        let file = SpecSchema.installedFile(
            forSpecFolder: specFolder, currentDirectory: FileManager.default.currentDirectoryPath)
        guard create || FileManager.default.fileExists(atPath: file) else { return nil }
        do {
            switch try SpecSchema.install(at: file) {
            case .created: return "  created: \(PathDisplay.relative(file))"
            case .updated: return "  updated: \(PathDisplay.relative(file))"
            case .unchanged: return nil
            }
        } catch {
            return "featuregen: warning: cannot write the editor schema `\(file)`: \(error.localizedDescription)"
        }
    }

    /// The spec's first line, naming the editor schema (relative to the spec).
    static func schemaModeline(forSpecFolder specFolder: String) -> String {
        SpecSchema.modeline(forSpecFolder: specFolder, currentDirectory: FileManager.default.currentDirectoryPath)
    }
}

/// Paths as a user would type them: relative to the working folder when below it.
enum PathDisplay {
    static func relative(_ path: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        guard path.hasPrefix("/") else { return path }
        if path == cwd { return "." }
        let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
