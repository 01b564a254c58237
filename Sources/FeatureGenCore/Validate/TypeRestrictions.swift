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
        if let offset = tuple(in: bytes) {
            return (FragmentProblem(message: "tuple types cannot be stored in state, messages or models", offset: offset),
                    "state, actions and models are `Equatable`, and tuples are not: declare a model (`models:`) "
                        + "with the tuple's elements as its fields")
        }
        return nil
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

    /// The offset of `word` standing alone (not part of a longer name, not a member `x.word`).
    static func word(_ word: String, in bytes: [UInt8]) -> Int? {
        let needle = Array(word.utf8)
        guard bytes.count >= needle.count else { return nil }
        for start in 0...(bytes.count - needle.count) where bytes[start..<(start + needle.count)].elementsEqual(needle) {
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
