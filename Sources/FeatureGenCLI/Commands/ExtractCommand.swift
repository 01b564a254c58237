import FeatureGenCore

extension CommandImplementations {
    /// `featuregen extract PATH… --output DIR`: prototype views → specs.
    static func extract(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> Int32 {
        console.report(.error("`extract` is not available yet", at: nil))
        return ExitCode.failure
    }
}
