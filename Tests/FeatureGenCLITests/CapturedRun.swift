@testable import FeatureGenCLI

/// One in-process run of `featuregen` with everything it printed.
struct CapturedRun {
    var exitCode: Int32
    var output: String
    var error: String
}

/// Collects what the console writes; one per run, so parallel tests never share it.
private final class TextBuffer {
    var text = ""
}

func featuregen(_ arguments: String...) -> CapturedRun {
    featuregen(arguments)
}

func featuregen(_ arguments: [String]) -> CapturedRun {
    let output = TextBuffer()
    let error = TextBuffer()
    let console = Console(output: { output.text += $0 }, error: { error.text += $0 })
    let code = FeatureGenCLI.run(arguments, console: console)
    return CapturedRun(exitCode: code, output: output.text, error: error.text)
}
