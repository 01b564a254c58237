extension CommandSpec {
    static let dump = CommandSpec(
        name: "dump",
        abstract: "Print the data featuregen read from a YAML or JSON file, as JSON.",
        discussion: """
            Shows the data exactly as featuregen read it (maps, lists, strings, numbers, \
            booleans), before any feature checks. Use it to see how a YAML spec was understood, \
            for example whether a value became a string or a number.
            """,
        examples: [
            "featuregen dump Specs/Order.feature.yml",
        ],
        positionals: [
            PositionalSpec("FILE", help: "A YAML (`.yml`, `.yaml`) or JSON (`.json`) file."),
        ]
    )
}
