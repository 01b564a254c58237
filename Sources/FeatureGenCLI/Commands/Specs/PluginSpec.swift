extension CommandSpec {
    /// Hidden: the door the SwiftPM plugins use. Not listed in `featuregen --help`; its interface may change.
    static let plugin = CommandSpec(
        name: "_plugin",
        abstract: "Run featuregen for the SwiftPM plugins (internal).",
        discussion: """
            Modes: `feature SPEC --output DIR` writes one feature's generated sources, always the \
            same files for a spec file name; `app SPEC… --output DIR` writes the App wiring; \
            `tests SPEC… --output DIR --module NAME` writes the generated tests; `generate SPEC… \
            --output DIR [--tests-output DIR]` writes checked-in code like `featuregen generate`; \
            `new NAME --output DIR` writes a starter spec into DIR/Specs and the developer's files.
            """,
        options: [
            .value("--output", "-o", valueName: "DIR", help: "Folder to write into.", isRequired: true),
            .testsOutput,
            .module,
            .value("--config", valueName: "FILE", help: "The target's `featuregen.yml`."),
            .value("--target-directory", valueName: "DIR",
                   help: "`feature`: the target's folder, where the developer's own files must be."),
            .value("--style", valueName: "NAME",
                   help: "The style the plugin declared outputs for (read from the config); featuregen checks that the config agrees."),
            .value("--app", valueName: "NAME",
                   help: "What the App types begin with, as the plugin read it from the config (checked like --style)."),
            .value("--package-root", valueName: "DIR",
                   help: "`new`: the package's folder, to say what its manifest lacks for the generated code."),
            .flag("--checked-in", help: "`new`: the package checks generated code in (no build plugin): say to run `generate`."),
            .flag("--source-locations", help: "Write #sourceLocation directives (the build plugin passes it)."),
        ],
        positionals: [
            PositionalSpec("MODE", help: "`feature`, `app`, `tests`, `generate` or `new`."),
            PositionalSpec("ARG", help: "Spec files, or the feature name for `new`.", isVariadic: true),
        ]
    )
}
