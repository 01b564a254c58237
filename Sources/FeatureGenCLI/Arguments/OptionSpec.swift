/// One `--option` a command accepts.
struct OptionSpec: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// Present or absent: `--force`.
        case flag
        /// Takes one value, given at most once: `--output DIR`.
        case value
        /// Takes a value and may be given many times; values are kept in order.
        case repeatedValue
    }

    /// Every spelling, long first: `["--output", "-o"]`. The first name is the canonical one.
    var names: [String]
    var kind: Kind
    /// The placeholder shown in help and usage: `DIR` in `--output <DIR>`.
    var valueName: String?
    var help: String
    /// Shown in help as `(default: …)`; the command applies the default itself.
    var defaultDescription: String?
    var isRequired: Bool

    init(
        _ names: [String],
        kind: Kind = .flag,
        valueName: String? = nil,
        help: String,
        defaultDescription: String? = nil,
        isRequired: Bool = false
    ) {
        self.names = names
        self.kind = kind
        self.valueName = valueName
        self.help = help
        self.defaultDescription = defaultDescription
        self.isRequired = isRequired
    }

    static func flag(_ names: String..., help: String) -> OptionSpec {
        OptionSpec(names, kind: .flag, help: help)
    }

    static func value(
        _ names: String..., valueName: String, help: String,
        defaultDescription: String? = nil, isRequired: Bool = false
    ) -> OptionSpec {
        OptionSpec(names, kind: .value, valueName: valueName, help: help,
                   defaultDescription: defaultDescription, isRequired: isRequired)
    }

    static func repeatedValue(_ names: String..., valueName: String, help: String) -> OptionSpec {
        OptionSpec(names, kind: .repeatedValue, valueName: valueName, help: help)
    }

    var canonicalName: String { names.first ?? "" }
    var takesValue: Bool { kind != .flag }

    /// `--output <DIR>` (the canonical name with its placeholder), as used in usage lines.
    var synopsis: String {
        guard takesValue else { return canonicalName }
        return "\(canonicalName) <\(valueName ?? "VALUE")>"
    }
}

/// One positional argument of a command.
struct PositionalSpec: Sendable, Equatable {
    /// The placeholder shown in help and usage: `SPEC` in `<SPEC>...`.
    var name: String
    var help: String
    /// Takes every remaining argument; only the last positional may be variadic.
    var isVariadic: Bool
    /// Required: at least one value (for a variadic one) must be given.
    var isRequired: Bool

    init(_ name: String, help: String, isVariadic: Bool = false, isRequired: Bool = true) {
        self.name = name
        self.help = help
        self.isVariadic = isVariadic
        self.isRequired = isRequired
    }

    /// `<SPEC>...`, `[<COMMAND>]`.
    var synopsis: String {
        let core = "<\(name)>" + (isVariadic ? "..." : "")
        return isRequired ? core : "[\(core)]"
    }
}
