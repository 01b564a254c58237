import Foundation

/// Meanings read from the views around an action: the view a tap gesture is on, the view a button's
/// label shows, the words of an interpolated title. Tried after the title, so that a numbered name
/// (`buttonTapped2`) is the last resort.
extension ButtonMeaning {
    /// SwiftUI views named `…View` that say nothing of what a tap does.
    static let plainViews: Set<String> = [
        "AnyView", "EmptyView", "ProgressView", "ScrollView", "TupleView", "TimelineView", "ContentUnavailableView",
    ]

    /// The words of an interpolated string literal at `index` that is a whole argument, the
    /// interpolations left out (`"Delete \(name)"` → `Delete `); nil for anything else.
    static func interpolatedText(at index: Int, in stream: TokenStream) -> String? {
        let token = stream[index]
        guard token.kind == .string, !token.isUnterminated, token.text.hasPrefix("\""), !token.text.hasPrefix("\"\"\""),
            stream[index + 1].isSymbol(",") || stream[index + 1].isSymbol(")")
        else { return nil }
        let ranges = SwiftTokenizer.interpolationRanges(of: token)
        guard !ranges.isEmpty else { return nil }
        var bytes = Array(token.text.utf8)
        // Each `\(…)`: its content, the `\(` before it and the `)` after it.
        for range in ranges.reversed() where range.lowerBound >= 2 && range.upperBound < bytes.count {
            bytes.replaceSubrange((range.lowerBound - 2)...range.upperBound, with: [UInt8(ascii: " ")])
        }
        let text = String(decoding: bytes.dropFirst().dropLast(), as: UTF8.self).trimmingCharacters(in: .whitespaces)
        return text.contains(where: \.isLetter) ? text : nil
    }

    /// The interpolated text of a label's first `Text(…)` or `Label(…, …)` (a later one, such as a
    /// count beside a name, says less of what the button does).
    static func labelInterpolatedText(_ label: Range<Int>, in stream: TokenStream) -> String? {
        guard let first = label.first(where: { index in
            ["Text", "Label"].contains(stream[index].text) && stream[index + 1].isSymbol("(") && !stream[index - 1].isSymbol(".")
        }) else { return nil }
        return interpolatedText(at: first + 2, in: stream)
    }

    /// The first view of the app a label shows: `AvatarView(user: user)` → `avatar`.
    static func labelView(_ label: Range<Int>, in stream: TokenStream) -> String? {
        label.lazy.compactMap { index -> String? in
            let name = stream[index].text
            guard stream[index].kind == .identifier, !stream[index - 1].isSymbol("."),
                stream[index + 1].isSymbol("(") || stream[index + 1].isSymbol("{")
            else { return nil }
            return viewName(name)
        }.first
    }

    /// `AvatarView` → `avatar`; nil for a name not ending in `View` and for SwiftUI's own.
    private static func viewName(_ name: String) -> String? {
        guard name.first?.isUppercase == true, name.hasSuffix("View"), name.count > 4, !plainViews.contains(name) else { return nil }
        return Naming.identifier(fromTitle: Naming.featureName(forView: name))
    }

    /// What the view a gesture modifier (at `index`, its name) is on shows, back along its chain of
    /// modifiers: `Image(systemName: "trash").font(.title).onTapGesture` → `trash`, `Text("Retry")` →
    /// `retry`, `RowView(item: item)` → `row`; nil for a stack, a shape or a computed text.
    static func receiver(ofModifierAt index: Int, in stream: TokenStream) -> String? {
        guard stream[index - 1].isSymbol(".") else { return nil }
        var cursor = index - 2
        for _ in 0..<32 {
            let token = stream[cursor]
            if token.isSymbol(")") || token.isSymbol("}") {
                guard stream.partner[cursor] >= 0, stream.partner[cursor] < cursor else { return nil }
                cursor = stream.partner[cursor] - 1
                continue
            }
            guard token.kind == .identifier else { return nil }
            if stream[cursor - 1].isSymbol(".") {
                cursor -= 2  // a modifier before this one (`.font(.title)`)
                continue
            }
            guard stream[cursor + 1].isSymbol("(") else { return viewName(token.text) }
            switch token.text {
            case "Image":
                if stream[cursor + 2].text == "systemName", stream[cursor + 3].isSymbol(":") {
                    return stringArgument(at: cursor + 4, in: stream).flatMap(Naming.identifier(fromSymbol:))
                }
                return stringArgument(at: cursor + 2, in: stream).flatMap(Naming.identifier(fromTitle:))
            case "Text", "Label":
                return (stringArgument(at: cursor + 2, in: stream) ?? interpolatedText(at: cursor + 2, in: stream))
                    .flatMap(Naming.identifier(fromTitle:))
            default:
                return viewName(token.text)
            }
        }
        return nil
    }
}
