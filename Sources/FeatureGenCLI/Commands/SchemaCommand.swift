import FeatureGenCore
import Foundation

extension CommandImplementations {
    /// `featuregen schema [--install]`: the built-in spec schema, printed or installed for editors.
    static func schema(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> Int32 {
        guard arguments.flag("--install") else {
            console.print(SpecSchema.text, terminator: "")
            return ExitCode.success
        }
        let folder = FileManager.default.currentDirectoryPath
        let file = SpecSchema.installedFile(forSpecFolder: folder, currentDirectory: folder)
        do {
            let result = try SpecSchema.install(at: file)
            console.print("featuregen: \(result == .unchanged ? "up to date" : result == .created ? "created" : "updated"): \(PathDisplay.relative(file))")
        } catch {
            console.printError("featuregen: error: cannot write `\(file)`: \(error.localizedDescription)")
            return ExitCode.failure
        }
        console.print("First line of a spec in this folder (new and extract write it):")
        console.print(schemaModeline(forSpecFolder: folder))
        return ExitCode.success
    }
}
