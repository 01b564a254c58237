extension CommandSpec {
    static let new = CommandSpec(
        name: "new",
        abstract: "Start a feature: write a starter spec, then generate its code.",
        discussion: """
            Writes `NAME.feature.yml`, a starter spec to edit, and generates code as `generate` \
            does for every spec in that folder, so the App wiring keeps the features already \
            there. Change the spec, then run `featuregen generate` to bring the code up to date. \
            An existing spec is only replaced with `--force`; a run with errors writes nothing.

            Inside a Swift package (run anywhere in it), the spec goes into `Specs/<Target>`, the \
            code into the target's folder and the tests into its test target's folder; with \
            several targets, `--target` chooses. A target that applies FeatureGenPlugin gets the \
            spec in its `Specs` folder and only your files: the plugin generates the rest on \
            every build. Outside a package, pass `--output` (and `--tests-output` for tests). \
            The spec's first line names the JSON schema editors complete keys from; featuregen \
            keeps it at `.featuregen/feature-spec.schema.json` in the project.
            """,
        examples: [
            "featuregen new Order",
            "featuregen new Profile --target Shop --no-tests",
            "featuregen new Order --path Specs -o App/Sources --tests-output App/Tests",
        ],
        options: [
            .value("--path", valueName: "DIR", help: "Folder to write the starter spec into.",
                   defaultDescription: "in a package, Specs/<Target>; else the current folder"),
            .value("--output", "-o", valueName: "DIR",
                   help: "Folder to write the feature module and the App wiring into.",
                   defaultDescription: "in a package, the target's folder"),
            .target,
            .testsOutput,
            .noTests,
            .module,
            .style,
            .flag("--force", help: "Replace an existing spec, and generated files edited by hand."),
        ],
        positionals: [
            PositionalSpec("NAME", help: "The feature's name in UpperCamelCase, such as `Order`."),
        ]
    )
}
