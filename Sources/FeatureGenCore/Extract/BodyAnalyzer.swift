/// Walks the statements of a method or closure body and fills a `BodyAnalysis`.
struct BodyAnalyzer {
    let stream: TokenStream
    let scope: AnalysisScope
    var analysis = BodyAnalysis()
    var phase: BodyAnalysis.Phase = .before
    private var deferred: [Range<Int>] = []
    /// Guards that touch no state but gate what follows them.
    private var gates: [String] = []
    /// After `await Task.sleep(…)` in the closure being walked: a state change there happens later,
    /// which a `set` cannot say.
    var delayed = false
    /// `if`s turned into ternaries: their fields and their mutations (`conditionalAssignments`).
    var conditionals: [(fields: Set<String>, mutations: Range<Int>)] = []
    /// Blocks being walked, one inside the other: bounded, so a hostile file cannot exhaust the stack.
    private var depth = 0
    static let maxDepth = 64

    init(stream: TokenStream, scope: AnalysisScope) {
        self.stream = stream
        self.scope = scope
    }

    static func analyze(_ body: Range<Int>, stream: TokenStream, scope: AnalysisScope) -> BodyAnalysis {
        var analyzer = BodyAnalyzer(stream: stream, scope: scope)
        analyzer.walk(body, conditional: false)
        let deferred = analyzer.deferred
        analyzer.phase = analyzer.analysis.effect == nil ? .before : .always
        for block in deferred { analyzer.walk(block, conditional: false) }
        revertConditionalsReadLater(&analyzer.analysis, analyzer.conditionals)
        if analyzer.analysis.effect == nil {
            for index in analyzer.analysis.mutations.indices { analyzer.analysis.mutations[index].phase = .before }
        }
        // A guard the spec cannot say (`guard api.isReady`) still decides whether the state changes:
        // the transition is left for review rather than made unconditional.
        if !analyzer.analysis.mutations.isEmpty || analyzer.analysis.effect != nil {
            analyzer.analysis.unsupported += analyzer.gates
        }
        return analyzer.analysis
    }

