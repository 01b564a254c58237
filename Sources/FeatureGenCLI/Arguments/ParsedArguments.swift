/// What the parser found on a command line, looked up by any spelling of an option
/// (`--output` or `-o`) or by a positional's name.
struct ParsedArguments: Sendable, Equatable {
    let spec: CommandSpec
    /// Values by the option's canonical name, in command-line order; a flag holds one empty value per use.
    var optionValues: [String: [String]] = [:]
    /// Every positional argument, in order.
    var positionals: [String] = []

    init(spec: CommandSpec) { self.spec = spec }

    func flag(_ name: String) -> Bool {
        !(optionValues[canonical(name)] ?? []).isEmpty
    }

    /// The option's value; for an option given several times, the last one.
    func value(_ name: String) -> String? {
        optionValues[canonical(name)]?.last
    }

    /// All values of a repeated option, in command-line order.
    func values(_ name: String) -> [String] {
        optionValues[canonical(name)] ?? []
    }

    /// The value of a single positional, or nil when it was not given.
    func positional(_ name: String) -> String? {
        positionalValues(name).first
    }

    /// The values of a positional: all remaining arguments for a variadic one.
    func positionalValues(_ name: String) -> [String] {
        guard let index = spec.positionals.firstIndex(where: { $0.name == name }) else {
            assertionFailure("`\(name)` is not a positional of `\(spec.name)`")
            return []
        }
        guard index < positionals.count else { return [] }
        if spec.positionals[index].isVariadic { return Array(positionals[index...]) }
        return [positionals[index]]
    }

    /// Commands ask by any spelling; a name the spec lacks is a programming error, not user input.
    private func canonical(_ name: String) -> String {
        guard let option = spec.option(named: name) else {
            assertionFailure("`\(name)` is not an option of `\(spec.name)`")
            return name
        }
        return option.canonicalName
    }
}
