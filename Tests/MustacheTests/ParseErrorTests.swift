import Mustache
import Testing

@Suite("Mustache parse errors")
struct ParseErrorTests {
    private func parseError(_ source: String) -> String? {
        do {
            _ = try MustacheTemplate(source, name: "State.swift.mustache")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func unclosedSectionPointsAtItsOpeningTag() {
        #expect(parseError("struct S {\n  {{#fields}}\n  let {{name}}\n}\n")
            == "State.swift.mustache:2:3: error: unclosed section `#fields`: expected `/fields` before the end of the template")
    }

    @Test func mismatchedClosingTagNamesBothTags() {
        #expect(parseError("{{#a}}\n{{^b}}\n{{/a}}\n{{/b}}")
            == "State.swift.mustache:3:1: error: mismatched closing tag `/a`: expected `/b` to close `^b` from 2:1")
    }

    @Test func closingTagWithoutSection() {
        #expect(parseError("text\n  {{/items}}")
            == "State.swift.mustache:2:3: error: unexpected closing tag `/items`: no section is open")
    }

    @Test func unclosedTag() {
        #expect(parseError("let x = 1\nlet y = {{value\n")
            == "State.swift.mustache:2:9: error: unclosed tag `{{`: expected `}}`")
        #expect(parseError("{{{raw}}") == "State.swift.mustache:1:1: error: unclosed tag `{{`: expected `}}}`")
    }

    @Test func invalidDelimiterChange() {
        #expect(parseError("a\n {{=<%=}}")
            == "State.swift.mustache:2:2: error: invalid delimiter change `<%`: expected two delimiters separated by a space, like `{{=<% %>=}}`")
        #expect(parseError("{{=<% = %>=}}") != nil)
    }

    @Test func errorsAfterADelimiterChangeUseTheNewDelimiters() {
        #expect(parseError("{{=<% %>=}}\n<% name")
            == "State.swift.mustache:2:1: error: unclosed tag `<%`: expected `%>`")
    }

    @Test func emptyAndSpacedNamesAreRejected() {
        #expect(parseError("a {{ }}") == "State.swift.mustache:1:3: error: empty tag: expected a name")
        #expect(parseError("{{#first name}}{{/first name}}")
            == "State.swift.mustache:1:1: error: invalid name `first name`: names contain no whitespace")
        #expect(parseError("{{>*}}") == "State.swift.mustache:1:1: error: empty tag: expected a name")
    }

    /// Columns count UTF-8 bytes, like swiftc: `é` is two bytes, `🦀` four.
    @Test func columnsCountUTF8Bytes() {
        #expect(parseError("é🦀 {{/x}}") == "State.swift.mustache:1:8: error: unexpected closing tag `/x`: no section is open")
    }

    @Test func errorIsStructured() throws {
        let error = #expect(throws: MustacheError.self) { try MustacheTemplate("\n\n  {{#a}}", name: "t") }
        #expect(error == MustacheError(name: "t", line: 3, column: 3,
                                       message: "unclosed section `#a`: expected `/a` before the end of the template"))
    }
}
