import Foundation
import Testing

/// The ownership matrix through the real command line, on a temporary project.
@Suite struct OwnershipEndToEndTests {
    let orderState = "Sources/App/Features/Order/OrderState.swift"
    let orderTransitions = "Sources/App/Features/Order/OrderReducer+Transitions.swift"

    func freshProject() throws -> ScratchProject {
        let project = try ScratchProject()
        try SampleSpecs.install(in: project)
        let run = project.generate()
        #expect(run.exitCode == 0, "\(run.error)")
        return project
    }

    @Test func freshGenerateWritesEveryFile() throws {
        let project = try freshProject()
        for file in [
            orderState, orderTransitions, "Sources/App/App/AppState.swift", "Sources/App/Services/OrderService.swift",
            "Tests/AppTests/OrderReducerTests.swift", "Tests/AppTests/MockProfileService.swift",
        ] {
            #expect(project.exists(file), "\(file)")
        }
        // Nothing but the specs and the two output folders: no lock or journal in the project.
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: project.root)) == ["Specs", "Sources", "Tests"])
    }

    @Test func regenerateWithoutChangesRewritesNothing() throws {
        let project = try freshProject()
        try project.backdate(under: "Sources")
        try project.backdate(under: "Tests")
        let before = project.snapshot()
        let times = project.modificationTimes(under: "Sources")
        let run = project.generate()
        #expect(run.exitCode == 0)
        #expect(run.output.contains("0 files written, 32 unchanged"))
        #expect(project.snapshot() == before)
        #expect(project.modificationTimes(under: "Sources") == times)
    }

    @Test func specChangeRewritesOnlyAffectedGeneratedFiles() throws {
        let project = try freshProject()
        try project.backdate(under: "Sources")
        let times = project.modificationTimes(under: "Sources")
        try project.write("Specs/Order.feature.yml", SampleSpecs.order.replacingOccurrences(of: "Int = 0", with: "Int = 5"))
        let run = project.generate()
        #expect(run.exitCode == 0)
        #expect(project.read(orderState)?.contains("var count: Int = 5") == true)
        let changed = project.modificationTimes(under: "Sources").filter { times[$0.key] != $0.value }.keys
        #expect(Set(changed.filter { $0.hasSuffix(".swift") }) == ["App/Features/Order/OrderState.swift"])
    }

    @Test func handEditedGeneratedFileIsKeptReportedAndDiffedUntilForced() throws {
        let project = try freshProject()
        let pristine = try #require(project.read(orderState))
        try project.write(orderState, pristine + "// my edit\n")
        let run = project.generate()
        #expect(run.exitCode == 0)
        #expect(project.read(orderState) == pristine + "// my edit\n")
        let path = project.path(orderState)
        #expect(
            ScratchProject.lines(run.error) == [
                "\(path):1:1: warning: `\(path)` was edited by hand; not overwritten (use --force to replace it)"
            ])
        #expect(run.output.contains("skipped (edited by hand; --force replaces it): \(path)"))
        #expect(run.output.contains("-// my edit"))

        let forced = project.generate("--force")
        #expect(forced.exitCode == 0)
        #expect(forced.output.contains("replaced (--force): \(path)"))
        #expect(project.read(orderState) == pristine)
    }

    @Test func aHandEditedFileTheSpecChangedFailsTheRun_andSaysWhatToDo() throws {
        let project = try freshProject()
        let pristine = try #require(project.read(orderState))
        try project.write(orderState, pristine + "// my edit\n")
        // The spec changes the state: the edited file would have to change, and its tests did.
        try project.write("Specs/Order.feature.yml", SampleSpecs.order.replacingOccurrences(
            of: "  count: Int = 0", with: "  count: Int = 0\n  total: Int = 0") + "\n")
        let run = project.generate()
        #expect(run.exitCode == 1)
        #expect(run.error.contains("error: 1 generated file was edited by hand and not updated, though the spec changed it"))
        #expect(run.error.contains("move your edit into a file of your own"))
        #expect(project.read(orderState) == pristine + "// my edit\n")
        #expect(project.generate("--force").exitCode == 0)
    }

    @Test func developerOwnedFileIsNeverTouched() throws {
        let project = try freshProject()
        let mine = (project.read(orderTransitions) ?? "") + "// my transition\n"
        try project.write(orderTransitions, mine)
        try project.write("Specs/Order.feature.yml", SampleSpecs.order + "\n  clear:\n")
        for extra in [[], ["--force"], ["--force", "--remove-orphans"]] {
            let run = featuregen(
                ["generate", project.specs, "--output", project.output, "--tests-output", project.testsOutput] + extra)
            // The new message's transition is the developer's to write: said, the build would fail without it.
            #expect(run.exitCode == 1, "\(run.error)")
            #expect(run.error.contains("lacks the transition `clear(state:)`"), "\(run.error)")
            #expect(project.read(orderTransitions) == mine)
        }
    }

    @Test func removedFeatureLeavesOrphansUntilAskedAndNeverOwnedFiles() throws {
        let project = try freshProject()
        try project.remove("Specs/Profile.feature.yml")
        let generated = [
            "Sources/App/Features/Profile/ProfileState.swift", "Sources/App/Features/Profile/ProfileAction.swift",
            "Sources/App/Services/ProfileServiceProtocol.swift", "Tests/AppTests/ProfileReducerTests.swift",
        ]
        let owned = ["Sources/App/Features/Profile/ProfileView.swift", "Sources/App/Services/ProfileService.swift"]

        let run = project.generate()
        #expect(run.exitCode == 0)
        for file in generated {
            #expect(project.exists(file))
            #expect(run.output.contains("orphan (kept; --remove-orphans deletes it): \(project.path(file))"))
        }
        #expect(run.error.contains("is no longer generated by any spec (use --remove-orphans to delete it)"))

        let removal = project.generate("--remove-orphans")
        #expect(removal.exitCode == 0)
        for file in generated { #expect(!project.exists(file), "\(file)") }
        for file in owned { #expect(project.exists(file), "\(file)") }
        #expect(!project.read("Sources/App/App/AppState.swift")!.contains("ProfileState"))
    }

    /// An orphan edited by hand stays even with `--remove-orphans`: its line says why, and what does
    /// delete it, never "--remove-orphans deletes it" to a run that passed it.
    @Test func anEditedOrphanSaysWhyTheFlagKeptIt() throws {
        let project = try freshProject()
        try project.remove("Specs/Profile.feature.yml")
        let file = "Sources/App/Features/Profile/ProfileState.swift"
        try project.write(file, (project.read(file) ?? "") + "// mine\n")

        let removal = project.generate("--remove-orphans")
        #expect(removal.exitCode == 0)
        #expect(project.exists(file))
        #expect(removal.output.contains("  orphan, edited by hand (kept; --force deletes it): \(project.path(file))\n"))
        #expect(!removal.output.contains("--remove-orphans deletes it"), "\(removal.output)")

        let plain = project.generate()
        #expect(plain.output.contains("  orphan, edited by hand (kept; --remove-orphans --force deletes it): \(project.path(file))\n"))
        #expect(plain.error.contains("and was edited by hand (use --remove-orphans --force to delete it)"))

        #expect(project.generate("--remove-orphans", "--force").exitCode == 0)
        #expect(!project.exists(file))
    }

    /// An App file lists every spec in its header; with many features that header is long, and
    /// featuregen must still recognise its own file on the next run.
    @Test func manyFeaturesRegenerateAsUnchanged() throws {
        let project = try ScratchProject()
        for index in 0..<40 {
            try project.write("Specs/LongFeatureName\(index).feature.yml", "feature: LongFeatureName\(index)\n")
        }
        #expect(project.generate().exitCode == 0)
        let again = project.generate()
        #expect(again.exitCode == 0, "\(again.error)")
        #expect(again.error.isEmpty)
        #expect(again.output.contains("0 files written"))
    }

    /// A spec that is a symbolic link to nothing is skipped, and with `--remove-orphans` its feature's
    /// code stays: it would look orphaned only because its spec could not be read (issue 25).
    @Test func aSpecThatCannotBeReadKeepsItsFeatureCodeUnderRemoveOrphans() throws {
        let project = try ScratchProject()
        try SampleSpecs.install(in: project)
        #expect(project.generate().exitCode == 0)
        let before = project.snapshot().filter { !$0.key.hasPrefix("Specs") }
        try project.remove("Specs/Profile.feature.yml")
        try FileManager.default.createSymbolicLink(
            atPath: project.path("Specs/Profile.feature.yml"), withDestinationPath: project.path("Gone/Profile.feature.yml"))
        let run = project.generate("--remove-orphans")
        #expect(run.exitCode == 0, "\(run.error)")
        #expect(run.error.contains("symbolic link to nothing; skipped"))
        #expect(run.error.contains("no orphan is removed in this run"))
        #expect(run.output.contains("orphan (kept: a spec of this run could not be read)"))
        // The app's wiring follows the specs read; every file of the unread spec's feature stays.
        let after = project.snapshot()
        let profile = before.filter { $0.key.contains("Profile") }
        #expect(profile.count > 5)
        for (path, contents) in profile { #expect(after[path] == contents, "\(path)") }
    }
}
