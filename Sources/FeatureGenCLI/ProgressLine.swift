import Foundation

/// `featuregen: extracting 412/1000 files` on one terminal line of standard error, redrawn as work
/// goes on, for large runs only, and only when standard error is a terminal (never in logs or pipes).
final class ProgressLine: @unchecked Sendable {
    /// Smaller runs finish before a progress line would help.
    static let threshold = 200

    private let console: Console
    private let label: String
    private let enabled: Bool
    private let lock = NSLock()
    private var shown = false
    private var lastPercent = -1

    init(console: Console, label: String, enabled: Bool) {
        self.console = console
        self.label = label
        self.enabled = enabled && console.errorIsTerminal
    }

    /// `done` of `total` items; called from several threads.
    func update(_ done: Int, _ total: Int) {
        guard enabled, total >= Self.threshold else { return }
        lock.lock()
        defer { lock.unlock() }
        let percent = done * 100 / total
        guard percent != lastPercent else { return }
        lastPercent = percent
        shown = true
        console.printError("\rfeaturegen: \(label) \(done)/\(total) files", terminator: "")
    }

    /// Clears the line, so what follows starts on a clean one.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if shown { console.printError("\r\u{1B}[K", terminator: "") }
        shown = false
    }
}
