/// How spec names become Swift names: escaping keywords, casing, and derived type names.
enum SwiftNames {
    /// Words that need backticks wherever they name a declaration (`case \`default\``, `var \`class\``).
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "as", "Any", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_",
    ]

    /// `default` → `` `default` ``; other names unchanged.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// A name as an argument label at a call site (`f(default: 1)`): there keywords need no backticks
    /// (Swift warns about them), except `inout`.
    static func argumentLabel(_ name: String) -> String {
        name == "inout" ? "`inout`" : name
    }

    /// `id: 1, "a"`: values after their labels (nil: unlabelled), as a call or an enum case takes them.
    static func argumentList(_ arguments: [(label: String?, value: String)]) -> String {
        arguments.map { argument in
            argument.label.map { "\(argumentLabel($0)): \(argument.value)" } ?? argument.value
        }.joined(separator: ", ")
    }

    /// `Order` → `order`, `URLSession` → `urlSession`, `ID` → `id` (a lower-camel property name).
    static func lowerCamel(_ name: String) -> String {
        let characters = Array(name)
        var upperPrefix = 0
        while upperPrefix < characters.count, characters[upperPrefix].isUppercase { upperPrefix += 1 }
        switch upperPrefix {
        case 0: return name
        case 1: return characters[0].lowercased() + String(characters.dropFirst())
        default:
            // Keep the last capital of an acronym when a word follows it: URLSession → urlSession.
            let cut = upperPrefix == characters.count ? upperPrefix : upperPrefix - 1
            return String(characters[..<cut]).lowercased() + String(characters[cut...])
        }
    }

    /// `loadOrders` → `LoadOrders`.
    static func upperFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// `isLoading` → `IsLoading` for test names; `loadOrders` → `Load orders` for button titles.
    static func words(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty, result.last != " " { result.append(" ") }
            result.append(result.isEmpty ? Character(character.uppercased()) : Character(character.lowercased()))
        }
        return result
    }
}

extension String {
    /// Every `placeholder` (an ASCII marker such as `{F}` or `{message}`) replaced with `value`, left to
    /// right, as `replacing(_:with:)` does, but comparing UTF-8 bytes: names are filled into patterns
    /// hundreds of times per feature, and the generic `replacing` made up a seventh of a run.
    func filling(_ placeholder: String, with value: String) -> String {
        var text = self
        return text.withUTF8 { bytes -> String in
            let key = Array(placeholder.utf8)
            guard let first = key.first, bytes.count >= key.count else { return self }
            var result: [UInt8] = []
            var copied = 0
            var index = 0
            while index <= bytes.count - key.count {
                if bytes[index] == first, (1..<key.count).allSatisfy({ bytes[index + $0] == key[$0] }) {
                    result.append(contentsOf: bytes[copied..<index])
                    result.append(contentsOf: value.utf8)
                    index += key.count
                    copied = index
                } else {
                    index += 1
                }
            }
            guard copied > 0 else { return self }
            result.append(contentsOf: bytes[copied...])
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// Whether `marker` occurs in the text, comparing UTF-8 bytes (a quick look before slower work).
    func holdsBytes(_ marker: String) -> Bool {
        let key = Array(marker.utf8)
        guard let first = key.first else { return true }
        var text = self
        return text.withUTF8 { bytes in
            guard bytes.count >= key.count else { return false }
            for index in 0...(bytes.count - key.count) where bytes[index] == first {
                if (1..<key.count).allSatisfy({ bytes[index + $0] == key[$0] }) { return true }
            }
            return false
        }
    }
}
