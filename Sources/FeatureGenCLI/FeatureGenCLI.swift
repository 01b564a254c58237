import FeatureGenCore

/// The `featuregen` command line. Being written.
public enum FeatureGenCLI {
    /// Runs the command line and returns the exit code (0 ok, 1 spec or check failures, 2 usage).
    public static func run(_ arguments: [String]) -> Int32 {
        print("featuregen: not yet implemented")
        return 2
    }
}
