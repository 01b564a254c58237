import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One refused input: spec files to put under `Specs/`, and the exact standard-error lines expected
/// (`{root}` stands for the project folder).
struct BadInput: CustomTestStringConvertible, Sendable {
    var name: String
    var specs: [String: [UInt8]]
    var stderr: [String]
    var testDescription: String { name }

    init(_ name: String, _ specs: [String: [UInt8]], _ stderr: [String]) {
        self.name = name
        self.specs = specs
        self.stderr = stderr
    }

    init(_ name: String, file: String, _ text: String, _ stderr: [String]) {
        self.init(name, [file: Array(text.utf8)], stderr)
    }
}

extension BadInput {
    static let summary = "featuregen: 1 error; nothing was written"
    static let spec = "{root}/Specs/"

    static let all: [BadInput] = [
        BadInput(
            "empty file", file: "Empty.feature.yml", "",
            [spec + "Empty.feature.yml:1:1: error: a spec is a mapping that starts with `feature: Name`", summary]),
        BadInput(
            "only a comment", file: "Note.feature.yml", "# nothing here\n",
            [spec + "Note.feature.yml:1:1: error: a spec is a mapping that starts with `feature: Name`", summary]),
        BadInput(
            "byte order mark does not shift columns", ["Bom.feature.yml": [0xEF, 0xBB, 0xBF] + Array("feature: 1bad\n".utf8)],
            [
                spec + "Bom.feature.yml:1:10: error: feature name `1bad` is not a Swift identifier",
                spec + "Bom.feature.yml:1:10: note: a feature name is an UpperCamelCase Swift identifier: an "
                    + "uppercase letter first, then letters, digits and `_`, such as `Order`", summary,
            ]),
        BadInput(
            "CRLF line endings keep positions", file: "Crlf.feature.yml", "feature: Crlf\r\nstate:\r\n  a: Int\r\n",
            [
                spec + "Crlf.feature.yml:3:3: error: field `a` has no default value; write `Int = value` or make it "
                    + "optional `Int?`", summary,
            ]),
        BadInput(
            "bytes that are not UTF-8", ["Bytes.feature.yml": Array("feature: Bad\nstate:\n  a: \"".utf8) + [0xFF, 0xFE, 0x22, 0x0A]],
            [spec + "Bytes.feature.yml:3:7: error: the file is not valid UTF-8", summary]),
        BadInput(
            "UTF-16 without a byte order mark", ["Wide.feature.yml": Array("feature: W\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }],
            [spec + "Wide.feature.yml:1:1: error: the file looks like UTF-16LE (NUL bytes at alternate positions); save it as UTF-8", summary]),
        BadInput(
            "NUL byte", ["Nul.feature.yml": Array("feature: N".utf8) + [0, 0x0A]],
            [spec + "Nul.feature.yml:1:11: error: control character U+0000 is not allowed in YAML", summary]),
        BadInput(
            "very long line before the error", file: "Long.feature.yml",
            "feature: Long\ndoc: " + String(repeating: "x", count: 200_000) + "\nstate:\n  a: Int\n",
            [
                spec + "Long.feature.yml:4:3: error: field `a` has no default value; write `Int = value` or make it "
                    + "optional `Int?`", summary,
            ]),
        BadInput(
            "1,000 fields, one without a default", file: "Many.feature.yml",
            "feature: Many\nstate:\n"
                + (0..<1_000).map { $0 == 998 ? "  f\($0): Int\n" : "  f\($0): Int = \($0)\n" }.joined(),
            [
                spec + "Many.feature.yml:1001:3: error: field `f998` has no default value; write `Int = value` or "
                    + "make it optional `Int?`", summary,
            ]),
        BadInput(
            "name that walks up the tree", file: "Up.feature.yml", "feature: ../../etc/passwd\n",
            [
                spec + "Up.feature.yml:1:10: error: feature name `../../etc/passwd` is not a Swift identifier",
                spec + "Up.feature.yml:1:10: note: try `EtcPasswd`", summary,
            ]),
        BadInput(
            "absolute path as name", file: "Abs.feature.yml", "feature: /abs/path\n",
            [
                spec + "Abs.feature.yml:1:10: error: feature name `/abs/path` is not a Swift identifier",
                spec + "Abs.feature.yml:1:10: note: try `AbsPath`", summary,
            ]),
        BadInput(
            "Windows device name", file: "Con.feature.yml", "feature: Con\n",
            [
                spec + "Con.feature.yml:1:10: error: feature name `Con` is reserved by Windows and cannot name a file",
                spec + "Con.feature.yml:1:10: note: try `ConFeature`", summary,
            ]),
        BadInput(
            "Windows printer port", file: "Lpt.feature.yml", "feature: Lpt1\n",
            [
                spec + "Lpt.feature.yml:1:10: error: feature name `Lpt1` is reserved by Windows and cannot name a file",
                spec + "Lpt.feature.yml:1:10: note: try `Lpt1Feature`", summary,
            ]),
        BadInput(
            "names differing only in case",
            ["Order.feature.yml": Array("feature: Order\n".utf8), "ORDER.feature.yml": Array("feature: ORDER\n".utf8)],
            [
                spec + "Order.feature.yml:1:1: error: feature name `Order` differs from `ORDER` only in case; their "
                    + "files would collide on case-insensitive file systems",
                spec + "ORDER.feature.yml:1:1: note: first defined here", summary,
            ]),
        BadInput(
            "feature named App", file: "A.feature.yml", "feature: App\n",
            [
                spec + "A.feature.yml:1:1: error: feature name `App` clashes with the generated App types "
                    + "(`AppState`, `AppAction`, …)",
                spec + "A.feature.yml:1:1: note: try `AppFeature`", summary,
            ]),
        BadInput(
            "feature named Self", file: "S.feature.yml", "feature: Self\n",
            [spec + "S.feature.yml:1:10: error: `Self` cannot name a feature; try `SelfValue`", summary]),
        BadInput(
            "tab indentation", file: "Tab.feature.yml", "feature: T\nstate:\n\ta: Int = 0\n",
            [spec + "Tab.feature.yml:3:1: error: tabs cannot be used for indentation; use spaces", summary]),
        BadInput(
            "duplicate key", file: "Dup.feature.yml", "feature: D\nfeature: D\n",
            [
                spec + "Dup.feature.yml:2:1: error: duplicate key `feature`",
                spec + "Dup.feature.yml:1:1: note: first defined here", summary,
            ]),
        BadInput(
            "JSON trailing comma", file: "J.feature.json", "{\"feature\": \"J\", \"state\": {\"a\": \"Int = 0\",}}",
            [spec + "J.feature.json:1:43: error: trailing commas are not allowed in JSON", summary]),
    ]
}

@Suite struct BadInputTests {
    /// Every refusal: exact messages and positions, exit code 1, and not one byte written.
    @Test(arguments: BadInput.all)
    func refusedWithExactMessageAndNothingWritten(_ input: BadInput) throws {
        let project = try ScratchProject()
        for (name, bytes) in input.specs { try project.write("Specs/" + name, bytes: bytes) }
        let before = project.snapshot()
        let run = project.generate()
        #expect(run.exitCode == 1)
        let expected = input.stderr.map { $0.replacingOccurrences(of: "{root}", with: project.root) }
        #expect(ScratchProject.lines(run.error) == expected)
        #expect(project.snapshot() == before)
    }

    @Test func outputThatIsAFileIsReportedOnce() throws {
        let project = try ScratchProject()
        try SampleSpecs.install(in: project)
        try project.write("Sources/App", "not a folder\n")
        let before = project.snapshot()
        let run = project.generate()
        #expect(run.exitCode == 1)
        let output = project.output
        #expect(
            ScratchProject.lines(run.error) == [
                "\(output):1:1: error: output folder `\(output)` is not a folder",
                "\(output)/Features/Order/OrderState.swift:1:1: error: `\(output)` is a file, but "
                    + "`\(output)/Features/Order/OrderState.swift` needs a folder there",
                "featuregen: 2 errors; nothing was written",
            ])
        #expect(project.snapshot() == before)
    }

    @Test(.enabled(if: geteuid() != 0, "root may write in any folder, so nothing is unwritable"))
    func unwritableOutputFolderIsRefusedBeforeWriting() throws {
        let project = try ScratchProject()
        try SampleSpecs.install(in: project)
        try FileManager.default.createDirectory(atPath: project.path("Sources"), withIntermediateDirectories: true)
        chmod(project.path("Sources"), 0o555)
        let before = project.snapshot()
        let run = project.generate()
        #expect(run.exitCode == 1)
        #expect(run.error.contains("error: cannot write in folder `\(project.path("Sources"))`: permission denied"))
        #expect(project.snapshot() == before)
    }

    #if os(Linux)
        /// Root can write anywhere, but not into /proc: the run must stop cleanly, not half-way.
        @Test func outputInsideProcIsRefused() throws {
            let project = try ScratchProject()
            try SampleSpecs.install(in: project)
            let run = featuregen(["generate", project.specs, "--output", "/proc/self/featuregen-out"])
            #expect(run.exitCode == 1)
            #expect(run.error.contains("error: cannot write in folder `/proc/self`: permission denied"))
            #expect(!FileManager.default.fileExists(atPath: "/proc/self/featuregen-out"))
        }
    #endif

    @Test func missingSpecPath() throws {
        let project = try ScratchProject()
        let run = featuregen(["generate", project.path("Nope.feature.yml"), "--output", project.output])
        #expect(run.exitCode == 1)
        #expect(
            ScratchProject.lines(run.error) == [
                "featuregen: error: no such file or folder `\(project.path("Nope.feature.yml"))`", BadInput.summary,
            ])
        #expect(project.snapshot().isEmpty)
    }

    /// The odd-but-valid inputs of the table are accepted: BOM, CRLF, long lines, 1,000 fields (the most
    /// swiftc can build in one struct; more are refused, see ValidMeansCompilesTests).
    @Test func oddButValidInputsAreAccepted() throws {
        let project = try ScratchProject()
        try project.write("Specs/Bom.feature.yml", bytes: [0xEF, 0xBB, 0xBF] + Array("feature: Bom\n".utf8))
        try project.write("Specs/Crlf.feature.yml", "feature: Crlf\r\nstate:\r\n  a: Int = 0\r\n")
        try project.write(
            "Specs/Long.feature.yml", "feature: Long\ndoc: " + String(repeating: "y", count: 200_000) + "\n")
        try project.write(
            "Specs/Many.feature.yml", "feature: Many\nstate:\n" + (0..<1_000).map { "  f\($0): Int = \($0)\n" }.joined())
        let run = featuregen(["validate", project.specs])
        #expect(run.exitCode == 0, "\(run.error)")
        #expect(run.error.isEmpty)
    }
}
