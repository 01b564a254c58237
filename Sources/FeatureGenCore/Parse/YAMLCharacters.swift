/// The character check run before parsing: YAML allows only printable characters, and a few
/// characters (NEL, LS, PS) are line breaks in YAML 1.1 but not in YAML 1.2, so they are refused.
extension YAMLParser {
    /// Reports every refused character (up to a limit); the caller stops if any was found.
    func checkCharacters() {
        var reported = 0
        var i = UTF8Check.hasByteOrderMark(bytes) ? 3 : 0
        while i < bytes.count, reported < 20 {
            let b0 = bytes[i]
            var problem: String?
            var length = 1
            switch b0 {
            case .tab, .newline:
                break
            case .carriageReturn:
                if byte(i + 1) != .newline {
                    problem = "a carriage return must be followed by a line feed; use LF or CRLF line endings"
                }
            case 0x00..<0x20, 0x7F:
                problem = "control character \(codePointName(UInt32(b0))) is not allowed in YAML"
            case 0xC2 where byte(i + 1) >= 0x80 && byte(i + 1) <= 0x9F:
                length = 2
                let value = UInt32(byte(i + 1))
                problem = value == 0x85
                    ? "U+0085 (next line) is a line break in YAML 1.1 but not in YAML 1.2; remove it"
                    : "control character \(codePointName(value)) is not allowed in YAML"
            case 0xE2 where byte(i + 1) == 0x80 && (byte(i + 2) == 0xA8 || byte(i + 2) == 0xA9):
                length = 3
                let name = byte(i + 2) == 0xA8 ? "U+2028 (line separator)" : "U+2029 (paragraph separator)"
                problem = "\(name) is a line break in YAML 1.1 but not in YAML 1.2; remove it"
            case 0xEF where byte(i + 1) == 0xBB && byte(i + 2) == 0xBF:
                length = 3
                problem = "a byte order mark is only allowed at the start of the file"
            case 0xEF where byte(i + 1) == 0xBF && (byte(i + 2) == 0xBE || byte(i + 2) == 0xBF):
                length = 3
                problem = "\(byte(i + 2) == 0xBE ? "U+FFFE" : "U+FFFF") is not a character and is not allowed in YAML"
            default:
                break
            }
            if let problem {
                report(problem, at: i)
                reported += 1
            }
            i += length
        }
    }
}
