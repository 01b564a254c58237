import Foundation

/// Where a command's files go: the spec folder, the sources, the tests and the module the tests
/// import, from the options given and, inside a Swift package, from its targets.
///
/// An explicit option always wins. Inside a package, the missing ones follow from one target: its
/// folder for the sources, the folder of the test target that depends on it for the tests, its module
/// name, and `Specs/<Target>` for the specs (or `Specs` inside the target when the build plugin reads
/// them there). Outside a package, `--output` must be given; there are tests only with `--tests-output`.
public struct FeatureLocation: Sendable, Equatable {
    /// What the command line said (paths as typed: relative to `currentDirectory` or absolute).
    public struct Request: Sendable {
        public var currentDirectory: String
        public var target: String?
        public var output: String?
        public var testsOutput: String?
        public var noTests: Bool
        public var module: String?
        public var specFolder: String?
        /// Spec files named on the command line: with several targets, the one holding them is chosen.
        public var specPaths: [String]
        /// Whether the command needs `specFolder` (`new` writes a spec there).
        public var needsSpecFolder: Bool

        public init(
            currentDirectory: String, target: String? = nil, output: String? = nil, testsOutput: String? = nil,
            noTests: Bool = false, module: String? = nil, specFolder: String? = nil, specPaths: [String] = [],
            needsSpecFolder: Bool = false
        ) {
            self.currentDirectory = currentDirectory
            self.target = target
            self.output = output
            self.testsOutput = testsOutput
            self.noTests = noTests
            self.module = module
            self.specFolder = specFolder
            self.specPaths = specPaths
            self.needsSpecFolder = needsSpecFolder
        }
    }

    /// The package, when the command runs in one (and needed it).
    public var package: SwiftPackage?
    public var target: SwiftPackage.Target?
    /// The feature sources and the App wiring.
    public var output: String
    /// The generated tests; nil: none (`testsNote` says why, when it is not `--no-tests`).
    public var testsOutput: String?
    public var module: String
    /// Where the target's specs live (`new` writes there); nil outside a package without `--path`.
    public var specFolder: String?
    /// What happens to the tests when none are written here although the user did not ask for none.
    public var testsNote: String?

    /// Resolves the request. `readPackage` is `SwiftPackage.read` (tests pass a stub: it runs the
    /// toolchain). Returns nil after reporting an error.
    public static func resolve(
        _ request: Request, diagnostics: DiagnosticCollector,
        readPackage: (String) -> SwiftPackage = SwiftPackage.read
    ) -> FeatureLocation? {
        let cwd = request.currentDirectory
        let start = request.output ?? cwd
        // Everything given: no need to read the package (which runs the toolchain).
        let everythingGiven = request.target == nil && request.output != nil
            && (request.testsOutput != nil || request.noTests) && request.module != nil
            && (request.specFolder != nil || !request.needsSpecFolder)
        guard !everythingGiven, let root = SwiftPackage.findRoot(from: start, currentDirectory: cwd) else {
            return outsidePackage(request, diagnostics: diagnostics)
        }
        let package = readPackage(root)
        guard let target = chooseTarget(request, in: package, diagnostics: diagnostics) else {
            // `--output` outside every target: the paths given, nothing inferred.
            if diagnostics.hasErrors || request.output == nil { return nil }
            var location = outsidePackage(request, diagnostics: diagnostics)
            location?.package = package
            return location
        }
        let folder = package.folder(of: target)
        var location = FeatureLocation(
            package: package, target: target, output: request.output ?? folder, testsOutput: request.testsOutput,
            module: request.module ?? target.module,
            specFolder: request.specFolder
                ?? (target.usesBuildPlugin ? Planner.join(folder, "Specs") : Planner.join(root, "Specs/\(target.name)")))
        if request.testsOutput == nil, !request.noTests {
            if let tests = package.testTarget(of: target) {
                if tests.usesBuildPlugin {
                    location.testsNote = "generated on every build by FeatureGenPlugin, applied to `\(tests.name)`"
                } else {
                    location.testsOutput = package.folder(of: tests)
                }
            } else {
                location.testsNote = "none: no test target depends on `\(target.name)`; add `.testTarget(name: \"\(target.name)Tests\", dependencies: [\"\(target.name)\"])` to Package.swift for generated tests"
            }
        }
        return location
    }

    private static func outsidePackage(_ request: Request, diagnostics: DiagnosticCollector) -> FeatureLocation? {
        guard let output = request.output else {
            diagnostics.error(
                "no Package.swift in `\(request.currentDirectory)` or any folder above it, so featuregen cannot find a target",
                at: nil, notes: [.init(outsideNote(request.currentDirectory))])
            return nil
        }
        if let target = request.target {
            diagnostics.error("`--target \(target)` needs a Swift package; there is no Package.swift above `\(output)`", at: nil)
            return nil
        }
        return FeatureLocation(
            package: nil, target: nil, output: output, testsOutput: request.noTests ? nil : request.testsOutput,
            module: request.module ?? "App", specFolder: request.specFolder, testsNote: nil)
    }

    private static func outsideNote(_ folder: String) -> String {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let project = names.sorted().first { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
        let paths = "pass the folders: --output DIR for the sources and --tests-output DIR for the tests"
        guard let project else { return "run it inside a Swift package, or \(paths)" }
        return "featuregen does not read Xcode projects (`\(project)`); \(paths) (the app target's and the test target's folders)"
    }
}

extension FeatureLocation {
    /// The target the request means: `--target`, else the one holding `--output` or the named specs,
    /// else the package's only feature target. Nil with an error, or (with `--output` outside every
    /// target) without one.
    static func chooseTarget(
        _ request: Request, in package: SwiftPackage, diagnostics: DiagnosticCollector
    ) -> SwiftPackage.Target? {
        let candidates = package.featureTargets
        let names = candidates.map(\.name)
        if let name = request.target {
            if let target = candidates.first(where: { $0.name == name }) { return target }
            let listed = names.isEmpty ? "it has none" : "choose one of: " + names.joined(separator: ", ")
            diagnostics.error(
                "package `\(package.name)` has no library or executable target `\(name)`; \(listed)", at: nil,
                notes: Suggestion.note(for: name, among: names).map { [$0] } ?? [])
            return nil
        }
        let cwd = request.currentDirectory
        if let output = request.output {
            return package.featureTarget(containing: WritePath.absolute(output, base: cwd))
        }
        let holders = Set(request.specPaths.map { spec -> String? in
            let path = WritePath.absolute(spec, base: cwd)
            if let target = package.featureTarget(containing: path) { return target.name }
            return candidates.first { WritePath.isInside(path, WritePath.absolute("Specs/\($0.name)", base: package.root)) }?.name
        })
        if holders.count == 1, let name = holders.first ?? nil, let target = package.target(named: name) { return target }
        if candidates.count == 1 { return candidates[0] }
        if candidates.isEmpty {
            diagnostics.error(
                "package `\(package.name)` has no library or executable target for features", at: nil,
                notes: [.init("add one to Package.swift (`.target(name: \"App\")`), or pass --output DIR")])
        } else {
            diagnostics.error(
                "package `\(package.name)` has \(candidates.count) targets; choose one with --target NAME", at: nil,
                notes: [.init("targets: " + names.joined(separator: ", "))])
        }
        return nil
    }
}
