/// Parsing one `var`/`let` or `func` member: the parts the extractor needs, and where it ends.
extension DeclarationScanner {
    /// Parses the property declared at `index` (the `var`/`let`); returns it and the index after it.
    func property(
        at index: Int, end: Int, attributes: [AttributeUse], modifiers: [String]
    ) -> (PropertyDeclaration?, Int) {
        let nameToken = stream[index + 1]
        guard nameToken.kind == .identifier || nameToken.kind == .keyword, index + 1 < end else {
            return (nil, skipDeclaration(from: index + 1, end: end))
        }
        var property = PropertyDeclaration(
            attributes: attributes, modifiers: modifiers, isLet: stream[index].text == "let",
            name: nameToken.identifierName, nameIndex: index + 1, type: nil, defaultValue: nil, isComputed: false,
            hasObservers: false, inAlternateBranch: false)
        var cursor = index + 2
        if stream[cursor].isSymbol(":") {
            let typeEnd = scanPart(from: cursor + 1, end: end, isType: true)
            property.type = (cursor + 1)..<typeEnd
            cursor = typeEnd
        }
        if cursor < end, stream[cursor].isSymbol("=") {
            let valueEnd = scanPart(from: cursor + 1, end: end, isType: false)
            property.defaultValue = (cursor + 1)..<valueEnd
            cursor = valueEnd
        }
        if cursor < end, stream[cursor].isSymbol("{"), !stream[cursor].newlineBefore || property.type != nil {
            let first = stream[cursor + 1].text
            if first == "willSet" || first == "didSet" { property.hasObservers = true } else { property.isComputed = true }
            cursor = stream.skipGroup(cursor, limit: end)
        }
        return (property, cursor)
    }

    /// The end of a type annotation or an initial value starting at `start`: the next `=` (for a
    /// type), `{` that opens accessors or observers, `;`, or a line break that ends the declaration.
    func scanPart(from start: Int, end: Int, isType: Bool) -> Int {
        var cursor = start
        var angles = 0
        while cursor < end {
            let token = stream[cursor]
            if token.isSymbol(";") || token.kind == .endOfFile { return cursor }
            if angles == 0, stream.endsStatement(at: cursor, start: start) { return cursor }
            if isType {
                if token.isSymbol("=") || token.isSymbol("{") { return cursor }
                if token.kind == .operator {
                    angles += token.text.filter { $0 == "<" }.count - token.text.filter { $0 == ">" }.count
                    angles = max(angles, 0)
                }
            } else if token.isSymbol("{") {
                let first = stream[cursor + 1].text
                if first == "willSet" || first == "didSet" { return cursor }
            }
            cursor = stream.skipGroup(cursor, limit: end)
        }
        return min(cursor, end)
    }

    /// Past a declaration this scanner does not model (a tuple pattern, `func +`).
    func skipDeclaration(from index: Int, end: Int) -> Int {
        var cursor = index
        while cursor < end {
            if stream[cursor].isSymbol(";") || stream.endsStatement(at: cursor, start: index) { return cursor }
            let wasBrace = stream[cursor].isSymbol("{")
            cursor = stream.skipGroup(cursor, limit: end)
            if wasBrace { return cursor }
        }
        return cursor
    }

