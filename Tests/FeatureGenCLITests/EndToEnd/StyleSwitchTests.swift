import Foundation
import Testing

/// The ownership and regeneration guarantees, style by style, and what happens when a folder changes
/// style: never two styles' code side by side without being told.
@Suite struct StyleSwitchTests {
    private func project(style: String) throws -> ScratchProject {
        let project = try ScratchProject()
        try SampleSpecs.install(in: project)
        let run = project.generate("--style", style)
        #expect(run.exitCode == 0, "\(run.error)")
        return project
    }

    @Test(arguments: ["skill", "middleware", "svvs", "tca"])
    func aSecondRunChangesNothing_andNeverRewritesTheDevelopersFiles(_ style: String) throws {
        let project = try project(style: style)
        let owned = switch style {
        case "skill": "Sources/App/Services/OrderService.swift"
        case "middleware": "Sources/App/Repository/Order/OrderRepositoryImpl.swift"
        case "tca": "Sources/App/Dependencies/OrderClient+Live.swift"
        default: "Sources/App/Repositories/OrderRepository.swift"
        }
        try project.write(owned, "// mine\n")
        let before = project.snapshot()
        let run = project.generate("--style", style)
        #expect(run.exitCode == 0)
        #expect(run.output.contains("0 files written"))
        #expect(project.snapshot() == before)
        #expect(project.read(owned) == "// mine\n")
    }

