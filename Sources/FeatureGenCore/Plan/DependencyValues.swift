import Mustache

/// `now` and `uuid()` in a message's `set` and `when`: the current date and a new ID, read from
/// dependencies that the app leaves live and that every generated test fixes (`now` is always
/// `testNow`; `uuid()` makes `UUID(0)`, `UUID(1)`, … in the order it is called, as TCA's
/// `.incrementing`). A payload value of the same name hides them, as a Swift binding would.
public enum DependencyValue: String, Sendable, CaseIterable, Comparable {
    case now
    case uuid

    /// The date every generated test runs at (2009-02-13 23:31:30 UTC).
    static let testNow = "Date(timeIntervalSince1970: 1_234_567_890)"

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

    /// What a feature's test templates need: whether its suites run with `now` and `uuid()` fixed
    /// (`.fixedDependencies`; TCA: the `TestStore`'s `withDependencies`), and the date they fix.
    static func testContext(for feature: Feature) -> [String: MustacheValue] {
        let read = feature.dependencies
        return [
            "fixesDependencies": .bool(!read.isEmpty), "fixesNow": .bool(read.contains(.now)),
            "fixesUUID": .bool(read.contains(.uuid)), "testNow": .string(testNow),
        ]
    }

    /// The dependencies `expression` reads, when `bound` (the message's payload names) do not hide them.
    static func uses(in expression: String, bound: Set<String> = []) -> Set<DependencyValue> {
        Set(SwiftTokenizer.freeIdentifierRanges(in: expression).compactMap { use in
            bound.contains(use.name) ? nil : DependencyValue(rawValue: use.name)
        })
    }

    /// `expression` as a test computes its value: `now` is `testNow`, and each `uuid()` the next ID
    /// (`uuidsMade` counts the IDs the test's steps have made so far).
    static func fixed(_ expression: String, bound: Set<String> = [], uuidsMade: inout Int) -> String {
        let uses = SwiftTokenizer.freeIdentifierRanges(in: expression).filter { !bound.contains($0.name) }
        guard uses.contains(where: { DependencyValue(rawValue: $0.name) != nil }) else { return expression }
        var replacements: [(range: Range<Int>, text: String)] = []
        let bytes = Array(expression.utf8)
        for use in uses {
            switch DependencyValue(rawValue: use.name) {
            case .now:
                replacements.append((use.range, testNow))
            case .uuid:
                // `uuid()`: the call's parentheses go too.
                guard let call = emptyCall(after: use.range.upperBound, in: bytes) else { continue }
                replacements.append((use.range.lowerBound..<call, "UUID(\(uuidsMade))"))
                uuidsMade += 1
            case nil:
                continue
            }
        }
        var result = bytes
        for replacement in replacements.reversed() {
            result.replaceSubrange(replacement.range, with: Array(replacement.text.utf8))
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The end of `()` (spaces allowed) starting at `offset`, or nil.
    private static func emptyCall(after offset: Int, in bytes: [UInt8]) -> Int? {
        var index = offset
        for expected in [UInt8(ascii: "("), UInt8(ascii: ")")] {
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
            guard index < bytes.count, bytes[index] == expected else { return nil }
            index += 1
        }
        return index
    }
}

extension Message {
    /// The dependencies this message's `set` values and `when` condition read.
    var dependencies: Set<DependencyValue> {
        let bound = boundPayloadNames
        let texts = (assignments ?? []).map(\.value.text) + (condition.map { [$0.text] } ?? [])
        return texts.reduce(into: []) { $0.formUnion(DependencyValue.uses(in: $1, bound: bound)) }
    }

    /// Names the payload binds: `payload` for a single value, the labels for labelled values.
    var boundPayloadNames: Set<String> {
        switch payload {
        case .none: []
        case .single: ["payload"]
        case .labelled(let values): Set(values.map(\.label))
        }
    }
}

extension Feature {
    /// The dependencies the feature's messages read, and `now` for a throttle, whose window the date measures.
    var dependencies: Set<DependencyValue> {
        let read: Set<DependencyValue> = (actions + results).reduce(into: []) { $0.formUnion($1.dependencies) }
        return effects.contains { $0.throttleMilliseconds != nil } ? read.union([.now]) : read
    }
}
