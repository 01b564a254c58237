/// Shared plumbing of one validation: reporting (counting this spec's own errors, since the collector may
/// be shared by parallel runs), node-kind checks with hints, unknown-key checks and positions inside strings.
final class SpecChecker {
    let diagnostics: DiagnosticCollector
    /// Wording of kind hints: "YAML read a mapping" vs "JSON has an object".
    let isJSON: Bool
    private(set) var errorCount = 0

    init(diagnostics: DiagnosticCollector, specPath: String) {
        self.diagnostics = diagnostics
        isJSON = specPath.lowercased().hasSuffix(".json")
    }

    func error(_ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) {
        errorCount += 1
        diagnostics.error(message, at: location, notes: notes)
    }

    func warning(_ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) {
        diagnostics.warning(message, at: location, notes: notes)
    }

    // MARK: Positions

    /// The location `offset` UTF-8 bytes into a scalar's text (after the opening quote of a quoted scalar).
    /// Block scalars start on the next line, so they keep the scalar's own location.
    func location(in node: Node, offset: Int) -> SourceLocation {
        var location = node.location
        switch node.scalar?.style {
        case .plain?: location.column += offset
        case .singleQuoted?, .doubleQuoted?:
            location.column += (node.scalar?.sourceOffset(ofTextOffset: offset) ?? offset) + 1
        default: break
        }
        return location
    }

    func code(_ piece: Piece, in node: Node) -> SwiftCode {
        SwiftCode(piece.text, at: location(in: node, offset: piece.offset))
    }

    // MARK: Node kinds

    /// Entries of a mapping; a null value counts as an empty mapping. `what` completes "expected …".
    func mapping(_ node: Node, _ what: String) -> [Entry]? {
        if let entries = node.entries { return entries }
        if node.scalar?.resolved == .null { return [] }
        error("expected \(what) here, but \(found(node))", at: node.location)
        return nil
    }

    /// Text of a scalar. `what` is "a Swift type", "a Swift expression", "a name", … A null (JSON
    /// `null`, YAML `~`, `null` or nothing) is no text: `success: null` is not a result named `null`.
    func text(_ node: Node, _ what: String) -> String? {
        if let scalar = node.scalar, scalar.resolved != .null { return scalar.text }
        if let scalar = node.scalar {
            // YAML reads a plain `null` (or `Null`, `NULL`) as null; quoted, it is the word.
            let isWord = !isJSON && scalar.text.first?.isLetter == true
            error("expected \(what) here, but \(found(node))", at: node.location,
                  notes: isWord ? [.init("for the word, quote it: `\"\(scalar.text)\"`")] : [])
            return nil
        }
        var notes: [Diagnostic.Note] = []
        if let literal = flowText(node) {
            notes.append(.init("write it as a string: `\"\(literal)\"`"))
        }
        let advice = isJSON ? "write it as a string" : "quote the value"
        error("expected \(what) here, but \(found(node)); \(advice)", at: node.location, notes: notes)
        return nil
    }

    /// `doc:` text, written into `///` comments: line breaks start new comment lines, but a character
    /// that would end the comment early or that Swift refuses in source (a lone carriage return, the
    /// Unicode line and paragraph separators, other control characters) is refused.
    func doc(_ node: Node) -> String? {
        // `doc:` with nothing (or null) after it is no doc.
        if node.scalar?.resolved == .null { return nil }
        guard let text = text(node, "text") else { return nil }
        var offset = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let isBreakOrTab = value == 0x0A || value == 0x09
            if !isBreakOrTab, value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 {
                error(
                    "`doc` text cannot contain \(codePointName(value))", at: location(in: node, offset: offset),
                    notes: [.init("it would end the `///` comment, or is not allowed in Swift source; use line breaks")])
                return nil
            }
            offset += String(scalar).utf8.count
        }
        return text
    }

    /// A Swift expression from a scalar: null → `nil`, booleans → `true`/`false`, others as written.
    func expression(_ node: Node, _ what: String = "a Swift expression") -> String? {
        guard let scalar = node.scalar else { return text(node, what) }
        switch scalar.resolved {
        case .null: return "nil"
        case .bool: return scalar.text.lowercased()
        default:
            if scalar.text.allSatisfy(\.isWhitespace) {
                error("empty \(what.replacingOccurrences(of: "a Swift ", with: "")); write \(what)", at: node.location)
                return nil
            }
            return isSingleExpression(Piece(text: scalar.text, offset: 0), in: node) ? scalar.text : nil
        }
    }

    /// Whether `piece` of the scalar `node` is one Swift expression (`SwiftFragments.checkExpression`);
    /// reports where it is not. Every spec value pasted into generated code as an expression goes
    /// through here or `expression(_:_:)`.
    func isSingleExpression(_ piece: Piece, in node: Node) -> Bool {
        guard let problem = SwiftFragments.checkExpression(piece.text) else { return true }
        error(
            problem.message, at: location(in: node, offset: piece.offset + problem.offset),
            notes: problem.note.map { [Diagnostic.Note($0)] } ?? [])
        return false
    }

    /// "YAML read a mapping (`key: value`)" and friends.
    func found(_ node: Node) -> String {
        switch node.kind {
        case .mapping: return isJSON ? "JSON has an object (`{…}`)" : "YAML read a mapping (`key: value`)"
        case .sequence: return isJSON ? "JSON has an array (`[…]`)" : "YAML read a sequence (`[…]` or `- item`)"
        case .scalar(let scalar):
            if scalar.resolved == .null {
                if isJSON { return "JSON has `null`" }
                return scalar.text.isEmpty ? "it is empty" : "YAML read a null (`\(scalar.text)`)"
            }
            return (isJSON ? "JSON has " : "YAML read ") + "the value `\(scalar.text)`"
        }
    }

    /// `[Order]` back from a flow sequence of plain scalars (the classic unquoted `payload: [Order]`).
    private func flowText(_ node: Node) -> String? {
        guard let elements = node.elements else {
            return node.entries?.isEmpty == true ? "[:]" : nil
        }
        let texts = elements.compactMap { $0.scalar?.text }
        guard texts.count == elements.count else { return nil }
        return "[" + texts.joined(separator: ", ") + "]"
    }

    // MARK: Keys

    /// Reports keys not in `allowed` (with did-you-mean) and keys written twice; returns first entries by key.
    @discardableResult
    func checkKeys(_ entries: [Entry], allowed: [String]) -> [String: Entry] {
        var byKey: [String: Entry] = [:]
        for entry in entries {
            if !allowed.contains(entry.key) {
                let note = Suggestion.note(for: entry.key, among: allowed)
                    ?? .init("expected one of " + allowed.map { "`\($0)`" }.joined(separator: ", "))
                error("unknown key `\(entry.key)`", at: entry.keyLocation, notes: [note])
            } else if let first = byKey[entry.key] {
                error("duplicate key `\(entry.key)`", at: entry.keyLocation,
                      notes: [.init("first written here", at: first.keyLocation)])
            } else {
                byKey[entry.key] = entry
            }
        }
        return byKey
    }
}
