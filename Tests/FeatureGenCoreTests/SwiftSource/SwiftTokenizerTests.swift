import Testing
@testable import FeatureGenCore

/// `kind:text` for every token except the end of file, comments included.
private func lex(_ source: String) -> [String] {
    SwiftTokenizer.tokenize(source).filter { $0.kind != .endOfFile }.map { "\($0.kind.rawValue):\($0.text)" }
}

@Suite("SwiftTokenizer")
struct SwiftTokenizerTests {
    @Test func stateDeclaration() {
        #expect(lex("@State private var orders: [Order] = []") == [
            "attribute:@State", "keyword:private", "keyword:var", "identifier:orders", "punctuation::",
            "punctuation:[", "identifier:Order", "punctuation:]", "operator:=", "punctuation:[", "punctuation:]",
        ])
    }

    @Test func nestedBlockComments() {
        #expect(lex("a /* one /* two */ still */ b") == ["identifier:a", "comment:/* one /* two */ still */", "identifier:b"])
    }

    @Test func lineAndDocComments() {
        #expect(lex("x // note\n/// doc\ny") == ["identifier:x", "comment:// note", "comment:/// doc", "identifier:y"])
    }

    @Test func unterminatedBlockCommentRunsToEnd() {
        let tokens = SwiftTokenizer.tokenize("a /* open /* */ b")
        #expect(tokens.map(\.kind) == [.identifier, .comment, .endOfFile])
        #expect(tokens[1].isUnterminated)
    }

    @Test func interpolationWithNestedParenthesesStringsAndClosures() {
        let source = #""total: \(items.map { "\($0.name)(x)" }.joined(separator: ")")) done" + 1"#
        #expect(lex(source) == [
            #"string:"total: \(items.map { "\($0.name)(x)" }.joined(separator: ")")) done""#, "operator:+", "integer:1",
        ])
    }

    @Test func multilineString() {
        let source = "let s = \"\"\"\n  line \"quoted\" \\(a + \"\"\"\n  x\n  \"\"\")\n  \"\"\"\nnext"
        let tokens = lex(source)
        #expect(tokens.count == 5)
        #expect(tokens[3].hasPrefix("string:\"\"\"") && tokens[3].hasSuffix("\"\"\""))
        #expect(tokens[4] == "identifier:next")
    }

    @Test func rawStrings() {
        #expect(lex(##"#"a "quoted" \(not) \#(yes)"# x"##) == [##"string:#"a "quoted" \(not) \#(yes)"#"##, "identifier:x"])
        #expect(lex(###"##"one "# two"## y"###) == [###"string:##"one "# two"##"###, "identifier:y"])
    }

    @Test func unterminatedStringStopsAtLineEnd() {
        let tokens = SwiftTokenizer.tokenize("let a = \"open\nlet b = 1")
        #expect(tokens[3].kind == .string && tokens[3].isUnterminated && tokens[3].text == "\"open")
        #expect(tokens[4].isKeyword("let") && tokens[4].newlineBefore)
    }

    @Test func genericsCloseOneAngleAtATime() {
        #expect(lex("Array<Dictionary<String, [Int]>>()") == [
            "identifier:Array", "operator:<", "identifier:Dictionary", "operator:<", "identifier:String",
            "punctuation:,", "punctuation:[", "identifier:Int", "punctuation:]", "operator:>", "operator:>",
            "punctuation:(", "punctuation:)",
        ])
        #expect(lex("a >> b") == ["identifier:a", "operator:>>", "identifier:b"])
        #expect(lex("Set<Int>?") == ["identifier:Set", "operator:<", "identifier:Int", "operator:>", "punctuation:?"])
        #expect(lex("KeyPath<E, [E]?>") == [
            "identifier:KeyPath", "operator:<", "identifier:E", "punctuation:,", "punctuation:[", "identifier:E",
            "punctuation:]", "punctuation:?", "operator:>",
        ])
        #expect(lex("a ?> b") == ["identifier:a", "operator:?>", "identifier:b"])
    }

    @Test func attributesWithArgumentsAndPoundDirectives() {
        #expect(lex("@AppStorage(\"key\") var k = 1\n#if DEBUG\n#Preview {}\n#endif") == [
            "attribute:@AppStorage", "punctuation:(", "string:\"key\"", "punctuation:)", "keyword:var", "identifier:k",
            "operator:=", "integer:1", "poundDirective:#if", "identifier:DEBUG", "poundDirective:#Preview",
            "punctuation:{", "punctuation:}", "poundDirective:#endif",
        ])
    }

    @Test func identifiersAndNumbers() {
        #expect(lex("`default` $0 $text 0x1F 1_000 0.5 1e3 0b101 1...5") == [
            "identifier:`default`", "identifier:$0", "identifier:$text", "integer:0x1F", "integer:1_000",
            "float:0.5", "float:1e3", "integer:0b101", "integer:1", "operator:...", "integer:5",
        ])
    }

    @Test func punctuationAndOperators() {
        #expect(lex("a?.b! -> c ?? d != !e; f = &g") == [
            "identifier:a", "punctuation:?", "punctuation:.", "identifier:b", "punctuation:!", "punctuation:->",
            "identifier:c", "operator:??", "identifier:d", "operator:!=", "punctuation:!", "identifier:e",
            "punctuation:;", "identifier:f", "operator:=", "operator:&", "identifier:g",
        ])
    }

    @Test func badBytesBecomeUnknownTokens() {
        let tokens = SwiftTokenizer.tokenize(SourceText(path: "x", bytes: [0x61, 0xFF, 0x00, 0x62, 0xC3, 0xA9]))
        #expect(tokens.map(\.kind) == [.identifier, .unknown, .unknown, .identifier, .endOfFile])
        #expect(tokens[3].text == "bé")
    }

    @Test func newlineBeforeSeesThroughComments() {
        let tokens = SwiftTokenizer.tokenize("a /* c\n */ b c").filter { $0.kind != .comment }
        #expect(tokens.map(\.newlineBefore) == [false, true, false, false])
    }

    @Test func offsetsAndLengthsCoverTheSource() {
        let source = "@State var x = \"é\" // ok"
        let tokens = SwiftTokenizer.tokenize(source)
        let bytes = Array(source.utf8)
        for token in tokens where token.kind != .endOfFile {
            #expect(String(decoding: bytes[token.offset..<token.end], as: UTF8.self) == token.text)
        }
    }
}

