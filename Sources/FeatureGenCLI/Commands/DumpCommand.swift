import FeatureGenCore

extension CommandImplementations {
    /// `featuregen dump FILE`: the data featuregen read, as JSON (key order kept), or the errors.
    static func dump(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> Int32 {
        let diagnostics = DiagnosticCollector()
        let path = arguments.positional("FILE") ?? ""
        var node: Node?
        do {
            node = try SpecReader.read(path: path, diagnostics: diagnostics)
        } catch let error as FatalError {
            diagnostics.emit(error.diagnostic)
        } catch {
            diagnostics.error("cannot read `\(path)`: \(error)", at: nil)
        }
        reportCapped(diagnostics, console: console)
        guard let node, !diagnostics.hasErrors else { return ExitCode.failure }
        console.print(NodeJSON.encode(node))
        return ExitCode.success
    }
}
