import Foundation

/// Told how far a long run has got: a stage (`reading specs`), how many of its items are done and how
/// many there are (0 when the stage is not counted). Called from any thread; the CLI draws it as one
/// line on a terminal.
public typealias ProgressReport = @Sendable (_ stage: String, _ done: Int, _ total: Int) -> Void

/// Counts finished items of a stage run on all cores and reports each count once.
final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private let stage: String
    private let total: Int
    private let report: ProgressReport?

    init(_ stage: String, total: Int, report: ProgressReport?) {
        self.stage = stage
        self.total = total
        self.report = report
    }

    func step() {
        guard let report else { return }
        lock.lock()
        done += 1
        let count = done
        lock.unlock()
        report(stage, count, total)
    }
}
