/// The edits inside the code that stays: calls of methods that became actions call their callback,
/// and changes to state the view no longer owns get a review line. Bound fields (`@Binding` in the
/// pure view) stay as written: `$query` is the binding, `query` its value, `query = ""` sends the edit.
extension ViewBodyRewriter {
    static let mutatingMethods: Set<String> = [
        "toggle", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "sort", "reverse",
        "shuffle", "removeSubrange", "replaceSubrange", "formUnion", "subtract", "move", "update", "merge",
    ]

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
                } else if let close = stream.enclosingBlock(of: index)?.close {
                    result.append((stream[index + 1].identifierName, (index + 2)...close))
                }
            }
        }
        return result
    }

    /// Call sites, bindings and state reads in the code that stays.
    mutating func rewriteSites() {
        let kept = keptIndices
        let shadows = shadows(in: kept)
        func isShadowed(_ name: String, _ index: Int) -> Bool {
            shadows.contains { $0.name == name && $0.range.contains(index) }
        }
        var commentedOutThrough = -1
        for index in kept where !edits.isReplaced(stream[index].offset) && index > commentedOutThrough {
            let token = stream[index]
            guard token.kind == .identifier else { continue }
            let name = token.identifierName
            if name == "Task", collapseTask(at: index) { continue }
            // A member after a dot (`Logger.shared.$logs`) is another value's, not the view's field.
            let afterDot = stream[index - 1].isSymbol(".")
            if afterDot, !stream[index - 2].isKeyword("self") { continue }
            if name.hasPrefix("$"), movedFields.contains(String(name.dropFirst())) {
                let field = String(name.dropFirst())
                if bindings[field] == nil {
                    // The pure view has the field as a `let`: `$field` would not compile. A constant
                    // binding shows the value; writing it back needs an edit action.
                    review(at: index, "`$\(field)` binds state the spec now owns, with no edit action: a constant "
                        + "binding stands in (it shows the value, changes are lost); give `\(field)` an edit action")
                    let start = afterDot ? index - 2 : index  // `self.$field`
                    edits.replace(stream[start].offset..<stream[index].end, with: "Binding.constant(\(field))")
                }
                continue
            }
            if !afterDot, let container = container(of: name, at: index), stream[index + 1].isSymbol("("),
                !isShadowed(name, index)
            {
                if let end = showContainer(container, of: name, at: index) { commentedOutThrough = end }
                continue
            }
            if methodActions.keys.contains(where: { $0.hasPrefix(name + "/") }) {
                // A closure parameter or local of the method's name (`{ _, newItem in`) is not the method.
                if !afterDot, isShadowed(name, index) { continue }
                rewriteMethodUse(at: index)
            } else if movedFields.contains(name), bindings[name] == nil, !isLabel(index) {
                let declares = stream[index - 1].isKeyword("let") || stream[index - 1].isKeyword("var")
                // `self.rows` is the field even where a local `rows` hides the name.
                if declares || (!afterDot && isShadowed(name, index)) { continue }
                if isMutation(at: index) {
                    // The pure view has the field as a `let`: the change cannot stay as code.
                    // The review line first: it goes before the `// ` of a statement at the line start.
                    if let commentOut = commentingOutStatement(at: index) {
                        review(at: index, "`\(name)` is feature state now (a `let` of the view): the change is commented "
                            + "out; send an action that makes it instead")
                        for edit in commentOut { edits.replace(edit.range, with: edit.text) }
                    } else {
                        review(at: index, "`\(name)` is feature state now: send an action instead of changing it here")
                    }
                }
            }
        }
    }

    /// Comments out the statement that changes a field at token `index` (`count += 1`, `self.rows = …`,
    /// over several lines too): `// ` before each of its lines when it has them to itself, else
    /// `/* … */` around it (`.onReceive(timer) { _ in count += 1 }`). Nil (nothing done) when it holds a
    /// multi-line string or a block comment. A `case` left without a statement gets a `break`. Returns
    /// the edits.
    mutating func commentingOutStatement(at index: Int) -> [SourceEdits.Edit]? {
        var start = index
        if stream[index - 1].isSymbol("."), stream[index - 2].isKeyword("self") { start = index - 2 }
        let (end, cursor) = statementEnd(start: start, from: index)
        let bytes = edits.bytes
        let from = stream[start].offset
        let to = stream[end].end
        guard !edits.protected.contains(where: { $0.overlaps(from..<to) }), !edits.isReplaced(from) else { return nil }
        // `case .a: count = 0` with nothing after it (or only statements commented out too): a case
        // needs a statement, so a `break` follows.
        let next = stream[cursor]
        let fromCaseLabel = stream[start - 1].isSymbol(":") || commentedFromCaseLabel.contains(start - 1)
        let emptiesCase = fromCaseLabel && (next.isKeyword("case") || next.isKeyword("default") || next.isSymbol("}"))
        let lineStart = Self.lineStart(of: from, in: bytes)
        var lineEnd = to
        while lineEnd < bytes.count, bytes[lineEnd] == 0x20 || bytes[lineEnd] == 0x09 { lineEnd += 1 }
        let ownsLines = bytes[lineStart..<from].allSatisfy { $0 == 0x20 || $0 == 0x09 }
            && (lineEnd >= bytes.count || bytes[lineEnd] == 0x0A
                || (lineEnd + 1 < bytes.count && bytes[lineEnd] == UInt8(ascii: "/") && bytes[lineEnd + 1] == UInt8(ascii: "/")))
        // A closure's anonymous arguments the statement used (`{ self.logs = $0 }`) are still used, or the
        // closure would take none: `_ = $0` stays.
        // Those of a closure inside the statement are that closure's.
        let block = stream.enclosingBlock(of: start)?.open
        let anonymous = (start...end).compactMap { index -> Int? in
            let text = stream[index].text
            guard text.hasPrefix("$"), text.count > 1, text.dropFirst().allSatisfy(\.isNumber),
                stream.enclosingBlock(of: index)?.open == block
            else { return nil }
            return Int(text.dropFirst())
        }.max()
        let keep = anonymous.map { last in
            last == 0 ? "_ = $0" : "_ = (" + (0...last).map { "$\($0)" }.joined(separator: ", ") + ")"
        }
        if fromCaseLabel { commentedFromCaseLabel.insert(end) }
        if ownsLines {
            let indent = String(decoding: bytes[lineStart..<from], as: UTF8.self)
            var result = keep.map { [SourceEdits.Edit(range: from..<from, text: $0 + "\n" + indent)] } ?? []
            if emptiesCase { result.append(SourceEdits.Edit(range: to..<to, text: "\n" + indent + "break")) }
            result.append(SourceEdits.Edit(range: from..<from, text: "// "))
            var offset = from
            while let newline = bytes[offset..<to].firstIndex(of: 0x0A) {
                var first = newline + 1
                while first < to, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
                if first < to, bytes[first] != 0x0A { result.append(.init(range: first..<first, text: "// ")) }
                offset = newline + 1
            }
            return result
        }
        let text = String(decoding: bytes[from..<to], as: UTF8.self)
        guard !text.contains("/*"), !text.contains("*/") else { return nil }
        return [.init(range: from..<to, text: (keep.map { $0 + "; " } ?? "") + "/* " + text + " */" + (emptiesCase ? " break" : ""))]
    }

    /// The last token of the statement that begins at `start`, from its token `index` on (its calls,
    /// closures and the modifiers on the lines after), and the index of the token after it.
    func statementEnd(start: Int, from index: Int) -> (end: Int, next: Int) {
        var end = index
        var cursor = index + 1
        while cursor < stream.count {
            let token = stream[cursor]
            if token.kind == .endOfFile || token.isSymbol(";") || token.isSymbol("}") || token.isSymbol(")")
                || token.isSymbol("]") || stream.endsStatement(at: cursor, start: start)
            {
                break
            }
            let next = stream.skipGroup(cursor, limit: stream.count)
            end = next - 1
            cursor = next
        }
        return (end, cursor)
    }

    /// Whether token `index` begins a statement (`RenameView(…)` in a builder: after `{`, `in`, or on a
    /// line of its own after a complete line), not a value inside one (`return X(`, `content: X(`).
    func beginsStatement(_ index: Int) -> Bool {
        let previous = stream[index - 1]
        if previous.isSymbol("{") || previous.isSymbol(";") || previous.isKeyword("in") { return true }
        guard stream[index].newlineBefore else { return false }
        return !(previous.kind == .operator || previous.isSymbol(",") || previous.isSymbol("(") || previous.isSymbol("[")
            || previous.isSymbol(":") || previous.isSymbol(".") || previous.isSymbol("->") || previous.isKeyword("return"))
    }

    /// A use of another prototype view (`name(` at `index`) shown through its container: renamed, or
    /// commented out under a review line when the container cannot take what it passes (its prototype
    /// had its own `init`, or is generic), or kept under the container's `#if` when the use is compiled
    /// on platforms the container is not declared for (its prototype's `#if`). Returns the last token
    /// of what it commented out (the code inside is left as it is), or nil.
    mutating func showContainer(_ container: ViewConverter.Container, of name: String, at index: Int) -> Int? {
        if let unusable = container.unusable, !takes(container, argumentsAt: index) {
            // Not when code inside was rewritten already (a closure that became an action): its new
            // text would stay.
            let end = statementEnd(start: index, from: index).end
            if beginsStatement(index), !edits.replacesText(in: stream[index].offset..<stream[end].end),
                let commentOut = commentingOutStatement(at: index)
            {
                review(at: index, unusable.why + ": this use is commented out; " + unusable.instead)
                for edit in commentOut { edits.replace(edit.range, with: edit.text) }
                return end
            }
            review(at: index, unusable.why + ": " + unusable.instead)
        }
        let here = PlatformCondition.platforms(ViewConverter.condition(before: index, in: stream))
        guard container.unusable == nil || takes(container, argumentsAt: index), beginsStatement(index), let condition = container.condition.map(Self.unparenthesized),
            !here.isSubset(of: PlatformCondition.platforms(condition))
        else {
            edits.replace(stream[index].offset..<stream[index].end, with: container.name)
            commentOutStateArguments(of: container, at: index)
            return nil
        }
        commentOutStateArguments(of: container, at: index)
        // `#if os(iOS)` around the use: elsewhere there is no container to show (nor, here, the prototype).
        review(at: index, "`\(name)` is carried over under `#if \(condition)` only, as its prototype is: "
            + "its container is shown there only")
        let bytes = edits.bytes
        let indent = String(decoding: bytes[Self.lineStart(of: stream[index].offset, in: bytes)..<stream[index].offset]
            .prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
        let end = stream[statementEnd(start: index, from: index).end].end
        edits.replace(stream[index].offset..<stream[index].end, with: "#if \(condition)\n" + indent + container.name)
        edits.insert("\n" + indent + "#endif", at: end)
        return nil
    }

    /// Whether the call at `index` passes what the container takes, as its memberwise initializer
    /// does: the inputs' labels in order, those with a default optional, no trailing closure.
    func takes(_ container: ViewConverter.Container, argumentsAt index: Int) -> Bool {
        guard let inputs = container.inputs, stream[index + 1].isSymbol("("), let close = stream.closing(index + 1),
            !stream[close + 1].isSymbol("{")
        else { return false }
        var labels: [String] = []
        var start = index + 2
        while start < close {
            var end = start
            while end < close, !stream[end].isSymbol(",") { end = stream.skipGroup(end, limit: close) }
            guard stream[start].kind == .identifier, stream[start + 1].isSymbol(":") else { return false }
            labels.append(stream[start].identifierName)
            start = end + 1
        }
        var remaining = labels[...]
        for input in inputs {
            if remaining.first == input.name {
                remaining = remaining.dropFirst()
            } else if input.defaultValue == nil {
                return false
            }
        }
        return remaining.isEmpty
    }

    /// `(os(iOS) || os(visionOS))` without the parentheses around the whole.
    static func unparenthesized(_ condition: String) -> String {
        guard condition.hasPrefix("("), condition.hasSuffix(")") else { return condition }
        var depth = 0
        for (offset, character) in condition.enumerated() {
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            if depth == 0 { return offset == condition.count - 1 ? String(condition.dropFirst().dropLast()) : condition }
        }
        return condition
    }

    /// An argument for a `@State` of the shown prototype (`showUninstall: true`, which its memberwise
    /// initializer took as the state's initial value) on lines of its own is commented out under a review
    /// line: the container does not take it.
    private mutating func commentOutStateArguments(of container: ViewConverter.Container, at index: Int) {
        guard !container.stateWithDefaults.isEmpty, stream[index + 1].isSymbol("("), let close = stream.closing(index + 1)
        else { return }
        var start = index + 2
        while start < close {
            var end = start
            while end < close, !stream[end].isSymbol(",") { end = stream.skipGroup(end, limit: close) }
            let label = stream[start].identifierName
            if stream[start].kind == .identifier, stream[start + 1].isSymbol(":"), container.stateWithDefaults.contains(label),
                stream[start].newlineBefore, end == close ? stream[close].newlineBefore : stream[end + 1].newlineBefore
            {
                review(at: start, "`\(container.name)` does not take `\(label)` (`@State` of the prototype, with its "
                    + "own initial value): the argument is commented out; set it through the feature's state")
                let last = end == close ? end - 1 : end
                for line in start...last where line == start || stream[line].newlineBefore {
                    edits.insert("// ", at: stream[line].offset)
                }
            }
            start = end + 1
        }
    }

    /// The container shown for another converted prototype view `name` used at `index`: of two
    /// prototypes of that name (one per platform, each under its `#if`), the one whose platforms the
    /// use's `#if` clauses allow (`ChatView(` under `#else` of `#if os(macOS)` → the iOS one's).
    private func container(of name: String, at index: Int) -> ViewConverter.Container? {
        guard let candidates = containers[name], let first = candidates.first else { return nil }
        guard candidates.count > 1 else { return first }
        let here = PlatformCondition.platforms(ViewConverter.condition(before: index, in: stream))
        return candidates.first { !PlatformCondition.platforms($0.condition).isDisjoint(with: here) } ?? first
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
                edits.replace(stream[index].offset..<stream[index].end, with: callbackName(action))
                noteViewCode(of: name, at: index)
            }
            return
        }
        let arguments = Self.argumentValues(stream, (index + 2)..<close)
        guard let action = methodAction(name, arity: arguments.count) else { return }
        let callback = callbackName(action)
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
