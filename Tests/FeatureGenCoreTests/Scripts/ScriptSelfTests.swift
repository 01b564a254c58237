import Foundation
import Testing

/// The Python tools under `.ci/` that CI's checks rest on, each held to its own self-test:
/// - `.ci/mutation_engine.py` plants the mutants of `.ci/mutation-test`: each operator on a snippet,
///   exactly (`.ci/mutation_engine_test.py --e2e` also runs the harness on a tiny package);
/// - `.ci/extract_typecheck.py` finds the converted views by their doc comment (a wrapped one
///   included), counts a compiler crash as views not checked, and a view under the `#if` of other
///   platforms as not compiled here (not a pass).
@Suite struct ScriptSelfTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: [("mutation_engine_test.py", 10), ("extract_typecheck_test.py", 10)])
    func selfTestPasses(script: String, cases: Int) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.root.appendingPathComponent(".ci/" + script).path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus == 127 {
            print("ScriptSelfTests skipped: python3 is needed for \(script)")
            return
        }
        #expect(process.terminationStatus == 0, "\(output)")
        // All of them ran: a case that fails to load is not counted as passing.
        #expect(output.contains("Ran \(cases) tests"), "\(output)")
    }
}
