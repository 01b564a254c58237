/// Options several commands share, declared once so their help reads the same everywhere.
extension OptionSpec {
    static let testsOutput = OptionSpec.value(
        "--tests-output", valueName: "DIR",
        help: "Folder to write the generated tests into (a test target's folder).",
        defaultDescription: "in a package, the folder of the test target that depends on the target"
    )

    static let noTests = OptionSpec.flag("--no-tests", help: "Write no tests, even when the target has a test target.")

    static let module = OptionSpec.value(
        "--module", valueName: "NAME",
        help: "The module the generated code is in; the tests `@testable import` it.",
        defaultDescription: "the target's module; App outside a package"
    )

    static let target = OptionSpec.value(
        "--target", valueName: "NAME",
        help: "The package target to write into, when the package has several.",
        defaultDescription: "the target holding --output or the specs, else the only one"
    )

    static let style = OptionSpec.value(
        "--style", valueName: "NAME",
        help: "The architecture of the generated code: `skill` (one AppStore, action enums, effects as "
            + "values), `middleware` (a Store, action structs, middleware with repositories), "
            + "`svvs` (shared stores, a view state per screen with event methods) or `tca` (The Composable "
            + "Architecture: @Reducer features, dependency clients). See docs/styles.md.",
        defaultDescription: "skill"
    )
}
