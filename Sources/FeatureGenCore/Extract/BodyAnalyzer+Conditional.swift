extension BodyAnalyzer {
    /// `if isOn { count += 1 } else { count = 0 }`, before any `await`: assignments to state under one
    /// condition the spec can say become one `set` value per field, the condition kept in a ternary
    /// (`state.isOn ? state.count + 1 : 0`); a field one branch leaves keeps its value there
    /// (`state.count`). Returns false, recording nothing, for anything else in the branches (a call, an
    /// effect, view code, `else if`, `if let`, a field read after its own branch changed it): such a
    /// statement is left for review, as before.
    mutating func conditionalAssignments(_ range: Range<Int>) -> Bool {
        guard phase == .before, analysis.effect == nil, !containsAwait(range),
            let (condition, branches) = ifElse(range),
            let test = ExpressionRewriter(stream: stream, scope: scope, phase: .before).rewrite(condition, resultVariable: nil),
            !SwiftTokenizer.freeIdentifierRanges(in: test).contains(where: { ["now", "uuid"].contains($0.name) })
        else { return false }
        var values: [[(field: String, expression: String)]] = []
        for branch in branches {
            guard let assignments = plainAssignments(branch) else { return false }
            values.append(assignments)
        }
        var fields: [String] = []
        for (field, _) in values.joined() where !fields.contains(field) { fields.append(field) }
        guard !fields.isEmpty else { return false }
        var expressions: [String: String] = [:]
        for field in fields {
            let chosen = [0, 1].map { index in
                (index < values.count ? values[index].last { $0.field == field }?.expression : nil) ?? "state.\(field)"
            }
            let expression = "\(test) ? \(SwiftOperand.parenthesized(chosen[0])) : \(SwiftOperand.parenthesized(chosen[1]))"
            guard !SpecText.isTooLarge(expression) else { return false }
            expressions[field] = expression
        }
        // What the body changed before the `if` is not what the condition or the branches read then.
        let earlier = Set(analysis.mutations.map(\.field))
        guard !earlier.contains(where: { field in fields.contains(field) || expressions.values.contains { Self.reads($0, field) } }),
            let ordered = Self.readersFirst(fields, expressions)
        else { return false }
        let statement = stream.text(range)
        let first = analysis.mutations.count
        for field in ordered {
            analysis.mutations.append(.init(field: field, expression: expressions[field], statement: statement, phase: phase))
        }
        conditionals.append((Set(fields), first..<analysis.mutations.count))
        return true
    }

    /// A `set` reads the state before it assigns a field (`validate` refuses a read after): each field
    /// after every other field whose value reads it (`isOn` after `count: "state.isOn ? 0 : …"`). Nil
    /// when two read each other.
    private static func readersFirst(_ fields: [String], _ expressions: [String: String]) -> [String]? {
        var remaining = fields
        var ordered: [String] = []
        while !remaining.isEmpty {
            guard let next = remaining.firstIndex(where: { field in
                !remaining.contains { $0 != field && reads(expressions[$0] ?? "", field) }
            }) else { return nil }
            ordered.append(remaining.remove(at: next))
        }
        return ordered
    }

    /// After the body is walked: a translated `if` whose fields a later statement changes or reads is
    /// left for review after all (the `set` would read the values from before the `if`).
    static func revertConditionalsReadLater(_ analysis: inout BodyAnalysis, _ conditionals: [(fields: Set<String>, mutations: Range<Int>)]) {
        for (fields, mutations) in conditionals {
            let later = analysis.mutations[mutations.upperBound...]
            guard later.contains(where: { mutation in
                fields.contains(mutation.field) || fields.contains { reads(mutation.expression ?? "", $0) }
            }) else { continue }
            for index in mutations { analysis.mutations[index].expression = nil }
        }
    }

    /// `if COND { … }` with an optional `else { … }` and nothing after it: the condition's tokens and
    /// each branch's body. Nil for `else if`, or a condition that binds (`let`, `case`) or lists (`,`).
    private func ifElse(_ range: Range<Int>) -> (condition: Range<Int>, branches: [Range<Int>])? {
        var cursor = range.lowerBound + 1
        while cursor < range.upperBound, !stream[cursor].isSymbol("{") {
            if stream[cursor].isSymbol(",") || ["let", "var", "case"].contains(stream[cursor].text) { return nil }
            cursor = stream.skipGroup(cursor, limit: range.upperBound)
        }
        let condition = (range.lowerBound + 1)..<cursor
        guard !condition.isEmpty, cursor < range.upperBound, let close = stream.closing(cursor), close < range.upperBound
        else { return nil }
        var branches = [(cursor + 1)..<close]
        cursor = close + 1
        if cursor < range.upperBound, stream[cursor].isKeyword("else") {
            guard stream[cursor + 1].isSymbol("{"), let elseClose = stream.closing(cursor + 1), elseClose < range.upperBound
            else { return nil }
            branches.append((cursor + 2)..<elseClose)
            cursor = elseClose + 1
        }
        return cursor == range.upperBound ? (condition, branches) : nil
    }

    /// A branch made only of assignments the spec can say, none reading a field an earlier one changed
    /// (a `set` reads the state as it was before the message).
    private func plainAssignments(_ branch: Range<Int>) -> [(field: String, expression: String)]? {
        var inner = BodyAnalyzer(stream: stream, scope: scope)
        inner.walk(branch, conditional: false)
        let found = inner.analysis
        guard found.effect == nil, found.condition == nil, found.unsupported.isEmpty, found.calledMethods.isEmpty,
            found.viewCode.isEmpty, found.extraAwaits.isEmpty
        else { return nil }
        var changed: Set<String> = []
        var result: [(field: String, expression: String)] = []
        for mutation in found.mutations {
            guard let expression = mutation.expression, !changed.contains(where: { Self.reads(expression, $0) })
            else { return nil }
            changed.insert(mutation.field)
            result.append((mutation.field, expression))
        }
        return result
    }

    /// Whether `expression` reads `state.field` (not `state.fieldCount`).
    static func reads(_ expression: String, _ field: String) -> Bool {
        var rest = expression[...]
        while let found = rest.range(of: "state.\(field)") {
            let next = rest[found.upperBound...].first
            if next.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
            rest = rest[found.upperBound...]
        }
        return false
    }
}
