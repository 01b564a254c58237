extension CommandSpec {
    static let extract = CommandSpec(
        name: "extract",
        abstract: "Turn prototype SwiftUI views into feature specs.",
        discussion: """
            Reads prototype SwiftUI views, which keep their data in `@State` properties and \
            their logic in the view, and writes a feature spec for each: its state and the \
            actions the view triggers. Review and complete the specs, then generate code \
            from them with `generate`, or pass `--generate` to do it right away.
            """,
        examples: [
            "featuregen extract Prototype/OrderView.swift --output Specs",
            "featuregen extract Prototype --output Specs --json",
        ],
        options: [
            .value("--output", "-o", valueName: "DIR", help: "Folder to write the specs into.", isRequired: true),
            .flag("--json", help: "Write `.feature.json` specs instead of `.feature.yml`."),
            .flag("--generate", help: "Also generate code from the new specs, as `generate` does."),
            .value("--tests-output", valueName: "DIR",
                   help: "With `--generate`, the folder to write the generated tests into."),
        ],
        positionals: [
            PositionalSpec("PATH", help: "Swift files with prototype views, or folders containing them.",
                           isVariadic: true),
        ]
    )
}