    @Test func anotherStyleInTheSameFolderStopsTheRunAndWritesNothing() throws {
        let project = try project(style: "skill")
        let before = project.snapshot()
        let run = project.generate("--style", "middleware")
        #expect(run.exitCode == 1)
        #expect(project.snapshot() == before)
        let lines = ScratchProject.lines(run.error.replacingOccurrences(of: project.root + "/", with: ""))
        #expect(lines.first == "Sources/App/App/AppAction.swift:1:1: error: `Sources/App` holds code of the "
            + "`skill` style (`App/AppAction.swift` and 15 more); this run generates the `middleware` style")
        #expect(lines.contains("Sources/App/App/AppAction.swift:1:1: note: to switch to `middleware`, run "
            + "again with `--remove-orphans`: it deletes the `skill` style's generated files"))
        #expect(lines.contains { $0.contains("your own files of the `skill` style stay") && $0.contains("OrderView.swift") })
        #expect(lines.contains("Tests/AppTests/AppStoreTests.swift:1:1: error: `Tests/AppTests` holds code of the "
            + "`skill` style (`AppStoreTests.swift` and 4 more); this run generates the `middleware` style"))
    }

    @Test func removeOrphansSwitchesTheStyle_andKeepsTheDevelopersFiles() throws {
        let project = try project(style: "skill")
        let run = project.generate("--style", "middleware", "--remove-orphans")
        #expect(run.exitCode == 0, "\(run.error)")
        #expect(!project.exists("Sources/App/Features/Order/OrderState.swift"))
        #expect(!project.exists("Tests/AppTests/MockOrderService.swift"))
        #expect(project.exists("Sources/App/Store/States/OrderState.swift"))
        // The developer's own files of the old style are never deleted; the run says so.
        #expect(project.exists("Sources/App/Features/Order/OrderView.swift"))
        let error = run.error.replacingOccurrences(of: project.root + "/", with: "")
        #expect(error.contains("warning: switching `Sources/App` from the `skill` style to `middleware`"))
        #expect(error.contains("`Sources/App/Features/Order/OrderView.swift`"))
        // The new style is now the folder's: a second run is quiet.
        let again = project.generate("--style", "middleware")
        #expect(again.exitCode == 0)
        #expect(!again.error.contains("error:"))
    }

    /// From the skill style to TCA: the old generated files go, the developer's stay (and are named),
    /// and the TCA code is written beside them.
    @Test func switchingToTCA_removesTheOldGeneratedFiles_andKeepsTheDevelopersOwn() throws {
        let project = try project(style: "skill")
        let refused = project.generate("--style", "tca")
        #expect(refused.exitCode == 1)
        #expect(refused.error.contains("holds code of the `skill` style"))
        let run = project.generate("--style", "tca", "--remove-orphans")
        #expect(run.exitCode == 0, "\(run.error)")
        #expect(!project.exists("Sources/App/App/AppStore.swift"))
        #expect(project.exists("Sources/App/Services/OrderService.swift"))
        #expect(project.exists("Sources/App/Features/Order/OrderFeature.swift"))
        #expect(project.exists("Sources/App/Dependencies/OrderClient.swift"))
        #expect(project.exists("Tests/AppTests/OrderFeatureTests.swift"))
        #expect(run.error.contains("/Sources/App` from the `skill` style to `tca`: its generated files are removed"))
    }

    /// The SVVS style's stores (named in the specs) are its generated files too: a run of another
    /// style sees them, and switching away removes them with the rest.
    @Test func switchingAwayFromSVVSRemovesItsStores() throws {
        let project = try ScratchProject()
        try project.write("Specs/Order.feature.yml", "feature: Order\nstate:\n  count: { type: Int, default: \"0\", store: CountStore }\n")
        #expect(project.generate("--style", "svvs").exitCode == 0)
        #expect(project.exists("Sources/App/Stores/CountStore.swift"))
        // Only the store would be left of the style's sources: it alone says the folder is SVVS's.
        try FileManager.default.removeItem(atPath: project.path("Sources/App/ViewStates"))
        try FileManager.default.removeItem(atPath: project.path("Sources/App/App"))
        try? FileManager.default.removeItem(atPath: project.path("Sources/App/Repositories/OrderRepositoryProtocol.swift"))
        let mixed = project.generate("--style", "skill")
        #expect(mixed.exitCode == 1)
        let error = mixed.error.replacingOccurrences(of: project.root + "/", with: "")
        #expect(error.contains(
            "Sources/App/Stores/CountStore.swift:1:1: error: `Sources/App` holds code of the `svvs` style (`Stores/CountStore.swift`)"))
        let run = project.generate("--style", "skill", "--remove-orphans")
        #expect(run.exitCode == 0, "\(run.error)")
        #expect(!project.exists("Sources/App/Stores/CountStore.swift"))
        #expect(project.exists("Sources/App/Views/OrderView.swift"), "the developer's own view stays")
    }

    @Test func extractGeneratesInTheChosenStyle() throws {
        let project = try ScratchProject()
        try project.write("Views/CounterView.swift", """
            import SwiftUI
            struct CounterView: View {
              @State private var count = 0
              var body: some View { Button("Add") { count += 1 } }
            }
            """)
        let run = featuregen([
            "extract", project.path("Views"), "--output", project.specs, "--generate", "--code-output", project.output,
            "--no-tests", "--style", "middleware",
        ])
        #expect(run.exitCode == 0, "\(run.error)")
        #expect(project.exists("Sources/App/Store/Reducers/CounterReducer.swift"))
        #expect(project.exists("Sources/App/View/Screens/CounterScreenView.swift"))
        let alone = featuregen(["extract", project.path("Views"), "--output", project.path("More"), "--style", "middleware"])
        #expect(alone.exitCode == 2)
        #expect(alone.error.contains("`--style` chooses the code `--generate` writes"))
    }
}

/// `featuregen generate` and `new` read the nearest `featuregen.yml` to the specs, as the plugins do;
/// flags win over it.
@Suite struct ConfigFileTests {
    @Test func theConfigBesideTheSpecsGivesTheStyleAndAccess() throws {
        let project = try ScratchProject()
        try SampleSpecs.install(in: project)
        try project.write("Specs/featuregen.yml", "style: middleware\naccess: public\n")
        let run = project.generate()
        #expect(run.exitCode == 0, "\(run.error)")
        #expect(project.exists("Sources/App/Store/Reducers/OrderReducer.swift"))
        #expect(!project.exists("Sources/App/Features/Order/OrderState.swift"))
        #expect(project.read("Sources/App/Store/States/OrderState.swift")?.contains("public nonisolated struct OrderState") == true)
        // A flag wins: the same folder in another style is refused as a mix, not silently switched.
        let flagged = project.generate("--style", "skill")
        #expect(flagged.exitCode == 1)
        #expect(flagged.error.contains("this run generates the `skill` style"))
    }

