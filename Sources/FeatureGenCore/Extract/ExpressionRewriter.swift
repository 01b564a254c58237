/// Turns a Swift expression from a prototype body into a `set` expression of the spec:
/// state fields become `state.x`, parameters become `payload` (or their payload label), the awaited
/// result becomes `payload`. Returns nil for anything a pure reducer cannot copy as is.
struct ExpressionRewriter {
    let stream: TokenStream
    let scope: AnalysisScope
    let phase: BodyAnalysis.Phase
    /// `$0` passes through: the expression is the body of a closure the `set` keeps (`filter { … }`).
    var allowsClosureArguments = false

    /// Types whose initialisers are not pure (a reducer must not read the clock or make ids).
    private static let impureTypes: Set<String> = ["Date", "UUID", "Task"]

    func rewrite(_ range: Range<Int>, resultVariable: String?) -> String? {
        guard !range.isEmpty else { return nil }
        if phase == .failure, isErrorDescription(range) { return "payload" }
        var result = ""
        var index = range.lowerBound
        while index < range.upperBound {
            let token = stream[index]
            if index > range.lowerBound, token.offset > stream[index - 1].end { result += " " }
            let previous = index > range.lowerBound ? stream[index - 1] : nil
            switch token.kind {
            case .keyword where token.text == "self":
                guard stream[index + 1].isSymbol("."), index + 2 < range.upperBound,
                    scope.fields[stream[index + 2].identifierName] != nil
                else { return nil }
                result += "state.\(stream[index + 2].identifierName)"
                index += 3
                continue
            case .keyword where ["true", "false", "nil"].contains(token.text):
                result += token.text
            case .keyword, .unknown, .attribute, .poundDirective:
                return nil
            case .string:
                guard SwiftTokenizer.interpolationRanges(of: token).isEmpty, !token.isUnterminated else { return nil }
                result += token.text
            case .identifier where allowsClosureArguments && token.text.hasPrefix("$")
                && token.text.dropFirst().allSatisfy(\.isNumber):
                result += token.text
            case .identifier:
                let name = token.identifierName
                // The clock and new IDs become the spec's dependencies, which tests fix (issue 24 item 6).
                if let (dependency, length) = dependencyRead(at: index, previous: previous),
                    index + length <= range.upperBound, scope.payloadNames[dependency] == nil
                {
                    if previous?.isSymbol(".") == true, result.hasSuffix(".") { result.removeLast() }
                    result += dependency == "uuid" ? "uuid()" : dependency
                    index += length
                    continue
                }
                let isLabel = stream[index + 1].isSymbol(":") && (previous?.isSymbol("(") == true || previous?.isSymbol(",") == true)
                if previous?.isSymbol(".") == true || isLabel {
                    result += token.text
                } else if let mapped = scope.payloadNames[name] {
                    // A result's `payload` is the answer: the action's values are not in scope there.
                    guard phase == .before else { return nil }
                    result += mapped
                } else if name == resultVariable, phase == .success || phase == .always {
                    result += "payload"
                } else if scope.fields[name] != nil {
                    result += "state.\(name)"
                } else if name.first?.isUppercase == true, !Self.impureTypes.contains(name) {
                    result += token.text
                } else {
                    return nil
                }
            case .punctuation where token.text == "{" || token.text == "}":
                return nil  // closures: leave to the developer
            default:
                result += token.text
            }
            index += 1
        }
        return result
    }

    /// `Date()`, `Date.now`, `.now` → `now` and `UUID()` → `uuid()`, with the tokens they take from
    /// `index` on; nil otherwise. (`.now`'s dot was already written: the caller takes it back.)
    private func dependencyRead(at index: Int, previous: SwiftToken?) -> (String, Int)? {
        let name = stream[index].identifierName
        let isMember = previous?.isSymbol(".") == true
        if isMember {
            // `.now`: a leading dot (not `x.now`), read as the current date.
            let beforeDot = index >= 2 ? stream[index - 2] : nil
            let leading = beforeDot.map { !($0.kind == .identifier || $0.isSymbol(")") || $0.isSymbol("]") || $0.kind == .keyword) } ?? true
            return name == "now" && leading ? ("now", 1) : nil
        }
        let calledEmpty = stream[index + 1].isSymbol("(") && stream[index + 2].isSymbol(")")
        if name == "Date", calledEmpty { return ("now", 3) }
        if name == "Date", stream[index + 1].isSymbol("."), stream[index + 2].identifierName == "now" { return ("now", 3) }
        if name == "UUID", calledEmpty { return ("uuid", 3) }
        return nil
    }

    /// `error.localizedDescription`, `String(describing: error)`, `"\(error)"`, `error`: the failure payload.
    private func isErrorDescription(_ range: Range<Int>) -> Bool {
        let text = stream.text(range)
        return ["error.localizedDescription", "String(describing: error)", #""\(error)""#, "error",
            "error as? String"].contains(text)
    }
}
