import Foundation

/// A run must not leave two styles' code in one folder: generating `--style middleware` into a folder
/// that holds the skill style's code would make the old generated files orphans (they would still be
/// compiled) and leave the developer's old files (views, services) calling types that no longer
/// exist. So a run that finds another style's generated files in its output folders stops with an
/// error, unless it was asked to remove them (`--remove-orphans`); then it says which of the
/// developer's own files belong to the old style, since featuregen never deletes those.
enum StyleMix {
    static func check(
        _ options: GenerateOptions, writeOptions: WriteOptions, diagnostics: DiagnosticCollector,
        base: String = FileManager.default.currentDirectoryPath
    ) {
        let style = OutputStyle.named(options.style, app: options.app)
        var roots: [(path: String, scopes: Set<OutputStyle.Scope>)] = []
        if !options.ownedOnly {
            if !options.parts.isDisjoint(with: [.featureSources, .appWiring]) {
                roots.append((options.output, [.feature, .app, .store]))
            }
            if options.parts.contains(.tests), let tests = options.testsOutput {
                roots.append((tests, [.featureTests, .appTests]))
            }
        }
        for root in roots {
            let absolute = WritePath.absolute(root.path, base: base)
            guard POSIXFiles.isDirectoryNoFollow(absolute) else { continue }
            let files = WriteDecider.files(under: absolute)
            let ours = patterns(style, scopes: root.scopes, ownership: nil)
            let candidates = OutputStyle.Name.allCases.filter { $0 != options.style }.map { other in
                let theirs = patterns(.named(other), scopes: root.scopes, ownership: .generated)
                return (other, files.filter { file in
                    theirs.contains { $0.matches(file) } && !ours.contains { $0.matches(file) }
                        && isGenerated(absolute + "/" + file)
                })
            }
            for (others, found, evidence) in present(candidates) {
                let owned = others.flatMap { patterns(.named($0), scopes: root.scopes, ownership: .owned) }
                let theirOwn = files.filter { file in owned.contains { $0.matches(file) } }
                report(
                    root: root.path, found: found, first: evidence, theirOwn: theirOwn, others: others,
                    style: options.style, removing: writeOptions.removeOrphans && !writeOptions.specsMissing, diagnostics: diagnostics)
            }
        }
    }

    /// The styles a folder really holds, each with its files and the one that proves it. Two styles can
    /// share a file name (middleware and svvs both write `MockOrderRepository.swift`; skill and tca
    /// `Features/Order/OrderModels.swift`), so a style is there only when a file that no other style
    /// writes is, and that file is named. Files that only absent styles share (a folder left with
    /// nothing but `MockOrderRepository.swift`) are said to be of one of those styles.
    static func present(
        _ candidates: [(OutputStyle.Name, [String])]
    ) -> [(styles: [OutputStyle.Name], files: [String], evidence: String)] {
        var writers: [String: [OutputStyle.Name]] = [:]
        for (style, files) in candidates {
            for file in files { writers[file, default: []].append(style) }
        }
        var result: [(styles: [OutputStyle.Name], files: [String], evidence: String)] = []
        var claimed: Set<String> = []
        for (style, files) in candidates {
            guard let evidence = files.first(where: { writers[$0]?.count == 1 }) else { continue }
            result.append(([style], files, evidence))
            claimed.formUnion(files)
        }
        let unclaimed = candidates.flatMap(\.1).filter { !claimed.contains($0) }
        var seen: Set<String> = []
        for file in unclaimed where !seen.contains(file) {
            let styles = writers[file] ?? []
            let group = unclaimed.filter { writers[$0] == styles && seen.insert($0).inserted }
            result.append((styles, group, file))
        }
        return result
    }

    private static func report(
        root: String, found: [String], first: String, theirOwn: [String], others: [OutputStyle.Name],
        style: OutputStyle.Name, removing: Bool, diagnostics: DiagnosticCollector
    ) {
        let more = found.count > 1 ? " and \(found.count - 1) more" : ""
        let location = SourceLocation(path: Planner.join(root, first), line: 1, column: 1)
        // `middleware`, or `middleware` or `svvs` when the files are either's.
        let other = others.map { "`\($0.rawValue)`" }.joined(separator: " or ")
        // Every one of them: the developer must know exactly which files to port.
        let own = theirOwn.map { "`\(Planner.join(root, $0))`" }.joined(separator: ", ")
        let ownNote = Diagnostic.Note(
            "your own files of the \(other) style stay (featuregen never deletes them) and will not "
                + "compile against the `\(style.rawValue)` code: \(own); port them to the new style or delete them")
        if removing {
            guard !theirOwn.isEmpty else { return }
            diagnostics.warning(
                "switching `\(root)` from the \(other) style to `\(style.rawValue)`: its generated files are removed",
                at: location, notes: [ownNote])
            return
        }
        var notes: [Diagnostic.Note] = [
            .init("featuregen does not mix two styles in one folder"),
            .init("to switch to `\(style.rawValue)`, run again with `--remove-orphans`: it deletes the \(other) style's generated files"),
        ]
        if !theirOwn.isEmpty { notes.append(ownNote) }
        let keep = others.map { "`--style \($0.rawValue)`" }.joined(separator: " or ")
        notes.append(.init("to keep the \(other) style, pass \(keep)"))
        diagnostics.error(
            "`\(root)` holds code of the \(other) style (`\(first)`\(more)); this run generates the `\(style.rawValue)` style",
            at: location, notes: notes)
    }

    static func isGenerated(_ path: String) -> Bool {
        guard let contents = try? POSIXFiles.read(path) else { return false }
        return GeneratedFileHeader.inspect(contents) != .notGenerated
    }

    /// The paths a style's rules make under a root, as patterns (`{F}` stands for any feature name).
    private static func patterns(
        _ style: OutputStyle, scopes: Set<OutputStyle.Scope>, ownership: Ownership?
    ) -> [PathPattern] {
        style.rules.filter { scopes.contains($0.scope) && (ownership == nil || $0.ownership == ownership) }
            .map { PathPattern($0.path) }
    }

    /// `Features/{F}/{F}State.swift`: literal parts, and the same feature name wherever `{F}` stands.
    struct PathPattern {
        let parts: [String]

        /// `{S}` (a shared store's name) stands for a name as `{F}` does.
        init(_ pattern: String) { parts = pattern.replacing("{S}", with: "{F}").components(separatedBy: "{F}") }

        func matches(_ path: String) -> Bool {
            guard parts.count > 1 else { return path == parts[0] }
            return name(in: path) != nil
        }

        /// The name that stands for `{F}` in `path`; nil when the path does not match (or has no `{F}`).
        func name(in path: String) -> String? {
            guard parts.count > 1, path.hasPrefix(parts[0]) else { return nil }
            let rest = path.dropFirst(parts[0].count)
            // The feature name is what lies before the next literal part; it holds no `/`.
            guard let end = parts[1].isEmpty ? nil : rest.range(of: parts[1])?.lowerBound else { return nil }
            let name = String(rest[..<end])
            guard !name.isEmpty, !name.contains("/") else { return nil }
            return path == parts.joined(separator: name) ? name : nil
        }
    }
}
