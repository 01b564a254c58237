/// The values a closure reads from around it, besides the view's state: a row's buttons send them as
/// the payload, as they send a `ForEach`'s loop variable (`LoopScope.scopes`). Each is a scope: the
/// parameters of a view helper (`@ViewBuilder func row(for item: Item) -> some View`, called from
/// `ForEach(items) { item in row(for: item) }`), the parameters of other closures (`.sheet(item:
/// $editing) { item in … }`, `GeometryReader { proxy in … }`), and locals (`let g = groups[i]`, `if
/// let first = items.first`) from their declaration to the end of their block.
extension LoopScope {
    /// Every scope of the view whose values a closure may read: loops, helpers, closures, locals.
    static func all(
        in view: TypeDeclaration, members: TypeMembers, stream: TokenStream, fieldTypes: [String: String], types: TypeTable
    ) -> [LoopScope] {
        let loops = scopes(in: view, stream: stream, fieldTypes: fieldTypes)
        let helpers = helperScopes(members: members, stream: stream)
        let closures = closureScopes(in: view, stream: stream, fieldTypes: fieldTypes, skipping: Set(loops.map(\.range.lowerBound)))
        let around = loops + helpers + closures
        return around + localScopes(in: view, members: members, stream: stream, fieldTypes: fieldTypes, types: types, around: around)
    }

    /// The parameters of the view's methods that return something (a view helper): `item` of
    /// `row(for item: Item) -> some View`, typed as declared.
    static func helperScopes(members: TypeMembers, stream: TokenStream) -> [LoopScope] {
        members.methods.compactMap { method in
            let returnType = (method.returnType ?? "").filter { !$0.isWhitespace }
            guard !method.isStatic, !method.parameters.isEmpty, !["", "Void", "()"].contains(returnType) else { return nil }
            let signature = method.name + "(" + method.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
            let variables = method.parameters.map { parameter in
                Variable(name: parameter.name, type: parameter.type, role: .parameter(of: signature))
            }
            return LoopScope(range: (method.bodyOpen + 1)..<method.bodyClose, variables: variables)
        }
    }

    /// The parameters of the other closures in the view's body (not loops: `skipping` their starts).
    /// `.sheet(item: $field) { item in` gives the field's type; any other, an unknown one.
    static func closureScopes(
        in view: TypeDeclaration, stream: TokenStream, fieldTypes: [String: String], skipping: Set<Int>
    ) -> [LoopScope] {
        view.ownBody.compactMap { open in
            guard stream[open].isSymbol("{"), !skipping.contains(open + 1), let close = stream.closing(open) else { return nil }
            let names = ClosureHead.parameters(of: (open + 1)..<close, in: stream)
            guard !names.isEmpty else { return nil }
            var itemType: String?
            if stream[open - 1].isSymbol(")"), stream.partner[open - 1] >= 0 {
                let arguments = stream.partner[open - 1]..<(open - 1)
                if let label = arguments.first(where: { stream[$0].text == "item" && stream[$0 + 1].isSymbol(":") }),
                    stream[label + 2].text.hasPrefix("$"), stream[label + 3].isSymbol(",") || label + 3 == open - 1,
                    let type = fieldTypes[String(stream[label + 2].text.dropFirst())]
                {
                    itemType = EffectBuilder.nonOptional(type)
                }
            }
            let variables = names.map { name in
                Variable(name: name, type: names.count == 1 ? itemType : nil, role: .closure)
            }
            return LoopScope(range: (open + 1)..<close, variables: variables)
        }
    }

