import Mustache
import Testing

@Suite("Mustache rendering")
struct RenderingTests {
    private func render(_ source: String, _ context: MustacheValue, partials: [String: String] = [:]) throws -> String {
        var parsed: [String: MustacheTemplate] = [:]
        for (name, partial) in partials { parsed[name] = try MustacheTemplate(partial, name: name) }
        return try MustacheTemplate(source).render(context, partials: parsed)
    }

    @Test func swiftCodeTemplateHasNoBlankLinesFromStandaloneTags() throws {
        let template = """
            enum Action: Equatable {
            {{#cases}}
                case {{name}}
            {{/cases}}
            {{^cases}}
                // no actions
            {{/cases}}
            }

            """
        let context: MustacheValue = ["cases": [["name": "load"], ["name": "loaded"], ["name": "failed"]]]
        #expect(try render(template, context) == "enum Action: Equatable {\n    case load\n    case loaded\n    case failed\n}\n")
        #expect(try render(template, ["cases": []]) == "enum Action: Equatable {\n    // no actions\n}\n")
    }

    @Test func escapedAndRawInterpolation() throws {
        let context: MustacheValue = ["code": "a < b && c > \"d\" 'e'"]
        #expect(try render("{{code}}|{{{code}}}|{{& code}}", context)
            == "a &lt; b &amp;&amp; c &gt; &quot;d&quot; 'e'|a < b && c > \"d\" 'e'|a < b && c > \"d\" 'e'")
    }

    @Test func scalarsRender() throws {
        let context: MustacheValue = ["int": -42, "whole": 2.0, "fraction": 1.5, "yes": true, "no": false, "none": .null]
        #expect(try render("{{int}} {{whole}} {{fraction}} {{yes}} {{no}} [{{none}}] [{{missing}}]", context)
            == "-42 2 1.5 true false [] []")
    }

    /// Only null, false and empty lists are falsey; empty strings and zero are truthy, as in the
    /// reference implementation.
    @Test func truthiness() throws {
        let template = "{{#v}}T{{/v}}{{^v}}F{{/v}}"
        let expected: [(MustacheValue, String)] = [
            (.null, "F"), (false, "F"), ([], "F"), (true, "T"), ("", "T"), (0, "T"), (0.0, "T"), ([:], "T"), ([1], "T"),
        ]
        for (value, result) in expected {
            #expect(try render(template, ["v": value]) == result, "value \(value)")
        }
    }

    @Test func unicodeTextAndValuesPassThrough() throws {
        let context: MustacheValue = ["name": "Zoë 🦀 <日本>", "items": ["α", "β"]]
        #expect(try render("¡Hola {{name}}! {{{name}}} {{#items}}«{{.}}»{{/items}} ✓", context)
            == "¡Hola Zoë 🦀 &lt;日本&gt;! Zoë 🦀 <日本> «α»«β» ✓")
    }

    @Test func deepNestingOfSectionsAndContexts() throws {
        let depth = 300
        var context: MustacheValue = ["leaf": "bottom"]
        for _ in 0..<depth { context = ["child": context, "marker": "·"] }
        let source = String(repeating: "{{#child}}{{marker}}", count: depth) + "{{leaf}}" + String(repeating: "{{/child}}", count: depth)
        // Every level prints its marker; the leaf has none, so its marker is found one level up
        // the context stack.
        #expect(try render(source, context) == String(repeating: "·", count: depth) + "bottom")
    }

    @Test func dottedNamesAndContextStack() throws {
        let context: MustacheValue = ["feature": ["name": "Order", "service": ["type": "OrderService"]], "module": "App"]
        #expect(try render("{{feature.service.type}} {{#feature}}{{name}} in {{module}}{{/feature}} [{{feature.nope.type}}]", context)
            == "OrderService Order in App []")
    }

    @Test func literalsBuildTheExpectedValues() {
        let value: MustacheValue = ["a": [1, 2.5, "s", true], "b": [:]]
        #expect(value == .object(["a": .array([.int(1), .double(2.5), .string("s"), .bool(true)]), "b": .object([:])]))
    }

    @Test func delimiterChangeForSwiftCodeWithBraces() throws {
        let template = "{{=<% %>=}}\nfunc <%name%>() { [<%value%>] }\n"
        #expect(try render(template, ["name": "load", "value": 1]) == "func load() { [1] }\n")
    }

    @Test func renderingIsRepeatableFromOneParse() throws {
        let template = try MustacheTemplate("{{#xs}}{{.}},{{/xs}}")
        #expect(template.render(["xs": [1, 2]]) == "1,2,")
        #expect(template.render(["xs": ["a"]]) == "a,")
        #expect(template.render(.null) == "")
    }
}
