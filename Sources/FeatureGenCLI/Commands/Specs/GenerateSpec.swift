extension CommandSpec {
    static let generate = CommandSpec(
        name: "generate",
        abstract: "Generate feature modules and the App wiring from specs.",
        discussion: """
            Reads every spec given (folders are searched for `.feature.yml` and \
            `.feature.json` files), checks them all, and writes code only when no spec has an \
            error. Each feature gets its state, actions, reducer, service protocol and views; \
            the App wiring connects the features to one store.

            Inside a Swift package (run anywhere in it) the target decides the defaults: \
            sources go into its folder (`Sources/<Target>`), tests into the folder of the test \
            target that depends on it, and without SPEC arguments its specs are read from \
            `Specs/<Target>`. With several targets, `--target` chooses. Explicit options win; \
            outside a package, `--output` is required. The paths used are printed.

            Files whose contents would not change are left untouched. Files that are yours are \
            created once and never rewritten. A generated file edited by hand is reported and \
            kept, unless you pass `--force`. Generated files that no spec produces any more are \
            reported, and deleted with `--remove-orphans`.

            In CI, use `--check`: it writes nothing and exits with 1 when any generated file is \
            missing or out of date.
            """,
        examples: [
            "featuregen generate",
            "featuregen generate --target Shop --check",
            "featuregen generate Specs -o Sources/App --tests-output Tests/AppTests",
            "featuregen generate Specs/Order.feature.yml --output Sources/App --dry-run",
            "featuregen generate Specs --output Sources/App --check",
        ],
        options: [
            .value("--output", "-o", valueName: "DIR",
                   help: "Folder to write the feature modules and the App wiring into.",
                   defaultDescription: "in a package, the target's folder"),
            .target,
            .testsOutput,
            .noTests,
            .module,
            .style,
            .value("--templates", valueName: "DIR",
                   help: "Folder of Mustache templates to use instead of the built-in ones of the same name."),
            .flag("--check",
                  help: "Write nothing; exit with 1 if any generated file is missing or out of date."),
            .flag("--dry-run", help: "Write nothing; show what would be written, updated or removed."),
            .flag("--force", help: "Overwrite generated files even if they were edited by hand."),
            .flag("--remove-orphans", help: "Delete generated files that no spec produces any more."),
            .flag("--update-owned",
                  help: "Add to your own files what the spec now requires (requirement stubs that throw until you write them); insertions only, never a line of yours changed."),
            .flag("--source-locations",
                  help: "Map spec expressions to their spec lines with #sourceLocation, so the compiler reports their errors there (the build plugin always does)."),
            .flag("--quiet", "-q", help: "Print only errors and warnings."),
        ],
        positionals: [
            PositionalSpec("SPEC|DIR",
                           help: "Feature spec files (`.feature.yml`, `.feature.json`) or folders containing them; in a package, the target's specs by default.",
                           isVariadic: true, isRequired: false),
        ]
    )
}
