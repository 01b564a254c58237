/// The edits inside the code that stays: closures that became actions call their callback, calls of
/// methods that became actions call theirs, `$field` passes the `Binding` parameter, bound fields are
/// read through it, and changes to state the view no longer owns get a review line.
extension ViewBodyRewriter {
    /// Modifiers whose closures run async work the view awaits.
    static let awaitingModifiers: Set<String> = ["task", "refreshable"]
    static let mutatingMethods: Set<String> = [
        "toggle", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "sort", "reverse",
        "shuffle", "removeSubrange", "replaceSubrange", "formUnion", "subtract", "move", "update", "merge",
    ]

    /// The braces of `.task { … }` and `.refreshable { … }` closures in the view's own code.
    var awaitingClosures: [ClosedRange<Int>] {
        keptIndices.compactMap { index in
            guard stream[index].isSymbol("."), Self.awaitingModifiers.contains(stream[index + 1].text) else { return nil }
            var open = index + 2
            if stream[open].isSymbol("("), let close = stream.closing(open) { open = close + 1 }
            guard stream[open].isSymbol("{"), let close = stream.closing(open) else { return nil }
            return open...close
        }
    }

    /// An action is awaited when the view calls it inside `.task` / `.refreshable`.
    mutating func findAsyncActions() {
        let awaiting = awaitingClosures
        for link in draft.draft.links.closureActions where Self.awaitingModifiers.contains(link.modifier ?? "") {
            asyncActions.insert(link.action)
            for method in link.alsoCalls { if let action = methodAction(method, arity: nil) { asyncActions.insert(action.name) } }
        }
        for index in keptIndices where awaiting.contains(where: { $0.contains(index) }) {
            guard stream[index].kind == .identifier, stream[index + 1].isSymbol("("), let close = stream.closing(index + 1),
                !stream[index - 1].isSymbol(".") || stream[index - 2].isKeyword("self"),
                let action = methodAction(stream[index].identifierName, arity: Self.argumentValues(stream, (index + 2)..<close).count)
            else { continue }
            asyncActions.insert(action.name)
        }
    }

