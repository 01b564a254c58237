import Foundation
import Testing

/// Two `featuregen generate` processes on the same outputs at once, with different spec sets: the
/// lock makes one wait for the other, so the tree ends exactly as if they had run one after the other.
@Suite struct TwoProcessTests {
    /// `.build/debug/featuregen` of this package, if it was built.
    static let binary: String? = {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { root.deleteLastPathComponent() }
        let path = root.appendingPathComponent(".build/debug/featuregen").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }()

    static func launch(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary ?? "/nonexistent")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Files and folders below `folder`, by path relative to it.
    static func tree(_ folder: String) -> [String: Data] {
        var result: [String: Data] = [:]
        for relative in FileManager.default.subpaths(atPath: folder) ?? [] {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isFolder)
            result[relative] = isFolder.boolValue ? Data("/".utf8) : FileManager.default.contents(atPath: folder + "/" + relative)
        }
        return result
    }

    @Test(.enabled(if: binary != nil, "build featuregen first (`swift build`): this test runs .build/debug/featuregen"))
    func concurrentProcessesLeaveOneRunAfterTheOther() throws {
        let project = try ScratchProject()
        try project.write("A/Order.feature.yml", SampleSpecs.order + "\n")
        try project.write("A/Profile.feature.yml", SampleSpecs.profile + "\n")
        try project.write("B/Order.feature.yml", SampleSpecs.order.replacingOccurrences(of: "Int = 0", with: "Int = 9") + "\n")
        try project.write("B/Catalog.feature.yml", "feature: Catalog\nstate:\n  query: String = \"\"\n")
        func arguments(_ specs: String, _ out: String) -> [String] {
            ["generate", project.path(specs), "--output", project.path(out + "/App"), "--tests-output", project.path(out + "/Tests")]
        }
        func runInOrder(_ first: String, _ second: String, into out: String) throws -> [String: Data] {
            for specs in [first, second] {
                let process = try Self.launch(arguments(specs, out))
                process.waitUntilExit()
                #expect(process.terminationStatus == 0)
            }
            return Self.tree(project.path(out))
        }
        let aThenB = try runInOrder("A", "B", into: "refAB")
        let bThenA = try runInOrder("B", "A", into: "refBA")
        #expect(aThenB != bThenA)

        for round in 0..<4 {
            let out = "out\(round)"
            let processes = try [Self.launch(arguments("A", out)), Self.launch(arguments("B", out))]
            for process in processes {
                process.waitUntilExit()
                #expect(process.terminationStatus == 0)
            }
            let result = Self.tree(project.path(out))
            #expect(result == aThenB || result == bThenA, "round \(round): the tree mixes both runs")
        }
    }

    /// The trial: `generate A -o Out --tests-output T1 & generate B -o Out --tests-output Out/T`.
    /// The runs lock different sets of roots that overlap in `Out`: they must take turns, both succeed,
    /// and the tree must be what one run after the other leaves (never `*State.swift` from both).
    @Test(.enabled(if: binary != nil, "build featuregen first (`swift build`): this test runs .build/debug/featuregen"))
    func runsWithDifferentFlagsIntoTheSameFolderTakeTurns() throws {
        let project = try ScratchProject()
        for index in 0..<40 {
            try project.write("A/F\(index).feature.yml", "feature: F\(index)\nstate:\n  count: Int = 0\n")
            try project.write("B/F\(index).feature.yml", "feature: F\(index)\nstate:\n  count: Int = 9\n")
        }
        func arguments(_ specs: String, _ out: String) -> [String] {
            let tests = specs == "A" ? project.path(out + "-T1") : project.path(out + "/T")
            return ["generate", project.path(specs), "--output", project.path(out), "--tests-output", tests]
        }
        func trees(_ out: String) -> [String: Data] {
            Self.tree(project.path(out)).merging(
                Self.tree(project.path(out + "-T1")).map { ("T1/" + $0.key, $0.value) }, uniquingKeysWith: { $1 })
        }
        var references: [[String: Data]] = []
        for (first, second, out) in [("A", "B", "refAB"), ("B", "A", "refBA")] {
            for specs in [first, second] {
                let process = try Self.launch(arguments(specs, out))
                process.waitUntilExit()
                #expect(process.terminationStatus == 0)
            }
            references.append(trees(out))
        }
        #expect(references[0] != references[1])
        for round in 0..<3 {
            let out = "out\(round)"
            let processes = try [Self.launch(arguments("A", out)), Self.launch(arguments("B", out))]
            for process in processes {
                process.waitUntilExit()
                #expect(process.terminationStatus == 0, "round \(round)")
            }
            #expect(references.contains(trees(out)), "round \(round): the tree mixes both runs")
            let leftovers = trees(out).keys.filter { $0.contains(".featuregen-") }
            #expect(leftovers.isEmpty, "round \(round): \(leftovers)")
        }
    }

    /// Two runs of different styles at once: the style check runs under the lock, so the run that waited
    /// sees the other's code and stops. The tree is always one style's, never a mix (issue 25).
    @Test(.enabled(if: binary != nil, "build featuregen first (`swift build`): this test runs .build/debug/featuregen"))
    func runsOfDifferentStylesNeverMixOneTree() throws {
        let project = try ScratchProject()
        try project.write("Specs/Order.feature.yml", SampleSpecs.order + "\n")
        try project.write("Specs/Profile.feature.yml", SampleSpecs.profile + "\n")
        func arguments(_ style: String, _ out: String, _ extra: [String] = []) -> [String] {
            ["generate", project.path("Specs"), "--style", style, "--output", project.path(out + "/App"),
             "--tests-output", project.path(out + "/Tests")] + extra
        }
        func run(_ arguments: [String]) throws -> Int32 {
            let process = try Self.launch(arguments)
            process.waitUntilExit()
            return process.terminationStatus
        }
        #expect(try run(arguments("skill", "skill")) == 0)
        #expect(try run(arguments("middleware", "middleware")) == 0)
        let skill = Self.tree(project.path("skill"))
        let middleware = Self.tree(project.path("middleware"))
        // A switch keeps the developer's files of the old style (featuregen never deletes them).
        #expect(try run(arguments("skill", "switchRef")) == 0)
        #expect(try run(arguments("middleware", "switchRef", ["--remove-orphans"])) == 0)
        let switchedTree = Self.tree(project.path("switchRef"))
        for round in 0..<4 {
            // Into an empty folder: one run wins, the other finds its code and refuses.
            let out = "empty\(round)"
            let processes = try [Self.launch(arguments("skill", out)), Self.launch(arguments("middleware", out))]
            for process in processes { process.waitUntilExit() }
            #expect(processes.filter { $0.terminationStatus == 0 }.count == 1, "round \(round)")
            let result = Self.tree(project.path(out))
            #expect(result == skill || result == middleware, "round \(round): the tree mixes two styles")

            // A switch with --remove-orphans racing a plain run of the old style: the switch wins
            // either way (before it, the plain run changes nothing; after it, the plain run refuses).
            let switched = "switch\(round)"
            #expect(try run(arguments("skill", switched)) == 0)
            let racing = try [
                Self.launch(arguments("middleware", switched, ["--remove-orphans"])),
                Self.launch(arguments("skill", switched)),
            ]
            for process in racing { process.waitUntilExit() }
            #expect(racing[0].terminationStatus == 0, "round \(round)")
            #expect(Self.tree(project.path(switched)) == switchedTree, "round \(round): the switch left a mixed tree")
        }
    }
}