    /// Parses the method declared at `index` (the `func`); returns it and the index after its body.
    func method(at index: Int, end: Int, modifiers: [String]) -> (MethodDeclaration?, Int) {
        let nameToken = stream[index + 1]
        guard nameToken.kind == .identifier else { return (nil, skipDeclaration(from: index + 1, end: end)) }
        var cursor = index + 2
        var generics: [String] = []
        if stream[cursor].isSymbol("<") {
            cursor = skipAngles(from: cursor)
            generics = GenericParameters.names(in: stream, open: index + 2, close: cursor)
        }
        guard stream[cursor].isSymbol("("), let paramsClose = stream.closing(cursor), paramsClose < end else {
            return (nil, skipDeclaration(from: cursor, end: end))
        }
        let parameters = self.parameters(in: (cursor + 1)..<paramsClose)
        cursor = paramsClose + 1
        var isAsync = false
        var isThrowing = false
        var returnType: String?
        while cursor < end, !stream[cursor].isSymbol("{") {
            let token = stream[cursor]
            if token.text == "async" { isAsync = true }
            if token.text == "throws" || token.text == "rethrows" { isThrowing = true }
            if token.isSymbol("->") {
                var typeEnd = cursor + 1
                while typeEnd < end, !stream[typeEnd].isSymbol("{"), !stream[typeEnd].isKeyword("where") {
                    typeEnd = stream.skipGroup(typeEnd, limit: end)
                }
                returnType = stream.text((cursor + 1)..<typeEnd)
                cursor = typeEnd
                continue
            }
            if stream.endsStatement(at: cursor, start: index) { return (nil, cursor) }  // a requirement, no body
            cursor = stream.skipGroup(cursor, limit: end)
        }
        guard cursor < end, let close = stream.closing(cursor), close <= end else { return (nil, cursor) }
        let method = MethodDeclaration(
            name: nameToken.identifierName, nameIndex: index + 1, parameters: parameters,
            isStatic: modifiers.contains("static") || modifiers.contains("class"), isAsync: isAsync,
            isThrowing: isThrowing, returnType: returnType, genericParameters: generics, bodyOpen: cursor,
            bodyClose: close)
        return (method, close + 1)
    }

    /// The body of the `init` at `index` (without its braces) and the index after it; nil for a
    /// requirement without a body.
    func initializerBody(at index: Int, end: Int) -> (Range<Int>?, Int) {
        var cursor = index + 1
        if stream[cursor].isSymbol("?") || stream[cursor].isSymbol("!") { cursor += 1 }
        if stream[cursor].isSymbol("<") { cursor = skipAngles(from: cursor) }
        guard stream[cursor].isSymbol("("), let paramsClose = stream.closing(cursor), paramsClose < end else {
            return (nil, skipDeclaration(from: cursor, end: end))
        }
        cursor = paramsClose + 1
        while cursor < end, !stream[cursor].isSymbol("{") {
            if stream.endsStatement(at: cursor, start: index) { return (nil, cursor) }
            cursor = stream.skipGroup(cursor, limit: end)
        }
        guard cursor < end, let close = stream.closing(cursor), close <= end else { return (nil, cursor) }
        return ((cursor + 1)..<close, close + 1)
    }

    /// `_ order: Order, at index: Int = 0` → parameters (defaults dropped). Split at the commas between
    /// parameters only: not inside a type's generic arguments (`_ result: Result<[URL], Error>`).
    func parameters(in range: Range<Int>) -> [ParameterDeclaration] {
        var result: [ParameterDeclaration] = []
        var start = range.lowerBound
        var cursor = start
        var angles = 0
        var inDefault = false  // `= a < b`: a comparison, not generic arguments
        while cursor <= range.upperBound {
            if cursor == range.upperBound || (stream[cursor].isSymbol(",") && angles == 0) {
                if let parameter = parameter(in: start..<cursor) { result.append(parameter) }
                start = cursor + 1
                cursor += 1
                angles = 0
                inDefault = false
                continue
            }
            let token = stream[cursor]
            if token.isSymbol("=") { inDefault = true }
            if !inDefault, token.kind == .operator, token.text.allSatisfy({ $0 == "<" || $0 == ">" }) {
                angles = max(angles + (token.text.first == "<" ? token.text.count : -token.text.count), 0)
            }
            cursor = stream.skipGroup(cursor, limit: range.upperBound)
        }
        return result
    }

    private func parameter(in range: Range<Int>) -> ParameterDeclaration? {
        guard let colon = range.first(where: { stream[$0].isSymbol(":") }) else { return nil }
        let names = (range.lowerBound..<colon).map { stream[$0].identifierName }
        guard let name = names.last else { return nil }
        var typeEnd = colon + 1
        while typeEnd < range.upperBound, !stream[typeEnd].isSymbol("=") {
            typeEnd = stream.skipGroup(typeEnd, limit: range.upperBound)
        }
        let label = names.count >= 2 ? names[names.count - 2] : name
        return ParameterDeclaration(label: label == "_" ? nil : label, name: name, type: stream.text((colon + 1)..<typeEnd))
    }
}