@Suite("SwiftTokenizer.freeIdentifiers")
struct FreeIdentifierTests {
    @Test func membersAreNotFree() {
        #expect(SwiftTokenizer.freeIdentifiers(in: "state.count + payload.total") == ["state", "payload"])
    }

    @Test func keywordsLabelsAndClosureParametersAreNotFree() {
        #expect(SwiftTokenizer.freeIdentifiers(in: "self.x ?? Order(id: 1, title: name)") == ["Order", "name"])
        #expect(SwiftTokenizer.freeIdentifiers(in: "items.filter { item in item.ok && $0 > limit }") == ["items", "limit"])
        #expect(SwiftTokenizer.freeIdentifiers(in: "flag ? a : b") == ["flag", "a", "b"])
        #expect(SwiftTokenizer.freeIdentifiers(in: "[key: value]") == ["key", "value"])
    }

    @Test func interpolationsCountButStringTextDoesNot() {
        #expect(SwiftTokenizer.freeIdentifiers(in: #""payload \(count + payload.n) done""#) == ["count", "payload"])
        #expect(SwiftTokenizer.freeIdentifiers(in: #""payload is text""#).isEmpty)
    }

    @Test func backticksAreStripped() {
        #expect(SwiftTokenizer.freeIdentifiers(in: "`default` + .none") == ["default"])
    }
}
