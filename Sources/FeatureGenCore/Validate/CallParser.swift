/// `searchItems(query: "tea", page: 2)` read into its parts, with offsets into the text.
struct ParsedCall: Equatable {
    struct Argument: Equatable {
        var label: Piece?
        var value: Piece
        /// Where the argument starts (its label, or its value when it has none).
        var offset: Int
    }

    var function: Piece
    var arguments: [Argument]
}

/// Reads a call as an example's `calls` writes it: a function name, then arguments in parentheses, each
/// `label: value` or `value`. Values are any balanced Swift expressions (strings, closures, nested calls);
/// their text is kept as written. Built on the Swift tokenizer, so commas and parentheses inside string
/// literals never split an argument.
enum CallParser {
    static func parse(_ text: String) -> Result<ParsedCall, FragmentProblem> {
        let tokens = SwiftTokenizer.tokenize(text).filter { $0.kind != .comment && $0.kind != .endOfFile }
        let bytes = Array(text.utf8)
        guard let name = tokens.first else {
            return .failure(FragmentProblem(message: "empty call; write `name(…)`", offset: 0))
        }
        // `async(…)`: a contextual keyword names functions as well (only reserved words need backticks).
        guard name.kind == .identifier || (name.kind == .keyword && !SwiftNames.keywords.contains(name.text)) else {
            return .failure(FragmentProblem(message: "expected a service call such as `fetchOrders()`", offset: name.offset))
        }
        guard tokens.count > 1, tokens[1].isSymbol("(") else {
            let offset = tokens.count > 1 ? tokens[1].offset : name.end
            return .failure(FragmentProblem(
                message: "expected `(` after `\(name.identifierName)`; write `\(name.identifierName)()`", offset: offset))
        }
        var arguments: [ParsedCall.Argument] = []
        var open: [SwiftToken] = []
        var start = 2
        var index = 2
        while index < tokens.count {
            let token = tokens[index]
            if token.isUnterminated {
                return .failure(FragmentProblem(message: "unterminated string", offset: token.offset))
            }
            if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) {
                open.append(token)
            } else if token.kind == .punctuation, [")", "]", "}"].contains(token.text) {
                if open.isEmpty, token.text == ")" {
                    // The call's own closing parenthesis.
                    if start < index || !arguments.isEmpty {
                        switch argument(tokens[start..<index], bytes: bytes, end: token.offset) {
                        case .failure(let problem): return .failure(problem)
                        case .success(let argument): arguments.append(argument)
                        }
                    }
                    if index + 1 < tokens.count {
                        return .failure(FragmentProblem(
                            message: "unexpected `\(tokens[index + 1].text)` after the call", offset: tokens[index + 1].offset))
                    }
                    let function = Piece(text: name.identifierName, offset: name.offset)
                    return .success(ParsedCall(function: function, arguments: arguments))
                }
                guard let last = open.popLast(), matches(last.text, token.text) else {
                    return .failure(FragmentProblem(message: "unexpected `\(token.text)`", offset: token.offset))
                }
            } else if open.isEmpty, token.isSymbol(",") {
                switch argument(tokens[start..<index], bytes: bytes, end: token.offset) {
                case .failure(let problem): return .failure(problem)
                case .success(let argument): arguments.append(argument)
                }
                start = index + 1
            }
            index += 1
        }
        let unclosed = open.last ?? tokens[1]
        return .failure(FragmentProblem(message: "unbalanced `\(unclosed.text)`", offset: unclosed.offset))
    }

    private static func matches(_ open: String, _ close: String) -> Bool {
        (open, close) == ("(", ")") || (open, close) == ("[", "]") || (open, close) == ("{", "}")
    }

    /// One argument from its tokens; `end` is the offset of the `,` or `)` after it.
    private static func argument(_ tokens: ArraySlice<SwiftToken>, bytes: [UInt8], end: Int)
        -> Result<ParsedCall.Argument, FragmentProblem> {
        guard let first = tokens.first, let last = tokens.last else {
            return .failure(FragmentProblem(message: "empty argument", offset: end))
        }
        var valueTokens = tokens
        var label: Piece?
        if first.kind == .identifier || first.kind == .keyword, tokens.count >= 2,
           tokens[tokens.startIndex + 1].isSymbol(":") {
            label = Piece(text: first.identifierName, offset: first.offset)
            valueTokens = tokens.dropFirst(2)
            guard !valueTokens.isEmpty else {
                return .failure(FragmentProblem(message: "missing value after `\(first.identifierName):`", offset: end))
            }
        }
        // `query: "tea" page: 2`: a label inside a value means a missing comma (unless a `?` before it
        // makes it the `:` of a conditional expression).
        var depth = 0
        var sawQuestionMark = false
        for (index, token) in zip(valueTokens.indices, valueTokens) {
            if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) { depth += 1 }
            if token.kind == .punctuation, [")", "]", "}"].contains(token.text) { depth -= 1 }
            if depth == 0, token.text == "?" { sawQuestionMark = true }
            if depth == 0, !sawQuestionMark, index > valueTokens.startIndex, token.kind == .identifier,
               index + 1 < valueTokens.endIndex, valueTokens[index + 1].isSymbol(":") {
                return .failure(FragmentProblem(message: "expected `,` before `\(token.identifierName):`", offset: token.offset))
            }
        }
        let valueStart = valueTokens.first!.offset
        let value = Piece(text: String(decoding: bytes[valueStart..<last.end], as: UTF8.self), offset: valueStart)
        return .success(ParsedCall.Argument(label: label, value: value, offset: first.offset))
    }
}
