/// Well-formed Swift types that the generated code cannot hold, refused with the reason: state,
/// messages and models are `Equatable` and `Sendable`, and effects run later, in a task.
enum TypeRestrictions {
    /// Where a value type (state field, payload, model field, enum case value, effect result) breaks
    /// the generated code: function types are neither `Equatable` nor `Sendable`, tuples are not
    /// `Equatable`, `inout` is no type.
    static func valueProblem(_ type: String) -> (problem: FragmentProblem, note: String)? {
        let bytes = Array(type.utf8)
        if let offset = word("inout", in: bytes) {
            return (FragmentProblem(message: "`inout` cannot be used here", offset: offset),
                    "`inout` only marks a parameter of a function")
        }
        if let offset = arrow(in: bytes) {
            return (FragmentProblem(message: "function types cannot be stored in state, messages or models", offset: offset),
                    "state, actions and models are `Equatable` and `Sendable`; function types are neither")
        }
        if let erased = erased(in: bytes) {
            return (FragmentProblem(message: "`\(erased.spelling)` cannot be stored in state, messages or models", offset: erased.offset),
                    "state, actions and models are `Equatable` and `Sendable`, and \(erased.kind) is neither: use a "
                        + "concrete type, or an enum with a case for each kind of value")
        }
        if let offset = tuple(in: bytes) {
            return (FragmentProblem(message: "tuple types cannot be stored in state, messages or models", offset: offset),
                    "state, actions and models are `Equatable`, and tuples are not: declare a model (`models:`) "
                        + "with the tuple's elements as its fields")
        }
        return nil
    }

    /// The first type that hides what it holds: `Any`, `AnyObject`, an existential (`any Codable`; `any
    /// Error` is fine, the generated code wraps errors), an opaque type (`some View`), a metatype
    /// (`Int.Type`). Its offset, its spelling in the type, and what it is.
    static func erased(in bytes: [UInt8]) -> (offset: Int, spelling: String, kind: String)? {
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        for (name, kind) in [("Any", "`Any`"), ("AnyObject", "`AnyObject`")] {
            if let offset = word(name, in: bytes) { return (offset, name, kind) }
        }
        if let offset = word("some", in: bytes) {
            return (offset, text(offset..<nameEnd(in: bytes, after: offset + 4)), "an opaque type")
        }
        var from = 0
        while let offset = word("any", in: bytes, from: from) {
            let end = nameEnd(in: bytes, after: offset + 3)
            let name = text(offset + 3..<end).trimmingCharacters(in: .whitespaces)
            if name != "Error", name != "Swift.Error" { return (offset, text(offset..<end), "an existential other than `any Error`") }
            from = end
        }
        for member in ["Type", "Protocol"] {
            guard let dot = memberOffset(member, in: bytes) else { continue }
            // Back to the start of the name the metatype is of (`Int` in `Int.Type`).
            var first = dot
            while first > 0, TypeScanner.isIdentifierByte(bytes[first - 1]) || bytes[first - 1] == UInt8(ascii: ".") { first -= 1 }
            return (first, text(first..<(dot + 1 + member.utf8.count)), "a metatype")
        }
        return nil
    }

    /// The end of the (dotted) name after `index`, spaces before it skipped.
    private static func nameEnd(in bytes: [UInt8], after index: Int) -> Int {
        var end = index
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 }
        while end < bytes.count, TypeScanner.isIdentifierByte(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
        return end
    }

    /// The offset of the `.` of a member `.name` that ends there (`.Type` in `Int.Type`, not `.Typed`).
    private static func memberOffset(_ name: String, in bytes: [UInt8]) -> Int? {
        let needle = Array(("." + name).utf8)
        guard bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).first { start in
            let end = start + needle.count
            return bytes[start..<end].elementsEqual(needle) && (end == bytes.count || !TypeScanner.isIdentifierByte(bytes[end]))
        }
    }

    /// The offset of the `(` that opens a tuple type (two or more elements; `(Int)` and `()` are not),
    /// found without recursion: the types come from users and may nest deeply.
    static func tuple(in bytes: [UInt8]) -> Int? {
        // For each open bracket: its byte, its offset, and whether a comma stood directly inside it.
        var open: [(byte: UInt8, offset: Int, hasComma: Bool)] = []
        for (offset, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"):
                open.append((byte, offset, false))
            case UInt8(ascii: ","):
                if !open.isEmpty { open[open.count - 1].hasComma = true }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"):
                // The `>` of a function's `->` closes nothing.
                if byte == UInt8(ascii: ">"), offset > 0, bytes[offset - 1] == UInt8(ascii: "-") { continue }
                guard let last = open.popLast() else { continue }
                if last.byte == UInt8(ascii: "("), last.hasComma { return last.offset }
            default:
                continue
            }
        }
        return nil
    }

    /// Where the type of an effect parameter breaks the generated code: the call runs later, in a task,
    /// with the values the message carried, and the generated mock records them.
    static func parameterProblem(_ type: String) -> (problem: FragmentProblem, note: String)? {
        let bytes = Array(type.utf8)
        if let offset = word("inout", in: bytes) {
            return (FragmentProblem(message: "effect parameters cannot be `inout`", offset: offset),
                    "the call runs after the reducer, in a task; return the new value and set it in a result")
        }
        if let offset = arrow(in: bytes) {
            return (FragmentProblem(message: "effect parameters cannot be functions", offset: offset),
                    "the call runs later, in a task; pass the data the function would work on instead")
        }
        if let offset = word("Error", in: bytes) {
            return (FragmentProblem(message: "effect parameters cannot be errors (`Error`, `any Error`)", offset: offset),
                    "pass the error's description as a `String`, or a specific error type")
        }
        return nil
    }

    /// The offset of `->` (types hold no strings, so any arrow belongs to a function type).
    private static func arrow(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 2 else { return nil }
        return (0..<(bytes.count - 1)).first { bytes[$0] == UInt8(ascii: "-") && bytes[$0 + 1] == UInt8(ascii: ">") }
    }

    /// The offset of `word` standing alone (not part of a longer name, not a member `x.word`), at
    /// `from` or after.
    static func word(_ word: String, in bytes: [UInt8], from: Int = 0) -> Int? {
        let needle = Array(word.utf8)
        guard bytes.count - from >= needle.count else { return nil }
        for start in from...(bytes.count - needle.count) where bytes[start..<(start + needle.count)].elementsEqual(needle) {
            let before = start > 0 ? bytes[start - 1] : UInt8(ascii: " ")
            let after = start + needle.count < bytes.count ? bytes[start + needle.count] : UInt8(ascii: " ")
            let qualified = before == UInt8(ascii: ".") && start >= 6
                && bytes[(start - 6)..<start].elementsEqual("Swift.".utf8)
            guard !TypeScanner.isIdentifierByte(before), before != UInt8(ascii: ".") || qualified,
                !TypeScanner.isIdentifierByte(after), before != UInt8(ascii: "`")
            else { continue }
            return start
        }
        return nil
    }
}
