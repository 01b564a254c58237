/// A `ForEach(orders) { order in … }` or `List(orders) { order in … }` in a view body: the closure,
/// and its variables with their types where the collection says them. A row's buttons send the row,
/// so its type becomes their payload. The other values a row's closure reads from around it are
/// scopes too (`RowValues.swift`): a view helper's parameters, locals, other closures' parameters.
struct LoopScope {
    struct Variable {
        enum Role { case loop, parameter(of: String), local, closure }

        var name: String
        /// nil: unknown.
        var type: String?
        var role = Role.loop

        /// How a review line names it: `the loop variable `order``, `the parameter `item` of `row(for:)``.
        var described: String {
            switch role {
            case .loop: "the loop variable `\(name)`"
            case .parameter(let method): "the parameter `\(name)` of `\(method)`"
            case .local: "the local `\(name)`"
            case .closure: "the closure parameter `\(name)`"
            }
        }
    }

    var range: Range<Int>
    /// `order`, or `index` and `order` for `enumerated()`.
    var variables: [Variable]

    static func scopes(in view: TypeDeclaration, stream: TokenStream, fieldTypes: [String: String]) -> [LoopScope] {
        view.ownBody.compactMap { index in
            let token = stream[index]
            guard token.text == "ForEach" || token.text == "List", !stream[index - 1].isSymbol("."), stream[index + 1].isSymbol("("),
                let close = stream.closing(index + 1), stream[close + 1].isSymbol("{"),
                let blockClose = stream.closing(close + 1)
            else { return nil }
            let block = (close + 2)..<blockClose
            let names = ClosureHead.parameters(of: block, in: stream)
            guard !names.isEmpty else { return nil }
            var end = index + 2
            while end < close, !stream[end].isSymbol(",") { end = stream.skipGroup(end, limit: close) }
            let types = elementTypes((index + 2)..<end, stream: stream, fieldTypes: fieldTypes)
            let variables = names.enumerated().map { offset, name in
                Variable(name: name, type: types.count == names.count ? types[offset] : nil)
            }
            return LoopScope(range: block, variables: variables)
        }
    }

    /// The element types of a collection expression: `orders` → `[Order]`, `orders.filter { … }` and
    /// `orders.sorted(…)` too; `0..<3` and `orders.indices` → `[Int]`; `orders.enumerated()` and
    /// `Array(orders.enumerated())` → `[Int, Order]`; `Mood.allCases` → `[Mood]`. Empty when unknown.
    static func elementTypes(_ range: Range<Int>, stream: TokenStream, fieldTypes: [String: String]) -> [String?] {
        var cursor = range.lowerBound
        var upper = range.upperBound
        if stream[cursor].text == "Array", stream[cursor + 1].isSymbol("("), let close = stream.closing(cursor + 1), close == upper - 1 {
            cursor += 2
            upper = close
        }
        if stream[cursor].isKeyword("self"), stream[cursor + 1].isSymbol(".") { cursor += 2 }
        let tokens = (cursor..<upper).map { stream[$0] }
        if tokens.contains(where: { $0.isSymbol("..<") || $0.isSymbol("...") }),
            tokens.first?.kind == .integer || tokens.last?.kind == .integer || tokens.last?.text == "count"
        {
            return ["Int"]
        }
        // `Mood.allCases`: the enum's cases.
        if stream[cursor].kind == .identifier, stream[cursor].text.first?.isUppercase == true, stream[cursor + 1].isSymbol("."),
            stream[cursor + 2].text == "allCases", cursor + 3 == upper
        {
            return [stream[cursor].text]
        }
        guard stream[cursor].kind == .identifier, let type = fieldTypes[stream[cursor].identifierName],
            let element = Naming.elementType(of: type)
        else { return [] }
        var result: [String?] = [element]
        cursor += 1
        // Calls that keep the elements (`filter`, `sorted`); `indices` and `enumerated()` change them.
        while cursor < upper, stream[cursor].isSymbol("."), stream[cursor + 1].kind == .identifier {
            let member = stream[cursor + 1].text
            cursor += 2
            if stream[cursor].isSymbol("("), let close = stream.closing(cursor) { cursor = close + 1 }
            if stream[cursor].isSymbol("{"), let close = stream.closing(cursor) { cursor = close + 1 }
            switch member {
            case "filter", "sorted", "reversed", "prefix", "suffix", "dropFirst", "dropLast", "shuffled": continue
            case "indices": result = ["Int"]
            case "enumerated": result = ["Int"] + result
            default: return []
            }
        }
        return cursor == upper ? result : []
    }
}
