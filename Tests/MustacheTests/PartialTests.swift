import Mustache
import Testing

@Suite("Mustache partials and inheritance")
struct PartialTests {
    private func templates(_ sources: [String: String]) throws -> [String: MustacheTemplate] {
        var parsed: [String: MustacheTemplate] = [:]
        for (name, source) in sources { parsed[name] = try MustacheTemplate(source, name: name) }
        return parsed
    }

    /// A partial that includes itself with the same context never ends on its own: rendering
    /// stops at the depth limit (100 levels) instead of overflowing the stack.
    @Test func selfRecursivePartialStopsAtTheDepthLimit() throws {
        let partials = try templates(["loop": "x{{>loop}}"])
        let rendered = try MustacheTemplate("{{>loop}}").render(.null, partials: partials)
        #expect(rendered == String(repeating: "x", count: 100))
    }

    /// Including itself twice would take 2^100 steps within the depth limit: the expansion budget
    /// (100,000 partials in all) stops it, so rendering ends at once.
    @Test func selfRecursivePartialThatBranchesStopsAtTheExpansionBudget() throws {
        let partials = try templates(["loop": "x{{>loop}}{{>loop}}"])
        let rendered = try MustacheTemplate("{{>loop}}").render(.null, partials: partials)
        #expect(rendered.count == 100_000)
    }

    /// The partials and parents a template names, with positions, for callers that check for cycles.
    @Test func includesAreListedWithTheirPositions() throws {
        let template = try MustacheTemplate("a\n  {{>one}}{{<two}}{{/two}}\n{{>*dynamic}}", name: "t")
        #expect(template.includes == [
            .init(name: "one", line: 2, column: 3), .init(name: "two", line: 2, column: 11),
            .init(name: nil, line: 3, column: 1),
        ])
    }

    @Test func dataBoundedRecursionRendersTheWholeTree() throws {
        let partials = try templates(["node": "{{name}}({{#children}}{{>node}}{{/children}})"])
        let tree: MustacheValue = ["name": "a", "children": [
            ["name": "b", "children": [["name": "c", "children": []]]],
            ["name": "d", "children": []],
        ]]
        #expect(try MustacheTemplate("{{>node}}").render(tree, partials: partials) == "a(b(c())d())")
    }

    /// Standalone partials indent the partial's lines, but not its empty lines (no trailing
    /// whitespace in generated code) and not newlines that come from the data.
    @Test func indentedPartialInSwiftCode() throws {
        let partials = try templates(["members": "let id: ID\n\n{{#fields}}\nlet {{name}}: {{type}}\n{{/fields}}\n{{{doc}}}\n"])
        let template = try MustacheTemplate("struct State {\n    {{>members}}\n}\n")
        let context: MustacheValue = ["fields": [["name": "items", "type": "[Item]"]], "doc": "// a\n// b"]
        #expect(template.render(context, partials: partials)
            == "struct State {\n    let id: ID\n\n    let items: [Item]\n    // a\n// b\n}\n")
    }

    @Test func nestedStandalonePartialsAccumulateIndentation() throws {
        let partials = try templates(["outer": "{\n  {{>inner}}\n}\n", "inner": "a\nb\n"])
        #expect(try MustacheTemplate("  {{>outer}}").render(.null, partials: partials) == "  {\n    a\n    b\n  }\n")
    }

    @Test func missingPartialsRenderNothing() throws {
        #expect(try MustacheTemplate("[{{>nope}}][{{>*name}}][{{<nope}}{{/nope}}]").render(["name": "gone"]) == "[][][]")
    }

    @Test func dynamicPartialPicksTemplateFromData() throws {
        let partials = try templates(["struct": "struct {{name}} {}", "enum": "enum {{name}} {}"])
        let template = try MustacheTemplate("{{#types}}{{>*kind}}\n{{/types}}")
        let context: MustacheValue = ["types": [["kind": "struct", "name": "A"], ["kind": "enum", "name": "B"]]]
        #expect(template.render(context, partials: partials) == "struct A {}\nenum B {}\n")
    }

    /// A user overrides one block of a layout; the override is re-indented to where the block sits.
    @Test func blockOverrideIsReindentedAtTheBlock() throws {
        let partials = try templates(["layout": """
            struct {{name}}View: View {
                var body: some View {
                    {{$body}}
                    Text("{{name}}")
                    {{/body}}
                }
            }

            """])
        let custom = try MustacheTemplate("""
            {{<layout}}
            {{$body}}
            VStack {
                Text("custom")
            }
            {{/body}}
            {{/layout}}

            """)
        #expect(custom.render(["name": "Order"], partials: partials) == """
            struct OrderView: View {
                var body: some View {
                    VStack {
                        Text("custom")
                    }
                }
            }

            """)
        let plain = try MustacheTemplate("{{>layout}}")
        #expect(plain.render(["name": "Order"], partials: partials).contains("        Text(\"Order\")\n"))
    }

    @Test func selfReferencingBlockOverrideTerminates() throws {
        let partials = try templates(["base": "<{{$x}}base{{/x}}>"])
        let template = try MustacheTemplate("{{<base}}{{$x}}[{{$x}}inner default{{/x}}]{{/x}}{{/base}}")
        #expect(template.render(.null, partials: partials) == "<[inner default]>")
    }
}
