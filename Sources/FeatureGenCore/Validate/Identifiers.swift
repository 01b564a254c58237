/// Swift identifier rules as the spec language needs them: which names are legal, which cannot be used
/// even with backticks, and which would make bad file names.
public enum Identifiers {
    /// Swift's identifier grammar (simplified to Unicode properties): a letter or `_` first, then letters,
    /// digits, `_` or combining marks. Non-ASCII letters (`café`, `注文`) are fine.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        guard isHead(first) else { return false }
        return name.unicodeScalars.dropFirst().allSatisfy { isHead($0) || isContinuation($0) }
    }

    /// `Foundation`, `My.Module`: identifiers joined by dots, none a keyword (`import class` is no
    /// import). Checked wherever a module name goes into generated code (`imports`, `--module`).
    public static func isModuleName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.allSatisfy { isIdentifier(String($0)) && !SwiftKeywords.all.contains(String($0)) }
    }

    private static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "_" { return true }
        if scalar.isASCII { return (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") }
        return scalar.properties.isAlphabetic || scalar.properties.isEmojiPresentation
    }

    private static func isContinuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar >= "0" && scalar <= "9" }
        switch scalar.properties.generalCategory {
        case .decimalNumber, .nonspacingMark, .spacingMark, .connectorPunctuation: return true
        default: return false
        }
    }

    /// Names that stay broken as members even in backticks (`self`, `init`, `Type`, …). Other keywords
    /// (`default`, `class`) are fine: the generator escapes them.
    static let unusable: Set<String> = ["self", "Self", "init", "deinit", "subscript", "Type", "Protocol", "_", "super"]

    /// A usable replacement for an unusable name: `self` → `selfValue`.
    static func replacement(for name: String) -> String {
        name == "_" ? "value" : name + "Value"
    }

    /// Names Windows refuses as file names, whatever the extension or case.
    static func isWindowsReserved(_ name: String) -> Bool {
        let upper = name.uppercased()
        if ["CON", "PRN", "AUX", "NUL"].contains(upper) { return true }
        guard upper.count == 4, upper.hasPrefix("COM") || upper.hasPrefix("LPT"), let digit = upper.last else {
            return false
        }
        return ("1"..."9").contains(digit)
    }

    static func startsUppercase(_ name: String) -> Bool {
        guard let first = name.first else { return false }
        return first.isUppercase
    }

    static func startsLowercase(_ name: String) -> Bool {
        guard let first = name.first else { return false }
        return first.isLowercase || !first.isCased
    }

    static func capitalized(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    static func lowercasedFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }

    /// `my feature`, `order-list`, `../x`, `_order` → `MyFeature`, `OrderList`, `X`, `Order`: a likely
    /// intended type name. Nil when none passes the type-name rules or it is `text` itself (`🎉` and
    /// `注文` have no uppercase form; `self.` would be `Self`): a suggestion is never the refused name.
    static func upperCamelGuess(_ text: String) -> String? {
        let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        let joined = words.map { capitalized(String($0)) }.joined()
        let guess = capitalized(String(joined.drop { $0 == "_" }))
        return guess != text && isTypeName(guess) ? guess : nil
    }

    /// `order`, `_order` → `Order`: the name with its first letter uppercased, when that makes a type
    /// name other than `name` (`🎉`, `注文`: no uppercase form).
    static func upperFirstGuess(_ name: String) -> String? {
        let guess = capitalized(String(name.drop { $0 == "_" }))
        return guess != name && isTypeName(guess) ? guess : nil
    }

    /// What `checkTypeName` accepts: an identifier, usable, starting with an uppercase letter.
    static func isTypeName(_ name: String) -> Bool {
        isIdentifier(name) && !unusable.contains(name) && startsUppercase(name)
    }

    /// `Count` → `count`, and `Init` → `initValue` (`init` is unusable): a lowercase member name that
    /// is valid and not `name`, or nil.
    static func lowerCamelGuess(_ name: String) -> String? {
        let lowered = lowercasedFirst(name)
        let guess = unusable.contains(lowered) ? replacement(for: lowered) : lowered
        return guess != name && isIdentifier(guess) && startsLowercase(guess) ? guess : nil
    }
}
