/// The platforms an `#if` condition holds on (`os(macOS) || os(visionOS)` → macOS, visionOS), for
/// choosing between two prototype views of one name declared for different platforms. A condition on
/// anything else (`DEBUG`, `canImport(UIKit)`) may hold anywhere.
enum PlatformCondition {
    static let platforms = ["iOS", "macOS", "visionOS", "watchOS", "tvOS"]

    /// The platforms where `condition` may hold; all of them for nil or what cannot be read.
    static func platforms(_ condition: String?) -> Set<String> {
        guard let condition else { return Set(platforms) }
        var parser = Parser(tokens: tokens(condition))
        guard let node = parser.disjunction(), parser.index == parser.tokens.count else { return Set(platforms) }
        return Set(platforms.filter { node.value(on: $0) != false })
    }

    private indirect enum Node {
        case os(String), unknown, not(Node), and(Node, Node), or(Node, Node)

        /// True or false on `platform`; nil when it depends on something else.
        func value(on platform: String) -> Bool? {
            switch self {
            case .os(let name): return (name == "OSX" ? "macOS" : name) == platform
            case .unknown: return nil
            case .not(let node): return node.value(on: platform).map { !$0 }
            case .and(let left, let right):
                let (a, b) = (left.value(on: platform), right.value(on: platform))
                return a == false || b == false ? false : (a == true && b == true ? true : nil)
            case .or(let left, let right):
                let (a, b) = (left.value(on: platform), right.value(on: platform))
                return a == true || b == true ? true : (a == false && b == false ? false : nil)
            }
        }
    }

    private static func tokens(_ text: String) -> [String] {
        var result: [String] = []
        var word = ""
        var previous: Character?
        for character in text {
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                word.append(character)
                previous = nil
                continue
            }
            if !word.isEmpty { result.append(word); word = "" }
            if (character == "&" || character == "|"), previous == character {
                result[result.count - 1] += String(character)
                previous = nil
            } else if !character.isWhitespace {
                result.append(String(character))
                previous = character
            }
        }
        if !word.isEmpty { result.append(word) }
        return result
    }

    private struct Parser {
        let tokens: [String]
        var index = 0

        mutating func disjunction() -> Node? { chain("||", of: { $0.conjunction() }, Node.or) }

        mutating func conjunction() -> Node? { chain("&&", of: { $0.unary() }, Node.and) }

        /// `a op b op c`, left to right.
        private mutating func chain(_ symbol: String, of operand: (inout Parser) -> Node?, _ combine: (Node, Node) -> Node)
            -> Node?
        {
            guard var node = operand(&self) else { return nil }
            while index < tokens.count, tokens[index] == symbol {
                index += 1
                guard let right = operand(&self) else { return nil }
                node = combine(node, right)
            }
            return node
        }

        mutating func unary() -> Node? {
            guard index < tokens.count else { return nil }
            if tokens[index] == "!" {
                index += 1
                return unary().map { .not($0) }
            }
            if tokens[index] == "(" {
                index += 1
                guard let node = disjunction(), index < tokens.count, tokens[index] == ")" else { return nil }
                index += 1
                return node
            }
            let name = tokens[index]
            guard name.first.map({ $0.isLetter || $0 == "_" }) == true else { return nil }
            index += 1
            guard index < tokens.count, tokens[index] == "(" else { return .unknown }
            // `os(macOS)`, `canImport(UIKit)`, `swift(>=5.9)`: the arguments up to the closing parenthesis.
            var arguments: [String] = []
            index += 1
            while index < tokens.count, tokens[index] != ")" {
                arguments.append(tokens[index])
                index += 1
            }
            guard index < tokens.count else { return nil }
            index += 1
            return name == "os" && arguments.count == 1 ? .os(arguments[0]) : .unknown
        }
    }
}
