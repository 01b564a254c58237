extension CommandSpec {
    static let new = CommandSpec(
        name: "new",
        abstract: "Start a feature: write a starter spec, then generate its code.",
        discussion: """
            Writes `NAME.feature.yml`, a starter spec to edit, and generates code as `generate` \
            does for every spec in that folder, so the App wiring keeps the features already \
            there. Change the spec, then run `featuregen generate` to bring the code up to date. \
            An existing spec is only replaced with `--force`; a run with errors writes nothing.
            """,
        examples: [
            "featuregen new Order --output Sources/App",
            "featuregen new Profile --path Specs -o Sources/App --tests-output Tests",
        ],
        options: [
            .value("--path", valueName: "DIR", help: "Folder to write the starter spec into.",
                   defaultDescription: "the current folder"),
            .value("--output", "-o", valueName: "DIR",
                   help: "Folder to write the feature module and the App wiring into.",
                   defaultDescription: "the spec's folder"),
            .testsOutput,
            .module,
            .flag("--force", help: "Replace an existing spec, and generated files edited by hand."),
        ],
        positionals: [
            PositionalSpec("NAME", help: "The feature's name in UpperCamelCase, such as `Order`."),
        ]
    )
}
