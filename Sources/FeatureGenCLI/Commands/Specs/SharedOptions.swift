/// Options several commands share, declared once so their help reads the same everywhere.
extension OptionSpec {
    static let testsOutput = OptionSpec.value(
        "--tests-output", valueName: "DIR",
        help: "Folder to write the generated tests into."
    )

    static let module = OptionSpec.value(
        "--module", valueName: "NAME",
        help: "Name of the Swift module the generated code belongs to."
    )
}
