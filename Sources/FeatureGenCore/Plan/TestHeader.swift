/// The first lines of a generated Swift Testing test, `@Test func name() async {`, laid out as
/// `swift format` keeps them when they do not fit in 100 columns (test names made of message, call
/// and result names can be long): the brace on its own line, then the name on its own.
enum TestHeader {
    /// At 2 columns (in a suite). `title` is the string literal of a titled test; `arguments` and
    /// `argumentType` make it parameterised over `action`.
    static func lines(name: String, title: String? = nil, arguments: [String]? = nil, argumentType: String = "")
        -> [String]
    {
        var lines: [String] = []
        if let arguments {
            let list = arguments.joined(separator: ", ")
            let attribute = "@Test(arguments: [\(list)] as [\(argumentType)])"
            // An attribute on its own line counts the space before the declaration it belongs to.
            // Otherwise `SwiftLayout` breaks the arguments line as `swift format` does.
            lines += SwiftLayout.columns(attribute, indent: 2) < 100
                ? [attribute] : ["@Test(", "  arguments: [\(list)] as [\(argumentType)]", ")"]
            let parameter = "action: \(argumentType)"
            let function = "func \(name)(\(parameter)) async {"
            if 2 + function.count <= 100 {
                lines.append(function)
            } else if 2 + "func \(name)(".count <= 100 && 4 + parameter.count <= 100 {
                lines += ["func \(name)(", "  " + parameter, ") async {"]
            } else {
                lines += ["func", "  \(name)(", "    " + parameter, "  ) async", "{"]
            }
            return lines
        }
        if let title {
            let attribute = "@Test(\(title))"
            lines += SwiftLayout.columns(attribute, indent: 2) < 100 ? [attribute] : ["@Test(", "  \(title)", ")"]
            let function = "func \(name)() async {"
            if 2 + function.count <= 100 { return lines + [function] }
            if 2 + function.count - 2 <= 100 { return lines + ["func \(name)() async", "{"] }
            return lines + ["func", "  \(name)()", "  async", "{"]
        }
        let line = "@Test func \(name)() async {"
        if 2 + line.count <= 100 { return [line] }
        if 2 + line.count - 2 <= 100 { return ["@Test func \(name)() async", "{"] }
        return ["@Test", "func", "  \(name)()", "  async", "{"]
    }
}
