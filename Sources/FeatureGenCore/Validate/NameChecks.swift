/// Name rules: identifiers, names unusable even with backticks, letter case, and uniqueness.
extension FeatureBuilder {
    /// Checks a member-like name (field, action, result, effect, label, case). Returns false on error.
    @discardableResult
    func checkMemberName(_ name: String, role: String, at location: SourceLocation) -> Bool {
        guard Identifiers.isIdentifier(name) else {
            checker.error(
                "`\(name)` is not a valid \(role) name; use letters, digits and `_`, not starting with a digit",
                at: location)
            return false
        }
        if Identifiers.unusable.contains(name) {
            checker.error("`\(name)` cannot name \(article(role)) \(role); try `\(Identifiers.replacement(for: name))`", at: location)
            return false
        }
        if !Identifiers.startsLowercase(name) {
            checker.warning("\(role) name `\(name)` should start with a lowercase letter", at: location,
                            notes: Identifiers.lowerCamelGuess(name).map { [.init("try `\($0)`")] } ?? [])
        }
        return true
    }

    /// Checks a type-like name (feature, model, enum): an UpperCamel identifier. Returns false on error.
    @discardableResult
    func checkTypeName(_ name: String, role: String, at location: SourceLocation) -> Bool {
        guard Identifiers.isIdentifier(name) else {
            // A suggestion is never the refused name nor another refused one; without one, the rule.
            let note = Identifiers.upperCamelGuess(name).map { Diagnostic.Note("try `\($0)`") }
                ?? .init("a \(role) name is an UpperCamelCase Swift identifier: an uppercase letter first, then "
                    + "letters, digits and `_`, such as `Order`")
            checker.error("\(role) name `\(name)` is not a Swift identifier", at: location, notes: [note])
            return false
        }
        if Identifiers.unusable.contains(name) {
            checker.error("`\(name)` cannot name \(article(role)) \(role); try `\(Identifiers.capitalized(Identifiers.replacement(for: name)))`",
                          at: location)
            return false
        }
        guard Identifiers.startsUppercase(name) else {
            let first = name.first { $0 != "_" }.map { ": `\($0)` has no uppercase form" } ?? ""
            let note = Identifiers.upperFirstGuess(name).map { Diagnostic.Note("try `\($0)`") }
                ?? .init("begin the name with an uppercase letter, such as `A`–`Z`\(first)")
            checker.error("\(role) name `\(name)` must start with an uppercase letter", at: location, notes: [note])
            return false
        }
        return true
    }

    /// Records a field/action/result/effect name; reports it if another member already has it.
    mutating func declareMember(_ name: String, role: String, at location: SourceLocation) {
        if let first = memberNames[name] {
            checker.error("name `\(name)` is already used by \(article(first.role)) \(first.role)", at: location,
                          notes: [.init("first declared here", at: first.location)])
        } else {
            memberNames[name] = (role, location)
        }
    }

    /// Records a model/enum name; reports it if another type already has it.
    mutating func declareType(_ name: String, at location: SourceLocation) {
        if let first = typeNames[name] {
            checker.error("type `\(name)` is already declared", at: location,
                          notes: [.init("first declared here", at: first)])
        } else {
            typeNames[name] = location
        }
    }

    func article(_ role: String) -> String {
        role.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }
}
