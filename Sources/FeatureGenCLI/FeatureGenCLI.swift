import FeatureGenCore

/// The `featuregen` command line: finds the command, parses its arguments, runs it.
public enum FeatureGenCLI {
    /// The release this source is; `featuregen --version` prints it, and the README and docs/plugins.md
    /// give it in the package-dependency line (`from: "0.2.0"`; a test keeps them in step). Tag the
    /// release commit with it.
    public static let version = "0.2.0"

    static let abstract = "Generate SwiftUI feature modules (Redux-style, Redux with middleware, SVVS or TCA) from small feature specs."

    static let discussion = """
        A feature spec (`Order.feature.yml` or `.feature.json`) lists a feature's state, \
        actions and services; featuregen writes its state, actions, reducer, service protocol, \
        views and tests, and the App wiring that connects every feature to one store.
        """

    /// Runs the command line, writing to standard output and standard error, and returns the
    /// exit code: 0 success, 1 spec errors or check failures, 2 usage errors.
    public static func run(_ arguments: [String]) -> Int32 {
        run(arguments, console: .standard)
    }

    /// Runs the command line, writing to `console`, and returns the exit code.
    public static func run(_ arguments: [String], console: Console) -> Int32 {
        var remaining = arguments[...]
        let first = remaining.popFirst()
        do throws(UsageError) {
            switch first {
            case nil:
                throw UsageError("missing command")
            case "--help", "-h":
                return try runCommand(HelpCommand.command, Array(remaining), console)
            case "--version":
                if let extra = remaining.first { throw UsageError("unexpected argument `\(extra)`") }
                console.print("featuregen \(version)")
                return ExitCode.success
            case let option? where ArgumentParser.looksLikeOption(option):
                throw UsageError.unknown("option", option, among: ["--help", "-h", "--version"])
            case let name?:
                return try runCommand(CommandTable.find(name), Array(remaining), console)
            }
        } catch {
            report(error, usage: "featuregen <command> [<arguments>] [<options>]",
                   helpCommand: "featuregen --help", console)
            return ExitCode.usage
        }
    }

    /// Errors in a command's arguments are reported with that command's usage, and thrown
    /// no further: the caller's catch is for errors before a command was found.
    private static func runCommand(_ command: Command, _ arguments: [String], _ console: Console)
        throws(UsageError) -> Int32
    {
        let spec = command.spec
        do throws(UsageError) {
            switch try ArgumentParser(spec: spec).parse(arguments) {
            case .help:
                console.print(HelpRenderer.commandHelp(spec), terminator: "")
                return ExitCode.success
            case .arguments(let parsed):
                return try command.run(parsed, console)
            }
        } catch {
            report(error, usage: spec.usage, helpCommand: "featuregen \(spec.name) --help", console)
            return ExitCode.usage
        }
    }

    /// The error and its notes, the usage line and where to read more, all on standard error.
    private static func report(_ error: UsageError, usage: String, helpCommand: String, _ console: Console) {
        console.report(error.diagnostic)
        console.printError("Usage: \(usage)")
        console.printError("See '\(helpCommand)'.")
    }
}
