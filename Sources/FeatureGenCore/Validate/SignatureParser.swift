/// `fetchOrders(for id: Int) async throws -> [Order]` read into its parts, with offsets into the text.
struct ParsedSignature: Equatable {
    struct Parameter: Equatable {
        var label: String?
        var name: Piece
        var type: Piece
    }

    var function: Piece
    var parameters: [Parameter]
    /// The text between the parentheses, as written (for fix-its).
    var parameterText: String
    var isAsync: Bool
    var isThrowing: Bool
    /// `nil` when there is no arrow, or the arrow returns `Void` / `()`.
    var returnType: Piece?

    /// The signature as it should be written: used in the "write `…`" fix-it when `async` is missing.
    var asyncForm: String {
        var text = "\(function.text)(\(parameterText)) async"
        if isThrowing { text += " throws" }
        if let returnType { text += " -> \(returnType.text)" }
        return text
    }
}

enum SignatureParser {
    static func parse(_ text: String) -> Result<ParsedSignature, FragmentProblem> {
        var scanner = TypeScanner(text)
        do {
            return .success(try parse(&scanner))
        } catch {
            return .failure(error)
        }
    }

    private static func parse(_ scanner: inout TypeScanner) throws(FragmentProblem) -> ParsedSignature {
        scanner.skipSpaces()
        let functionStart = scanner.position
        guard let function = scanner.identifier() else {
            throw scanner.problemHere(scanner.atEnd ? "empty call; write `name() async throws -> Type`" : nil)
        }
        let open = scanner.position
        guard scanner.consume("(") else {
            throw scanner.problemHere("expected `(` after `\(function)`; write `\(function)() async throws -> Type`")
        }
        let parametersStart = scanner.position
        var parameters: [ParsedSignature.Parameter] = []
        if !scanner.consume(")") {
            repeat { parameters.append(try parameter(&scanner)) } while scanner.consume(",")
            guard scanner.consume(")") else {
                var probe = scanner
                probe.skipSpaces()
                if probe.atEnd { throw FragmentProblem(message: "unbalanced `(`", offset: open) }
                throw probe.problemHere()
            }
        }
        let parameterText = SwiftFragments.trimmed(scanner.bytes, parametersStart, scanner.position - 1).text
        let isAsync = scanner.consumeWord("async")
        let isThrowing = scanner.consumeWord("throws")
        if !isAsync, scanner.consumeWord("async") {
            throw FragmentProblem(message: "write `async throws`, not `throws async`", offset: scanner.position - 5)
        }
        var returnType: Piece?
        if scanner.consume("->") {
            scanner.skipSpaces()
            let start = scanner.position
            try scanner.parseType()
            let type = SwiftFragments.trimmed(scanner.bytes, start, scanner.position)
            returnType = ["Void", "()", "Swift.Void"].contains(type.text) ? nil : type
        }
        scanner.skipSpaces()
        if !scanner.atEnd { throw scanner.unexpectedOrUnbalanced() }
        return ParsedSignature(
            function: Piece(text: function, offset: functionStart), parameters: parameters,
            parameterText: parameterText, isAsync: isAsync, isThrowing: isThrowing, returnType: returnType)
    }

    /// `label name: Type`, `name: Type` or `_ name: Type`.
    private static func parameter(_ scanner: inout TypeScanner) throws(FragmentProblem) -> ParsedSignature.Parameter {
        scanner.skipSpaces()
        let firstStart = scanner.position
        guard let first = scanner.identifier() else { throw scanner.problemHere("expected a parameter name") }
        scanner.skipSpaces()
        let secondStart = scanner.position
        var label: String? = first
        var name = Piece(text: first, offset: firstStart)
        if let second = scanner.identifier() {
            label = first == "_" ? nil : first
            name = Piece(text: second, offset: secondStart)
        } else if first == "_" {
            throw scanner.problemHere("expected a parameter name after `_`")
        }
        guard scanner.consume(":") else {
            throw scanner.problemHere("expected `:` and a type after parameter `\(name.text)`")
        }
        scanner.skipSpaces()
        let typeStart = scanner.position
        try scanner.parseType()
        return .init(label: label, name: name, type: SwiftFragments.trimmed(scanner.bytes, typeStart, scanner.position))
    }
}
