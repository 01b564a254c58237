import Foundation

/// Collects recoverable problems as the stages run, so one run reports all of them at once.
///
/// Stages take a collector and keep going after an error where they can; only fatal problems
/// (an unreadable file, an I/O failure) are thrown. Thread-safe, so stages may run files in parallel.
public final class DiagnosticCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Diagnostic] = []

    public init() {}

    public func emit(_ diagnostic: Diagnostic) {
        let diagnostic = diagnostic.withQuotesCut()
        lock.lock()
        storage.append(diagnostic)
        lock.unlock()
    }

    public func error(_ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = []) {
        emit(.error(message, at: location, notes: notes))
    }

    public func warning(_ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = []) {
        emit(.warning(message, at: location, notes: notes))
    }

    /// Everything emitted so far, in the order it was emitted.
    public var diagnostics: [Diagnostic] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    /// Everything emitted so far, sorted by file, line and column (what the user reads).
    public var sorted: [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            switch (a.element.location, b.element.location) {
            case let (l?, r?) where l != r: return l < r
            case (nil, _?): return true
            case (_?, nil): return false
            default: return a.offset < b.offset
            }
        }.map(\.element)
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
}

/// A problem that stops the run (thrown, not collected): unreadable input, failed writes.
public struct FatalError: Error, Sendable, CustomStringConvertible {
    public var diagnostic: Diagnostic
    public init(_ message: String, at location: SourceLocation? = nil) {
        diagnostic = .error(message, at: location)
    }
    public var description: String { diagnostic.description }
}

/// What a command prints of a run's diagnostics: the first `maxShown` errors and the first
/// `maxShown` warnings (with their notes), sorted, and a line counting the rest. A broken generator
/// of specs can make 200,000 errors; nobody reads past the first screens, and 40 MB of output helps
/// no one.
public struct DiagnosticSummary: Sendable {
    public static let maxShown = 100

    public var shown: [Diagnostic] = []
    public var hiddenErrors = 0
    public var hiddenWarnings = 0

    public init(_ diagnostics: DiagnosticCollector, maxShown: Int = DiagnosticSummary.maxShown) {
        var errors = 0
        var warnings = 0
        for diagnostic in diagnostics.sorted {
            switch diagnostic.severity {
            case .error:
                errors += 1
                if errors > maxShown { hiddenErrors += 1; continue }
            case .warning, .note:
                warnings += 1
                if warnings > maxShown { hiddenWarnings += 1; continue }
            }
            shown.append(diagnostic)
        }
    }

    /// `featuregen: note: and 12 more errors and 3 more warnings not shown`, or nil if all were shown.
    public var hiddenLine: String? {
        var parts: [String] = []
        if hiddenErrors > 0 { parts.append("\(hiddenErrors) more error\(hiddenErrors == 1 ? "" : "s")") }
        if hiddenWarnings > 0 { parts.append("\(hiddenWarnings) more warning\(hiddenWarnings == 1 ? "" : "s")") }
        guard !parts.isEmpty else { return nil }
        return "featuregen: note: and " + parts.joined(separator: " and ") + " not shown"
    }
}
