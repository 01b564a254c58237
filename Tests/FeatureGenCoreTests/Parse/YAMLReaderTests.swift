import Foundation
import Testing
@testable import FeatureGenCore

@Suite struct YAMLReaderTests {
    static let orderSpec = """
        feature: Order
        state:
          orders: "[Order] = []"
          isLoading: Bool = false
          error: String?
        actions:              # user actions, sent by the view
          loadOrders:
            set: { isLoading: true, error: nil }
            effect: fetchOrders
        effects:
          fetchOrders:
            call: fetchOrders() async throws -> [Order]
        enums:
          Phase:
            - idle
            - loaded([Order])

        """

    private func read(_ text: String) -> Node? {
        let (node, messages) = ParseTestSupport.read(text)
        #expect(messages.isEmpty)
        return node
    }

    private func loc(_ line: Int, _ column: Int) -> FeatureGenCore.SourceLocation { FeatureGenCore.SourceLocation(path: "t.yml", line: line, column: column) }

    @Test func readsTheOrderSpecExactly() throws {
        let node = try #require(read(Self.orderSpec))
        #expect(NodeJSON.encode(node) == """
            {
              "feature": "Order",
              "state": {
                "orders": "[Order] = []",
                "isLoading": "Bool = false",
                "error": "String?"
              },
              "actions": {
                "loadOrders": {
                  "set": {
                    "isLoading": true,
                    "error": "nil"
                  },
                  "effect": "fetchOrders"
                }
              },
              "effects": {
                "fetchOrders": {
                  "call": "fetchOrders() async throws -> [Order]"
                }
              },
              "enums": {
                "Phase": [
                  "idle",
                  "loaded([Order])"
                ]
              }
            }

            """)
        let entries = try #require(node.entries)
        #expect(entries.map(\.keyLocation) == [loc(1, 1), loc(2, 1), loc(6, 1), loc(10, 1), loc(13, 1)])
        let state = try #require(entries[1].value.entries)
        #expect(entries[1].value.location == loc(3, 3))
        #expect(state[0].value.location == loc(3, 11))
        #expect(state[0].value.scalar == Scalar(text: "[Order] = []", style: .doubleQuoted, resolved: .string))
        #expect(state[1].value.scalar == Scalar(text: "Bool = false", style: .plain, resolved: .string))
        let set = try #require(node.entries?[2].value.entries?[0].value.entries?[0].value)
        #expect(set.location == loc(8, 10))
        #expect(set.entries?[0].keyLocation == loc(8, 12))
        #expect(set.entries?[0].value.scalar == Scalar(text: "true", style: .plain, resolved: .bool))
        #expect(set.entries?[1].value.scalar == Scalar(text: "nil", style: .plain, resolved: .string))
        let phase = try #require(node.entries?[4].value.entries?[0].value)
        #expect(phase.location == loc(15, 5))
        #expect(phase.elements?[1].location == loc(16, 7))
    }

    @Test func resolvesPlainScalarsByTheCoreSchema() throws {
        let node = try #require(read("[1, -2, 0x1F, 1.5, .5, 1., .inf, -.Inf, .nan, true, FALSE, null, ~, word, 1.0e+3]\n"))
        let resolved = node.elements?.compactMap(\.scalar?.resolved)
        #expect(resolved == [.int, .int, .int, .float, .float, .float, .float, .float, .float, .bool, .bool, .null, .null,
                             .string, .float])
        #expect(node.elements?[2].scalar?.text == "0x1F")
        #expect(NodeJSON.encode(node).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined() ==
            #"[1,-2,31,1.5,0.5,1.0,".inf","-.inf",".nan",true,false,null,null,"word",1000.0]"#)
    }

    @Test func emptyValuesAreNull() throws {
        let node = try #require(read("a:\nb: # comment\nc: [x, ]\nd: {e: }\n"))
        #expect(node.entries?[0].value.scalar?.resolved == .null)
        #expect(node.entries?[0].value.location == loc(1, 3))
        #expect(node.entries?[1].value.scalar?.resolved == .null)
        #expect(node.entries?[2].value.elements?.count == 1)
        #expect(node.entries?[3].value.entries?[0].value.scalar?.resolved == .null)
    }

    @Test func emptyDocumentsAreNullAtTheStart() throws {
        for text in ["", "\n\n", "# only a comment\n", "---\n", "---\n# c\n"] {
            let node = try #require(read(text))
            #expect(node.scalar?.resolved == .null)
            #expect(node.location == loc(1, 1))
        }
    }

    @Test func readsBlockScalarsWithChomping() throws {
        let text = "a: |\n  x\n   y\n\n\nb: >-\n  one\n  two\n\n  three\nc: |+\n  k\n\nd: |2-\n   lead\ne: >\n  f\n    g\n  h\n"
        let values = try #require(read(text)?.entries).map { $0.value.scalar?.text }
        #expect(values == ["x\n y\n", "one two\nthree", "k\n\n", " lead", "f\n  g\nh\n"])
        #expect(try #require(read(text)?.entries?[1].value.scalar?.style) == .folded)
    }

    @Test func readsQuotedScalarsWithEveryEscape() throws {
        let text = #"a: "\0\a\b\t\n\v\f\r\e\ \"\/\\\N\_\L\P\x41\u00e9\U0001F600""# + "\nb: 'it''s'\n"
        let entries = try #require(read(text)?.entries)
        #expect(entries[0].value.scalar?.text == "\0\u{07}\u{08}\t\n\u{0B}\u{0C}\r\u{1B} \"/\\\u{85}\u{A0}\u{2028}\u{2029}Aé😀")
        #expect(entries[1].value.scalar == Scalar(text: "it's", style: .singleQuoted, resolved: .string))
    }

    @Test func readsSequencesInEveryLayout() throws {
        let text = "a:\n- x\n- y\nb:\n  - k: 1\n    l: 2\n  - - n\n    - m\n  -\n    deep: true\n  -\n"
        #expect(NodeJSON.encode(try #require(read(text))).filter { !$0.isWhitespace } ==
            #"{"a":["x","y"],"b":[{"k":1,"l":2},["n","m"],{"deep":true},null]}"#)
    }

    @Test func readsMultiLineFlowCollections() throws {
        let text = "a: [\n    1,\n    {b: c,\n     d: [e]},\n  ]\n"
        #expect(NodeJSON.encode(try #require(read(text))).filter { !$0.isWhitespace } == #"{"a":[1,{"b":"c","d":["e"]}]}"#)
    }

    @Test func plainValuesKeepHashesAndColonsThatAreNoIndicators() throws {
        let entries = try #require(read("a: b#c # comment\nb: http://x.y/z?q=1\nc: -x\n")?.entries)
        #expect(entries.map { $0.value.scalar?.text } == ["b#c", "http://x.y/z?q=1", "-x"])
    }

    @Test func readsCRLFAndAByteOrderMark() throws {
        let bytes = UTF8Check.byteOrderMark + Array("a: 1\r\nb: |\r\n  x\r\n".utf8)
        let (node, messages) = ParseTestSupport.read(bytes: bytes)
        #expect(messages.isEmpty)
        #expect(node?.entries?[1].value.scalar?.text == "x\n")
        #expect(node?.entries?[1].keyLocation == loc(2, 1))
        #expect(node?.entries?[0].keyLocation == loc(1, 1))
    }
}