    /// `Button("Add") { count += 1 }` → `Button("Add") { onAddTapped() }`.
    mutating func rewriteClosureActions() {
        for link in draft.draft.links.closureActions where view.owns(link.open) && !isRemoved(link.open) {
            guard let action = actions[link.action] else { continue }
            let inAwaiting = Self.awaitingModifiers.contains(link.modifier ?? "")
            var lines: [String] = []
            if let call = callbackCall(action, arguments: link.arguments, awaited: inAwaiting) {
                lines.append(call)
            } else {
                lines.append("// review: send `\(action.name)` here with its payload (`\(ViewWiring.callbackName(action.name))(…)`)")
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
        guard MessageModel(message: action, feature: feature).payloadNames.count == arguments.count else { return nil }
        let call = ViewWiring.callbackName(action.name) + "(" + arguments.joined(separator: ", ") + ")"
        guard asyncActions.contains(action.name) else { return call }
        return awaited ? "await " + call : "Task { await \(call) }"
    }

    /// A statement as written, its later lines indented relative to its first (so it can move).
    private func statementText(_ range: Range<Int>) -> String {
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
    private mutating func replaceContent(of braces: ClosedRange<Int>, with lines: [String]) {
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

    /// Names that hide a field in part of the code: closure parameters (`{ key in`), local `let`/`var`
    /// (to the end of their block; `if let x` in its body only).
    func shadows(in indices: [Int]) -> [(name: String, range: ClosedRange<Int>)] {
        var result: [(name: String, range: ClosedRange<Int>)] = []
        for index in indices {
            let token = stream[index]
            if token.isSymbol("{"), let close = stream.closing(index) {
                for name in ClosureHead.parameters(of: (index + 1)..<close, in: stream) { result.append((name, index...close)) }
            } else if token.isKeyword("let") || token.isKeyword("var"), stream[index + 1].kind == .identifier,
                !view.owns(index) || !draft.members.properties.contains(where: { $0.nameIndex == index + 1 })
            {
                let previous = stream[index - 1]
                if previous.isKeyword("if") || previous.isKeyword("while") || previous.isSymbol(",") {
                    var cursor = index + 1
                    while cursor < stream.count, !stream[cursor].isSymbol("{") { cursor = stream.skipGroup(cursor, limit: stream.count) }
                    if let close = stream.closing(cursor) { result.append((stream[index + 1].identifierName, (index + 2)...close)) }
                } else if let close = enclosingClose(index) {
                    result.append((stream[index + 1].identifierName, (index + 2)...close))
                }
            }
        }
        return result
    }

    /// The closing brace of the innermost block around token `index`.
    private func enclosingClose(_ index: Int) -> Int? {
        var cursor = index - 1
        while cursor > 0 {
            let token = stream[cursor]
            if token.isSymbol("}") || token.isSymbol(")") || token.isSymbol("]") {
                cursor = max((stream.partner[cursor] >= 0 ? stream.partner[cursor] : cursor) - 1, 0)
                continue
            }
            if token.isSymbol("{") { return stream.closing(cursor) }
            cursor -= 1
        }
        return nil
    }

    /// Call sites, bindings and state reads in the code that stays.
    mutating func rewriteSites() {
        let kept = keptIndices
        let shadows = shadows(in: kept)
        func isShadowed(_ name: String, _ index: Int) -> Bool {
            shadows.contains { $0.name == name && $0.range.contains(index) }
        }
        for index in kept where !edits.isReplaced(stream[index].offset) {
            let token = stream[index]
            if token.kind == .string {
                rewriteInterpolations(token, hidden: { isShadowed($0, index) })
                continue
            }
            guard token.kind == .identifier else { continue }
            let name = token.identifierName
            if name == "Task", collapseTask(at: index) { continue }
            if name.hasPrefix("$"), movedFields.contains(String(name.dropFirst())) {
                let field = String(name.dropFirst())
                if bindings[field] != nil {
                    edits.replace(token.offset..<token.end, with: SwiftNames.escaped(field))
                } else {
                    review(at: index, "`$\(field)` binds state the spec now owns: give `\(field)` an edit action")
                }
                continue
            }
            let afterDot = stream[index - 1].isSymbol(".")
            if afterDot, !stream[index - 2].isKeyword("self") { continue }
            if methodActions.keys.contains(where: { $0.hasPrefix(name + "/") }) {
                rewriteMethodUse(at: index)
            } else if movedFields.contains(name), !isLabel(index) {
                let declares = stream[index - 1].isKeyword("let") || stream[index - 1].isKeyword("var")
                if !declares, isShadowed(name, index) { continue }
                if bindings[name] != nil, declares {
                    // `if let query {` unwraps the value: `if let query = query.wrappedValue {`.
                    if !stream[index + 1].isSymbol("="), !stream[index + 1].isSymbol(":") {
                        edits.insert(" = \(SwiftNames.escaped(name)).wrappedValue", at: token.end)
                    }
                } else if bindings[name] != nil {
                    edits.insert(".wrappedValue", at: token.end)
                } else if declares {
                    continue
                } else if isMutation(at: index) {
                    review(at: index, "`\(name)` is feature state now: send an action instead of changing it here")
                }
            }
        }
    }

    /// An argument label, or a parameter name in a function type (`(_ prompt: String) -> Void`).
    private func isLabel(_ index: Int) -> Bool {
        let previous = stream[index - 1]
        return stream[index + 1].isSymbol(":")
            && (previous.isSymbol("(") || previous.isSymbol(",") || previous.identifierName == "_")
    }

    /// `load()`, `await self.load()`, `try? await save(profile)`, or `perform: load`.
    private mutating func rewriteMethodUse(at index: Int) {
        let name = stream[index].identifierName
        guard stream[index + 1].isSymbol("("), let close = stream.closing(index + 1) else {
            let previous = stream[index - 1]
            if previous.isSymbol(":") || previous.isSymbol("(") || previous.isSymbol(","),
                let action = methodAction(name, arity: nil)
            {
                edits.replace(stream[index].offset..<stream[index].end, with: ViewWiring.callbackName(action.name))
                noteViewCode(of: name, at: index)
            }
            return
        }
        let arguments = Self.argumentValues(stream, (index + 2)..<close)
        guard let action = methodAction(name, arity: arguments.count) else { return }
        let callback = ViewWiring.callbackName(action.name)
        var start = stream[index - 1].isSymbol(".") ? index - 2 : index
        var awaited = false
        while true {
            if stream[start - 1].isKeyword("await") {
                awaited = true
                start -= 1
            } else if stream[start - 1].isKeyword("try") {
                start -= 1
            } else if stream[start - 1].isSymbol("?") || stream[start - 1].isSymbol("!"), stream[start - 2].isKeyword("try") {
                start -= 2
            } else {
                break
            }
        }
        guard let call = callbackCall(action, arguments: arguments, awaited: awaited) else {
            review(at: index, "`\(stream[index].text)(…)` became the action `\(action.name)`: call `\(callback)` here")
            return
        }
        edits.replace(stream[start].offset..<stream[close].end, with: call)
        noteViewCode(of: name, arity: arguments.count, at: index)
    }

    /// The view code of a method that became an action (`dismiss()`) no longer runs: say where it was.
    private mutating func noteViewCode(of method: String, arity: Int? = nil, at index: Int) {
        let codes = draft.draft.links.methodViewCode
        let key = arity.map { ViewLinks.key(method, arity: $0) } ?? codes.keys.filter { $0.hasPrefix(method + "/") }.min()
        guard let key, let viewCode = codes[key] else { return }
        review(at: index, "`\(method)()` also ran `\(viewCode.joined(separator: "; "))`: do it here if still needed")
    }

    /// `Task { await save() }` in a button: the callback of a synchronous action needs no task.
    private mutating func collapseTask(at index: Int) -> Bool {
        guard !stream[index - 1].isSymbol("."), stream[index + 1].isSymbol("{"), let close = stream.closing(index + 1)
        else { return false }
        let body = ClosureHead.body(of: (index + 2)..<close, in: stream)
        var cursor = body.lowerBound
        if stream[cursor].isKeyword("try") { cursor += stream[cursor + 1].isSymbol("?") || stream[cursor + 1].isSymbol("!") ? 2 : 1 }
        if stream[cursor].isKeyword("await") { cursor += 1 }
        if stream[cursor].isKeyword("self"), stream[cursor + 1].isSymbol(".") { cursor += 2 }
        guard stream[cursor].kind == .identifier, stream[cursor + 1].isSymbol("("),
            let callClose = stream.closing(cursor + 1), callClose == body.upperBound - 1
        else { return false }
        let arguments = Self.argumentValues(stream, (cursor + 2)..<callClose)
        guard let action = methodAction(stream[cursor].identifierName, arity: arguments.count),
            !asyncActions.contains(action.name), let call = callbackCall(action, arguments: arguments, awaited: false)
        else { return false }
        edits.replace(stream[index].offset..<stream[close].end, with: call)
        noteViewCode(of: stream[cursor].identifierName, arity: arguments.count, at: index)
        return true
    }

    /// `field = …`, `field += 1`, `field.items[0] = x`, `field.toggle()`, `field.append(x)`.
    private func isMutation(at index: Int) -> Bool {
        var cursor = index + 1
        while cursor < stream.count {
            let token = stream[cursor]
            if token.isSymbol("."), stream[cursor + 1].kind == .identifier {
                if Self.mutatingMethods.contains(stream[cursor + 1].text), stream[cursor + 2].isSymbol("(") { return true }
                cursor += 2
            } else if token.isSymbol("["), let close = stream.closing(cursor) {
                cursor = close + 1
            } else if token.isSymbol("?") || token.isSymbol("!") {
                cursor += 1
            } else {
                break
            }
        }
        let op = stream[cursor]
        return op.kind == .operator && op.text.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(op.text)
    }

    /// Bound fields read inside `"\(query)"` are read through their `Binding` too.
    private mutating func rewriteInterpolations(_ token: SwiftToken, hidden: (String) -> Bool) {
        guard !bindings.isEmpty else { return }
        let bytes = Array(token.text.utf8)
        for range in SwiftTokenizer.interpolationRanges(of: token) {
            let inner = SwiftTokenizer.tokenize(String(decoding: bytes[range], as: UTF8.self))
            for (position, innerToken) in inner.enumerated() where innerToken.kind == .identifier {
                guard bindings[innerToken.identifierName] != nil, !hidden(innerToken.identifierName),
                    position == 0 || !inner[position - 1].isSymbol(".")
                else { continue }
                edits.insert(".wrappedValue", at: token.offset + range.lowerBound + innerToken.end)
            }
        }
    }

    /// `(order, at: 2)` → `["order", "2"]`: argument values without their labels.
    static func argumentValues(_ stream: TokenStream, _ range: Range<Int>) -> [String] {
        var values: [String] = []
        var start = range.lowerBound
        var cursor = start
        while cursor <= range.upperBound {
            if cursor == range.upperBound || stream[cursor].isSymbol(",") {
                if cursor > start {
                    let labelled = stream[start + 1].isSymbol(":") && start + 2 <= cursor && stream[start].kind != .string
                    values.append(stream.text((labelled ? start + 2 : start)..<cursor))
                }
                start = cursor + 1
                cursor += 1
                continue
            }
            cursor = stream.skipGroup(cursor, limit: range.upperBound)
        }
        return values
    }
}
