import Mustache

/// What the TCA templates write that can outgrow 100 columns, laid out as `swift format` keeps it.
enum TCALayout {
    static func layout(_ context: inout [String: MustacheValue]) {
        let client = context["serviceProperty"]?.stringValue ?? "client"
        context["requirements"] = map(context["requirements"]) { requirement in
            requirement["endpointLines"] = .lines(endpoint(requirement))
            // In `liveValue`, the skeleton's statement sits at 6 columns.
            requirement["skeletonLines"] = .lines(SwiftLayout.lines(requirement.string("skeletonBody"), indent: 6))
        }
        let feature = context["feature"]?.stringValue ?? ""
        context["effectFunctions"] = map(context["effectFunctions"]) { function in
            let parameters = function.list("parameters").map { $0.objectValue.string("declaration") }
            function["signatureLines"] = .lines(
                declaration("private func \(function.string("name"))", parameters, " -> Effect<Action> {", indent: 2))
            var call = "await \(client).\(function.string("call"))"
            if function.bool("isThrowing") { call = "try " + call }
            if function.bool("bindsResponse") { call = "let \(function.string("responseName")) = " + call }
            if function.bool("discardsResult") { call = "_ = " + call }
            var callLines = SwiftLayout.lines(call, indent: 6)
            if function.bool("isStream") {
                let loop = "for \(function.bool("isThrowing") ? "try " : "")await \(function.string("elementName")) in "
                let stream = "await \(client).\(function.string("call"))"
                callLines = [loop + stream + " {"]
                // Too long for one line: the stream gets a name first, as `swift format` cannot break a
                // `for … in` head the way it breaks a call.
                if SwiftLayout.columns(callLines[0], indent: 6) > SwiftLayout.width {
                    let taken = Set(function.list("parameters").map { $0.objectValue.string("name") })
                    var name = "stream"
                    while taken.contains(name) { name += "Value" }
                    callLines = SwiftLayout.lines("let \(name) = " + stream, indent: 6) + [loop + name + " {"]
                }
            }
            function["callLines"] = .lines(callLines)
        }
        for list in ["actions", "results"] {
            context[list] = map(context[list]) { message in
                message["caseLines"] = .lines(SwiftLayout.lines("case " + message.string("caseDeclaration"), indent: 4))
            }
        }
        let access = context["access"]?.stringValue ?? ""
        context["hooks"] = map(context["hooks"]) { hook in
            let name = hook.string("transitionName")
            let values = hook.list("payloadValues").map { "\($0.objectValue.string("name")): \($0.objectValue.string("type"))" }
            hook["requirementLines"] = .lines(
                declaration("func \(name)", ["state: inout \(feature)Feature.State"] + values, "", indent: 2))
            hook["methodLines"] = .lines(declaration("\(access)func \(name)", ["state: inout State"] + values, " {", indent: 2))
        }
        context["fields"] = map(context["fields"]) { field in
            // In `State`, at 4 columns.
            let initial = field["stateDefault"]?.stringValue.map { " = " + $0 } ?? ""
            let declaration = "\(access)var \(field.string("name")): \(field.string("type"))\(initial)"
            field["declarationLines"] = .lines(statement(declaration, indent: 4))
        }
        context["messages"] = map(context["messages"]) { message in
            message["caseLines"] = .lines(casePattern(message.string("casePattern"), indent: 6))
            if message.bool("isHook") {
                let values = message.list("payloadValues").map { value in
                    "\(value.objectValue.string("argumentLabel")): \(value.objectValue.string("name"))"
                }
                let call = "self.\(message.string("transitionName"))(\((["state: &state"] + values).joined(separator: ", ")))"
                message["hookCallLines"] = .lines(SwiftLayout.lines(call, indent: 8))
            }
            message["assignments"] = map(message["assignments"]) { assignment in
                let assigned = "state.\(assignment.string("field")) = \(assignment.string("value"))"
                assignment["lines"] = .lines(statement(assigned, indent: 8))
            }
            guard case .string(let call)? = message["effectCall"] else { return }
            message["effectCallLines"] = .lines(SwiftLayout.lines("return " + call, indent: 8))
            message["mergedEffectCallLines"] = .lines(SwiftLayout.lines(call, indent: 10))
        }
    }

