import Foundation
import Testing

@testable import FeatureGenCLI

/// The commands end to end, in-process, on temporary folders.
@Suite struct CommandTests {
    @Test func validateAcceptsGoodSpecsAndWritesNothing() throws {
        let scratch = try ScratchProject()
        try scratch.write("Specs/Order.feature.yml", try ScratchProject.fixture("Order.feature.yml"))
        try scratch.write("Specs/Catalog.feature.yml", try ScratchProject.fixture("Catalog.feature.yml"))
        let before = scratch.snapshot()
        let run = featuregen("validate", scratch.path("Specs"))
        #expect(run.exitCode == 0)
        #expect(run.output == "featuregen: 2 specs valid (Catalog, Order)\n")
        #expect(scratch.snapshot() == before)
    }

    @Test func validateReportsEveryErrorAndExits1() throws {
        let scratch = try ScratchProject()
        let spec = try ScratchProject.fixture("Order.feature.yml")
            .replacing("success: ordersLoaded", with: "success: ordersLoded")
            .replacing("effect: fetchOrders", with: "effect: fetchOrder")
        try scratch.write("Order.feature.yml", spec)
        let run = featuregen("validate", scratch.path("Order.feature.yml"))
        #expect(run.exitCode == 1)
        let lines = run.error.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasSuffix("Order.feature.yml:10:13: error: unknown effect `fetchOrder`") })
        #expect(lines.contains { $0.hasSuffix("error: unknown result `ordersLoded`") })
        #expect(lines.last == "featuregen: 2 errors")
    }

    @Test func dumpPrintsTheTreeAsJSONInKeyOrder() throws {
        let scratch = try ScratchProject()
        try scratch.write("a.yml", "b: 1\na: [x, 'y']\nc: { d: null }\n")
        let run = featuregen("dump", scratch.path("a.yml"))
        #expect(run.exitCode == 0)
        let compact = run.output.filter { !$0.isWhitespace }
        #expect(compact == #"{"b":1,"a":["x","y"],"c":{"d":null}}"#)
    }

    @Test func generateWritesThenLeavesEverythingUnchanged() throws {
        let scratch = try ScratchProject()
        try scratch.write("Specs/Order.feature.yml", try ScratchProject.fixture("Order.feature.yml"))
        let arguments = [
            "generate", scratch.path("Specs"), "--output", scratch.path("Sources/App"), "--tests-output",
            scratch.path("Tests/AppTests"),
        ]
        let first = featuregen(arguments)
        #expect(first.exitCode == 0)
        #expect(first.output.contains("featuregen: 1 feature, 23 files written, 0 unchanged"))
        #expect(scratch.exists("Sources/App/Features/Order/OrderReducer.swift"))
        #expect(scratch.exists("Tests/AppTests/OrderReducerTests.swift"))
        let second = featuregen(arguments)
        #expect(second.output.hasPrefix("featuregen: 1 feature, 0 files written, 23 unchanged"))
        let check = featuregen(arguments + ["--check"])
        #expect(check.exitCode == 0)
        #expect(check.output.hasPrefix("featuregen: 1 feature, all 23 files up to date"))
    }

    @Test func checkAndDryRunWriteNothingAndCheckFailsWhenStale() throws {
        let scratch = try ScratchProject()
        try scratch.write("Specs/Order.feature.yml", try ScratchProject.fixture("Order.feature.yml"))
        let before = scratch.snapshot()
        let base = ["generate", scratch.path("Specs"), "--output", scratch.path("Out")]
        let dryRun = featuregen(base + ["--dry-run"])
        #expect(dryRun.exitCode == 0)
        #expect(dryRun.output.contains("would create: \(scratch.path("Out/Features/Order/OrderState.swift"))"))
        let check = featuregen(base + ["--check"])
        #expect(check.exitCode == 1)
        #expect(scratch.snapshot() == before)
    }

    @Test func specErrorsWriteNothing() throws {
        let scratch = try ScratchProject()
        try scratch.write("Specs/Order.feature.yml", "feature: Order\nstate:\n  count: Int\n")
        let before = scratch.snapshot()
        let run = featuregen("generate", scratch.path("Specs"), "--output", scratch.path("Out"))
        #expect(run.exitCode == 1)
        #expect(run.error.contains("Order.feature.yml:3:3: error: field `count` has no default value"))
        #expect(run.error.hasSuffix("featuregen: 1 error; nothing was written\n"))
        #expect(scratch.snapshot() == before)
    }

    @Test func aTemplateFolderReplacesOneTemplate() throws {
        let scratch = try ScratchProject()
        try scratch.write("Specs/Order.feature.yml", try ScratchProject.fixture("Order.feature.yml"))
        try scratch.write("Templates/ServiceProtocol.swift.mustache", "// {{feature}} service, our way\n")
        try scratch.write("Templates/Sevrice.swift.mustache", "// typo\n")
        let run = featuregen(
            "generate", scratch.path("Specs"), "--output", scratch.path("Out"), "--templates", scratch.path("Templates"))
        #expect(run.exitCode == 0)
        #expect(scratch.read("Out/Services/OrderServiceProtocol.swift")?.hasSuffix("\n// Order service, our way\n") == true)
        #expect(scratch.read("Out/Features/Order/OrderState.swift")?.contains("struct OrderState") == true)
        #expect(run.error.contains("warning: `Sevrice.swift.mustache` overrides no template of the `skill` style; it is ignored"))
        #expect(run.error.contains("note: did you mean `Service`?"))
    }

    @Test func aTemplateFolderOverridesTheRunsStyle() throws {
        let scratch = try ScratchProject()
        try scratch.write("Specs/Order.feature.yml", try ScratchProject.fixture("Order.feature.yml"))
        try scratch.write("Templates/Repository.swift.mustache", "// {{feature}} repository, our way\n")
        try scratch.write("Templates/Models.swift.mustache", "// {{feature}} models, our way\n")
        let run = featuregen(
            "generate", scratch.path("Specs"), "--output", scratch.path("Out"), "--templates", scratch.path("Templates"),
            "--style", "middleware")
        #expect(run.exitCode == 0, "\(run.error)")
        #expect(scratch.read("Out/Repository/Order/OrderRepository.swift")?.hasSuffix("\n// Order repository, our way\n") == true)
        // A shared template is overridden for the style that uses it.
        #expect(scratch.read("Out/Model/OrderModels.swift")?.hasSuffix("\n// Order models, our way\n") == true)
        // The skill style has no `Repository` template.
        let skill = featuregen(
            "generate", scratch.path("Specs"), "--output", scratch.path("Skill"), "--templates", scratch.path("Templates"))
        #expect(skill.error.contains("warning: `Repository.swift.mustache` overrides no template of the `skill` style; it is ignored"))
    }

    @Test func anUnknownStyleIsAUsageError() throws {
        let scratch = try ScratchProject()
        try scratch.write("Specs/Order.feature.yml", try ScratchProject.fixture("Order.feature.yml"))
        let run = featuregen("generate", scratch.path("Specs"), "--output", scratch.path("Out"), "--style", "redux")
        #expect(run.exitCode == 2)
        #expect(run.error.contains("error: unknown style `redux`; use `skill`, `middleware`, `svvs` or `tca`"))
        #expect(scratch.files(under: ".") == ["Specs/Order.feature.yml"])
    }

    @Test func newWritesAStarterThatValidatesAndKeepsOtherFeatures() throws {
        let scratch = try ScratchProject()
        try scratch.write("Specs/Order.feature.yml", try ScratchProject.fixture("Order.feature.yml"))
        let run = featuregen("new", "Profile", "--path", scratch.path("Specs"), "--output", scratch.path("App"))
        #expect(run.exitCode == 0)
        #expect(scratch.exists("Specs/Profile.feature.yml"))
        let appState = scratch.read("App/App/AppState.swift") ?? ""
        #expect(appState.contains("var order = OrderState()") && appState.contains("var profile = ProfileState()"))
        #expect(featuregen("validate", scratch.path("Specs/Profile.feature.yml")).exitCode == 0)
        let again = featuregen("new", "Profile", "--path", scratch.path("Specs"), "--output", scratch.path("App"))
        #expect(again.exitCode == 1)
        #expect(again.error.contains("Profile.feature.yml` already exists"))
    }

    /// A name the validator refuses (`App`, `Self`, `Con`): the run writes nothing, so the message points
    /// at no `App.feature.yml` (it does not exist), and an empty spec folder is no surprise to `new`.
    @Test(arguments: [
        ("App", "featuregen: error: feature name `App` clashes with the generated App types (`AppState`, `AppAction`, …)"),
        ("Self", "featuregen: error: `Self` cannot name a feature; try `SelfValue`"),
        ("Con", "featuregen: error: feature name `Con` is reserved by Windows and cannot name a file"),
    ])
    func newWithARefusedNamePointsAtNoFileItDidNotWrite(name: String, error: String) throws {
        let scratch = try ScratchProject()
        try scratch.write("Specs/notes.txt", "")
        let run = featuregen("new", name, "--path", scratch.path("Specs"), "--output", scratch.path("App"))
        #expect(run.exitCode == 1)
        #expect(ScratchProject.lines(run.error).first == error, "\(run.error)")
        #expect(!run.error.contains("\(name).feature.yml"), "\(run.error)")
        #expect(!run.error.contains("no feature specs"), "\(run.error)")
        #expect(scratch.files(under: ".") == ["Specs/notes.txt"])
    }

    /// A run that fails in the whole run's checks: the error is the new spec's, said without a place;
    /// its note points at the spec that exists.
    @Test func newWhoseRunFailsPointsOnlyAtFilesThatExist() throws {
        let scratch = try ScratchProject()
        try scratch.write("Specs/Order.feature.yml", try ScratchProject.fixture("Order.feature.yml"))
        let run = featuregen("new", "ORDER", "--path", scratch.path("Specs"), "--output", scratch.path("App"))
        #expect(run.exitCode == 1)
        let lines = ScratchProject.lines(run.error.replacingOccurrences(of: scratch.root + "/", with: ""))
        #expect(lines.first == "featuregen: error: feature name `ORDER` differs from `Order` only in case; "
            + "their files would collide on case-insensitive file systems")
        #expect(lines.dropFirst().first?.hasPrefix("Specs/Order.feature.yml:") == true, "\(lines)")
        #expect(!scratch.exists("Specs/ORDER.feature.yml"))
    }

    @Test func newRefusesANameThatIsNotAnIdentifier() throws {
        let scratch = try ScratchProject()
        let run = featuregen("new", "../evil", "--path", scratch.path("Specs"))
        #expect(run.exitCode == 1)
        #expect(run.error.hasPrefix("featuregen: error: `../evil` is not a feature name"))
        #expect(scratch.snapshot().isEmpty)
    }
}
