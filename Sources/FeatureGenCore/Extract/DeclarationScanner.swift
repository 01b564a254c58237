/// Finds type declarations and their members in a token stream. Forgiving by design: anything it
/// does not understand is skipped (one bracket group at a time), never fatal.
struct DeclarationScanner {
    let stream: TokenStream

    /// Every `struct`/`enum`/`class`/`actor` with a closed body, nested ones included, in file order.
    /// Conformances added by an `extension Name: View` in the same file count as the type's own.
    func typeDeclarations() -> [TypeDeclaration] {
        let declared = declaredTypes()
        var result = declared
        let extended = extensionConformances()
        for index in result.indices {
            result[index].inheritance += extended[result[index].name] ?? []
            let outer = result[index]
            result[index].nested = result.filter { $0.bodyOpen > outer.bodyOpen && $0.bodyClose < outer.bodyClose }
                .map { ($0.nameIndex - 1)...$0.bodyClose }
            // `struct Outer<T> { struct InnerView: View { @State var x: T? } }`: `T` is in scope too.
            let enclosing = declared.filter { $0.bodyOpen < outer.bodyOpen && $0.bodyClose > outer.bodyClose }
            result[index].genericParameters += enclosing.flatMap(\.genericParameters)
            if result[index].isView { result[index].ownBody = result[index].ownBodyIndices() }
        }
        return result
    }

    /// `extension OrderView: Equatable where … { … }` blocks of one type: the tokens between the name
    /// and the brace (conformances, `where`), and the braces.
    func extensions(of name: String) -> [(header: Range<Int>, open: Int, close: Int)] {
        var result: [(header: Range<Int>, open: Int, close: Int)] = []
        for index in 0..<stream.count where stream[index].isKeyword("extension") {
            guard stream[index + 1].kind == .identifier, stream[index + 1].identifierName == name else { continue }
            var cursor = index + 2
            while cursor < stream.count, !stream[cursor].isSymbol("{"), stream[cursor].kind != .endOfFile { cursor += 1 }
            guard stream[cursor].isSymbol("{"), let close = stream.closing(cursor) else { continue }
            result.append(((index + 2)..<cursor, cursor, close))
        }
        return result
    }

    /// `extension OrderView: View` → `["OrderView": ["View"]]`.
    private func extensionConformances() -> [String: [String]] {
        var result: [String: [String]] = [:]
        for index in 0..<stream.count where stream[index].isKeyword("extension") {
            guard stream[index + 1].kind == .identifier, stream[index + 2].isSymbol(":") else { continue }
            var cursor = index + 3
            while cursor < stream.count, !stream[cursor].isSymbol("{"), !stream[cursor].isKeyword("where"),
                stream[cursor].kind != .endOfFile
            {
                if stream[cursor].kind == .identifier, !stream[cursor + 1].isSymbol(".") {
                    result[stream[index + 1].identifierName, default: []].append(stream[cursor].identifierName)
                }
                cursor += 1
            }
        }
        return result
    }

    private func declaredTypes() -> [TypeDeclaration] {
        var result: [TypeDeclaration] = []
        for index in 0..<stream.count {
            let token = stream[index]
            guard token.kind == .keyword, ["struct", "enum", "class", "actor"].contains(token.text) else { continue }
            let nameToken = stream[index + 1]
            guard nameToken.kind == .identifier else { continue }  // `class func`, `class var`
            var cursor = index + 2
            var generics: [String] = []
            if stream[cursor].isSymbol("<") {
                cursor = skipAngles(from: cursor)
                generics = GenericParameters.names(in: stream, open: index + 2, close: cursor)
            }
            var inheritance: [String] = []
            if stream[cursor].isSymbol(":") {
                cursor += 1
                while cursor < stream.count, !stream[cursor].isSymbol("{"), !stream[cursor].isKeyword("where") {
                    let t = stream[cursor]
                    if t.kind == .identifier, !stream[cursor + 1].isSymbol(".") { inheritance.append(t.identifierName) }
                    if t.isSymbol(";") || t.isSymbol("}") { break }
                    cursor += 1
                }
            }
            while cursor < stream.count, !stream[cursor].isSymbol("{"), !stream[cursor].isSymbol("}"),
                stream[cursor].kind != .endOfFile
            {
                cursor += 1
            }
            guard stream[cursor].isSymbol("{"), let close = stream.closing(cursor) else { continue }
            result.append(TypeDeclaration(
                kind: token.text, name: nameToken.identifierName, nameIndex: index + 1, inheritance: inheritance,
                genericParameters: generics, bodyOpen: cursor, bodyClose: close))
        }
        return result
    }

