import Foundation
import Testing

import FeatureGenCore
@testable import FeatureGenCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `featuregen extract` end to end, in a scratch folder.
@Suite("extract command")
struct ExtractCommandTests {
    static let counter = """
        import SwiftUI
        struct CounterView: View {
            @State private var count = 0
            var body: some View { Button("Add") { count += 1 } }
        }
        """

    @Test func invalidUTF8IsRefusedAndNothingIsWritten() throws {
        let project = try ScratchProject()
        try project.write("Views/Counter.swift", Self.counter)
        try project.write("Views/Latin1.swift", bytes: Array("struct V: View { @State var a = \"caf".utf8) + [0xE9] + Array("\" }".utf8))
        let run = featuregen("extract", project.path("Views"), "--output", project.specs)
        #expect(run.exitCode == 1)
        #expect(run.error == """
            \(project.path("Views/Latin1.swift")):1:37: error: file is not valid UTF-8 (byte 0xE9): save it as UTF-8
            featuregen: 1 error; nothing was written

            """)
        #expect(!project.exists("Specs"))
    }

    @Test func anExistingSpecInEitherFormatIsKept() throws {
        let project = try ScratchProject()
        try project.write("Views/Counter.swift", Self.counter)
        try project.write("Specs/Counter.feature.json", #"{ "feature": "Counter", "state": { "count": "Int = 7" } }"#)
        let run = featuregen("extract", project.path("Views"), "--output", project.specs)
        #expect(run.exitCode == 0, "\(run.error)")
        #expect(!project.exists("Specs/Counter.feature.yml"))
        #expect(run.output.contains("→ \(project.path("Specs/Counter.feature.json")) (kept: it already exists)"))
    }

    @Test func generateWritesSpecsAndCodeTogether() throws {
        let project = try ScratchProject()
        try project.write("Views/Counter.swift", Self.counter)
        let arguments = ["extract", project.path("Views"), "--output", project.specs, "--generate", "--code-output",
                         project.output, "--quiet"]
        let run = featuregen(arguments)
        #expect(run.exitCode == 0, "\(run.error)")
        let verbose = featuregen(
            "extract", project.path("Views"), "--output", project.path("Specs2"), "--generate", "--code-output",
            project.path("App2"))
        #expect(verbose.output.contains("  view: \(project.path("App2/Features/Counter/CounterView.swift")) from the prototype's body\n"))
        #expect(project.exists("Specs/Counter.feature.yml"))
        #expect(project.exists("Sources/App/Features/Counter/CounterReducer.swift"))
        // The pure view is the prototype's own body, its button sending the action.
        let view = project.read("Sources/App/Features/Counter/CounterView.swift") ?? ""
        #expect(view.contains("    let count: Int\n    let onAddTapped: () -> Void\n"))
        #expect(view.contains("    var body: some View { Button(\"Add\") { onAddTapped() } }\n"))
        #expect(view.contains("onAddTapped: { store.send(.counter(.addTapped)) }"))
        #expect(!run.output.contains("nothing was written") && !run.error.contains("nothing was written"))
        #expect(run.output.hasSuffix("written, 0 unchanged (\(run.output.split(separator: "(").last ?? "")"))
    }

    /// An app with an `AppState` of its own (4 of 9 public apps): the generated App types begin with
    /// `Root`, and a new `featuregen.yml` beside the specs keeps the name for `generate`.
    @Test func anAppsOwnAppStateIsLeftAloneAndTheNameIsKept() throws {
        let project = try ScratchProject()
        try project.write("Views/Counter.swift", Self.counter)
        try project.write("Views/AppState.swift", "import Observation\n@Observable final class AppState { var user = \"\" }\n")
        let run = featuregen(
            "extract", project.path("Views"), "--output", project.specs, "--generate", "--code-output", project.output, "--quiet")
        #expect(run.exitCode == 0, "\(run.error)")
        #expect(run.error.contains("warning: the prototypes declare or use `AppState`: the generated App types begin with `Root`"))
        #expect(project.read("Specs/featuregen.yml")?.hasSuffix("app: Root\n") == true)
        #expect(project.exists("Sources/App/App/RootState.swift") && !project.exists("Sources/App/App/AppState.swift"))
        let view = try #require(project.read("Sources/App/Features/Counter/CounterView.swift"))
        #expect(view.contains("RootStore") && !view.contains("AppStore"))
        // `generate` reads the name from the config: the same files, nothing new.
        let again = featuregen("generate", project.specs, "--output", project.output, "--quiet")
        #expect(again.exitCode == 0, "\(again.error)")
        #expect(!project.exists("Sources/App/App/AppState.swift"))
    }

    @Test func generateWithABadSpecBesideWritesNothing() throws {
        let project = try ScratchProject()
        try project.write("Views/Counter.swift", Self.counter)
        try project.write("Specs/Broken.feature.yml", "feature: Broken\nstate: { n: Int = 0 }\nactions: { go: { set: { m: 1 } } }\n")
        let before = project.snapshot()
        let run = featuregen(
            "extract", project.path("Views"), "--output", project.specs, "--generate", "--code-output", project.output)
        #expect(run.exitCode == 1)
        #expect(run.error.hasSuffix("; nothing was written\n"))
        #expect(project.snapshot() == before)
    }

    @Test func jsonReportsEveryView() throws {
        let project = try ScratchProject()
        try project.write("Views/Counter.swift", Self.counter)
        try project.write("Views/App.swift", """
            struct AppView: View {
                @State private var model = AppViewModel()
                @State private var tab = 0
                var body: some View { Text("") }
            }
            """)
        let run = featuregen("extract", project.path("Views"), "--output", project.specs, "--json")
        #expect(run.exitCode == 0)
        let report = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        let views = report?["perView"] as? [[String: Any]] ?? []
        #expect(views.map { $0["feature"] as? String } == ["AppFeature", "Counter"])
        #expect(views.map { $0["specStatus"] as? String } == ["created", "created"])
        let review = views.first?["review"] as? [String] ?? []
        #expect(review.contains { $0.hasPrefix("feature named `AppFeature`: `App` clashes with the App wiring") })
        #expect(review.contains { $0.hasPrefix("`@State var model = AppViewModel()`: `AppViewModel` looks like an object") })
        #expect(run.error.contains("warning: feature name `App` clashes with the App wiring"))
    }

    /// As for `generate`: a link to nothing is said and the rest goes on; an unreadable folder is an error.
    @Test func aLinkToNothingIsSaidAndTheRestIsExtracted() throws {
        let project = try ScratchProject()
        try project.write("Views/Counter.swift", Self.counter)
        try FileManager.default.createSymbolicLink(atPath: project.path("Views/Gone.swift"), withDestinationPath: project.path("nowhere"))
        let run = featuregen("extract", project.path("Views"), "--output", project.specs, "--quiet")
        #expect(run.exitCode == 0, "\(run.error)")
        #expect(run.error == "featuregen: warning: `\(project.path("Views/Gone.swift"))` is a symbolic link to nothing; skipped\n")
        #expect(run.output.contains("need review, 1 warning ("))
        #expect(project.exists("Specs/Counter.feature.yml"))
    }

    @Test(.enabled(if: geteuid() != 0, "root reads any folder, so nothing is unreadable"))
    func anUnreadableFolderIsAnErrorAndNothingIsWritten() throws {
        let project = try ScratchProject()
        try project.write("Views/Counter.swift", Self.counter)
        try project.write("Views/Locked/Other.swift", Self.counter.replacingOccurrences(of: "Counter", with: "Other"))
        chmod(project.path("Views/Locked"), 0)
        let run = featuregen("extract", project.path("Views"), "--output", project.specs)
        #expect(run.exitCode == 1)
        #expect(run.error.contains("error: cannot read folder `\(project.path("Views/Locked"))` (permission denied?)"))
        #expect(!project.exists("Specs"))
    }

    /// `SelfView` → `SelfFeature` (a feature `Self` cannot be a type name), and a generic view's
    /// state using `T` is left out and its view comes from the template: the code compiles.
    @Test func reservedNamesAndGenericViewsGiveSpecsThatValidate() throws {
        let project = try ScratchProject()
        try project.write("Views/Self.swift", Self.counter.replacingOccurrences(of: "CounterView", with: "SelfView"))
        try project.write("Views/List.swift", """
            struct ListView<T: Hashable>: View {
                @State var items: [T] = []
                @State var count = 0
                var body: some View { ForEach(items, id: \\.self) { Text("\\($0)") }; Button("More") { count += 1 } }
            }
            """)
        let run = featuregen(
            "extract", project.path("Views"), "--output", project.specs, "--generate", "--code-output", project.output)
        #expect(run.exitCode == 0, "\(run.error)")
        #expect(project.exists("Specs/SelfFeature.feature.yml") && project.exists("Specs/List.feature.yml"))
        #expect(run.output.contains("  view: \(project.path("Sources/App/Features/SelfFeature/SelfFeatureView.swift")) from the prototype's body"))
        #expect(!run.output.contains("Features/List/ListView.swift from the prototype's body"))
        let view = project.read("Sources/App/Features/List/ListView.swift") ?? ""
        #expect(view.contains("    let count: Int\n    let onMoreTapped: () -> Void\n"))
        #expect(!view.contains("[T]") && !view.contains("ForEach(items"))
        let validate = featuregen("validate", project.specs)
        #expect(validate.exitCode == 0, "\(validate.error)")
    }

    @Test func progressIsReportedPerPrototypeAndDrawnOnlyOnATerminal() throws {
        let project = try ScratchProject()
        for index in 0..<3 {
            try project.write("Views/V\(index).swift", Self.counter.replacingOccurrences(of: "Counter", with: "C\(index)"))
        }
        final class Reports: @unchecked Sendable {
            let lock = NSLock()
            var counts: [String] = []
            func add(_ text: String) { lock.withLock { counts.append(text) } }
        }
        let reports = Reports()
        let result = try ExtractPipeline.run(
            paths: [project.path("Views")], output: project.path("Specs"), generate: nil,
            diagnostics: DiagnosticCollector(), progress: { stage, done, total in reports.add("\(stage) \(done)/\(total)") })
        #expect(result != nil)
        #expect(reports.counts.sorted() == ["reading prototypes 1/3", "reading prototypes 2/3", "reading prototypes 3/3"])
        // `ProgressLine` draws them (its own tests cover how); off a terminal, standard error stays clean.
        final class Buffer: @unchecked Sendable { var text = "" }
        let error = Buffer()
        let console = Console(output: { _ in }, error: { error.text += $0 }, errorIsTerminal: false)
        #expect(FeatureGenCLI.run(["extract", project.path("Views"), "--output", project.path("B")], console: console) == 0)
        #expect(error.text.isEmpty)
    }
}
