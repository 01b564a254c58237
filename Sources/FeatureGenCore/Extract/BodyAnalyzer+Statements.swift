/// Plain statements: assignments and mutating calls on state fields, calls to the view's methods.
extension BodyAnalyzer {
    /// `[self.]field =`, `+=`, `-=`: the field and the index of the operator.
    func assignmentTarget(_ range: Range<Int>) -> (field: String, end: Int)? {
        var cursor = range.lowerBound
        if stream[cursor].isKeyword("self"), stream[cursor + 1].isSymbol(".") { cursor += 2 }
        let name = stream[cursor]
        guard name.kind == .identifier, scope.fields[name.identifierName] != nil,
            stream[cursor + 1].kind == .operator, ["=", "+=", "-="].contains(stream[cursor + 1].text)
        else { return nil }
        return (name.identifierName, cursor + 1)
    }

    mutating func simpleStatement(_ range: Range<Int>, conditional: Bool) {
        let text = stream.text(range)
        // `Task { try? await Task.sleep(for: .seconds(1)); isShowingSuccess = false }`: a change made
        // later is not the action's `set` (it would undo the change made now): left for review.
        if delayed, mentionsState(range) {
            analysis.unsupported.append(text)
            return
        }
        if let target = assignmentTarget(range) {
            let valueRange = (target.end + 1)..<range.upperBound
            var expression = ExpressionRewriter(stream: stream, scope: scope, phase: currentPhase)
                .rewrite(valueRange, resultVariable: analysis.effect?.resultVariable)
            // `n -= a - b` is `n - (a - b)`: an operand with operators of its own keeps its parentheses.
            switch stream[target.end].text {
            case "+=": expression = expression.map { "state.\(target.field) + \(SwiftOperand.operand($0))" }
            case "-=": expression = expression.map { "state.\(target.field) - \(SwiftOperand.operand($0))" }
            default: break
            }
            record(target.field, conditional ? nil : expression, text)
            return
        }
        var cursor = range.lowerBound
        if stream[cursor].isKeyword("self"), stream[cursor + 1].isSymbol(".") { cursor += 2 }
        let name = stream[cursor]
        guard name.kind == .identifier else {
            if mentionsState(range) {
                analysis.unsupported.append(text)
            } else if !conditional, isViewCode(range) {
                analysis.viewCode.append(range)  // `await model.refresh()`, `_ = formatter`
            }
            return
        }
        let field = name.identifierName
        if scope.fields[field] != nil {
            record(field, conditional ? nil : mutatingCall(on: field, at: cursor, range: range), text)
        } else if scope.methods.contains(field), stream[cursor + 1].isSymbol("(") {
            analysis.calledMethods.append(field)
        } else if mentionsState(range) {
            analysis.unsupported.append(text)
        } else if !conditional {
            // `dismiss()`, `isPresented = false`: view code that touches no state stays in the view.
            if isViewCode(range) { analysis.viewCode.append(range) } else { analysis.unsupported.append(text) }
        }
    }

    private mutating func record(_ field: String, _ expression: String?, _ statement: String) {
        // A value too large for a spec is left to the developer, like any other complex statement.
        let expression = expression.flatMap { SpecText.isTooLarge($0) ? nil : SwiftFragments.escapingInvisibleCharacters($0) }
        analysis.mutations.append(.init(field: field, expression: expression, statement: statement, phase: currentPhase))
    }

    /// `flag.toggle()` → `!state.flag`, `items.removeAll()` → `[]`, `items.append(x)` → `state.items + [x]`,
    /// `items.removeAll { $0.id == x.id }` (or `where:`) → `state.items.filter { !($0.id == x.id) }`.
    private func mutatingCall(on field: String, at index: Int, range: Range<Int>) -> String? {
        guard stream[index + 1].isSymbol(".") else { return nil }
        if stream[index + 2].text == "removeAll", let condition = removalCondition(after: index + 3, range: range) {
            let rewritten = ExpressionRewriter(stream: stream, scope: scope, phase: currentPhase, allowsClosureArguments: true)
                .rewrite(condition, resultVariable: analysis.effect?.resultVariable)
            return rewritten.map { "state.\(field).filter { !(\($0)) }" }
        }
        guard stream[index + 3].isSymbol("("), let close = stream.closing(index + 3), close == range.upperBound - 1
        else { return nil }
        let arguments = (index + 4)..<close
        switch stream[index + 2].text {
        case "toggle" where arguments.isEmpty:
            return "!state.\(field)"
        case "removeAll" where arguments.isEmpty:
            return "[]"
        case "append" where !arguments.isEmpty:
            let rewritten = ExpressionRewriter(stream: stream, scope: scope, phase: currentPhase)
                .rewrite(arguments, resultVariable: analysis.effect?.resultVariable)
            return rewritten.map { "state.\(field) + [\($0)]" }
        default:
            return nil
        }
    }

