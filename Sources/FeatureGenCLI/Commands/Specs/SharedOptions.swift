/// Options several commands share, declared once so their help reads the same everywhere.
extension OptionSpec {
    static let testsOutput = OptionSpec.value(
        "--tests-output", valueName: "DIR",
        help: "Folder to write the generated tests into (a test target's folder).",
        defaultDescription: "none: no tests are written"
    )

    static let module = OptionSpec.value(
        "--module", valueName: "NAME",
        help: "The module the generated code is in; the tests `@testable import` it.",
        defaultDescription: "App"
    )
}
