import Foundation
import Testing

/// `.ci/extract-typecheck` finds the converted views by their doc comment (`.ci/extract_typecheck.py`);
/// its self-test checks that on the texts `extract --generate` writes, a wrapped doc comment included.
@Suite struct ExtractTypecheckScriptTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func extractTypecheckSelfTestPasses() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.root.appendingPathComponent(".ci/extract_typecheck_test.py").path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus == 127 {
            print("ExtractTypecheckScriptTests skipped: python3 is needed")
            return
        }
        #expect(process.terminationStatus == 0, "\(output)")
        #expect(output.contains("Ran 9 tests"), "\(output)")
    }
}
