import Foundation

/// Writes a `SpecDraft` in the strict YAML subset featuregen reads: block mappings two spaces deep,
/// flow mappings for `set`/`payload`/models, comments on their own lines, and double quotes for
/// any value that could mean something else to a YAML reader.
enum YAMLWriter {
    static func write(_ draft: SpecDraft) -> String {
        var lines: [String] = (draft.header + draft.notes).map(comment)
        lines.append("feature: \(key(draft.feature))")
        lines.append(draft.fields.allSatisfy(\.disabled) ? "state: {}" : "state:")
        for note in draft.stateNotes { lines.append("  " + comment(note)) }
        for field in draft.fields {
            lines += field.comments.map { "  " + comment($0) }
            if field.notState { continue }
            let value = [field.type, field.specDefault].compactMap { $0 }.joined(separator: " = ")
            let line = value.isEmpty ? "\(key(field.name)):" : "\(key(field.name)): \(scalar(value))"
            lines.append(field.disabled ? "  " + comment(line) : "  " + line)
        }
        section("actions", draft.actions, into: &lines)
        section("results", draft.results, into: &lines)
        if !draft.effects.isEmpty {
            lines.append("effects:")
            for effect in draft.effects {
                lines += effect.comments.map { "  " + comment($0) }
                lines.append("  \(key(effect.name)):")
                lines.append("    call: \(scalar(effect.call))")
                if !effect.arguments.isEmpty { lines.append("    arguments: \(flow(effect.arguments.map { ($0.name, $0.expression) }))") }
                if let success = effect.success { lines.append("    success: \(key(success))") }
                if let element = effect.element { lines.append("    element: \(key(element))") }
                if let finished = effect.finished { lines.append("    finished: \(key(finished))") }
                if let failure = effect.failure { lines.append("    failure: \(key(failure))") }
            }
        }
        if !draft.fixtures.isEmpty {
            lines.append("fixtures:")
            for fixture in draft.fixtures {
                lines.append("  # inferred: an example value for the generated tests")
                lines.append("  \(scalar(fixture.type)): \(scalar(fixture.value))")
            }
        }
        if !draft.models.isEmpty || !draft.modelNotes.isEmpty {
            lines.append(draft.models.isEmpty ? "# models:" : "models:")
            for note in draft.modelNotes { lines.append("  " + comment(note)) }
            for model in draft.models {
                lines += model.comments.map { "  " + comment($0) }
                lines.append("  \(key(model.name)): \(flow(model.fields.map { ($0.name, $0.type) }))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func section(_ name: String, _ messages: [DraftMessage], into lines: inout [String]) {
        guard !messages.isEmpty else { return }
        lines.append("\(name):")
        for message in messages {
            lines += message.comments.map { "  " + comment($0) }
            var body: [String] = []
            switch message.payload {
            case .single(let type): body.append("payload: \(scalar(type))")
            case .labelled(let values): body.append("payload: \(flow(values.map { ($0.label, $0.type) }))")
            case nil: break
            }
            if let condition = message.condition { body.append("when: \(scalar(condition))") }
            if let set = message.set { body.append("set: \(flow(set.map { ($0.field, $0.expression) }))") }
            if let effect = message.effect { body.append("effect: \(key(effect))") }
            let triggers = message.triggers.map(\.rawValue)
            if !triggers.isEmpty {
                body.append("trigger: " + (triggers.count == 1 ? triggers[0] : "[" + triggers.joined(separator: ", ") + "]"))
            }
            if body.isEmpty {
                lines.append("  \(key(message.name)): {}")
            } else {
                lines.append("  \(key(message.name)):")
                lines += body.map { "    " + $0 }
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
