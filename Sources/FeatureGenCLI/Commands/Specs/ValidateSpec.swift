extension CommandSpec {
    static let validate = CommandSpec(
        name: "validate",
        abstract: "Check feature specs and report every problem; writes nothing.",
        discussion: """
            Reads each spec and checks all of it, so one run shows every problem instead of \
            stopping at the first. Problems are printed as `path:line:col: error: message`, the \
            format Xcode and editors understand, with a note suggesting a fix where one is likely.

            Exits with 1 when any spec has an error. No file is written.

            `--coverage` lists, at their spec lines, the paths no example takes: messages without \
            `set` (your hand-written transitions), each way an effect ends (it succeeds, fails, is \
            cancelled) and each case of an enum in the state. Only examples check those; the \
            generated tests check the rest. `--require-coverage` makes each gap an error (for CI).

            A few names clash only in one style's code, so the specs are checked for the style \
            `generate` would use: `--style`, else the nearest `featuregen.yml`, else skill.
            """,
        examples: [
            "featuregen validate Specs/Order.feature.yml",
            "featuregen validate Specs/*.feature.yml Specs/*.feature.json",
            "featuregen validate Specs --coverage",
            "featuregen validate Specs --style middleware",
        ],
        options: [
            .style,
            .flag("--coverage", help: "List the hand-written transitions, effect outcomes and state cases no example covers."),
            .flag("--require-coverage", help: "Like --coverage, and exit with 1 when anything is not covered."),
        ],
        positionals: [
            PositionalSpec("SPEC", help: "Feature spec files (`.feature.yml` or `.feature.json`).", isVariadic: true),
        ]
    )
}