    /// The condition of `removeAll { … }` or `removeAll(where: { … })` from `start` (the token after
    /// `removeAll`) to the statement's end: the closure's body, when it is one expression over `$0`.
    private func removalCondition(after start: Int, range: Range<Int>) -> Range<Int>? {
        var open = start
        if stream[open].isSymbol("(") {
            guard stream[open + 1].identifierName == "where", stream[open + 2].isSymbol(":"),
                let close = stream.closing(open), close == range.upperBound - 1
            else { return nil }
            open += 3
        }
        guard stream[open].isSymbol("{"), let close = stream.closing(open),
            close == range.upperBound - 1 || (close == range.upperBound - 2 && stream[close + 1].isSymbol(")")),
            close > open + 1, !((open + 1)..<close).contains(where: { stream[$0].isKeyword("in") })
        else { return nil }
        return (open + 1)..<close
    }

    var currentPhase: BodyAnalysis.Phase { phase }

    /// View code: touches no state and calls no view method; awaits only objects the view keeps.
    func isViewCode(_ range: Range<Int>) -> Bool {
        guard !mentionsState(range) else { return false }
        let callsViewMethod = range.contains { scope.methods.contains(stream[$0].identifierName) && stream[$0 + 1].isSymbol("(") }
        let awaitsOther = range.contains { stream[$0].isKeyword("await") && !awaitsViewObject(range, awaitIndex: $0) }
        return !callsViewMethod && !awaitsOther
    }

    /// `await model.refresh()` where `model` is an object the view keeps (`@ObservedObject`, a view
    /// model in `@State`, the environment): view code, not an effect of the feature.
    func awaitsViewObject(_ range: Range<Int>, awaitIndex: Int) -> Bool {
        var cursor = awaitIndex + 1
        while stream[cursor].isKeyword("try") || stream[cursor].isSymbol("?") || stream[cursor].isSymbol("!") { cursor += 1 }
        if stream[cursor].isKeyword("self"), stream[cursor + 1].isSymbol(".") { cursor += 2 }
        return stream[cursor].kind == .identifier && scope.viewObjects.contains(stream[cursor].identifierName)
            && stream[cursor + 1].isSymbol(".")
    }

    /// `Task { … }`, `withAnimation { … }`, `MainActor.run { … }`: the block runs as part of the body.
    func isWrapperCall(_ range: Range<Int>) -> Bool {
        var cursor = range.lowerBound
        if stream[cursor].isKeyword("await") { cursor += 1 }
        let name = stream[cursor].text
        if name == "MainActor", stream[cursor + 1].isSymbol("."), stream[cursor + 2].text == "run" { return true }
        return ["Task", "withAnimation", "withTransaction"].contains(name)
    }

    func firstBlock(in range: Range<Int>) -> Range<Int>? {
        blocks(in: range).first
    }

    /// The top-level `{ … }` groups of a statement (branches of an `if`, a closure argument).
    func blocks(in range: Range<Int>) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            if stream[cursor].isSymbol("{"), let close = stream.closing(cursor), close < range.upperBound + 1 {
                result.append((cursor + 1)..<close)
                cursor = close + 1
            } else {
                cursor = stream.skipGroup(cursor, limit: range.upperBound)
            }
        }
        return result
    }

    /// A closure's statements without its `params in` head.
    func closureBody(_ block: Range<Int>) -> Range<Int> {
        ClosureHead.body(of: block, in: stream)
    }

    func mentionsState(_ range: Range<Int>) -> Bool {
        range.contains { index in
            let token = stream[index]
            return token.kind == .identifier && scope.fields[token.identifierName] != nil
                && !(index > range.lowerBound && stream[index - 1].isSymbol(".") && !stream[index - 2].isKeyword("self"))
        }
    }

    func containsAwait(_ range: Range<Int>) -> Bool {
        range.contains { stream[$0].isKeyword("await") }
    }
}

enum ClosureHead {
    /// Skips `{ order in`, `{ (a, b) in`, `{ @MainActor in`, `{ [weak model] value in`.
    static func body(of block: Range<Int>, in stream: TokenStream) -> Range<Int> {
        var cursor = block.lowerBound
        while cursor < block.upperBound, cursor < block.lowerBound + 24 {
            let token = stream[cursor]
            if token.isKeyword("in") { return (cursor + 1)..<block.upperBound }
            let allowed = token.kind == .identifier || token.kind == .attribute || token.isSymbol(",")
                || token.isSymbol(":") || token.isKeyword("weak") || token.isKeyword("unowned")
                || token.isKeyword("self") || token.isKeyword("async") || token.isKeyword("throws")
                || token.isSymbol("->") || token.isSymbol("(") || token.isSymbol(")") || token.isSymbol("[")
                || token.isSymbol("]") || token.isSymbol("?")
            guard allowed, !token.newlineBefore || cursor == block.lowerBound else { return block }
            cursor += 1
        }
        return block
    }

    /// The parameter names in a closure head (`{ order in` → `["order"]`).
    static func parameters(of block: Range<Int>, in stream: TokenStream) -> [String] {
        let body = body(of: block, in: stream)
        guard body.lowerBound != block.lowerBound else { return [] }
        return (block.lowerBound..<(body.lowerBound - 1)).compactMap { index in
            let token = stream[index]
            let previous = stream[index - 1]
            guard token.kind == .identifier, !previous.isSymbol(":"), !previous.isSymbol("->") else { return nil }
            return token.identifierName == "_" ? nil : token.identifierName
        }
    }
}
