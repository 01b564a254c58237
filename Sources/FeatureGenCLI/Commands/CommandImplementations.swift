import FeatureGenCore

/// The work behind each command, one function per command. The parser has already checked the
/// command line against the command's spec (required options and arguments are present), so
/// these functions read `arguments` and do the work. Return an `ExitCode`; throw `UsageError`
/// for a combination of options the spec cannot express, and it is reported like a parse error.
///
/// Stubs for now: each says the command is not available yet.
enum CommandImplementations {
    static func validate(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> Int32 {
        notAvailable(arguments, console)
    }

    static func dump(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> Int32 {
        notAvailable(arguments, console)
    }

    static func generate(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> Int32 {
        notAvailable(arguments, console)
    }

    static func new(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> Int32 {
        notAvailable(arguments, console)
    }

    static func extract(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> Int32 {
        notAvailable(arguments, console)
    }

    private static func notAvailable(_ arguments: ParsedArguments, _ console: Console) -> Int32 {
        console.report(.error("`\(arguments.spec.name)` is not available yet", at: nil))
        return ExitCode.failure
    }
}
