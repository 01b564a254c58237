import Testing
@testable import FeatureGenCore

/// One input both readers must refuse, and the exact diagnostics (with notes) they print.
struct BadInput: CustomTestStringConvertible, Sendable {
    let path: String
    let text: String
    let expected: [String]
    init(_ path: String, _ text: String, _ expected: [String]) {
        self.path = path
        self.text = text
        self.expected = expected
    }
    var testDescription: String { "\(path): \(text.debugDescription)" }
}

@Suite struct BadInputTests {
    static let cases: [BadInput] = [
        BadInput("t.yml", "a: 1\na: 2\nb: 3\nb: 4\n", [
            "t.yml:2:1: error: duplicate key `a`\nt.yml:1:1: note: first defined here",
            "t.yml:4:1: error: duplicate key `b`\nt.yml:3:1: note: first defined here",
        ]),
        BadInput("t.yml", "a: yes\nb: No\nc: on\n", [
            "t.yml:1:4: error: `yes` is a boolean in YAML 1.1 but a string in YAML 1.2; quote it",
            "t.yml:2:4: error: `No` is a boolean in YAML 1.1 but a string in YAML 1.2; quote it",
            "t.yml:3:4: error: `on` is a boolean in YAML 1.1 but a string in YAML 1.2; quote it",
        ]),
        BadInput("t.yml", "a: 0o17\nb: 017\nc: 1_000\nd: 0b101\n", [
            "t.yml:1:4: error: `0o17` is a string in YAML 1.1 but an integer in YAML 1.2; quote it",
            "t.yml:2:4: error: `017` is an octal integer in YAML 1.1 but a decimal one in YAML 1.2; remove the leading zeros or quote it",
            "t.yml:3:4: error: `1_000` is an integer in YAML 1.1 but a string in YAML 1.2; quote it",
            "t.yml:4:4: error: `0b101` is an integer in YAML 1.1 but a string in YAML 1.2; quote it",
        ]),
        BadInput("t.yml", "t: 1:30\nd: 2001-12-14\ne: 1e3\nf: 1.0e5\ng: =\n", [
            "t.yml:1:4: error: `1:30` is an integer in YAML 1.1 but a string in YAML 1.2; quote it",
            "t.yml:2:4: error: `2001-12-14` is a timestamp in YAML 1.1 but a string in YAML 1.2; quote it",
            "t.yml:3:4: error: `1e3` is a string in YAML 1.1 but a float in YAML 1.2; quote it",
            "t.yml:4:4: error: `1.0e5` is a string in YAML 1.1 but a float in YAML 1.2; quote it",
            "t.yml:5:4: error: `=` is a special value in YAML 1.1 but a string in YAML 1.2; quote it",
        ]),
        BadInput("t.yml", "call: search(query: String) async throws -> [Order]\n", [
            "t.yml:1:19: error: YAML reads `: ` inside a plain value as a mapping; quote the value\nt.yml:1:7: note: write it as `\"search(query: String) async throws -> [Order]\"`",
        ]),
        BadInput("t.yml", "orders: [Order] = []\n", [
            "t.yml:1:9: error: YAML reads `[` as the start of a list; quote the value: `\"[Order] = []\"`",
        ]),
        BadInput("t.yml", "m: {a: 1} extra\n", [
            "t.yml:1:4: error: YAML reads `{` as the start of a mapping; quote the value: `\"{a: 1} extra\"`",
        ]),
        BadInput("t.yml", "a: &anchor 1\nb: *anchor\n", [
            "t.yml:1:4: error: anchors (`&`) are not supported",
            "t.yml:2:4: error: aliases (`*`) are not supported",
        ]),
        BadInput("t.yml", "a: !!str 1\n", [
            "t.yml:1:4: error: tags (`!`) are not supported",
        ]),
        BadInput("t.yml", "%YAML 1.2\n---\na: 1\n", [
            "t.yml:1:1: error: directives (`%YAML`, `%TAG`) are not supported",
        ]),
        BadInput("t.yml", "a: 1\n---\nb: 2\n", [
            "t.yml:2:1: error: several documents in one file are not supported; `---` may only be the first line",
        ]),
        BadInput("t.yml", "a: 1\n...\n", [
            "t.yml:2:1: error: document end markers (`...`) are not supported",
        ]),
        BadInput("t.yml", "? complex\n: value\n", [
            "t.yml:1:1: error: complex keys (`?`) are not supported",
        ]),
        BadInput("t.yml", "a:\n\tb: 1\n", [
            "t.yml:2:1: error: tabs cannot be used for indentation; use spaces",
        ]),
        BadInput("t.yml", "a: 1\t\n", [
            "t.yml:1:5: error: tabs are only allowed inside quoted values, block scalars and comments",
        ]),
        BadInput("t.yml", "1: one\ntrue: yes-no\nnull: x\n", [
            "t.yml:1:1: error: the key `1` is read as an integer; keys must be strings, so quote it: `\"1\"`",
            "t.yml:2:1: error: the key `true` is read as a boolean; keys must be strings, so quote it: `\"true\"`",
            "t.yml:3:1: error: the key `null` is read as null; keys must be strings, so quote it: `\"null\"`",
        ]),
        BadInput("t.yml", "<<: {a: 1}\n", [
            "t.yml:1:1: error: merge keys (`<<`) are not supported",
        ]),
        BadInput("t.yml", "a: @handle\nb: `cmd`\n", [
            "t.yml:1:4: error: `@` is reserved in YAML; quote the value",
            "t.yml:2:4: error: the backtick is reserved in YAML; quote the value",
        ]),
        BadInput("t.yml", "a: 1\n  b: 2\n", [
            "t.yml:2:3: error: a plain value cannot span several lines; quote it or use `>`",
        ]),
        BadInput("t.yml", "a:\n    b: 1\n  c: 2\n", [
            "t.yml:3:3: error: wrong indentation: this line should start at column 1, like the other keys of this mapping",
        ]),
        BadInput("t.yml", "text: first line\n  second line\n", [
            "t.yml:2:3: error: a plain value cannot span several lines; quote it or use `>`",
        ]),
        BadInput("t.yml", "a: \"unterminated\n", [
            "t.yml:1:4: error: unterminated quoted value",
        ]),
        BadInput("t.yml", "a: \"multi\n  line\"\n", [
            "t.yml:1:4: error: a quoted value must end on the line it starts on; use `|` or `>` for text over several lines",
        ]),
        BadInput("t.yml", "a: 'x' y\n", [
            "t.yml:1:8: error: unexpected text after the quoted value",
        ]),
        BadInput("t.yml", "a: \"\\q\"\n", [
            "t.yml:1:5: error: unknown escape `\\q` in a double-quoted value",
        ]),
        BadInput("t.yml", "a: \"\\uD800\"\n", [
            "t.yml:1:5: error: `\\uD800` is not a valid Unicode code point",
        ]),
        BadInput("t.yml", "a: - b\n", [
            "t.yml:1:4: error: a list cannot start on the same line as its key; put the `- ` items on the next lines",
        ]),
        BadInput("t.yml", "a: b: c\n", [
            "t.yml:1:5: error: YAML reads `: ` inside a plain value as a mapping; quote the value\nt.yml:1:4: note: write it as `\"b: c\"`",
        ]),
        BadInput("t.yml", "- a\nb: 1\n", [
            "t.yml:2:1: error: expected a `- ` item, like the other lines of this list at this indentation",
        ]),
        BadInput("t.yml", "a: [1, 2\n", [
            "t.yml:2:1: error: unterminated list: `[` has no matching `]`\nt.yml:1:4: note: opened here",
        ]),
        BadInput("t.yml", "a: {x: 1, y}\n", [
            "t.yml:1:12: error: expected `:` after the key `y`; every entry of `{…}` needs `key: value`\nt.yml:1:4: note: YAML reads `{` as the start of a mapping; if this is text, quote it: `\"{x: 1, y}\"`",
        ]),
        BadInput("t.yml", "a: [x: 1]\n", [
            "t.yml:1:6: error: a `key: value` pair inside `[…]` is not supported; write `{key: value}`\nt.yml:1:4: note: YAML reads `[` as the start of a list; if this is text, quote it: `\"[x: 1]\"`",
        ]),
        BadInput("t.yml", "a: |0\n  x\n", [
            "t.yml:1:5: error: the indentation indicator of a block scalar must be between 1 and 9",
        ]),
        BadInput("t.yml", "a: |\n    \n  x\n", [
            "t.yml:3:1: error: a leading empty line of this block scalar has more spaces than its first line; remove them or add an indentation indicator",
        ]),
        BadInput("t.yml", "a: [1,#c\n  ]\n", [
            "t.yml:1:7: error: `#` starts a comment only after a space\nt.yml:1:4: note: YAML reads `[` as the start of a list; if this is text, quote it: `\"[1,#c\"`",
        ]),
        BadInput("t.yml", "a: {b: [1], c: [2,\n3]}\n", [
            "t.yml:2:1: error: wrong indentation: lines inside `[…]` or `{…}` must be indented more than the key they belong to",
        ]),
        BadInput("t.yml", "a: [b\n   c]\n", [
            "t.yml:2:4: error: a plain value cannot span several lines; quote it",
        ]),
        BadInput("t.yml", "a: [?x]\n", [
            "t.yml:1:5: error: a plain value inside `[…]` or `{…}` cannot start with `?`; quote the value",
        ]),
        BadInput("t.yml", "a: {b?c: 1}\n", [
            "t.yml:1:6: error: `?` inside a plain value in `[…]` or `{…}` is read differently by YAML 1.1; quote the value",
        ]),
        BadInput("t.yml", "a: x\u{2028}y\n", [
            "t.yml:1:5: error: U+2028 (line separator) is a line break in YAML 1.1 but not in YAML 1.2; remove it",
        ]),
        BadInput("t.yml", "a: 1\rb: 2\n", [
            "t.yml:1:5: error: a carriage return must be followed by a line feed; use LF or CRLF line endings",
        ]),
        BadInput("t.yml", "[a]: b\n", [
            "t.yml:1:1: error: a list or mapping cannot be a key; keys are strings",
        ]),
        BadInput("t.yml", "\"a\":1\n", [
            "t.yml:1:4: error: unexpected text after the quoted value",
        ]),
        BadInput("t.yml", "a: \"x\"#c\n", [
            "t.yml:1:7: error: `#` starts a comment only after a space",
        ]),
        BadInput("t.yml", "a: |x\n  y\n", [
            "t.yml:1:5: error: unexpected `x` after `|`; expected `-`, `+`, a digit or the end of the line",
        ]),
        BadInput("t.yml", "a:\n  - b\n  c: 1\n", [
            "t.yml:3:3: error: expected a `- ` item, like the other lines of this list at this indentation",
        ]),
        BadInput("t.yml", "a: 1\n b: 2\n", [
            "t.yml:2:2: error: a plain value cannot span several lines; quote it or use `>`",
        ]),
        BadInput("t.yml", "| \n  x\n", [
            "t.yml:1:1: error: a block scalar cannot be the whole document",
        ]),
        BadInput("t.yml", "a: {b: 1, b: 2}\n", [
            "t.yml:1:11: error: duplicate key `b`\nt.yml:1:5: note: first defined here",
        ]),
        BadInput("t.yml", "a: [1, {b: yes}]\n", [
            "t.yml:1:12: error: `yes` is a boolean in YAML 1.1 but a string in YAML 1.2; quote it",
        ]),
        BadInput("t.yml", "key: 1\n  # comment\n   more: 2\n", [
            "t.yml:3:4: error: a plain value cannot span several lines; quote it or use `>`",
        ]),
        BadInput("t.yml", "a: \"ok\"\nb: 'ok'\n\"a\": dup\n", [
            "t.yml:3:1: error: duplicate key `a`\nt.yml:1:1: note: first defined here",
        ]),
        BadInput("t.yml", "a: [1, 2] # ok\nb: {c: [d, e]] \n", [
            "t.yml:2:14: error: expected `,` or `}` after a mapping entry\nt.yml:2:4: note: YAML reads `{` as the start of a mapping; if this is text, quote it: `\"{c: [d, e]]\"`",
        ]),
        BadInput("t.yml", "a: {]\n", [
            "t.yml:1:5: error: unexpected `]`; expected a value\nt.yml:1:4: note: YAML reads `{` as the start of a mapping; if this is text, quote it: `\"{]\"`",
        ]),
        BadInput("t.yml", "a: ,x\n", [
            "t.yml:1:4: error: a plain value cannot start with `,`; quote the value",
        ]),
        BadInput("t.yml", "x: |\n  a\n\tb\n", [
            "t.yml:3:1: error: tabs cannot be used for indentation; use spaces",
        ]),
        BadInput("t.json", "{\"a\": 1, \"a\": 2, \"b\": 1, \"b\": 3}", [
            "t.json:1:10: error: duplicate key `a`\nt.json:1:2: note: first defined here",
            "t.json:1:26: error: duplicate key `b`\nt.json:1:18: note: first defined here",
        ]),
        BadInput("t.json", "{\"a\": 1,}", [
            "t.json:1:9: error: trailing commas are not allowed in JSON",
        ]),
        BadInput("t.json", "[1, 2,]", [
            "t.json:1:7: error: trailing commas are not allowed in JSON",
        ]),
        BadInput("t.json", "{\"a\" 1}", [
            "t.json:1:6: error: expected `:` after the key `a`",
        ]),
        BadInput("t.json", "{\"a\": 1 \"b\": 2}", [
            "t.json:1:9: error: expected `,` or `}` after an object member",
        ]),
        BadInput("t.json", "[1 2]", [
            "t.json:1:4: error: expected `,` or `]` after an array element",
        ]),
        BadInput("t.json", "{\"a\": \"unterminated", [
            "t.json:1:7: error: unterminated string",
        ]),
        BadInput("t.json", "{\"a\": \"\\q\"}", [
            "t.json:1:8: error: invalid escape `\\q` in a string",
        ]),
        BadInput("t.json", "{\"a\": \"\\uD800\"}", [
            "t.json:1:8: error: lone surrogate `\\uD800` in a string",
        ]),
        BadInput("t.json", "{\"a\": \"\\uDC00x\"}", [
            "t.json:1:8: error: lone surrogate `\\uDC00` in a string",
        ]),
        BadInput("t.json", "{\"a\": 01}", [
            "t.json:1:7: error: numbers cannot have leading zeros in JSON",
        ]),
        BadInput("t.json", "{\"a\": NaN}", [
            "t.json:1:7: error: invalid value `NaN`\nt.json:1:7: note: JSON has no NaN or infinity",
        ]),
        BadInput("t.json", "{\"a\": nil}", [
            "t.json:1:7: error: invalid value `nil`\nt.json:1:7: note: JSON writes nothing as `null`",
        ]),
        BadInput("t.json", "{\"a\": 1.}", [
            "t.json:1:9: error: invalid number: expected a digit after `.`",
        ]),
        BadInput("t.json", "{\"a\": -}", [
            "t.json:1:8: error: invalid number: expected a digit after `-`",
        ]),
        BadInput("t.json", "{a: 1}", [
            "t.json:1:2: error: expected a string key in double quotes",
        ]),
        BadInput("t.json", "{\"a\": 1} x", [
            "t.json:1:10: error: unexpected text after the JSON value",
        ]),
        BadInput("t.json", "// comment\n{}", [
            "t.json:1:1: error: unexpected character `/`; expected a value\nt.json:1:1: note: JSON has no comments",
        ]),
        BadInput("t.json", "{\"a\": \"x\ty\"}", [
            "t.json:1:9: error: control character U+0009 must be escaped in a string",
        ]),
        BadInput("t.json", "[", [
            "t.json:1:2: error: unexpected end of file; expected a value",
        ]),
        BadInput("t.json", "{\"a\": True}", [
            "t.json:1:7: error: invalid value `True`\nt.json:1:7: note: JSON booleans are `true` and `false`",
        ]),
        BadInput("t.json", "{\"a\": 'x'}", [
            "t.json:1:7: error: unexpected character `'`; expected a value\nt.json:1:7: note: strings in JSON are written in double quotes",
        ]),
        BadInput("t.json", "{\"a\": 1e}", [
            "t.json:1:9: error: invalid number: expected a digit in the exponent",
        ]),
    ]

    @Test(arguments: cases)
    func refusedWithExactDiagnostics(_ input: BadInput) {
        let (node, messages) = ParseTestSupport.read(input.text, path: input.path)
        #expect(node == nil)
        #expect(messages == input.expected)
    }
}
