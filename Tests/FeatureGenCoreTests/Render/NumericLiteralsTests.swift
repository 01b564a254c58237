import Testing

@testable import FeatureGenCore

/// A spec's long numbers are grouped as `swift format lint --strict` asks (`GroupNumericLiterals`):
/// decimal from 7 digits by 3, hexadecimal from 8 by 4; nothing else changes.
@Suite struct NumericLiteralsTests {
    @Test(arguments: [
        ("1700000000", "1_700_000_000"), ("1234567", "1_234_567"), ("0x12345678", "0x1234_5678"),
        ("0xDEADBEEF01", "0xDE_ADBE_EF01"),
    ])
    func longLiteralsAreGrouped(_ literal: String, _ grouped: String) {
        #expect(NumericLiterals.group(literal) == grouped)
    }

    @Test(arguments: ["123456", "0x1234567", "1_700000000", "0b1010101010101010"])
    func shortOrGroupedOrOtherLiteralsStay(_ literal: String) {
        #expect(NumericLiterals.group(literal) == nil)
    }

    @Test func onlyIntegerLiteralsInCodeChange() {
        let source = """
            let createdAt = -1700000000  // 1700000000 in a comment stays
            let text = "1700000000"
            let seconds = 1700000000.5
            let both = [9999999, 12]

            """
        #expect(NumericLiterals.grouped(source) == """
            let createdAt = -1_700_000_000  // 1700000000 in a comment stays
            let text = "1700000000"
            let seconds = 1700000000.5
            let both = [9_999_999, 12]

            """)
        let plain = "let count = 123456\n"
        #expect(NumericLiterals.grouped(plain) == plain)
    }
}
