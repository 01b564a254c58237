/// Closures that became actions call their callback.
extension ViewBodyRewriter {
    /// Modifiers whose closures are async: a callback called there can be awaited.
    static let awaitingModifiers: Set<String> = ["task", "refreshable"]

    /// `Button("Add") { count += 1 }` → `Button("Add") { onAddTapped() }`.
    mutating func rewriteClosureActions() {
        for link in draft.draft.links.closureActions where view.owns(link.open) && !isRemoved(link.open) {
            guard let action = actions[link.action] else { continue }
            let inAwaiting = Self.awaitingModifiers.contains(link.modifier ?? "")
            var lines: [String] = []
            if let call = callbackCall(action, arguments: link.arguments, awaited: inAwaiting) {
                lines.append(call)
            } else {
                lines.append("// review: send `\(action.name)` here with its payload (`\(callbackName(action))(…)`)")
            }
            for method in link.alsoCalls {
                if let other = methodAction(method, arity: nil),
                    let call = callbackCall(other, arguments: [], awaited: inAwaiting)
                {
                    lines.append(call)
                } else {
                    lines.append("// review: the prototype also called `\(method)(…)` here")
                }
            }
            // View code of the closure (`isPresented = false`) stays, as written; awaited work lifted out
            // of a `Task { … }` runs in one again outside `.task` / `.refreshable`.
            var viewCode: [String] = []
            for range in link.viewCode {
                let text = statementText(range)
                let awaits = range.contains { stream[$0].isKeyword("await") }
                viewCode.append(awaits && !inAwaiting && !stream[range.lowerBound].text.hasPrefix("Task") ? "Task { \(text) }" : text)
            }
            replaceContent(of: link.open...link.close, with: lines + viewCode)
        }
    }

    /// `onSelect(order)`, `await onLoad()`, or `Task { await onLoad() }` outside an async context;
    /// nil when the arguments do not match the action's payload.
    func callbackCall(_ action: Message, arguments: [String], awaited: Bool) -> String? {
        guard MessageModel(message: action, feature: feature, style: .skill).payloadNames.count == arguments.count else { return nil }
        let call = callbackName(action) + "(" + arguments.joined(separator: ", ") + ")"
        guard asyncActions.contains(action.name) else { return call }
        return awaited ? "await " + call : "Task { await \(call) }"
    }

    /// A statement as written, its later lines indented relative to its first (so it can move).
    func statementText(_ range: Range<Int>) -> String {
        let bytes = edits.bytes
        let start = stream[range.lowerBound].offset
        let text = String(decoding: bytes[start..<stream[range.upperBound - 1].end], as: UTF8.self)
        let lineStart = Self.lineStart(of: start, in: bytes)
        let indent = bytes[lineStart..<start].prefix { $0 == 0x20 || $0 == 0x09 }.count
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            guard index > 0 else { return String(line) }
            let spaces = line.prefix { $0 == " " }.count
            return String(line.dropFirst(min(spaces, indent)))
        }.joined(separator: "\n")
    }

    /// Replaces what is between a closure's braces (after its `params in`) with `lines`.
    mutating func replaceContent(of braces: ClosedRange<Int>, with lines: [String]) {
        let open = braces.lowerBound
        let close = braces.upperBound
        let body = ClosureHead.body(of: (open + 1)..<close, in: stream)
        let start = body.lowerBound > open + 1 ? stream[body.lowerBound - 1].end : stream[open].end
        let end = stream[close].offset
        let bytes = edits.bytes
        let multiline = bytes[start..<end].contains(0x0A)
        if !multiline, lines.count == 1, !lines[0].hasPrefix("//") {
            edits.replace(start..<end, with: " \(lines[0]) ")
            return
        }
        let closeLine = Self.lineStart(of: stream[close].offset, in: bytes)
        let closeIndent = String(decoding: bytes[closeLine...].prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
        var innerIndent = closeIndent + "    "
        if multiline, let first = bytes[start..<end].firstIndex(of: 0x0A),
            let code = bytes[(first + 1)..<end].firstIndex(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A })
        {
            innerIndent = String(decoding: bytes[Self.lineStart(of: code, in: bytes)..<code], as: UTF8.self)
        }
        // Later lines of a statement keep their indentation relative to its first line.
        let indented = lines.map { line in
            innerIndent + line.replacingOccurrences(of: "\n", with: "\n" + innerIndent)
        }
        let text = "\n" + indented.joined(separator: "\n") + "\n" + closeIndent
        edits.replace(start..<end, with: text)
    }
}
