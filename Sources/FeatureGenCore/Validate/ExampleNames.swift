/// How an example's name becomes the name of its test function, shared by the validator (which refuses
/// names that give no name or the same name twice) and the planner (which writes the tests).
extension SpecValidator {
    /// `loading shows the orders` → `loadingShowsTheOrders`; `URL errors don't retry` →
    /// `urlErrorsDontRetry`; `2 pages` → `example2Pages`; `default` → `defaultExample`.
    ///
    /// Words are runs of letters and digits (apostrophes are dropped, everything else separates words);
    /// the first word is lower-cased like a Swift property name, the others capitalised. The result is an
    /// identifier that needs no backticks and never contains `_`, so it cannot clash with the generated
    /// per-message tests (`load_whenFetchSucceeds_…`). Nil when the name has no letter or digit.
    public static func exampleTestName(_ name: String) -> String? {
        var words: [String] = []
        var word = ""
        for character in name {
            if character == "'" || character == "\u{2019}" { continue }
            if isWordCharacter(character) {
                word.append(character)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        guard let first = words.first else { return nil }
        var result = lowerCamelWord(first) + words.dropFirst().map(Identifiers.capitalized).joined()
        if let head = result.first, head.isNumber { result = "example" + result }
        if SwiftKeywords.all.contains(result) || Identifiers.unusable.contains(result) { result += "Example" }
        return Identifiers.isIdentifier(result) ? result : nil
    }

    /// Letters and decimal digits that Swift accepts in identifiers.
    private static func isWordCharacter(_ character: Character) -> Bool {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else {
            return false
        }
        if scalar.isASCII { return character.isLetter || character.isNumber }
        return scalar.properties.isAlphabetic || scalar.properties.generalCategory == .decimalNumber
    }

    /// `Loading` → `loading`, `URL` → `url`, `URLErrors` → `urlErrors`, `iPhone` → `iPhone`.
    private static func lowerCamelWord(_ word: String) -> String {
        let characters = Array(word)
        var upper = 0
        while upper < characters.count, characters[upper].isUppercase { upper += 1 }
        switch upper {
        case 0: return word
        case 1: return characters[0].lowercased() + String(characters.dropFirst())
        default:
            let cut = upper == characters.count ? upper : upper - 1
            return String(characters[..<cut]).lowercased() + String(characters[cut...])
        }
    }
}
