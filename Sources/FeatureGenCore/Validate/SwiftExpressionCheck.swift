/// Checks that text from the spec is one Swift expression and nothing more, before it is pasted into
/// generated code (defaults, `set` values, effect `arguments`, fixtures, example values): a value like
/// `0; static func injected() -> Int { 42 }` must not compile into an extra member, and `0 }` must not
/// close the code around it.
///
/// The text is read with the Swift lexer (so strings and comments are skipped correctly) and refused
/// when it has a statement separator (`;`, or a line break outside brackets), brackets that do not
/// balance, an unterminated string or comment, a `//` comment that would swallow the generated code
/// after it, a compiler directive (`#if`, `#sourceLocation`, …), a stray character, or nesting deeper
/// than `maxNesting`.
extension SwiftFragments {
    static let maxNesting = TypeScanner.maxNesting

    /// Directives that act on the code around them rather than being a value.
    static let directives: Set<String> = [
        "#if", "#elseif", "#else", "#endif", "#sourceLocation", "#warning", "#error",
    ]

    /// The first reason `text` is not a single Swift expression, or nil.
    static func checkExpression(_ text: String) -> FragmentProblem? {
        var lexer = SwiftLexer(bytes: Array(text.utf8))
        let tokens = lexer.tokenizeAll()
        let strings = tokens.filter { $0.kind == .string }
        if let problem = checkCharacters(text, stringRanges: strings.map { $0.offset..<$0.end })
            ?? strings.lazy.compactMap(checkEscapes).first
        {
            return problem
        }
        if let problem = keywordProblem(tokens.filter { $0.kind != .comment && $0.kind != .endOfFile }) {
            return problem
        }
        var open: [SwiftToken] = []
        var hasContent = false
        for token in tokens {
            if token.kind == .endOfFile { break }
            if let problem = tokenProblem(token) { return problem }
            if token.kind == .comment {
                if token.text.hasPrefix("//"), token.end == text.utf8.count {
                    return FragmentProblem(
                        message: "a `//` comment here would hide the generated code after the expression",
                        offset: token.offset, note: "remove the comment, or write it as `/* … */`")
                }
                continue
            }
            if open.isEmpty, hasContent, token.newlineBefore {
                return FragmentProblem(
                    message: "a line break here would end the expression and start a new statement",
                    offset: token.offset, note: "write a single expression: on one line, or inside brackets")
            }
            hasContent = true
            guard token.kind == .punctuation else { continue }
            switch token.text {
            case "(", "[", "{":
                guard open.count < maxNesting else {
                    return FragmentProblem(message: "expression nested more than \(maxNesting) levels deep", offset: token.offset)
                }
                open.append(token)
            case ")", "]", "}":
                guard let opener = open.popLast() else {
                    return FragmentProblem(
                        message: "unbalanced `\(token.text)`", offset: token.offset,
                        note: "an expression cannot close the code around it")
                }
                let expected = [")": "(", "]": "[", "}": "{"][token.text]
                if opener.text != expected {
                    return FragmentProblem(message: "unbalanced `\(opener.text)`", offset: opener.offset)
                }
            case ";" where open.isEmpty:
                return FragmentProblem(
                    message: "`;` would end the expression and start a new statement", offset: token.offset,
                    note: "write a single Swift expression")
            default:
                break
            }
        }
        if let opener = open.last {
            return FragmentProblem(message: "unbalanced `\(opener.text)`", offset: opener.offset)
        }
        return nil
    }

    private static func tokenProblem(_ token: SwiftToken) -> FragmentProblem? {
        switch token.kind {
        case .string where token.isUnterminated:
            return FragmentProblem(message: "unterminated string literal", offset: token.offset)
        case .comment where token.isUnterminated:
            return FragmentProblem(message: "unterminated comment; `/*` needs a closing `*/`", offset: token.offset)
        case .poundDirective where directives.contains(token.text):
            return FragmentProblem(
                message: "`\(token.text)` cannot be used in an expression", offset: token.offset,
                note: "compiler directives belong in your own code, not in the spec")
        case .unknown:
            let character = token.text.unicodeScalars.first.map { scalar in
                scalar.value < 0x20 || scalar.value == 0x7F ? codePointName(scalar.value) : "`\(token.text)`"
            } ?? "`\(token.text)`"
            return FragmentProblem(message: "unexpected character \(character)", offset: token.offset)
        default:
            return nil
        }
    }

    /// Keywords that are no value here: a lone keyword (`mode: class`, an unquoted word), and `self`,
    /// `Self` or `super`, which would name the generated type around the expression, not the state.
    private static func keywordProblem(_ tokens: [SwiftToken]) -> FragmentProblem? {
        for (index, token) in tokens.enumerated() where token.kind == .keyword && ["self", "Self", "super"].contains(token.text) {
            guard index == 0 || tokens[index - 1].text != "." else { continue }
            return FragmentProblem(
                message: "`\(token.text)` here would be the generated type around the expression, not the state",
                offset: token.offset, note: "write `state.<field>` for a field, or a value")
        }
        if tokens.count == 1, let only = tokens.first, only.kind == .keyword,
            !["true", "false", "nil"].contains(only.text)
        {
            return FragmentProblem(
                message: "`\(only.text)` is a Swift keyword, not a value", offset: only.offset,
                note: "for the text, quote it as a string literal: `'\"\(only.text)\"'`")
        }
        // NaN never equals itself: state holding it is never equal to any state (Equatable state,
        // `TestStore`, every generated comparison), so tests of it could not pass.
        for (index, token) in tokens.enumerated() where ["nan", "signalingNaN"].contains(token.text) {
            guard index > 0, tokens[index - 1].text == "." else { continue }
            return FragmentProblem(
                message: "`.\(token.text)` is never equal to itself, so state holding it cannot be compared or tested",
                offset: tokens[index - 1].offset, note: "use an optional (`Double? = nil`) for a missing number")
        }
        return nil
    }
}