    /// The statements in `range`, one at a time.
    mutating func walk(_ range: Range<Int>, conditional: Bool) {
        guard depth < Self.maxDepth else {
            // Nested deeper than any real view method: left for review, not analysed.
            analysis.unsupported.append(Excerpt.cut(stream.text(range)))
            return
        }
        depth += 1
        defer { depth -= 1 }
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            let end = statementEnd(from: cursor, limit: range.upperBound)
            if end > cursor { statement(cursor..<end, limit: range.upperBound, conditional: conditional) }
            cursor = max(end, cursor + 1)
            while cursor < range.upperBound, stream[cursor].isSymbol(";") { cursor += 1 }
        }
    }

    /// A statement ends at `;` or at a line break that does not continue it; `do {} catch {}` and
    /// `if {} else {}` keep their clauses together.
    func statementEnd(from start: Int, limit: Int) -> Int {
        var cursor = start
        while cursor < limit {
            let token = stream[cursor]
            if token.isSymbol(";") { return cursor }
            if stream.endsStatement(at: cursor, start: start), !token.isKeyword("catch"), !token.isKeyword("else") {
                return cursor
            }
            cursor = stream.skipGroup(cursor, limit: limit)
        }
        return limit
    }

    private mutating func statement(_ range: Range<Int>, limit: Int, conditional: Bool) {
        let first = stream[range.lowerBound]
        if first.isKeyword("do") {
            doStatement(range, conditional: conditional)
        } else if first.isKeyword("defer"), let block = firstBlock(in: range) {
            deferred.append(block)
        } else if first.isKeyword("guard"), !conditional, depth == 1, analysis.isEmpty, let condition = guardCondition(range) {
            analysis.condition = (condition, stream.text(range))
        } else if first.isKeyword("for"), !conditional, analysis.effect == nil, streamLoop(range) {
            return
        } else if first.isKeyword("if"), !conditional, onlyCallsMethods(range) {
            return  // `if post == posts.last { loadMore() }`: the view keeps the condition and sends the action
        } else if ["if", "guard", "switch", "for", "while", "repeat"].contains(first.text), first.kind == .keyword {
            if !conditional, !first.isKeyword("guard"), isViewCode(range) {  // a `guard` gates what follows
                analysis.viewCode.append(range)
                return
            }
            if first.isKeyword("if"), !conditional, conditionalAssignments(range) {
                return  // `if isOn { count += 1 } else { count = 0 }`: one `set` value per field
            }
            if mentionsState(range) || containsAwait(range) {
                analysis.unsupported.append(stream.text(range))
            } else if first.isKeyword("guard") {
                gates.append(stream.text(range))
            }
            for block in blocks(in: range) { walk(block, conditional: true) }
        } else if first.isKeyword("return") || ["print", "debugPrint", "dump"].contains(first.text) {
            return
        } else if isWrapperCall(range), let block = firstBlock(in: range) {
            wrapper(range, block: block, conditional: conditional)
        } else if let value = handleAssignment(range), isWrapperCall(value), let block = firstBlock(in: value) {
            // `resetTask = Task { … }`: the handle is the view's; the closure is walked as any `Task`.
            wrapper(range, block: block, conditional: conditional)
        } else if let awaitIndex = range.first(where: { stream[$0].isKeyword("await") }),
            !awaitsViewObject(range, awaitIndex: awaitIndex)
        {
            awaitStatement(range, awaitIndex: awaitIndex, conditional: conditional)
        } else {
            simpleStatement(range, conditional: conditional)
        }
    }

    /// `Task { … }`, `withAnimation { … }`: the closure's statements, as the action's; one that is all
    /// view code (`Task { await model.refresh() }`) stays in the view as a whole.
    private mutating func wrapper(_ range: Range<Int>, block: Range<Int>, conditional: Bool) {
        let before = analysis
        let wasDelayed = delayed
        walk(closureBody(block), conditional: conditional)
        delayed = wasDelayed
        let onlyViewCode = analysis.mutations.count == before.mutations.count && analysis.effect == nil
            && before.effect == nil && analysis.unsupported.count == before.unsupported.count
            && analysis.calledMethods.count == before.calledMethods.count
            && analysis.extraAwaits.count == before.extraAwaits.count
        if onlyViewCode, analysis.viewCode.count > before.viewCode.count {
            analysis.viewCode = before.viewCode + [range]
        }
    }

    /// `[self.]name = value` where `name` is no state field (a task handle the view keeps): the value.
    private func handleAssignment(_ range: Range<Int>) -> Range<Int>? {
        var cursor = range.lowerBound
        if stream[cursor].isKeyword("self"), stream[cursor + 1].isSymbol(".") { cursor += 2 }
        guard stream[cursor].kind == .identifier, scope.fields[stream[cursor].identifierName] == nil,
            stream[cursor + 1].kind == .operator, stream[cursor + 1].text == "=", cursor + 2 < range.upperBound
        else { return nil }
        return (cursor + 2)..<range.upperBound
    }

    /// Whether the `if` statement only decides which of the view's methods to call: its branches call
    /// methods and change nothing else, and its condition awaits nothing. The calls are recorded.
    private mutating func onlyCallsMethods(_ range: Range<Int>) -> Bool {
        guard !containsAwait(range) else { return false }
        let before = analysis
        for block in blocks(in: range) { walk(block, conditional: true) }
        let onlyCalls = analysis.calledMethods.count > before.calledMethods.count
            && analysis.mutations.count == before.mutations.count && analysis.unsupported.count == before.unsupported.count
            && (analysis.effect == nil) == (before.effect == nil) && analysis.extraAwaits.count == before.extraAwaits.count
            && analysis.viewCode.count == before.viewCode.count
        if !onlyCalls { analysis = before }
        return onlyCalls
    }

    private mutating func doStatement(_ range: Range<Int>, conditional: Bool) {
        let hadEffect = analysis.effect != nil
        var cursor = range.lowerBound + 1
        guard stream[cursor].isSymbol("{"), let close = stream.closing(cursor), close < range.upperBound else {
            analysis.unsupported.append(stream.text(range))
            return
        }
        walk((cursor + 1)..<close, conditional: conditional)
        let foundEffect = !hadEffect && analysis.effect != nil
        cursor = close + 1
        while cursor < range.upperBound, stream[cursor].isKeyword("catch") {
            guard let open = (cursor..<range.upperBound).first(where: { stream[$0].isSymbol("{") }),
                let catchClose = stream.closing(open)
            else { break }
            let saved = phase
            if foundEffect { phase = .failure }
            walk((open + 1)..<catchClose, conditional: conditional || !foundEffect)
            phase = saved
            cursor = catchClose + 1
        }
        if foundEffect { phase = .always }
    }

    private mutating func awaitStatement(_ range: Range<Int>, awaitIndex: Int, conditional: Bool) {
        var cursor = awaitIndex + 1
        while stream[cursor].isKeyword("try") || stream[cursor].isSymbol("?") || stream[cursor].isSymbol("!") {
            cursor += 1
        }
        // The callee: `api.fetchOrders(…)`, `fetchOrders(…)`; the last name before `(` is the function.
        var function: String?
        var receiverIsSelf = true
        while cursor < range.upperBound {
            let token = stream[cursor]
            if token.kind == .identifier || token.isKeyword("self") {
                if token.kind == .identifier { function = token.identifierName }
                if token.kind == .identifier, stream[cursor + 1].isSymbol(".") { receiverIsSelf = false }
                cursor += 1
            } else if token.isSymbol(".") || token.isSymbol("?") {
                cursor += 1
            } else {
                break
            }
        }
        guard let function, stream[cursor].isSymbol("("), let close = stream.closing(cursor), close < range.upperBound + 1
        else {
            analysis.unsupported.append(stream.text(range))
            return
        }
        if receiverIsSelf, scope.methods.contains(function) {
            analysis.calledMethods.append(function)
            return
        }
        if function == "sleep" {  // `Task.sleep`: what follows in this closure happens later
            delayed = true
            return
        }
        if function == "run" {  // `MainActor.run` without a block
            return
        }
        guard analysis.effect == nil, !conditional else {
            analysis.extraAwaits.append(stream.text(range))
            return
        }
        let statementTokens = range.map { stream[$0] }
        let tryIndex = range.first { stream[$0].isKeyword("try") }
        let ignoresErrors = tryIndex.map { stream[$0 + 1].isSymbol("?") } ?? false
        var call = BodyAnalysis.EffectCall(
            function: function, arguments: arguments((cursor + 1)..<close), isThrowing: tryIndex != nil,
            ignoresErrors: ignoresErrors, assignedField: nil, resultVariable: nil, index: awaitIndex)
        if let target = assignmentTarget(range), target.end < awaitIndex {
            call.assignedField = target.field
        } else if statementTokens.first?.isKeyword("let") == true || statementTokens.first?.isKeyword("var") == true,
            statementTokens.count > 1
        {
            call.resultVariable = statementTokens[1].identifierName
        }
        analysis.effect = call
        if phase == .before { phase = .success }
        if let field = call.assignedField {
            analysis.mutations.append(.init(field: field, expression: "payload", statement: stream.text(range), phase: .success))
        }
    }

    func arguments(_ range: Range<Int>) -> [(label: String?, text: String)] {
        var result: [(label: String?, text: String)] = []
        var start = range.lowerBound
        var cursor = start
        while cursor <= range.upperBound {
            if cursor == range.upperBound || stream[cursor].isSymbol(",") {
                if cursor > start {
                    if stream[start + 1].isSymbol(":"), start + 2 <= cursor {
                        result.append((stream[start].identifierName, stream.text((start + 2)..<cursor)))
                    } else {
                        result.append((nil, stream.text(start..<cursor)))
                    }
                }
                start = cursor + 1
                cursor += 1
                continue
            }
            cursor = stream.skipGroup(cursor, limit: range.upperBound)
        }
        return result
    }
}
