import Foundation

/// A run whose App types begin with another name than the code in its folders (`app: Shop` added to
/// `featuregen.yml`): the old generated files become orphans, but the developer's own files
/// (`AppStore+Live.swift`, the views' `@Environment(AppStore.self)`) still name the old types and
/// will not compile. Said at once, with each file and line, rather than as compiler errors later.
enum AppRename {
    static func check(
        _ options: GenerateOptions, diagnostics: DiagnosticCollector,
        base: String = FileManager.default.currentDirectoryPath
    ) {
        guard !options.ownedOnly else { return }
        // The style's App files with `{A}` left open: `App/{F}State.swift` matches `App/AppState.swift`.
        let open = OutputStyle.named(options.style, app: "{F}")
        let roots = [options.output] + (options.testsOutput.map { [$0] } ?? [])
        func patterns(_ scopes: Set<OutputStyle.Scope>) -> [StyleMix.PathPattern] {
            open.rules.filter { $0.ownership == .generated && scopes.contains($0.scope) }.map { StyleMix.PathPattern($0.path) }
        }
        let appPatterns = patterns([.app, .appTests])
        let featurePatterns = patterns([.feature, .featureTests])
        // App files of fixed names, never a feature's (middleware's `Store/Reducers/AppReducer.swift`).
        let fixedAppFiles = Set(open.rules.filter { [.app, .appTests].contains($0.scope) && !$0.path.contains("{F}") }.map(\.path))
        // Generated files by the name in them: an App name (`App/{A}State.swift`), or a feature's
        // (`{F}ReducerTests.swift`). Some paths are both (middleware's `Store/States/{F}State.swift`).
        var appNames: [String: Set<String>] = [:]
        var featureNames: [String: Set<String>] = [:]
        var developerFiles: [String] = []
        for root in roots.uniqued {
            let absolute = WritePath.absolute(root, base: base)
            guard POSIXFiles.isDirectoryNoFollow(absolute) else { continue }
            for file in WriteDecider.files(under: absolute) where file.hasSuffix(".swift") {
                let path = Planner.join(root, file)
                guard StyleMix.isGenerated(WritePath.absolute(path, base: base)) else {
                    developerFiles.append(path)
                    continue
                }
                for name in appPatterns.compactMap({ $0.name(in: file) }) { appNames[name, default: []].insert(path) }
                guard !fixedAppFiles.contains(file) else { continue }
                for name in featurePatterns.compactMap({ $0.name(in: file) }) { featureNames[name, default: []].insert(path) }
            }
        }
        // A name that other generated files give a feature is a feature's (`ProfileStoreTests.swift`).
        let oldNames = appNames.filter { name, files in
            name != options.app && (featureNames[name] ?? []).subtracting(files).isEmpty
        }.keys
        for old in oldNames.sorted() {
            let types = Set(OutputStyle.named(options.style, app: old).appTypes)
            let mentions = developerFiles.compactMap { path -> (place: String, name: String)? in
                guard let text = try? POSIXFiles.read(WritePath.absolute(path, base: base)),
                    let (line, name) = firstMention(of: types, in: text)
                else { return nil }
                return ("`\(path):\(line)` (`\(name)`)", name)
            }
            guard let first = mentions.first?.name else { continue }
            let renamed = options.app + first.dropFirst(old.count)
            diagnostics.warning(
                "the App types now begin with `\(options.app)`, not `\(old)`: your own files still name the old ones",
                at: nil,
                notes: [
                    .init(mentions.map(\.place).joined(separator: ", ")),
                    .init("rename them (`\(first)` → `\(renamed)`, …); `--remove-orphans` deletes the old generated files"),
                ])
        }
    }

    /// The line (from 1) and name of the first identifier of `names` in `text`.
    static func firstMention(of names: Set<String>, in text: String) -> (Int, String)? {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            if let name = words.first(where: { names.contains(String($0)) }) { return (index + 1, String(name)) }
        }
        return nil
    }
}
