/// The parts of `Button(…) { … } label: { … }` in any of its spellings.
struct ButtonSyntax {
    /// Inside `Button(…)`, when it has parentheses.
    var arguments: Range<Int>?
    /// The braces of the action closure.
    var action: (open: Int, close: Int)
    /// The label's tokens, when the label is a closure.
    var label: Range<Int>?
    /// The last token of the button expression, before its modifiers.
    var end: Int

    /// nil when the action is not a closure (`Button(action: save)`: the method's action is sent).
    init?(at index: Int, in stream: TokenStream) {
        var cursor = index + 1
        var action: Int?
        if stream[cursor].isSymbol("("), let close = stream.closing(cursor) {
            arguments = (cursor + 1)..<close
            for argument in (cursor + 1)..<close where stream[argument + 1].isSymbol(":") && stream[argument + 2].isSymbol("{") {
                let open = argument + 2
                if stream[argument].text == "action" { action = open }
                if stream[argument].text == "label", let labelClose = stream.closing(open) { label = (open + 1)..<labelClose }
            }
            if action == nil, (cursor + 1..<close).contains(where: { stream[$0].text == "action" && stream[$0 + 1].isSymbol(":") }) {
                return nil
            }
            cursor = close + 1
        }
        var end = cursor - 1
        if action == nil, stream[cursor].isSymbol("{") {
            action = cursor
        } else if action != nil, label == nil, stream[cursor].isSymbol("{"), let close = stream.closing(cursor) {
            // `Button(action: { … }) { Label(…) }`: the trailing closure is the label.
            label = (cursor + 1)..<close
            end = close
        }
        guard let open = action, let close = stream.closing(open) else { return nil }
        self.action = (open, close)
        end = max(end, close)
        if open == cursor, stream[close + 1].text == "label", stream[close + 2].isSymbol(":"), stream[close + 3].isSymbol("{"),
            let labelClose = stream.closing(close + 3)
        {
            label = (close + 4)..<labelClose
            end = labelClose
        }
        self.end = end
    }
}
