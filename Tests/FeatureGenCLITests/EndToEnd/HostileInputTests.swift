import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Inputs a hostile tester tries: each is refused with a `path:line:col` error (or a clean
/// `featuregen: error:` for a bad command line), never a crash, a hang, a huge message or a lost file.
@Suite struct HostileInputTests {
    static let deep = 40_000
    static let nested = String(repeating: "[", count: deep) + "Int" + String(repeating: "]", count: deep)

    /// Refused with exit 1, first line exactly `first` (`{spec}` is the spec's path), no output line
    /// longer than a terminal can sensibly show, nothing written.
    func expectRefused(_ file: String, _ text: String, first: String, command: String = "validate") throws {
        let project = try ScratchProject()
        try project.write("Specs/" + file, text)
        let before = project.snapshot()
        let run = command == "validate" ? featuregen(["validate", project.specs]) : project.generate()
        #expect(run.exitCode == 1)
        let lines = ScratchProject.lines(run.error)
        #expect(lines.first == first.replacingOccurrences(of: "{spec}", with: project.path("Specs/" + file)))
        #expect(lines.allSatisfy { $0.utf8.count < 400 }, "a line of \(lines.map(\.utf8.count).max() ?? 0) bytes")
        #expect(project.snapshot() == before)
    }

    @Test func typeNested40000DeepInYAML() throws {
        try expectRefused(
            "X.feature.yml", "feature: X\nstate:\n  a: \"\(Self.nested)\"\n",
            first: "{spec}:3:72: error: type nested more than 64 levels deep in type `" + String(repeating: "[", count: 100) + "…`")
    }

    @Test func typeNested40000DeepInJSON() throws {
        try expectRefused(
            "J.feature.json", "{\"feature\": \"J\", \"state\": {\"a\": \"\(Self.nested) = []\"}}",
            first: "{spec}:1:99: error: type nested more than 64 levels deep in type `" + String(repeating: "[", count: 100) + "…`",
            command: "generate")
    }

    @Test func typeNested40000DeepInEffectParametersAndEnumPayloads() throws {
        try expectRefused(
            "E.feature.yml", "feature: E\neffects:\n  f:\n    call: \"f(x: \(Self.nested)) async\"\n",
            first: "{spec}:4:82: error: type nested more than 64 levels deep in call `f(x: " + String(repeating: "[", count: 95) + "…`")
        try expectRefused(
            "N.feature.yml", "feature: N\nenums:\n  K: [\"a(\(Self.nested))\"]\n",
            first: "{spec}:3:75: error: type nested more than 64 levels deep in enum case `a(" + String(repeating: "[", count: 98) + "…`")
    }

    @Test func expressionNested40000Deep() throws {
        let parentheses = String(repeating: "(", count: Self.deep) + "1" + String(repeating: ")", count: Self.deep)
        try expectRefused(
            "P.feature.yml", "feature: P\nstate:\n  a: \"Int = \(parentheses)\"\n",
            first: "{spec}:3:77: error: expression nested more than 64 levels deep")
    }

    /// `extract` on a view with a type nested 100 deep would write a spec that `validate` refuses: the
    /// field is commented out with the reason (issue 25; since issue 24 item 2 the rest of the view is
    /// extracted, where the whole view was skipped); nested 40,000 deep, the file is skipped with a warning.
    @Test func extractedDeepTypeIsRefusedNotACrash() throws {
        let project = try ScratchProject()
        func view(_ depth: Int) -> String {
            let type = String(repeating: "[", count: depth) + "Int" + String(repeating: "]", count: depth)
            return "import SwiftUI\nstruct DeepView: View {\n  @State private var a: \(type) = []\n"
                + "  var body: some View { Button(\"x\") { a = [] } }\n}\n"
        }
        try project.write("Views/DeepView.swift", view(100))
        let extract = featuregen(["extract", project.path("Views"), "--output", project.specs])
        #expect(extract.exitCode == 0, "\(extract.error)")
        #expect(!extract.error.contains("skipped"))
        let spec = project.read("Specs/Deep.feature.yml") ?? ""
        #expect(spec.contains("  # review: commented out: `validate` refuses `a: \"[[["))
        #expect(spec.contains("type nested more than 64 levels deep"))
        #expect(spec.contains("\n  # a: \"[[["))
        #expect(spec.contains("  # review: no `set`: `validate` refuses `set: { a: \"[]\" }` (`set` assigns unknown field `a`)"))
        #expect(featuregen(["validate", project.specs]).exitCode == 0)

        try project.write("Views/DeepView.swift", view(Self.deep))
        let skipped = featuregen(["extract", project.path("Views"), "--output", project.path("More")])
        #expect(skipped.exitCode == 0)
        #expect(skipped.error.contains("warning: brackets nested more than 256 levels deep: skipped"))
        #expect(!project.exists("More/Deep.feature.yml"))
    }

    /// View code nested 40,000 deep (`if`s in a method, buttons in the body) is skipped with a warning,
    /// not analysed until the stack or the clock runs out.
    @Test func deeplyNestedViewCodeIsSkipped() throws {
        let project = try ScratchProject()
        let ifs = String(repeating: "if true { ", count: Self.deep) + "a = 1" + String(repeating: " }", count: Self.deep)
        let buttons = String(repeating: "Button(\"x\") { ", count: Self.deep) + "a = 1" + String(repeating: " }", count: Self.deep)
        try project.write(
            "Views/DeepView.swift",
            "import SwiftUI\nstruct DeepView: View {\n  @State private var a = 0\n  var body: some View { \(buttons) }\n"
                + "  func g() { \(ifs) }\n}\n")
        let run = featuregen(["extract", project.path("Views"), "--output", project.specs])
        #expect(run.exitCode == 0)
        #expect(run.error.contains("DeepView.swift:4:3587: warning: brackets nested more than 256 levels deep: skipped"))
    }

    @Test func fifoAndDeviceGivenAsSpecs() throws {
        let project = try ScratchProject()
        try FileManager.default.createDirectory(atPath: project.specs, withIntermediateDirectories: true)
        #expect(mkfifo(project.path("Specs/Pipe.feature.yml"), 0o600) == 0)
        let fifo = featuregen(["validate", project.path("Specs/Pipe.feature.yml")])
        #expect(fifo.exitCode == 1)
        #expect(
            ScratchProject.lines(fifo.error).first
                == "\(project.path("Specs/Pipe.feature.yml")):1:1: error: `\(project.path("Specs/Pipe.feature.yml"))` "
                + "is a FIFO (named pipe), not a regular file")
        let zero = featuregen(["validate", "/dev/zero"])
        #expect(zero.exitCode == 1)
        #expect(ScratchProject.lines(zero.error).first == "/dev/zero:1:1: error: `/dev/zero` is a character device, not a regular file")
    }

    @Test func specPathWithALineBreak() throws {
        let project = try ScratchProject()
        try project.write("Specs/Bad\nName.feature.yml", "feature: Bad\n")
        let run = featuregen(["validate", project.specs])
        #expect(run.exitCode == 1)
        #expect(
            ScratchProject.lines(run.error).first
                == "featuregen: error: the path `\(project.path("Specs/Bad?Name.feature.yml"))` contains the control "
                + "character U+000A; rename the file")
    }

    @Test func outputFolderWithALineBreak() throws {
        let project = try ScratchProject()
        try SampleSpecs.install(in: project)
        let run = featuregen(["generate", project.specs, "--output", project.path("Out\nPut")])
        #expect(run.exitCode == 1)
        #expect(
            ScratchProject.lines(run.error) == [
                "featuregen: error: the path `\(project.path("Out?Put"))` contains the control character U+000A; "
                    + "choose another output folder",
                "featuregen: 1 error; nothing was written",
            ])
        #expect(!project.exists("Out\nPut"))
    }

    @Test func errorsAreCappedAtAHundred() throws {
        let project = try ScratchProject()
        try project.write("Specs/Many.feature.yml", "feature: Many\nstate:\n" + (0..<250).map { "  f\($0): Int\n" }.joined())
        let run = featuregen(["validate", project.specs])
        #expect(run.exitCode == 1)
        let lines = ScratchProject.lines(run.error)
        #expect(lines.filter { $0.contains(": error: ") }.count == 100)
        #expect(lines.suffix(2) == ["featuregen: note: and 150 more errors not shown", "featuregen: 250 errors"])
    }

    @Test func flowValueHintOnAHugeLineIsCut() throws {
        try expectRefused(
            "H.feature.yml", "feature: H\nstate:\n  a: [Int] " + String(repeating: "x", count: 500_000) + "\n",
            first: "{spec}:3:6: error: YAML reads `[` as the start of a list; quote the value: `\"[Int] "
                + String(repeating: "x", count: 93) + "…`")
    }

    // MARK: Text pasted into Swift

    @Test func injectedDefaultIsRefused() throws {
        try expectRefused(
            "I.feature.yml", "feature: I\nstate:\n  a: \"Int = 0; static func injected() -> Int { 42 }\"\n",
            first: "{spec}:3:14: error: `;` would end the expression and start a new statement")
    }

    @Test func setValueClosingTheCodeAroundItIsRefused() throws {
        try expectRefused(
            "S.feature.yml", "feature: S\nstate:\n  a: Int = 0\nactions:\n  go:\n    set: { a: \"1 } }\" }\n",
            first: "{spec}:6:18: error: unbalanced `}`")
    }

    /// An unterminated `/*` is blamed on its own column, not on a line past the end of the file.
    @Test func openCommentInSetIsBlamedWhereItIs() throws {
        try expectRefused(
            "C.feature.yml", "feature: C\nstate:\n  a: Int = 0\nactions:\n  go:\n    set: { a: \"1 /* open\" }\n",
            first: "{spec}:6:18: error: unterminated comment; `/*` needs a closing `*/`")
    }

    /// Columns count source bytes, escapes included: `\t` is two columns, `\u00e9` six.
    @Test func columnsInsideEscapedStrings() throws {
        try expectRefused(
            "Q.feature.yml", "feature: Q\nstate:\n  a: Int = 0\nactions:\n  go:\n    set: { a: \"\\u00e9 + \\t1; 2\" }\n",
            first: "{spec}:6:28: error: `;` would end the expression and start a new statement")
        try expectRefused(
            "Q.feature.json",
            "{\"feature\": \"Q\", \"state\": {\"a\": \"Int = 0\"}, \"actions\": {\"go\": {\"set\": {\"a\": \"\\u00e9\\t; 2\"}}}}",
            first: "{spec}:1:86: error: `;` would end the expression and start a new statement")
    }

    @Test func docWithACarriageReturnIsRefused() throws {
        try expectRefused(
            "D.feature.yml", "feature: D\ndoc: \"one\\rstatic let x = 1\"\n",
            first: "{spec}:2:10: error: `doc` text cannot contain U+000D")
    }

    @Test func moduleAndImportsMustBeModuleNames() throws {
        let project = try ScratchProject()
        try SampleSpecs.install(in: project)
        let run = project.generate("--module", "App;import Foo")
        #expect(run.exitCode == 2)
        #expect(ScratchProject.lines(run.error).first == "featuregen: error: `--module` must be a module name (a Swift identifier), not `App;import Foo`")
        #expect(!project.exists("Sources"))
        try expectRefused(
            "M.feature.yml", "feature: M\nimports: [\"App;import Foo\"]\n",
            first: "{spec}:2:11: error: `App;import Foo` is not a module name")
    }

    // MARK: Destructive commands

    @Test func removeOrphansWithNoSpecsRefuses() throws {
        let project = try ScratchProject()
        try SampleSpecs.install(in: project)
        #expect(project.generate().exitCode == 0)
        try FileManager.default.createDirectory(atPath: project.path("Empty"), withIntermediateDirectories: true)
        let before = project.snapshot()
        let run = featuregen([
            "generate", project.path("Empty"), "--output", project.output, "--tests-output", project.testsOutput,
            "--remove-orphans",
        ])
        #expect(run.exitCode == 1)
        #expect(run.error.contains("error: no feature specs found in `\(project.path("Empty"))`; `--remove-orphans` would delete every generated file"))
        #expect(project.snapshot() == before)
    }

    /// `Signin` → `SignIn`: on a case-sensitive file system the old files are orphans like any other.
    @Test(.enabled(if: caseSensitiveTemporaryFolder(), "the temporary folder ignores letter case"))
    func caseOnlyRenameLeavesOrphans() throws {
        let project = try ScratchProject()
        try project.write("Specs/Signin.feature.yml", "feature: Signin\nstate:\n  a: Int = 0\n")
        #expect(project.generate().exitCode == 0)
        try project.remove("Specs/Signin.feature.yml")
        try project.write("Specs/SignIn.feature.yml", "feature: SignIn\nstate:\n  a: Int = 0\n")
        let check = project.generate("--check")
        #expect(check.exitCode == 1)
        #expect(check.error.contains("Features/Signin/SigninState.swift` is no longer generated by any spec"))
        let run = project.generate("--remove-orphans")
        #expect(run.exitCode == 0)
        #expect(!project.exists("Sources/App/Features/Signin/SigninState.swift"))
        #expect(project.exists("Sources/App/Features/SignIn/SignInState.swift"))
        #expect(project.exists("Sources/App/Features/Signin/SigninView.swift"), "the developer's own view stays")
    }

    // MARK: Templates

    @Test func templateThatIncludesItselfStopsWithAnError() throws {
        let project = try ScratchProject()
        try SampleSpecs.install(in: project)
        try project.write("Templates/State.swift.mustache", "struct S {}\n{{>State}}{{>State}}\n")
        try project.write("Templates/Action.swift.mustache", "{{<Reducer}}{{/Reducer}}\n")
        try project.write("Templates/Reducer.swift.mustache", "{{>Action}}\n")
        let run = project.generate("--templates", project.path("Templates"))
        #expect(run.exitCode == 1)
        let lines = ScratchProject.lines(run.error)
        #expect(lines.contains("\(project.path("Templates/State.swift.mustache")):2:1: error: template `State` includes itself; rendering it would never end"))
        #expect(lines.contains("\(project.path("Templates/Action.swift.mustache")):1:1: error: including `Reducer` here leads back to `Action`; rendering it would never end"))
        #expect(!project.exists("Sources"))
    }
}

/// Whether names differing only in case are different files in the temporary folder.
func caseSensitiveTemporaryFolder() -> Bool {
    let folder = NSTemporaryDirectory() + "featuregen-case-" + UUID().uuidString
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = FileManager.default.createFile(atPath: folder + "/a", contents: Data())
    return !FileManager.default.fileExists(atPath: folder + "/A")
}
