import Testing
@testable import FeatureGenCore

/// A spec saved as UTF-16 or UTF-32 is named as such, not reported as a NUL control character on every
/// other column (without a byte order mark, UTF-16 of ASCII text is valid UTF-8 full of NULs).
@Suite struct WideEncodingTests {
    private static let spec = "feature: Order\nstate:\n  a: Int = 0\n"

    private static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        text.utf16.flatMap { unit in
            let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            return bigEndian ? pair.reversed() : pair
        }
    }

    private static func utf32(_ text: String, bigEndian: Bool) -> [UInt8] {
        text.unicodeScalars.flatMap { scalar in
            let bytes = (0..<4).map { UInt8((scalar.value >> (8 * $0)) & 0xFF) }
            return bigEndian ? bytes.reversed() : bytes
        }
    }

    @Test(arguments: ["t.yml", "t.json"])
    func utf16WithoutAByteOrderMarkIsNamed(path: String) {
        let text = path.hasSuffix(".json") ? "{\"feature\": \"Order\"}\n" : Self.spec
        for (bigEndian, name) in [(false, "UTF-16LE"), (true, "UTF-16BE")] {
            let (node, messages) = ParseTestSupport.read(bytes: Self.utf16(text, bigEndian: bigEndian), path: path)
            #expect(node == nil)
            #expect(messages == ["\(path):1:1: error: the file looks like \(name) (NUL bytes at alternate positions); save it as UTF-8"])
        }
    }

    @Test func utf16OfTextThatIsNotAllASCIIIsNamed() {
        let (_, messages) = ParseTestSupport.read(bytes: Self.utf16("feature: 注文\nstate:\n  a: Int = 0\n", bigEndian: false))
        #expect(messages == ["t.yml:1:1: error: the file looks like UTF-16LE (NUL bytes at alternate positions); save it as UTF-8"])
    }

    @Test func utf32WithoutAByteOrderMarkIsNamed() {
        for (bigEndian, name) in [(false, "UTF-32LE"), (true, "UTF-32BE")] {
            let (_, messages) = ParseTestSupport.read(bytes: Self.utf32(Self.spec, bigEndian: bigEndian))
            #expect(messages == ["t.yml:1:1: error: the file looks like \(name) (three NUL bytes in every four); save it as UTF-8"])
        }
    }

    @Test func aByteOrderMarkNamesTheEncoding() {
        let (_, messages) = ParseTestSupport.read(bytes: [0xFF, 0xFE] + Self.utf16(Self.spec, bigEndian: false))
        #expect(messages == ["t.yml:1:1: error: the file is UTF-16LE (it starts with a UTF-16LE byte order mark); save it as UTF-8"])
        let (_, big) = ParseTestSupport.read(bytes: [0xFE, 0xFF] + Self.utf16(Self.spec, bigEndian: true))
        #expect(big == ["t.yml:1:1: error: the file is UTF-16BE (it starts with a UTF-16BE byte order mark); save it as UTF-8"])
    }

    /// A stray NUL in UTF-8 text is still that control character, at its place (columns count bytes).
    @Test func aStrayNulInUTF8IsAControlCharacter() {
        let (_, messages) = ParseTestSupport.read(bytes: Array("feature: Ordér".utf8) + [0, 0x0A])
        #expect(messages == ["t.yml:1:16: error: control character U+0000 is not allowed in YAML"])
    }
}
