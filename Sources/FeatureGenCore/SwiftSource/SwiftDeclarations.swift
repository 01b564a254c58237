/// What `OwnedFileCheck` reads of a developer's Swift file, from its tokens: a type's body, the
/// functions declared in it (name, labels, parameter types, effects, result), and the argument labels
/// of calls to an initializer. Enough for code featuregen started, not a Swift parser.
enum SwiftDeclarations {
    /// A type declaration: where its name is, and its body (token indices inside the braces).
    struct TypeDeclaration {
        var nameOffset: Int
        var body: Range<Int>
        /// Byte offsets of the body's `{` and `}`.
        var openOffset: Int
        var closeOffset: Int
    }

    /// A function's shape: `key` is `fetch(page:)`; `shape` adds the parameter types, `async`,
    /// `throws` and the result, spaces removed.
    struct Function: Equatable {
        var key: String
        var shape: String
        /// Where its name is, where its `func` keyword is, and its body's `}` (nil without a body).
        var offset = 0
        var declarationOffset = 0
        var closeOffset: Int?

        /// `fetch` of `fetch(page:)`.
        var name: String { String(key.prefix { $0 != "(" }) }

        init(key: String, shape: String, offset: Int = 0) {
            self.key = key
            self.shape = shape
            self.offset = offset
        }

        init(requirement: ServiceRequirement) {
            let signature = requirement.signature
            let labels = signature.parameters.map { ($0.label ?? "_") + ":" }.joined()
            key = "\(signature.function)(\(labels))"
            let types = signature.parameters.map { ($0.label ?? "_") + ":" + SwiftTypeText.replacingErrors($0.type.text) }
            shape = Self.shape(
                types, isAsync: true, isThrowing: signature.isThrowing, result: requirement.returnType ?? "")
        }

        static func shape(_ parameters: [String], isAsync: Bool, isThrowing: Bool, result: String) -> String {
            let text = "(" + parameters.joined(separator: ",") + ")" + (isAsync ? "async" : "")
                + (isThrowing ? "throws" : "") + (result.isEmpty || result == "Void" ? "" : "->" + result)
            return text.filter { !$0.isWhitespace }
        }
    }

    /// The types the file declares (and extends), by name: the first declaration of each that has a
    /// body. One pass over the file, however many names are looked up in it.
    static func types(in tokens: [SwiftToken]) -> [String: TypeDeclaration] {
        let kinds: Set<String> = ["struct", "class", "actor", "enum", "extension"]
        var types: [String: TypeDeclaration] = [:]
        for index in tokens.indices.dropLast() where tokens[index].kind == .keyword && kinds.contains(tokens[index].text) {
            let name = tokens[index + 1].identifierName
            guard types[name] == nil,
                let open = tokens[(index + 1)...].firstIndex(where: { $0.isSymbol("{") }),
                let close = matching(open, in: tokens)
            else { continue }
            types[name] = TypeDeclaration(
                nameOffset: tokens[index + 1].offset, body: (open + 1)..<close, openOffset: tokens[open].offset,
                closeOffset: tokens[close].offset)
        }
        return types
    }

    /// The functions declared directly in `body` (not in nested types or closures).
    static func functions(in tokens: [SwiftToken], body: Range<Int>) -> [Function] {
        var functions: [Function] = []
        var depth = 0
        var index = body.lowerBound
        while index < body.upperBound {
            let token = tokens[index]
            if token.isSymbol("{") { depth += 1 }
            if token.isSymbol("}") { depth -= 1 }
            if depth == 0, token.isKeyword("func"), index + 2 < body.upperBound, tokens[index + 2].isSymbol("("),
                let close = matching(index + 2, in: tokens)
            {
                var found = function(named: tokens[index + 1], parameters: (index + 3)..<close, tokens: tokens)
                found.declarationOffset = token.offset
                // The body: the first `{` after the parameters (a result type has no braces), unless a
                // declaration or the type's end comes first (a protocol's requirement has none).
                if let open = tokens[(close + 1)..<body.upperBound].firstIndex(where: {
                    $0.isSymbol("{") || $0.isSymbol("}") || $0.isKeyword("func") || $0.isKeyword("var")
                }), tokens[open].isSymbol("{"), let end = matching(open, in: tokens)
                {
                    found.closeOffset = tokens[end].offset
                    index = end
                } else {
                    index = close
                }
                functions.append(found)
            }
            index += 1
        }
        return functions
    }

