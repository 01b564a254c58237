import Foundation
import Testing
@testable import FeatureGenCore

@Suite struct JSONReaderTests {
    @Test func readsValuesWithTypesAndLocations() throws {
        let text = "{\n  \"a\": [1, -0.5e3, true, null, \"x\\u00e9\\ud83d\\ude00\\n\"],\n  \"b\": {}\n}\n"
        let (node, messages) = ParseTestSupport.read(text, path: "s.json")
        #expect(messages.isEmpty)
        let entries = try #require(node?.entries)
        #expect(entries.map(\.key) == ["a", "b"])
        #expect(entries[0].keyLocation == FeatureGenCore.SourceLocation(path: "s.json", line: 2, column: 3))
        let list = try #require(entries[0].value.elements)
        #expect(list.map { $0.scalar?.resolved } == [.int, .float, .bool, .null, .string])
        #expect(list[1].scalar == Scalar(text: "-0.5e3", style: .plain, resolved: .float))
        #expect(list[4].scalar == Scalar(text: "xé😀\n", style: .doubleQuoted, resolved: .string))
        #expect(list[4].location == FeatureGenCore.SourceLocation(path: "s.json", line: 2, column: 32))
        #expect(entries[1].value.entries == [])
    }

    /// RFC 8259: a JSON text is one value; an empty, blank or byte-order-mark-only file has none.
    @Test func emptyInputIsRefused() throws {
        for text in ["", " \n", "\u{FEFF}", "\u{FEFF} "] {
            let (node, messages) = ParseTestSupport.read(text, path: "e.json")
            #expect(node == nil)
            #expect(messages == ["e.json:1:1: error: the file holds no JSON value; a JSON file is one value, such as `{}`"])
        }
    }

    @Test func numbersOutOfRangeAreRefused() throws {
        let (node, messages) = ParseTestSupport.read("[1e400]", path: "n.json")
        #expect(node == nil)
        #expect(messages == ["n.json:1:2: error: number `1e400` is out of range"])
    }

    @Test func dumpKeepsOrderAndEscapes() throws {
        let text = #"{"z": 1, "a": "q\"\\\t\u0001", "m": [0x]}"#
        #expect(ParseTestSupport.read(text, path: "d.json").node == nil)
        let node = try #require(ParseTestSupport.read(#"{"z": 1, "a": "q\"\\\t\u0001", "m": [1E2, []]}"#, path: "d.json").node)
        #expect(NodeJSON.encode(node) == """
            {
              "z": 1,
              "a": "q\\"\\\\\\t\\u0001",
              "m": [
                100.0,
                []
              ]
            }

            """)
    }
}

@Suite struct SpecReaderTests {
    @Test func refusesInvalidUTF8AtTheFirstBadByte() {
        let (node, messages) = ParseTestSupport.read(bytes: Array("a: 1\nb: x".utf8) + [0xC3, 0x28], path: "u.yml")
        #expect(node == nil)
        #expect(messages == ["u.yml:2:5: error: the file is not valid UTF-8"])
    }

    @Test func picksTheFormatByExtension() {
        #expect(ParseTestSupport.read("a: 1\n", path: "x.JSON").node == nil)
        #expect(ParseTestSupport.read("{\"a\": 1}", path: "x.yml").node?.entries?.first?.key == "a")
    }

    @Test func readsFilesAndThrowsForUnreadableOnes() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("specreader-\(UUID().uuidString).feature.yml")
        try Data("feature: Order\n".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let diagnostics = DiagnosticCollector()
        let node = try SpecReader.read(path: url.path, diagnostics: diagnostics)
        #expect(node?.entries?.first?.value.scalar?.text == "Order")
        #expect(throws: FatalError.self) {
            try SpecReader.read(path: url.path + ".missing", diagnostics: diagnostics)
        }
    }

    @Test func refusesHugeInputs() {
        let big = [UInt8](repeating: UInt8(ascii: " "), count: ReaderLimits.maxBytes + 1)
        let (node, messages) = ParseTestSupport.read(bytes: big, path: "big.yml")
        #expect(node == nil)
        #expect(messages == ["big.yml:1:1: error: the file is larger than 8 MiB"])
    }
}
