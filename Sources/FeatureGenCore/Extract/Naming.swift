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

    /// `"Add to cart"` → `addToCart`; titles without letters give `button`.
    static func identifier(fromTitle title: String) -> String {
        let words = title.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }.map(String.init)
        guard let first = words.first else { return "button" }
        var result = first.lowercased()
        for word in words.dropFirst() { result += word.prefix(1).uppercased() + word.dropFirst().lowercased() }
        if result.first?.isNumber == true { result = "button" + result }
        return result
    }

    static func lowerFirst(_ name: String) -> String { name.prefix(1).lowercased() + name.dropFirst() }

    /// `[Order]` → `Order`, `Array<Order>` → `Order`, `IdentifiedArray…` → nil.
    static func elementType(of type: String) -> String? {
        let trimmed = type.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("["), trimmed.hasSuffix("]"), !trimmed.contains(":") {
            return String(trimmed.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
        }
        if trimmed.hasPrefix("Array<"), trimmed.hasSuffix(">") { return String(trimmed.dropFirst(6).dropLast()) }
        return nil
    }

    /// Makes `name` unique among `taken` by appending 2, 3, …
    static func unique(_ name: String, in taken: inout Set<String>) -> String {
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
