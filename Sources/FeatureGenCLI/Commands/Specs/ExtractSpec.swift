extension CommandSpec {
    static let extract = CommandSpec(
        name: "extract",
        abstract: "Turn prototype SwiftUI views into feature specs.",
        discussion: """
            Reads prototype SwiftUI views, which keep their data in `@State` properties and \
            their logic in the view, and writes a feature spec for each: its state and the \
            actions the view triggers, with a report per view of what needs review. Review \
            and complete the specs, then generate code from them with `generate`, or pass \
            `--generate` to do it right away: the pure view is then written from the \
            prototype's own body (state as parameters, actions as callbacks). A spec that \
            already exists (in any format) is never overwritten, so your edits survive a \
            second run. A run with an error writes nothing.
            """,
        examples: [
            "featuregen extract Prototype/OrderView.swift --output Specs",
            "featuregen extract Prototype --output Specs --json",
            "featuregen extract Prototype -o Specs --generate --code-output Sources/App",
        ],
        options: [
            .value("--output", "-o", valueName: "DIR", help: "Folder to write the specs into.", isRequired: true),
            .flag("--json", help: "Print the report as JSON (per view: spec, fields, actions, effects, review items)."),
            .flag("--generate", help: "Go on to generate code from the specs; new views come from the prototypes."),
            .value("--code-output", valueName: "DIR",
                   help: "With `--generate`, the folder for the feature modules and the App wiring."),
            .testsOutput,
            .noTests,
            .module,
            .style,
            .flag("--quiet", "-q", help: "Print only the summary, errors and warnings."),
        ],
        positionals: [
            PositionalSpec("PATH", help: "Swift files with prototype views, or folders containing them.",
                           isVariadic: true),
        ]
    )
}