    @Test func aConfigWithAnErrorStopsTheRunAtItsLine() throws {
        let project = try ScratchProject()
        try SampleSpecs.install(in: project)
        try project.write("Specs/featuregen.yml", "style: midleware\n")
        let run = project.generate()
        #expect(run.exitCode == 1)
        #expect(run.error.contains("featuregen.yml:1:8: error:"), "\(run.error)")
        #expect(!project.exists("Sources/App"))
    }
}

@Suite struct StyleMixNamesTests {
    /// middleware and svvs both write `MockOrderRepository.swift`: a middleware folder is named as such.
    @Test func aFolderOfOneStyleIsNotSaidToHoldAnotherThatSharesAFileName() throws {
        let project = try ScratchProject()
        try SampleSpecs.install(in: project)
        #expect(project.generate("--style", "middleware").exitCode == 0)
        let run = project.generate("--style", "skill")
        #expect(run.exitCode == 1)
        #expect(run.error.contains("holds code of the `middleware` style"))
        #expect(!run.error.contains("`svvs` style"), "\(run.error)")
    }

    /// Every style in a folder of every other: the error names only the folder's style, and the file it
    /// shows as evidence is one no other style writes (not `MockOrderRepository.swift`, which svvs
    /// writes too, nor `Features/Order/OrderModels.swift`, which skill and tca share).
    @Test func everyStylePairNamesOnlyTheStylePresent_withAFileOnlyThatStyleWrites() throws {
        let styles = ["skill", "middleware", "svvs", "tca"]
        var projects: [String: ScratchProject] = [:]
        var written: [String: Set<String>] = [:]
        for style in styles {
            let project = try ScratchProject()
            try SampleSpecs.install(in: project)
            #expect(project.generate("--style", style).exitCode == 0)
            projects[style] = project
            written[style] = Set(project.snapshot().keys)
        }
        for present in styles {
            let project = try #require(projects[present])
            for run in styles where run != present {
                let result = project.generate("--style", run, "--check")
                #expect(result.exitCode == 1)
                let errors = ScratchProject.lines(result.error.replacingOccurrences(of: project.root + "/", with: ""))
                    .filter { $0.contains(" error: ") && $0.contains("holds code") }
                #expect(errors.count == 2, "\(present) → \(run): \(errors)")
                for error in errors {
                    #expect(error.contains("holds code of the `\(present)` style ("), "\(error)")
                    let evidence = String(error.prefix { $0 != ":" })
                    for other in styles where other != present {
                        #expect(written[other]?.contains(evidence) == false, "\(present) → \(run): \(evidence) is \(other)'s too")
                    }
                }
                for other in styles where other != present && other != run {
                    #expect(!result.error.contains("`\(other)`"), "\(present) → \(run): \(result.error)")
                }
            }
        }
    }

    /// A folder left with only a file two styles write cannot say which: the error names both.
    @Test func aFileTwoStylesWriteAloneIsSaidToBeEithers() throws {
        let project = try ScratchProject()
        try SampleSpecs.install(in: project)
        #expect(project.generate("--style", "middleware").exitCode == 0)
        let mock = try #require(project.read("Tests/AppTests/MockOrderRepository.swift"))
        try project.remove("Sources/App")
        try project.remove("Tests/AppTests")
        try project.write("Tests/AppTests/MockOrderRepository.swift", mock)
        let run = project.generate("--style", "skill", "--check")
        #expect(run.exitCode == 1)
        #expect(run.error.contains(
            "error: `\(project.testsOutput)` holds code of the `middleware` or `svvs` style (`MockOrderRepository.swift`)"),
            "\(run.error)")
    }
}
