import Testing

@testable import FeatureGenCLI

/// Collects standard error; one per test.
private final class ErrorText: @unchecked Sendable {
    var text = ""
}

@Suite struct ProgressLineTests {
    private func console(_ buffer: ErrorText, terminal: Bool) -> Console {
        Console(output: { _ in Issue.record("progress goes to standard error") }, error: { buffer.text += $0 },
                errorIsTerminal: terminal)
    }

    @Test func onATerminalOneLineIsRedrawnThenErased() {
        let buffer = ErrorText()
        let progress = ProgressLine(console: console(buffer, terminal: true), delay: .zero, interval: .zero)
        progress.report("reading specs", done: 9, total: 10)
        progress.report("reading specs", done: 10, total: 10)
        progress.report("writing", done: 0, total: 0)
        progress.finish()
        #expect(buffer.text == "\rfeaturegen: reading specs 9/10"
            + "\rfeaturegen: reading specs 10/10"
            + "\rfeaturegen: writing" + String(repeating: " ", count: 12)  // covers the longer line before
            + "\r" + String(repeating: " ", count: 19) + "\r")
        #expect(!buffer.text.contains("\n"), "never more than one line")
    }

    @Test func updatesAreThrottledButTheLastStepOfAStageIsShown() {
        let buffer = ErrorText()
        let progress = ProgressLine(console: console(buffer, terminal: true), delay: .zero, interval: .seconds(3600))
        for done in 1...500 { progress.report("reading specs", done: done, total: 500) }
        #expect(buffer.text == "\rfeaturegen: reading specs 1/500\rfeaturegen: reading specs 500/500")
    }

    @Test func nothingWhenNotATerminalOrWhenTheRunIsQuick() {
        let piped = ErrorText()
        let progress = ProgressLine(console: console(piped, terminal: false), delay: .zero, interval: .zero)
        progress.report("reading specs", done: 1, total: 1)
        progress.finish()
        #expect(piped.text.isEmpty)
        let quick = ErrorText()
        let early = ProgressLine(console: console(quick, terminal: true), delay: .seconds(3600))
        early.report("reading specs", done: 1, total: 1)
        early.finish()
        #expect(quick.text.isEmpty)
    }
}
