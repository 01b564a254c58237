/// Effects whose call returns a stream (`AsyncStream<Element>`, `AsyncThrowingStream<Element, any Error>`):
/// the run sends a result for each element, then one when the stream ends.
struct StreamShape {
    /// The element type, with its offset in the call's text.
    let element: Piece
    let isThrowing: Bool
    /// The failure type an `AsyncThrowingStream` names (`any Error`), as written.
    let failureType: String?

    /// nil when `type` is not a stream type.
    init?(_ type: Piece) {
        let text = type.text
        let isThrowing: Bool
        if text.hasPrefix("AsyncStream<") {
            isThrowing = false
        } else if text.hasPrefix("AsyncThrowingStream<") {
            isThrowing = true
        } else {
            return nil
        }
        guard text.hasSuffix(">"), let open = text.firstIndex(of: "<") else { return nil }
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        // The element may hold commas of its own (`[String: Int]`): split at the last top-level one.
        var depth = 0
        var split: String.Index?
        for index in inside.indices {
            switch inside[index] {
            case "<", "[", "(": depth += 1
            case ">", "]", ")": depth -= 1
            case "," where depth == 0: split = index
            default: break
            }
        }
        let elementText = split.map { inside[..<$0] } ?? inside
        let leading = elementText.prefix { $0 == " " }.count
        let elementStart = text.distance(from: text.startIndex, to: inside.startIndex) + leading
        element = Piece(text: Self.trimmed(elementText), offset: type.offset + elementStart)
        self.isThrowing = isThrowing
        failureType = split.map { Self.trimmed(inside[inside.index(after: $0)...]) }
    }

    private static func trimmed(_ text: Substring) -> String {
        String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

extension FeatureBuilder {
    /// A stream call does not throw itself: iterating the stream does (an `AsyncThrowingStream`).
    func checkStreamCall(_ parsed: ParsedSignature, shape: StreamShape, node: Node) -> Bool {
        let function = parsed.function.text
        if parsed.isThrowing {
            let written = "\(function)(\(parsed.parameterText)) async -> \(parsed.returnType?.text ?? "")"
            checker.error(
                "call `\(function)` returns a stream, so it does not throw: iterating the stream is what throws",
                at: node.location, notes: [.init("write `\(written)`, with an `AsyncThrowingStream` for a stream that can fail")])
            return false
        }
        if shape.isThrowing != (shape.failureType != nil) || (shape.failureType.map { !["any Error", "Error"].contains($0) } ?? false) {
            let element = shape.element.text
            let form = shape.isThrowing ? "AsyncThrowingStream<\(element), any Error>" : "AsyncStream<\(element)>"
            checker.error(
                "`\(parsed.returnType?.text ?? "")` is not a stream type featuregen runs", at: node.location,
                notes: [.init("write `\(form)`")])
            return false
        }
        if shape.element.text.isEmpty || shape.element.text == "Void" || shape.element.text == "()" {
            checker.error("a stream of `Void` sends nothing to tell apart; stream a value", at: node.location)
            return false
        }
        return true
    }

    /// `element:` (required) and `finished:` of a stream effect; `success:` belongs to calls that answer once.
    func streamResults(
        _ byKey: [String: Entry], effect name: String, shape: StreamShape, node: Node, success: inout String?,
        source: inout EffectSource
    ) -> Effect.Stream? {
        if let entry = byKey["success"] {
            checker.error(
                "`\(name)` streams: each element sends `element:`, not `success:`", at: entry.keyLocation,
                notes: [.init("rename `success` to `element`; `finished:` names the result sent when the stream ends")])
        }
        success = nil
        if let entry = byKey["element"], let result = checker.text(entry.value, "a result name") {
            success = result
            source.successLocation = entry.value.location
        } else if byKey["element"] == nil, byKey["success"] == nil {
            checker.error(
                "`\(name)` streams but has no `element`; add `element: <result>`, the result sent for each element",
                at: node.location)
        }
        var finished: String?
        if let entry = byKey["finished"], let result = checker.text(entry.value, "a result name") {
            finished = result
            source.finishedLocation = entry.value.location
        }
        return Effect.Stream(
            element: checker.code(shape.element, in: node), isThrowing: shape.isThrowing, finished: finished)
    }

    /// `element:` and `finished:` on a call that answers once.
    func refuseStreamKeys(_ byKey: [String: Entry], call: Signature) {
        for key in ["element", "finished"] {
            guard let entry = byKey[key] else { continue }
            checker.error(
                "`\(key)` is for a call that returns a stream, but `\(call.function)` answers once", at: entry.keyLocation,
                notes: [.init(key == "element" ? "write `success:` for its answer" : "remove `finished`, or return an `AsyncStream`")])
        }
    }
}

extension Example {
    /// How many elements an example's stream answer sends: the items of its array literal
    /// (`[Line(id: 1), Line(id: 2)]` → 2); nil for anything else, which an example cannot count.
    static func streamedElementCount(_ text: String) -> Int? {
        let tokens = SwiftTokenizer.tokenize(text).filter { $0.kind != .endOfFile && $0.kind != .comment }
        guard tokens.count >= 2, tokens.first?.isSymbol("[") == true, tokens.last?.isSymbol("]") == true else { return nil }
        var depth = 0
        var count = 0
        var itemStarted = false
        for token in tokens.dropFirst().dropLast() {
            if ["[", "(", "{"].contains(where: token.isSymbol) { depth += 1 }
            if ["]", ")", "}"].contains(where: token.isSymbol) { depth -= 1 }
            if depth == 0, token.isSymbol(":") { return nil }  // a dictionary
            if depth == 0, token.isSymbol(",") {
                itemStarted = false
            } else if !itemStarted {
                itemStarted = true
                count += 1
            }
        }
        return depth == 0 ? count : nil
    }
}