    /// A call `Name(label: …, …)`: where it starts, what it is bound to (`liveValue` in
    /// `static let liveValue = OrderClient(`), its brackets and its top-level arguments.
    struct Call {
        var offset: Int
        var binding: String?
        var openOffset: Int
        var closeOffset: Int
        var arguments: [Argument]
        var labels: [SwiftToken] { arguments.compactMap(\.label) }
    }

    /// One top-level argument of a call: its first and past-the-last bytes, the commas around it,
    /// and, when its value is a closure literal, how many parameters that closure names (nil when it
    /// is not one, or uses `$0`).
    struct Argument {
        var label: SwiftToken?
        var start: Int
        var end: Int
        var commaBefore: Int?
        var commaAfter: Int?
        var closureParameters: Int?
    }

    /// The calls `Name(label: …, …)` in the file, by name, each name's in file order. One pass over the
    /// file, however many names are looked up in it.
    static func calls(in tokens: [SwiftToken]) -> [String: [Call]] {
        var calls: [String: [Call]] = [:]
        for index in tokens.indices.dropLast() where tokens[index + 1].isSymbol("(") {
            // `Name(` after `=` or `return`: a value, not the type's declaration or an extension.
            guard index > 0, tokens[index - 1].isSymbol("=") || tokens[index - 1].isKeyword("return"),
                let close = matching(index + 1, in: tokens)
            else { continue }
            let binding = index > 1 && tokens[index - 1].isSymbol("=") && tokens[index - 2].kind == .identifier
                ? tokens[index - 2].identifierName : nil
            calls[tokens[index].identifierName, default: []].append(Call(
                offset: tokens[index].offset, binding: binding, openOffset: tokens[index + 1].offset,
                closeOffset: tokens[close].offset, arguments: callArguments(in: (index + 2)..<close, tokens: tokens)))
        }
        return calls
    }

    private static func callArguments(in range: Range<Int>, tokens: [SwiftToken]) -> [Argument] {
        var result: [Argument] = []
        var first: Int?
        var commaBefore: Int?
        var depth = 0
        func flush(upTo end: Int, comma: Int?) {
            defer { first = nil; commaBefore = comma }
            guard let first, first < end else { return }
            let colon = (first..<end).first { tokens[$0].isSymbol(":") }
            let label = colon.flatMap { $0 > first ? tokens[$0 - 1] : nil }
            let value = colon.map { $0 + 1 } ?? first
            result.append(Argument(
                label: label, start: tokens[first].offset, end: tokens[end - 1].end, commaBefore: commaBefore,
                commaAfter: comma, closureParameters: closureParameters(in: value..<end, tokens: tokens)))
        }
        for index in range {
            let token = tokens[index]
            if depth == 0, token.isSymbol(",") {
                flush(upTo: index, comma: token.offset)
                continue
            }
            if first == nil { first = index }
            if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("{") || token.isSymbol("<") { depth += 1 }
            if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol("}") || token.isSymbol(">") { depth -= 1 }
        }
        flush(upTo: range.upperBound, comma: nil)
        return result
    }

