import FeatureGenCore

/// Reads a command line against a `CommandSpec`: options in any order among the positionals,
/// `--name value`, `--name=value`, `-n value`, and `--` to end options.
struct ArgumentParser {
    enum Outcome: Equatable {
        /// `--help` or `-h` appeared before `--`: show help, ignore everything else.
        case help
        case arguments(ParsedArguments)
    }

    let spec: CommandSpec

    func parse(_ arguments: [String]) throws(UsageError) -> Outcome {
        let beforeTerminator = arguments.prefix { $0 != "--" }
        if beforeTerminator.contains(where: CommandSpec.helpOption.names.contains) { return .help }

        var parsed = ParsedArguments(spec: spec)
        var remaining = arguments[...]
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            if optionsEnded || !Self.looksLikeOption(argument) {
                parsed.positionals.append(argument)
            } else if argument == "--" {
                optionsEnded = true
            } else {
                try readOption(argument, from: &remaining, into: &parsed)
            }
        }
        try checkPositionals(parsed.positionals)
        try checkRequiredOptions(parsed)
        return .arguments(parsed)
    }

    /// `-` alone is a positional (conventionally standard input), as is anything not starting with `-`.
    static func looksLikeOption(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument != "-"
    }

    private func readOption(
        _ argument: String, from remaining: inout ArraySlice<String>, into parsed: inout ParsedArguments
    ) throws(UsageError) {
        let (name, inlineValue) = Self.split(argument)
        guard let option = spec.option(named: name) else {
            throw .unknown("option", name, among: spec.allOptions.flatMap(\.names))
        }
        let key = option.canonicalName
        guard option.takesValue else {
            if inlineValue != nil { throw UsageError("option `\(name)` does not take a value") }
            parsed.optionValues[key, default: []].append("")
            return
        }
        let value: String
        if let inlineValue {
            // `--output=` is most often `--output=$DIR` with DIR unset: refuse rather than use "".
            guard !inlineValue.isEmpty else { throw UsageError("missing value for option `\(name)`") }
            value = inlineValue
        } else if let next = remaining.first, !Self.looksLikeOption(next) {
            value = next
            remaining.removeFirst()
        } else {
            throw missingValue(name, before: remaining.first)
        }
        if option.kind == .value, parsed.optionValues[key] != nil {
            throw UsageError("option `\(key)` was given more than once")
        }
        parsed.optionValues[key, default: []].append(value)
    }

    /// When the next argument looks like an option but is none of ours, it may be a value that
    /// starts with `-`: say how to pass one.
    private func missingValue(_ name: String, before next: String?) -> UsageError {
        var notes: [Diagnostic.Note] = []
        if let next, spec.option(named: Self.split(next).name) == nil {
            notes.append(Diagnostic.Note("write `\(name)=\(next)` if `\(next)` is its value"))
        }
        return UsageError("missing value for option `\(name)`", notes: notes)
    }

    /// `--output=DIR` → (`--output`, `DIR`); `--output` → (`--output`, nil). The value may contain `=`.
    static func split(_ argument: String) -> (name: String, value: String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private func checkPositionals(_ values: [String]) throws(UsageError) {
        var consumed = 0
        for positional in spec.positionals {
            if positional.isVariadic {
                if positional.isRequired, consumed >= values.count {
                    throw UsageError("missing argument `<\(positional.name)>`")
                }
                consumed = values.count
            } else if consumed < values.count {
                consumed += 1
            } else if positional.isRequired {
                throw UsageError("missing argument `<\(positional.name)>`")
            }
        }
        if consumed < values.count {
            throw UsageError("unexpected argument `\(values[consumed])`")
        }
    }

    private func checkRequiredOptions(_ parsed: ParsedArguments) throws(UsageError) {
        for option in spec.options where option.isRequired && parsed.optionValues[option.canonicalName] == nil {
            throw UsageError("missing option `\(option.synopsis)`")
        }
    }
}