    /// A statement at `indent`: its last parenthesised list broken if that makes it fit, else (an
    /// assignment or a declaration with a value) broken after its first ` = `.
    private static func statement(_ text: String, indent: Int) -> [String] {
        let laidOut = SwiftLayout.lines(text, indent: indent)
        if indent + laidOut[0].count <= 100 { return laidOut }
        guard let equals = text.range(of: " = ") else { return laidOut }
        let value = String(text[equals.upperBound...])
        return [text[..<equals.lowerBound] + " ="] + SwiftLayout.lines(value, indent: indent + 2).map { "  " + $0 }
    }

    /// `case .edited(let name, let bio):` at `indent`, its bindings on the next lines when too long.
    private static func casePattern(_ pattern: String, indent: Int) -> [String] {
        let line = "case \(pattern):"
        guard indent + line.count > 100, let open = pattern.firstIndex(of: "("), pattern.hasSuffix(")") else {
            return [line]
        }
        let bindings = pattern[pattern.index(after: open)..<pattern.index(before: pattern.endIndex)]
            .components(separatedBy: ", ")
        let head = "case " + pattern[...open]
        let together = bindings.joined(separator: ", ")
        if indent + 2 + together.count + 2 <= 100 { return [head, "  " + together + "):"] }
        return [head] + bindings.enumerated().map { index, binding in
            "  " + binding + (index == bindings.count - 1 ? "):" : ",")
        }
    }

    /// `head(parameters)tail` at `indent` columns: on one line, or broken after `(` with the parameters
    /// on one line, or one a line, and `)` starting the last line.
    private static func declaration(_ head: String, _ parameters: [String], _ tail: String, indent: Int) -> [String] {
        let together = parameters.joined(separator: ", ")
        if indent + head.count + together.count + tail.count + 2 <= 100 { return ["\(head)(\(together))\(tail)"] }
        if indent + 2 + together.count <= 100 { return [head + "(", "  " + together, ")" + tail] }
        return [head + "("] + parameters.enumerated().map { index, parameter in
            "  " + parameter + (index == parameters.count - 1 ? "" : ",")
        } + [")" + tail]
    }

    /// `var searchItems: @Sendable (…) async throws -> [Item]`, with its placeholder body, at 2 columns.
    private static func endpoint(_ requirement: [String: MustacheValue]) -> [String] {
        let declaration = "var \(requirement.string("function")): \(requirement.string("closureType"))"
        var body: String?
        if requirement.bool("needsPlaceholder") {
            let wildcards = requirement.list("closureParameters").map { _ in "_" }.joined(separator: ", ")
            body = (wildcards.isEmpty ? "" : wildcards + " in ") + (requirement["placeholder"]?.stringValue ?? "fatalError()")
        }
        let initializer = body.map { " = { \($0) }" } ?? ""
        if 2 + declaration.count + initializer.count <= 100 { return [declaration + initializer] }
        // `var name: Type =` fits: the closure on the next line, as `swift format` keeps it.
        if let body, 2 + declaration.count + 2 <= 100, 4 + body.count + 4 <= 100, !body.contains("\n") {
            return [declaration + " =", "  { \(body) }"]
        }
        if let body, 2 + declaration.count + 4 <= 100 { return [declaration + " = {", "  " + body, "}"] }
        let type = requirement.string("closureType")
        if 4 + type.count + initializer.count <= 100 {
            return ["var \(requirement.string("function")):", "  " + type + initializer]
        }
        // `@Sendable (` / the parameters / `) async throws -> T`, as `SwiftLayout` breaks the type.
        return ["var \(requirement.string("function")):"] + SwiftLayout.lines(type + initializer, indent: 4).map { "  " + $0 }
    }

    private static func map(
        _ value: MustacheValue?, _ change: (inout [String: MustacheValue]) -> Void
    ) -> MustacheValue {
        guard case .array(let items)? = value else { return value ?? .null }
        return .array(items.map { item in
            var object = item.objectValue
            change(&object)
            return .object(object)
        })
    }
}

extension Dictionary where Key == String, Value == MustacheValue {
    fileprivate func string(_ key: String) -> String { self[key]?.stringValue ?? "" }
    fileprivate func bool(_ key: String) -> Bool { if case .bool(true)? = self[key] { true } else { false } }
    fileprivate func list(_ key: String) -> [MustacheValue] { if case .array(let items)? = self[key] { items } else { [] } }
}

extension MustacheValue {
    fileprivate var stringValue: String? { if case .string(let text) = self { text } else { nil } }
}