    /// `{ a, b in …}` → 2, `{ (a, b) in …}` → 2, `{ … }` → 0; nil for a value that is not a closure
    /// literal, or one that names its parameters `$0`.
    private static func closureParameters(in range: Range<Int>, tokens: [SwiftToken]) -> Int? {
        guard range.count >= 2, tokens[range.lowerBound].isSymbol("{"),
            let close = matching(range.lowerBound, in: tokens), close == range.upperBound - 1
        else { return nil }
        let body = (range.lowerBound + 1)..<close
        if body.contains(where: { tokens[$0].text.hasPrefix("$") && tokens[$0].text.dropFirst().first?.isNumber == true }) {
            return nil
        }
        var index = body.lowerBound
        var names = 0
        if index < close, tokens[index].isSymbol("("), let end = matching(index, in: tokens), end < close {
            names = arguments(in: (index + 1)..<end, tokens: tokens).count
            index = end + 1
            // `(a: Int) async throws -> T in`; not `(1...3).map { index in`.
            guard index < close, tokens[index].isKeyword("in") || tokens[index].isKeyword("async")
                || tokens[index].isKeyword("throws") || tokens[index].isSymbol("->")
            else { return 0 }
            while index < close, !tokens[index].isKeyword("in"), !tokens[index].isSymbol("{"), !tokens[index].newlineBefore {
                index += 1
            }
            return index < close && tokens[index].isKeyword("in") ? names : 0
        }
        // A name may be a contextual keyword (`{ async, value in`): anything but `in` itself.
        while index < close, tokens[index].kind == .identifier || (tokens[index].kind == .keyword && !tokens[index].isKeyword("in")) {
            names += 1
            index += 1
            guard index < close, tokens[index].isSymbol(",") else { break }
            index += 1
        }
        return names > 0 && index < close && tokens[index].isKeyword("in") ? names : 0
    }

    // MARK: Reading

    private static func function(named name: SwiftToken, parameters: Range<Int>, tokens: [SwiftToken]) -> Function {
        var labels = ""
        var types: [String] = []
        for argument in arguments(in: parameters, tokens: tokens) {
            // `label name: Type`, `_ name: Type`, `name: Type`.
            let label = argument.head.first.map { $0.isKeyword("_") ? "_" : $0.identifierName } ?? "_"
            labels += label + ":"
            types.append(label + ":" + argument.value.map(\.text).joined())
        }
        // After `)`: `async`, `throws`, `-> Result`, up to the body.
        var index = parameters.upperBound + 1
        var isAsync = false
        var isThrowing = false
        var result = ""
        while index < tokens.count, !tokens[index].isSymbol("{") {
            let token = tokens[index]
            if token.text == "async" { isAsync = true } else if token.isKeyword("throws") { isThrowing = true } else if !token.isSymbol("->") { result += token.text }
            index += 1
        }
        return Function(
            key: "\(name.identifierName)(\(labels))",
            shape: Function.shape(types, isAsync: isAsync, isThrowing: isThrowing, result: result), offset: name.offset)
    }

    /// The comma-separated arguments between brackets: each with its label (the token before a
    /// top-level `:`), the tokens before that colon, and those after.
    static func arguments(in range: Range<Int>, tokens: [SwiftToken])
        -> [(label: SwiftToken?, head: [SwiftToken], value: [SwiftToken])]
    {
        var result: [(label: SwiftToken?, head: [SwiftToken], value: [SwiftToken])] = []
        var current: [SwiftToken] = []
        var depth = 0
        func flush() {
            defer { current = [] }
            guard !current.isEmpty else { return }
            if let colon = current.firstIndex(where: { $0.isSymbol(":") }), colon > 0 {
                result.append((current[colon - 1], Array(current[..<colon]), Array(current[(colon + 1)...])))
            } else {
                result.append((nil, [], current))
            }
        }
        for index in range {
            let token = tokens[index]
            if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("{") || token.isSymbol("<") { depth += 1 }
            if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol("}") || token.isSymbol(">") { depth -= 1 }
            if depth == 0, token.isSymbol(",") { flush() } else { current.append(token) }
        }
        flush()
        return result
    }

    static func matching(_ open: Int, in tokens: [SwiftToken]) -> Int? {
        let opener = tokens[open].text
        let closer = ["(": ")", "[": "]", "{": "}"][opener] ?? ""
        var depth = 0
        for index in open..<tokens.count {
            if tokens[index].isSymbol(opener) { depth += 1 }
            if tokens[index].isSymbol(closer) {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}
