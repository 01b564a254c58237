import Foundation
import Testing

/// `.ci/mutation-test` plants mutants with `.ci/mutation_engine.py`; its self-test checks each operator on a
/// snippet, exactly (`.ci/mutation_engine_test.py --e2e` also runs the harness on a tiny package).
@Suite struct MutationEngineTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func mutationEngineSelfTestPasses() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.root.appendingPathComponent(".ci/mutation_engine_test.py").path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus == 127 {
            print("MutationEngineTests skipped: python3 is needed")
            return
        }
        #expect(process.terminationStatus == 0, "\(output)")
        #expect(output.contains("Ran 10 tests"), "\(output)")
    }
}
