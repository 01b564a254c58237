/// featuregen's exit codes, the same for every command.
enum ExitCode {
    static let success: Int32 = 0
    /// Spec errors, check failures, or a command that could not finish.
    static let failure: Int32 = 1
    /// The command line itself was wrong.
    static let usage: Int32 = 2
}
