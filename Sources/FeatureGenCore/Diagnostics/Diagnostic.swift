/// One message for the user, printed in the compiler's format `path:line:col: error: message`.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable, Comparable {
        case error, warning, note

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var severity: Severity
    public var message: String
    /// Where the problem is; `nil` for problems that belong to no file (bad options).
    public var location: SourceLocation?
    /// Follow-up lines printed as `note:` at the same or another location ("did you mean …?").
    public var notes: [Note]

    public struct Note: Sendable, Hashable {
        public var message: String
        public var location: SourceLocation?
        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    public init(_ severity: Severity, _ message: String, at location: SourceLocation?, notes: [Note] = []) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    public static func error(_ message: String, at location: SourceLocation?, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.error, message, at: location, notes: notes)
    }

    public static func warning(_ message: String, at location: SourceLocation?, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.warning, message, at: location, notes: notes)
    }

    /// The diagnostic and its notes, one line each: `path:line:col: error: message`.
    public var description: String {
        var lines = [Self.line(severity.rawValue, message, location)]
        for note in notes {
            lines.append(Self.line("note", note.message, note.location ?? location))
        }
        return lines.joined(separator: "\n")
    }

    private static func line(_ severity: String, _ message: String, _ location: SourceLocation?) -> String {
        if let location { return "\(location): \(severity): \(message)" }
        return "featuregen: \(severity): \(message)"
    }
}
