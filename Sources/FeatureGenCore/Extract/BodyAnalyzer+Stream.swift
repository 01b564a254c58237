/// `for await message in api.incoming() { messages.append(message) }`: a stream effect (issue 24
/// item 2), one result per element, when the loop's body tells the element's type.
extension BodyAnalyzer {
    /// Takes the loop as the body's effect and returns true, or changes nothing and returns false.
    mutating func streamLoop(_ range: Range<Int>) -> Bool {
        var cursor = range.lowerBound + 1
        let isThrowing = stream[cursor].isKeyword("try")
        if isThrowing { cursor += 1 }
        guard stream[cursor].isKeyword("await"), stream[cursor + 1].kind == .identifier, stream[cursor + 2].isKeyword("in")
        else { return false }
        let awaitIndex = cursor
        let variable = stream[cursor + 1].identifierName
        cursor += 3
        // The sequence: `api.incoming(…)` on an object that is not the view's own.
        guard stream[cursor].kind == .identifier, !scope.viewObjects.contains(stream[cursor].identifierName),
            scope.fields[stream[cursor].identifierName] == nil
        else { return false }
        var function = stream[cursor].identifierName
        var hasReceiver = false
        cursor += 1
        while stream[cursor].isSymbol("."), stream[cursor + 1].kind == .identifier {
            hasReceiver = true
            function = stream[cursor + 1].identifierName
            cursor += 2
        }
        guard hasReceiver, stream[cursor].isSymbol("("), let close = stream.closing(cursor),
            stream[close + 1].isSymbol("{"), let end = stream.closing(close + 1), end + 1 == range.upperBound
        else { return false }
        let before = analysis
        let savedPhase = phase
        analysis.effect = BodyAnalysis.EffectCall(
            function: function, arguments: arguments((cursor + 1)..<close), isThrowing: isThrowing, ignoresErrors: false,
            assignedField: nil, resultVariable: variable, index: awaitIndex)
        phase = .success
        walk((close + 2)..<end, conditional: false)
        let added = analysis.mutations.dropFirst(before.mutations.count)
        guard let type = elementType(added), analysis.unsupported.count == before.unsupported.count,
            analysis.extraAwaits.count == before.extraAwaits.count, analysis.calledMethods.count == before.calledMethods.count
        else {
            analysis = before
            phase = savedPhase
            return false
        }
        analysis.effect?.streamElement = type
        phase = .always  // what follows the loop runs once the stream has ended
        return true
    }

    /// The element's type, from a field the loop body adds it to (`messages.append(message)`) or sets
    /// to it (`latest = message`).
    private func elementType(_ mutations: ArraySlice<BodyAnalysis.Mutation>) -> String? {
        for mutation in mutations {
            guard let fieldType = scope.fields[mutation.field] else { continue }
            if mutation.expression == "payload" {
                return EffectBuilder.nonOptional(fieldType)
            }
            if mutation.expression == "state.\(mutation.field) + [payload]", fieldType.hasPrefix("["), fieldType.hasSuffix("]"),
                !fieldType.contains(":")
            {
                return String(fieldType.dropFirst().dropLast())
            }
        }
        return nil
    }
}
