import Foundation

/// Writes a `SpecDraft` in the strict YAML subset featuregen reads: block mappings two spaces deep,
/// flow mappings for `set`/`payload`/models, comments on their own lines, and double quotes for
/// any value that could mean something else to a YAML reader.
enum YAMLWriter {
    /// What a line of the spec writes, so a problem `validate` finds at a line can be traced to the
    /// draft's part that made it (`SpecRepair`).
    enum Part: Equatable {
        case field(String)
        /// An action or result; `key` is the line's key (`set`, `payload`, `when`, `effect`, `trigger`),
        /// empty for the line naming it, `#` for its comments.
        case message(String, key: String)
        case effect(String)
        case fixture(String)
        case model(String)
    }

    static func write(_ draft: SpecDraft) -> String {
        lines(draft).map(\.text).joined(separator: "\n") + "\n"
    }

    /// The lines of the spec, each with the part of the draft it writes (nil: the spec's frame).
    static func lines(_ draft: SpecDraft) -> [(text: String, part: Part?)] {
        var lines: [(text: String, part: Part?)] = (draft.header + draft.notes).map { (comment($0), nil) }
        func add(_ text: String, _ part: Part? = nil) { lines.append((text, part)) }
        add("feature: \(key(draft.feature))")
        add(draft.fields.allSatisfy(\.disabled) ? "state: {}" : "state:")
        for note in draft.stateNotes { add("  " + comment(note)) }
        for field in draft.fields {
            for text in field.comments { add("  " + comment(text), .field(field.name)) }
            if field.notState { continue }
            let value = [field.type, field.specDefault].compactMap { $0 }.joined(separator: " = ")
            let line = value.isEmpty ? "\(key(field.name)):" : "\(key(field.name)): \(scalar(value))"
            add(field.disabled ? "  " + comment(line) : "  " + line, .field(field.name))
        }
        section("actions", draft.actions, into: &lines)
        section("results", draft.results, into: &lines)
        if !draft.effects.isEmpty {
            add("effects:")
            for effect in draft.effects {
                let part = Part.effect(effect.name)
                for text in effect.comments { add("  " + comment(text), part) }
                add("  \(key(effect.name)):", part)
                add("    call: \(scalar(effect.call))", part)
                if !effect.arguments.isEmpty { add("    arguments: \(flow(effect.arguments.map { ($0.name, $0.expression) }))", part) }
                if let success = effect.success { add("    success: \(key(success))", part) }
                if let element = effect.element { add("    element: \(key(element))", part) }
                if let finished = effect.finished { add("    finished: \(key(finished))", part) }
                if let failure = effect.failure { add("    failure: \(key(failure))", part) }
            }
        }
        if !draft.fixtures.isEmpty {
            add("fixtures:")
            for fixture in draft.fixtures {
                add("  # inferred: an example value for the generated tests", .fixture(fixture.type))
                add("  \(scalar(fixture.type)): \(scalar(fixture.value))", .fixture(fixture.type))
            }
        }
        if !draft.models.isEmpty || !draft.modelNotes.isEmpty {
            add(draft.models.isEmpty ? "# models:" : "models:")
            for note in draft.modelNotes { add("  " + comment(note)) }
            for model in draft.models {
                for text in model.comments { add("  " + comment(text), .model(model.name)) }
                add("  \(key(model.name)): \(flow(model.fields.map { ($0.name, $0.type) }))", .model(model.name))
            }
        }
        return lines
    }

    private static func section(_ name: String, _ messages: [DraftMessage], into lines: inout [(text: String, part: Part?)]) {
        guard !messages.isEmpty else { return }
        lines.append(("\(name):", nil))
        for message in messages {
            for text in message.comments { lines.append(("  " + comment(text), .message(message.name, key: "#"))) }
            var body: [(key: String, text: String)] = []
            switch message.payload {
            case .single(let type): body.append(("payload", "payload: \(scalar(type))"))
            case .labelled(let values): body.append(("payload", "payload: \(flow(values.map { ($0.label, $0.type) }))"))
            case nil: break
            }
            if let condition = message.condition { body.append(("when", "when: \(scalar(condition))")) }
            if let set = message.set { body.append(("set", "set: \(flow(set.map { ($0.field, $0.expression) }))")) }
            if let effect = message.effect { body.append(("effect", "effect: \(key(effect))")) }
            let triggers = message.triggers.map(\.rawValue)
            if !triggers.isEmpty {
                body.append(("trigger", "trigger: " + (triggers.count == 1 ? triggers[0] : "[" + triggers.joined(separator: ", ") + "]")))
            }
            if body.isEmpty {
                lines.append(("  \(key(message.name)): {}", .message(message.name, key: "")))
            } else {
                lines.append(("  \(key(message.name)):", .message(message.name, key: "")))
                lines += body.map { ("    " + $0.text, .message(message.name, key: $0.key)) }
            }
        }
    }

