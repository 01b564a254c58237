extension CommandSpec {
    static let schema = CommandSpec(
        name: "schema",
        abstract: "Print the JSON schema of feature specs, for editors.",
        discussion: """
            Prints the JSON Schema featuregen checks specs against. YAML editors that use \
            yaml-language-server (VS Code's YAML extension, and others) complete and check a spec \
            whose first line names the schema: \
            `# yaml-language-server: $schema=<path relative to the spec>`. Specs written by \
            `new` and `extract` start with that line.

            `--install` writes the schema to `.featuregen/feature-spec.schema.json` in the \
            project (the nearest folder with a Package.swift, an Xcode project or `.git`), or \
            brings it up to date, and prints the first line for specs in the current folder. \
            `new`, `extract` and `generate` keep that copy up to date.
            """,
        examples: [
            "featuregen schema > feature-spec.schema.json",
            "featuregen schema --install",
        ],
        options: [
            .flag("--install", help: "Write the schema into the project's `.featuregen` folder."),
        ]
    )
}
