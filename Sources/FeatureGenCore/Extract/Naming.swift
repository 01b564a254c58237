import Foundation

/// Names derived from prototype code: feature names, action names from button titles.
enum Naming {
    /// `OrderListView` → `OrderList`, `ProfileScreen` → `Profile`.
    static func featureName(forView view: String) -> String {
        for suffix in ["View", "Screen"] where view.hasSuffix(suffix) && view.count > suffix.count {
            return String(view.dropLast(suffix.count))
        }
        return view
    }

    /// `"Add to cart"` → `addToCart`, `"Don't save"` → `dontSave`, `"Café"` → `cafe`, a localization key
    /// `"button.createShortcut"` → `createShortcut`; nil when no usable word is left (`"🎉"`, `"ログイン"`,
    /// a number alone). A number first is spelled out below 100 (`"30 Days"` → `thirtyDays`, `"3D Touch"`
    /// → `threeDTouch`); a larger one goes after the words (`"100 more"` → `more100`).
    static func identifier(fromTitle title: String) -> String? {
        var text = title.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
            .replacingOccurrences(of: "'", with: "").replacingOccurrences(of: "’", with: "")
        if let key = localizationKeyWord(text) { text = key }
        // Splits at anything but ASCII letters and digits, and between the words of `camelCase`.
        var words = text.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
        var number: String?
        if let first = words.first, first.first?.isNumber == true {
            let digits = String(first.prefix(while: \.isNumber))
            let rest = first.dropFirst(digits.count)
            words.removeFirst()
            if !rest.isEmpty { words.insert(String(rest), at: 0) }
            if let spelled = spelled(digits) { words.insert(spelled, at: 0) } else { number = digits }
        }
        guard let first = words.first, first.first?.isLetter == true else { return nil }
        // A long title makes a long name: the first words carry the meaning (`Open in Browser…`).
        let kept = words.prefix(number == nil ? 5 : 4)
        var result = lowerLeadingCapitals(first)
        for word in kept.dropFirst() { result += upperFirst(word.allSatisfy(\.isUppercase) && word.count > 3 ? word.lowercased() : word) }
        return result + (number ?? "")
    }

    /// `30` → `thirty`, `21` → `twentyOne`; nil from 100 on (and for `007`: its zeros would be lost).
    private static func spelled(_ digits: String) -> String? {
        guard let value = Int(digits), value < 100, String(value) == digits else { return nil }
        if value < smallNumbers.count { return smallNumbers[value] }
        let tens = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"][value / 10 - 2]
        return value % 10 == 0 ? tens : tens + upperFirst(smallNumbers[value % 10])
    }

    private static let smallNumbers = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    ]

    /// Words that say nothing about what a key's button does (`alert.button.ok`, `timeline.filter.title`).
    private static let keyFillers: Set<String> = ["button", "title", "label", "action", "alert", "text", "menu"]

    /// `button.createShortcut` → `createShortcut`: a localization key (dotted, no spaces) means its last
    /// word that is not a filler.
    private static func localizationKeyWord(_ text: String) -> String? {
        guard text.contains("."), !text.contains(" ") else { return nil }
        let parts = text.split(separator: ".").map(String.init)
        guard parts.count > 1, parts.allSatisfy({ $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") } })
        else { return nil }
        return parts.last { !keyFillers.contains($0.lowercased()) && $0.first?.isLetter == true } ?? parts.last
    }

    /// `program.remove.selected.blocklist` → `programRemoveSelectedBlocklist`: the whole of a localization
    /// key, to tell apart two keys that end alike; nil for a title that is not a key.
    static func identifier(fromWholeKey title: String) -> String? {
        guard localizationKeyWord(title) != nil else { return nil }
        let words = title.split(separator: ".").filter { !keyFillers.contains($0.lowercased()) }
        return identifier(fromTitle: words.joined(separator: " "))
    }

    /// `square.and.arrow.up.fill` → `squareAndArrowUp`, `trash` → `trash`: an SF Symbol's name without
    /// the variant words that do not change what it shows.
    static func identifier(fromSymbol symbol: String) -> String? {
        var parts = symbol.split(separator: ".").map(String.init)
        while parts.count > 1, ["fill", "circle", "square", "rectangle", "inverse"].contains(parts.last ?? "") { parts.removeLast() }
        return identifier(fromTitle: parts.joined(separator: " "))
    }

    /// `onTapLogin` → `login`, `onSettingsTap` → `settings`, `didTapSave` → `save`, `save` → `save`: a
    /// method named after the tap already, without the words the action's `Tapped` repeats.
    static func identifier(fromMethod method: String) -> String {
        var name = method
        for prefix in ["onTap", "didTap", "handleTap", "tap", "on", "handle"] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if rest.first?.isUppercase == true { name = String(rest); break }
        }
        // `tapIsStoredButtonAction` → `isStored`: the words say it is a button's action, not what it does.
        while let suffix = ["ButtonTapped", "ButtonTap", "Tapped", "Tap", "Button", "Action"].first(where: {
            name.hasSuffix($0) && name.count > $0.count
        }) {
            name = String(name.dropLast(suffix.count))
        }
        return lowerLeadingCapitals(name)
    }

    static func upperFirst(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

    static func lowerFirst(_ name: String) -> String { name.prefix(1).lowercased() + name.dropFirst() }

    /// `OK` → `ok`, `UIKit` → `uiKit`, `Save` → `save`, `iCloud` → `iCloud`: a name starts lowercase,
    /// an acronym in front as a whole.
    static func lowerLeadingCapitals(_ word: String) -> String {
        let capitals = word.prefix { $0.isUppercase }.count
        guard capitals > 1, capitals < word.count else { return capitals > 1 ? word.lowercased() : lowerFirst(word) }
        // `UIKit`: the last capital starts the next word.
        return word.prefix(capitals - 1).lowercased() + word.dropFirst(capitals - 1)
    }

    /// `[Order]` → `Order`, `Array<Order>` → `Order`, `IdentifiedArray…` → nil.
    static func elementType(of type: String) -> String? {
        let trimmed = type.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("["), trimmed.hasSuffix("]"), !trimmed.contains(":") {
            return String(trimmed.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
        }
        if trimmed.hasPrefix("Array<"), trimmed.hasSuffix(">") { return String(trimmed.dropFirst(6).dropLast()) }
        return nil
    }

    /// Makes `name` unique among `taken`: the first of `alternatives` (the name with a qualifier) that is
    /// free, else `name` with 2, 3, … appended.
    static func unique(_ name: String, alternatives: [String] = [], in taken: inout Set<String>) -> String {
        if taken.contains(name), let free = alternatives.first(where: { !taken.contains($0) }) {
            taken.insert(free)
            return free
        }
        var candidate = name
        var number = 2
        while taken.contains(candidate) {
            candidate = "\(name)\(number)"
            number += 1
        }
        taken.insert(candidate)
        return candidate
    }
}