    /// Past a `<…>` generic parameter clause starting at `index`.
    func skipAngles(from index: Int) -> Int {
        var depth = 0
        var cursor = index
        while cursor < stream.count, stream[cursor].kind != .endOfFile {
            let t = stream[cursor]
            if t.kind == .operator {
                depth += t.text.filter { $0 == "<" }.count - t.text.filter { $0 == ">" }.count
            } else if t.isSymbol("{") || t.isSymbol(";") {
                return cursor
            }
            cursor = stream.skipGroup(cursor, limit: stream.count)
            if depth <= 0 { return cursor }
        }
        return cursor
    }

    /// The stored and computed properties and the methods declared directly in a type's body.
    func members(of type: TypeDeclaration) -> TypeMembers {
        var members = TypeMembers()
        var attributes: [AttributeUse] = []
        var modifiers: [String] = []
        var branches: [Int] = []  // per open `#if`: 0 in the first branch, >0 in `#elseif`/`#else`
        var start: Int?  // the first attribute or modifier of the declaration being read
        var cursor = type.bodyOpen + 1
        let end = type.bodyClose
        while cursor < end {
            let token = stream[cursor]
            switch token.kind {
            case .attribute:
                if start == nil { start = cursor }
                var name = String(token.text.dropFirst())
                cursor += 1
                while stream[cursor].isSymbol("."), stream[cursor + 1].kind == .identifier, cursor + 1 < end {
                    name = stream[cursor + 1].text  // `@SwiftUI.State` → `State`
                    cursor += 2
                }
                var arguments: Range<Int>?
                if stream[cursor].isSymbol("("), stream[cursor].offset == stream[cursor - 1].end,
                    let close = stream.closing(cursor), close < end
                {
                    arguments = (cursor + 1)..<close
                    cursor = close + 1
                }
                attributes.append(AttributeUse(name: name, arguments: arguments))
                continue
            case .poundDirective:
                switch token.text {
                case "#if": branches.append(0)
                case "#elseif", "#else": if !branches.isEmpty { branches[branches.count - 1] += 1 }
                case "#endif": _ = branches.popLast()
                default: break
                }
                cursor += 1
                if token.text == "#if" || token.text == "#elseif" {
                    while cursor < end, !stream[cursor].newlineBefore { cursor = stream.skipGroup(cursor, limit: end) }
                }
                continue
            case .keyword where token.text == "var" || token.text == "let":
                let (property, next) = property(at: cursor, end: end, attributes: attributes, modifiers: modifiers)
                if var property {
                    property.inAlternateBranch = branches.contains { $0 > 0 }
                    property.range = (start ?? cursor)...max(next - 1, cursor)
                    members.properties.append(property)
                }
                cursor = max(next, cursor + 1)
            case .keyword where token.text == "init":
                let (body, next) = initializerBody(at: cursor, end: end)
                if let body {
                    members.initializers.append(body)
                    members.initializerRanges.append((start ?? cursor)...max(next - 1, cursor))
                }
                cursor = max(next, cursor + 1)
            case .keyword where token.text == "func":
                let (method, next) = method(at: cursor, end: end, modifiers: modifiers)
                if var method {
                    method.range = (start ?? cursor)...max(next - 1, cursor)
                    members.methods.append(method)
                }
                cursor = max(next, cursor + 1)
            case .keyword where SwiftKeywords.declarationModifiers.contains(token.text),
                .identifier where SwiftKeywords.declarationModifiers.contains(token.text):
                if start == nil { start = cursor }
                modifiers.append(token.text)
                cursor += 1
                if stream[cursor].isSymbol("("), let close = stream.closing(cursor), close < end { cursor = close + 1 }
                continue
            default:
                cursor = stream.skipGroup(cursor, limit: end)
            }
            attributes = []
            modifiers = []
            start = nil
        }
        return members
    }
}