    /// `# text` on one line, however many lines the text had (see `SpecText.commentLine`).
    static func comment(_ text: String) -> String {
        "# " + SpecText.commentLine(text)
    }

    /// `{ a: x, b: "[Int]" }`, or `{}`.
    static func flow(_ pairs: [(String, String)]) -> String {
        guard !pairs.isEmpty else { return "{}" }
        return "{ " + pairs.map { "\(key($0.0)): \(scalar($0.1, inFlow: true))" }.joined(separator: ", ") + " }"
    }

    static func key(_ name: String) -> String {
        let plain = !name.isEmpty && name.utf8.allSatisfy { byte in
            (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
        }
        return plain && !readsAsOtherThanText(name) ? name : quoted(name)
    }

    /// Words a YAML 1.1 or 1.2 reader takes for a boolean or null (`on`, `no`, `y`, `null`, `~`), and
    /// numbers: written plain, they would not be read back as text.
    static func readsAsOtherThanText(_ value: String) -> Bool {
        if yamlWords.contains(value) { return true }
        guard let first = value.first, first.isNumber || first == "+" || first == "-" || first == "." else { return false }
        return Double(value.replacingOccurrences(of: "_", with: "")) != nil || value.hasPrefix("0x") || value.hasPrefix("0o")
            || value.hasPrefix(".inf") || value.hasPrefix(".nan")
    }

    static let yamlWords: Set<String> = [
        "y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE",
        "on", "On", "ON", "off", "Off", "OFF", "null", "Null", "NULL", "~",
    ]

    /// Plain when it is unambiguous, double-quoted otherwise.
    static func scalar(_ value: String, inFlow: Bool = false) -> String {
        needsQuotes(value, inFlow: inFlow) ? quoted(value) : value
    }

    static func needsQuotes(_ value: String, inFlow: Bool) -> Bool {
        // One pass over the UTF-8 bytes: this runs for every value of every spec.
        let bytes = Array(value.utf8)
        guard let first = bytes.first, let last = bytes.last else { return true }
        if first == 0x20 || last == 0x20 || last == UInt8(ascii: ":") { return true }
        let indicators = Array("-?:,[]{}#&*!|>'\"%@`~=.".utf8)
        if indicators.contains(first) {
            // `.idle` reads as text; a lone `.` or `.5` would not.
            let letterFollows = bytes.count > 1 && (bytes[1] >= 0x80 || (bytes[1] | 0x20) >= 0x61 && (bytes[1] | 0x20) <= 0x7A)
            if !(first == UInt8(ascii: ".") && letterFollows) { return true }
        }
        var previous: UInt8 = 0
        for (index, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"), UInt8(ascii: "["), UInt8(ascii: "{"):
                return true
            case UInt8(ascii: " ") where previous == UInt8(ascii: ":"):
                return true
            case UInt8(ascii: "#") where previous == 0x20:
                return true
            case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "?"):
                if inFlow { return true }
            case 0..<0x20, 0x7F:
                return true
            case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85:
                return true  // NEL
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                return true  // LS, PS
            case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF:
                return true  // BOM
            default:
                break
            }
            previous = byte
        }
        return false
    }

    /// A double-quoted YAML scalar. Every JSON string literal is one (YAML's escapes include JSON's),
    /// so the dump's quoting serves both.
    /// YAML 1.1 also breaks lines at NEL, LS and PS, so those are escaped as well.
    static func quoted(_ value: String) -> String {
        var result = ""
        for scalar in NodeJSON.quoted(value).unicodeScalars {
            switch scalar {
            case "\u{85}", "\u{2028}", "\u{2029}", "\u{FEFF}":
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
