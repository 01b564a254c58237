import FeatureGenCore
import Foundation

/// Where featuregen writes: standard output for results and help, standard error for
/// diagnostics and usage errors. Tests pass closures that capture the text instead.
public struct Console {
    private let writeOutput: (String) -> Void
    private let writeError: (String) -> Void
    /// Whether standard error is a terminal a progress line can be redrawn on (`ProgressLine`).
    public let errorIsTerminal: Bool

    /// Each closure receives text exactly as it should appear, newlines included.
    public init(
        output: @escaping (String) -> Void, error: @escaping (String) -> Void, errorIsTerminal: Bool = false
    ) {
        self.writeOutput = output
        self.writeError = error
        self.errorIsTerminal = errorIsTerminal
    }

    /// The process's standard output and standard error.
    public static var standard: Console {
        Console(
            output: { FileHandle.standardOutput.write(Data($0.utf8)) },
            error: { FileHandle.standardError.write(Data($0.utf8)) },
            errorIsTerminal: isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
        )
    }

    /// Writes `text` and a newline (or `terminator`) to standard output.
    public func print(_ text: String, terminator: String = "\n") { writeOutput(text + terminator) }

    /// Writes `text` and a newline (or `terminator`) to standard error.
    public func printError(_ text: String, terminator: String = "\n") { writeError(text + terminator) }

    /// Writes a diagnostic and its notes to standard error: `featuregen: error: …`.
    public func report(_ diagnostic: Diagnostic) { printError(diagnostic.description) }
}
