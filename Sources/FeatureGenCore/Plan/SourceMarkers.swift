import Mustache

/// Where generated code came from in the spec: `#sourceLocation` directives (so the compiler reports a
/// mistake in a spec expression at its spec line) when asked for, else short `// Order.feature.yml:10`
/// comments. The templates write either; this gives them the data.
struct SourceMarkers {
    /// The spec path as the user gave it.
    let file: String
    /// `generate --source-locations` (the build plugin always asks for them).
    let isOn: Bool

    var context: [String: MustacheValue] {
        [
            "sourceLocations": .bool(isOn),
            "quotedSpecPath": .string(Self.quoted(file)),
            "specFileName": .string(Self.fileName(of: file)),
        ]
    }

    /// `Order.feature.yml` of `Specs/Order.feature.yml`: what a `// Order.feature.yml:10` comment names.
    static func fileName(of path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }

    /// A Swift string literal for a path (escapes quotes and backslashes).
    static func quoted(_ text: String) -> String {
        // Almost no path needs escaping.
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
