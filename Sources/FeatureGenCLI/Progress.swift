import FeatureGenCore
import Foundation

/// A progress line for long runs (hundreds of specs or prototype files): on a terminal, one line on
/// standard error rewritten in place (`featuregen: reading specs 340/1000`) and erased at the end, so
/// the summary that follows stands alone; nothing at all when standard error is not a terminal (logs,
/// CI, pipes). Quick runs show nothing either: the line appears only after `delay`.
///
/// Safe to call from any thread (specs are read on all cores). Use: `let progress =
/// ProgressLine(console: console)`, pass `progress.report` as the pipeline's `ProgressReport`, call
/// `progress.finish()` before printing the summary.
final class ProgressLine: @unchecked Sendable {
    private let console: Console
    private let delay: Duration
    private let interval: Duration
    private let lock = NSLock()
    private let clock = ContinuousClock()
    private let started: ContinuousClock.Instant
    private var lastDrawn: ContinuousClock.Instant?
    private var width = 0

    init(console: Console, delay: Duration = .milliseconds(300), interval: Duration = .milliseconds(100)) {
        self.console = console
        self.delay = delay
        self.interval = interval
        started = clock.now
    }

    /// `featuregen: <stage> <done>/<total>`; stages without a count show only their name.
    func report(_ stage: String, done: Int, total: Int) {
        guard console.errorIsTerminal else { return }
        let text = "featuregen: " + stage + (total > 0 ? " \(done)/\(total)" : "")
        lock.lock()
        defer { lock.unlock() }
        let now = clock.now
        guard now - started >= delay else { return }
        // Always draw the last step of a stage, else at most every `interval`.
        if let lastDrawn, now - lastDrawn < interval, done != total { return }
        lastDrawn = now
        // `\r` back to the start; spaces cover a longer previous line (no terminal codes needed).
        let padding = String(repeating: " ", count: max(0, width - text.count))
        width = text.count
        console.printError("\r" + text + padding, terminator: "")
    }

    /// Erases the line, if one was drawn.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        guard width > 0 else { return }
        console.printError("\r" + String(repeating: " ", count: width) + "\r", terminator: "")
        width = 0
    }
}
