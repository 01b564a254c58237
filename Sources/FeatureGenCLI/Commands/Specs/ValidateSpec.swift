extension CommandSpec {
    static let validate = CommandSpec(
        name: "validate",
        abstract: "Check feature specs and report every problem; writes nothing.",
        discussion: """
            Reads each spec and checks all of it, so one run shows every problem instead of \
            stopping at the first. Problems are printed as `path:line:col: error: message`, the \
            format Xcode and editors understand, with a note suggesting a fix where one is likely.

            Exits with 1 when any spec has an error. No file is written.
            """,
        examples: [
            "featuregen validate Specs/Order.feature.yml",
            "featuregen validate Specs/*.feature.yml Specs/*.feature.json",
        ],
        positionals: [
            PositionalSpec("SPEC", help: "Feature spec files (`.feature.yml` or `.feature.json`).", isVariadic: true),
        ]
    )
}
