/// `#sourceLocation` lines, so the compiler reports a mistake in a spec expression at its spec line.
struct SourceMarkers {
    /// The path written into the directives (the spec path as the user gave it).
    let file: String

    /// `#sourceLocation(file:"Specs/Order.feature.yml",line:9)`, spelt the way `swift format` wants it.
    func at(_ location: SourceLocation) -> String {
        "#sourceLocation(file:\(Self.quoted(file)),line:\(location.line))"
    }

    static let reset = "#sourceLocation()"

    /// A Swift string literal for a path (escapes quotes and backslashes).
    static func quoted(_ text: String) -> String {
        // Almost no path needs escaping, and this runs for every marker of every feature.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            return "\"" + text + "\""
        }
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
