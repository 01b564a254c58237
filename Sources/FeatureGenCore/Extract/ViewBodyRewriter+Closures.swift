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
                // The call's own arguments go along (`remove(item.id)` → `onRemove(item.id)`), unless they
                // name a local of the closure, which the converted closure no longer declares.
                let arguments = callArguments(of: method, in: link.open...link.close)
                if let other = methodAction(method, arity: arguments?.count),
                    let call = callbackCall(other, arguments: arguments ?? [], awaited: inAwaiting)
                {
                    lines.append(call)
                } else {
                    lines.append("// review: the prototype also called `\(method)(…)` here")
                }
            }
            // View code of the closure (`isPresented = false`) stays, as written; awaited work lifted out
            // of a `Task { … }` runs in one again outside `.task` / `.refreshable`.
            // Locals the closure declares in statements that went into the action (`let info = await
            // task.value`): view code using one is commented out, as it would not compile.
            let gone = Set(((link.open + 1)..<link.close).filter { index in
                (stream[index].isKeyword("let") || stream[index].isKeyword("var")) && stream[index + 1].kind == .identifier
                    && !link.viewCode.contains { $0.contains(index) } && stream.enclosingBlock(of: index)?.open == link.open
            }.map { stream[$0 + 1].identifierName })
            var viewCode: [String] = []
            for range in link.viewCode {
                let text = statementText(range)
                if let local = range.first(where: { index in
                    stream[index].kind == .identifier && gone.contains(stream[index].identifierName)
                        && !stream[index - 1].isSymbol(".")
                }) {
                    let note = "`\(stream[local].identifierName)` was declared by code that went into the action "
                        + "`\(action.name)`: this is commented out"
                    viewCode += Self.wrap(note, width: 76).enumerated().map { ($0.offset == 0 ? "// review: " : "//   ") + $0.element }
                    viewCode.append(text.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }
                        .joined(separator: "\n"))
                    continue
                }
                let awaits = range.contains { stream[$0].isKeyword("await") }
                viewCode.append(awaits && !inAwaiting && !stream[range.lowerBound].text.hasPrefix("Task") ? "Task { \(text) }" : text)
            }
            replaceContent(of: link.open...link.close, with: lines + viewCode)
        }
    }

    /// The arguments of the first call of the view method `method` in `braces`; nil when there is none,
    /// or when an argument uses a name declared in the closure.
    func callArguments(of method: String, in braces: ClosedRange<Int>) -> [String]? {
        let range = (braces.lowerBound + 1)..<braces.upperBound
        let locals = Set(range.filter { ["let", "var", "for"].contains(stream[$0].text) && stream[$0].kind == .keyword }.map { stream[$0 + 1].identifierName })
        guard let index = range.first(where: { index in
            stream[index].identifierName == method && stream[index + 1].isSymbol("(")
                && (!stream[index - 1].isSymbol(".") || stream[index - 2].isKeyword("self"))
        }), let close = stream.closing(index + 1) else { return nil }
        let usesLocal = ((index + 2)..<close).contains { stream[$0].kind == .identifier && locals.contains(stream[$0].identifierName) && !stream[$0 - 1].isSymbol(".") }
        return usesLocal ? nil : Self.argumentValues(stream, (index + 2)..<close)
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