    /// Locals declared in the view's code (not its members): `let g = groups[i]` to the end of its
    /// block, `if let first = items.first {` in its block, `guard let` to the end of the block around.
    /// Typed by an annotation or by what the value reads (`groups[i]` → the element type, `item.name`
    /// through the models, a literal), with the types of the scopes `around` and earlier locals.
    static func localScopes(
        in view: TypeDeclaration, members: TypeMembers, stream: TokenStream, fieldTypes: [String: String], types: TypeTable,
        around: [LoopScope]
    ) -> [LoopScope] {
        let memberNames = Set(members.properties.map(\.nameIndex))
        var result: [LoopScope] = []
        for index in view.ownBody where stream[index].isKeyword("let") || stream[index].isKeyword("var") {
            let name = stream[index + 1]
            guard name.kind == .identifier, !memberNames.contains(index + 1),
                let enclosing = stream.enclosingBlock(of: index), enclosing.open != view.bodyOpen
            else { continue }
            let previous = stream[index - 1]
            let binds = previous.isKeyword("if") || previous.isKeyword("while") || previous.isKeyword("guard") || previous.isSymbol(",")
            var cursor = index + 2
            var annotation: String?
            if stream[cursor].isSymbol(":") {
                let start = cursor + 1
                cursor = start
                var angles = 0
                while cursor < enclosing.close {
                    let token = stream[cursor]
                    if angles == 0, token.isSymbol("=") || token.isSymbol("{") || token.isSymbol(",") || token.isSymbol(";")
                        || stream.endsStatement(at: cursor, start: index)
                    {
                        break
                    }
                    if token.kind == .operator {
                        angles = max(angles + token.text.filter { $0 == "<" }.count - token.text.filter { $0 == ">" }.count, 0)
                    }
                    cursor = stream.skipGroup(cursor, limit: enclosing.close)
                }
                annotation = stream.text(start..<cursor)
            }
            // The value: after `=` to the end of the statement (or of the condition clause); for `if let x {`, `x`.
            var value = (index + 1)..<(index + 2)
            if stream[cursor].isSymbol("=") {
                var end = cursor + 1
                while end < enclosing.close, !stream[end].isSymbol(";"), !stream.endsStatement(at: end, start: index),
                    !(binds && (stream[end].isSymbol(",") || stream[end].isSymbol("{") || stream[end].isKeyword("else")))
                {
                    end = stream.skipGroup(end, limit: enclosing.close)
                }
                value = (cursor + 1)..<end
                cursor = end
            }
            var range = (index + 2)..<enclosing.close
            if binds {
                // The body of the `if`/`while` it binds for; `guard`: the rest of the block around.
                while cursor < enclosing.close, !stream[cursor].isSymbol("{") { cursor = stream.skipGroup(cursor, limit: enclosing.close) }
                guard let close = stream.closing(cursor) else { continue }
                if !stream[cursor - 1].isKeyword("else") { range = (cursor + 1)..<close }
            }
            var known = fieldTypes
            for scope in around + result where scope.range.contains(index) {
                for variable in scope.variables { known[variable.name] = variable.type }
            }
            var type = annotation ?? valueType(value, stream: stream, known: known, types: types)
            if binds, annotation == nil { type = type.map(EffectBuilder.nonOptional) }
            result.append(LoopScope(range: range, variables: [Variable(name: name.identifierName, type: type, role: .local)]))
        }
        return result
    }

    /// The type of a local's value: a known name, an element (`groups[i]`), a member chain through the
    /// models (`item.name`, `items.first`), a literal; nil otherwise.
    static func valueType(_ range: Range<Int>, stream: TokenStream, known: [String: String], types: TypeTable) -> String? {
        var start = range.lowerBound
        if stream[start].isKeyword("self"), stream[start + 1].isSymbol(".") { start += 2 }
        guard start < range.upperBound else { return nil }
        let first = stream[start]
        if first.kind == .identifier, let type = known[first.identifierName] {
            if start + 1 == range.upperBound { return type }
            if stream[start + 1].isSymbol("["), stream.closing(start + 1) == range.upperBound - 1 { return Naming.elementType(of: type) }
        }
        let text = stream.text(start..<range.upperBound)
        return MemberChainType(fieldTypes: known, types: types).type(of: text) ?? EffectBuilder.literalType(text)
    }
}
